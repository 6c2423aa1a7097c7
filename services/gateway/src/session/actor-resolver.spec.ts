import { userIdOfEvent } from './actor-resolver.service.js';

describe('user events', () => {
  const userId = '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10';
  it('reads the user id of a Nest event packet or a bare payload', () => {
    expect(userIdOfEvent({ pattern: 'events.user.changed', data: { userId, reason: 'role' } })).toBe(userId);
    expect(userIdOfEvent({ userId, sessionVersion: 3 })).toBe(userId);
  });
  it('answers undefined when there is none', () => {
    expect(userIdOfEvent(undefined)).toBeUndefined();
    expect(userIdOfEvent({ data: { userId: 7 } })).toBeUndefined();
  });
});
