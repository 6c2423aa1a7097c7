import { ASSIGNMENT_MESSAGES, checkAssignmentParties, checkReassignment } from './assignments.rules.js';

const client = { role: 'client' as const };
const advisor = { role: 'team_member' as const };
const admin = { role: 'admin' as const };

describe('checkAssignmentParties', () => {
  it('accepts a client and a team member', () => {
    expect(() => checkAssignmentParties(client, advisor)).not.toThrow();
  });

  it('answers 404 for a missing user', () => {
    expect(() => checkAssignmentParties(null, advisor)).toThrow(
      expect.objectContaining({ status: 404, message: ASSIGNMENT_MESSAGES.clientNotFound }),
    );
    expect(() => checkAssignmentParties(client, undefined)).toThrow(
      expect.objectContaining({ status: 404, message: ASSIGNMENT_MESSAGES.advisorNotFound }),
    );
  });

  it('answers 400 when the client is not a client', () => {
    expect(() => checkAssignmentParties(advisor, advisor)).toThrow(
      expect.objectContaining({ status: 400, message: ASSIGNMENT_MESSAGES.notAClient }),
    );
  });

  it('answers 400 when the advisor is not a team member (admins included)', () => {
    for (const wrong of [client, admin]) {
      expect(() => checkAssignmentParties(client, wrong)).toThrow(
        expect.objectContaining({
          status: 400,
          message: ASSIGNMENT_MESSAGES.notAnAdvisor,
          fields: { advisorId: [ASSIGNMENT_MESSAGES.notAnAdvisor] },
        }),
      );
    }
  });
});

describe('checkReassignment', () => {
  it('refuses the current advisor with "Choose a different advisor"', () => {
    expect(() => checkReassignment('a', 'a')).toThrow(
      expect.objectContaining({ status: 400, message: 'Choose a different advisor' }),
    );
  });

  it('accepts another advisor', () => {
    expect(() => checkReassignment('a', 'b')).not.toThrow();
  });
});
