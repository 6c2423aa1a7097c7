import type { Icp, Note, Playbook } from '@icp-studio/contracts';
import { listAnswer, type MockAnswer } from '@/test/mock-fetch';

export const CLIENT_ID = '77777777-7777-4777-8777-777777777777';
export const ICP_ID = '22222222-2222-4222-8222-222222222222';
export const PLAYBOOK_ID = '33333333-3333-4333-8333-333333333333';

export function makeIcp(overrides: Partial<Icp> = {}): Icp {
  return {
    id: ICP_ID,
    name: 'Boutique Law Firms',
    userId: CLIENT_ID,
    createdBy: CLIENT_ID,
    status: 'in_progress',
    type: 'b2b',
    industry: 'Legal services',
    companySize: '10-50',
    revenue: null,
    technographics: [],
    decisionMakerRole: null,
    decisionMakerTitle: null,
    ageRange: null,
    gender: null,
    education: null,
    occupation: null,
    income: null,
    geographics: [],
    psychographics: null,
    behavioralTraits: [],
    painPoints: [],
    needs: [],
    goals: [],
    preferredChannels: ['LinkedIn', 'Email'],
    buyerJourney: null,
    personaNarrative: null,
    aiSuggestions: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePlaybook(overrides: Partial<Playbook> = {}): Playbook {
  return {
    id: PLAYBOOK_ID,
    name: 'Referral Engine',
    icpId: ICP_ID,
    userId: CLIENT_ID,
    createdBy: CLIENT_ID,
    status: 'in_progress',
    marketingGoals: [],
    valueProposition: null,
    keyMessages: [],
    messagingPillars: null,
    positioning: null,
    selectedChannels: null,
    contentStrategy: null,
    campaigns: null,
    kpis: null,
    targetMetrics: null,
    timeline: null,
    teamRoles: null,
    tonality: null,
    aiGeneratedCampaigns: null,
    aiContentIdeas: null,
    icpName: 'Boutique Law Firms',
    createdAt: '2025-03-02T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    icpId: null,
    playbookId: PLAYBOOK_ID,
    note: 'Kick-off call booked',
    isTask: false,
    assignedTo: null,
    status: 'open',
    userId: CLIENT_ID,
    authorName: 'Jane Cooper',
    createdAt: '2025-03-04T14:05:00.000Z',
    updatedAt: '2025-03-04T14:05:00.000Z',
    ...overrides,
  };
}

/** A list answer of every item: a JSON array with its `X-Total-Count` and `Link` headers. */
export const page = <T>(items: T[]): MockAnswer => listAnswer(items);
