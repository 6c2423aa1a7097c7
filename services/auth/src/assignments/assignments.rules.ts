import type { Role } from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';

export const ASSIGNMENT_MESSAGES = {
  clientNotFound: 'Client not found',
  advisorNotFound: 'Advisor not found',
  notAClient: 'Only a user with the client role can be assigned to an advisor',
  notAnAdvisor: 'The advisor must be a user with the advisor (team member) role',
  alreadyAssigned: 'This client already has an advisor. Change the existing assignment instead.',
  sameAdvisor: 'Choose a different advisor',
  notAssigned: 'This client has no advisor assigned',
  clientMismatch: 'The client of the assignment cannot be changed',
} as const;

/**
 * Who may be assigned to whom: the client must exist with role client, the advisor with role
 * team_member (a missing user is 404, a wrong role 400, each with its own message).
 */
export function checkAssignmentParties(
  client: { role: Role } | null | undefined,
  advisor: { role: Role } | null | undefined,
): void {
  if (!client) throw DomainError.notFound(ASSIGNMENT_MESSAGES.clientNotFound);
  if (!advisor) throw DomainError.notFound(ASSIGNMENT_MESSAGES.advisorNotFound);
  if (client.role !== 'client') {
    throw DomainError.badRequest(ASSIGNMENT_MESSAGES.notAClient, {
      clientId: [ASSIGNMENT_MESSAGES.notAClient],
    });
  }
  if (advisor.role !== 'team_member') {
    throw DomainError.badRequest(ASSIGNMENT_MESSAGES.notAnAdvisor, {
      advisorId: [ASSIGNMENT_MESSAGES.notAnAdvisor],
    });
  }
}

/** docs/product.md §5: on reassignment the advisor must differ from the current one. */
export function checkReassignment(currentAdvisorId: string, nextAdvisorId: string): void {
  if (currentAdvisorId === nextAdvisorId) {
    throw DomainError.badRequest(ASSIGNMENT_MESSAGES.sameAdvisor, {
      advisorId: [ASSIGNMENT_MESSAGES.sameAdvisor],
    });
  }
}
