import { displayName, mayBeAssigned, visibilityAllows, visibilityOf } from './access.rules.js';

const ME = '00000000-0000-4000-8000-000000000001';
const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';
const OTHER = '00000000-0000-4000-8000-0000000000ff';

describe('visibilityOf', () => {
  it('gives an admin everything, without asking auth', () => {
    const v = visibilityOf({ userId: ME, role: 'admin' });
    expect(v).toEqual({ all: true });
    expect(visibilityAllows(v, OTHER)).toBe(true);
  });

  it('gives a client only their own, whatever auth would say', () => {
    const v = visibilityOf({ userId: ME, role: 'client' }, { all: false, userIds: [C1] });
    expect(v).toEqual({ all: false, userIds: [ME] });
    expect(visibilityAllows(v, C1)).toBe(false);
    expect(visibilityAllows(v, ME)).toBe(true);
  });

  it("gives an advisor auth's clients and themselves", () => {
    const v = visibilityOf({ userId: ME, role: 'team_member' }, { all: false, userIds: [C1, C2] });
    expect(v).toEqual({ all: false, userIds: [C1, C2, ME] });
    expect(visibilityAllows(v, C2)).toBe(true);
    expect(visibilityAllows(v, OTHER)).toBe(false);
  });

  it('never gives an advisor everything, even if auth said so', () => {
    const v = visibilityOf({ userId: ME, role: 'team_member' }, { all: true });
    expect(v).toEqual({ all: false, userIds: [ME] });
    expect(visibilityAllows(v, OTHER)).toBe(false);
  });
});

describe('mayBeAssigned (a task goes only to someone who can see the item)', () => {
  const nobody = { all: false as const, userIds: [] };

  it('allows the owning client', () => {
    expect(mayBeAssigned({ id: C1, role: 'client' }, C1, nobody)).toBe(true);
  });

  it('refuses another client', () => {
    expect(mayBeAssigned({ id: C2, role: 'client' }, C1, { all: false, userIds: [C2] })).toBe(false);
  });

  it('allows an advisor assigned to the owner and refuses one who is not', () => {
    expect(mayBeAssigned({ id: ME, role: 'team_member' }, C1, { all: false, userIds: [ME, C1] })).toBe(true);
    expect(mayBeAssigned({ id: ME, role: 'team_member' }, C1, { all: false, userIds: [ME, C2] })).toBe(false);
  });

  it('allows an admin', () => {
    expect(mayBeAssigned({ id: ME, role: 'admin' }, C1, nobody)).toBe(true);
  });
});

describe('displayName', () => {
  it('joins first and last name, or falls back to the username', () => {
    expect(displayName({ firstName: 'Jane', lastName: 'Doe', username: 'jane' })).toBe('Jane Doe');
    expect(displayName({ firstName: ' ', lastName: '', username: 'jane' })).toBe('jane');
  });
});
