import type { AdvisorClient, AdvisorSummary, ClientListing } from '@icp-studio/contracts';

/** Test data for the team, client picker and admin screens (only tests import it). */
export const ADVISOR_ID = '11111111-1111-4111-8111-111111111111';
export const CLIENT_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const CLIENT_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const OTHER_ADVISOR_ID = '22222222-2222-4222-8222-222222222222';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

export function makeAdvisorClient(overrides: Partial<AdvisorClient> = {}): AdvisorClient {
  return {
    id: CLIENT_A,
    firstName: 'Ethan',
    lastName: 'Walker',
    email: 'ethan@example.com',
    username: 'ethan',
    role: 'client',
    profileImageUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    assignedAt: daysAgo(3),
    notes: 'Quarterly strategy reviews',
    ...overrides,
  };
}

export function makeClientListing(overrides: Partial<ClientListing> = {}): ClientListing {
  return {
    id: CLIENT_A,
    firstName: 'Ethan',
    lastName: 'Walker',
    email: 'ethan@example.com',
    username: 'ethan',
    role: 'client',
    profileImageUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    assignedAt: null,
    notes: null,
    advisorId: null,
    advisor: null,
    icpCount: 0,
    playbookCount: 0,
    ...overrides,
  };
}

export function makeAdvisorSummary(overrides: Partial<AdvisorSummary> = {}): AdvisorSummary {
  return {
    id: ADVISOR_ID,
    firstName: 'Olivia',
    lastName: 'Bennett',
    email: 'olivia@example.com',
    profileImageUrl: null,
    clientCount: 0,
    clients: [],
    ...overrides,
  };
}
