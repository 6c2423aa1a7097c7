import type { Draft, Icp, IcpScore, Playbook } from '@icp-studio/contracts';
import { listAnswer, type MockAnswer } from '@/test/mock-fetch';

/** Test data for the profile screens (kept out of production bundles: only tests import it). */
export const ICP_ID = '33333333-3333-4333-8333-333333333333';
export const DRAFT_ID = '44444444-4444-4444-8444-444444444444';
export const CLIENT_ID = '55555555-5555-4555-8555-555555555555';
export const OWNER_ID = '11111111-1111-4111-8111-111111111111';

export function makeIcp(overrides: Partial<Icp> = {}): Icp {
  return {
    id: ICP_ID,
    name: 'Growth-stage SaaS CFOs',
    userId: OWNER_ID,
    createdBy: OWNER_ID,
    status: 'in_progress',
    type: 'b2b',
    industry: 'B2B SaaS',
    companySize: '50-200 employees',
    revenue: '$5M-$20M',
    technographics: ['NetSuite'],
    decisionMakerRole: 'Finance leader',
    decisionMakerTitle: 'CFO',
    ageRange: null,
    gender: null,
    education: null,
    occupation: null,
    income: null,
    geographics: ['North America'],
    psychographics: 'Data-driven',
    behavioralTraits: [],
    painPoints: ['Slow month-end close', 'No cash visibility', 'Manual board packs'],
    needs: ['Automation'],
    goals: [],
    preferredChannels: ['LinkedIn'],
    buyerJourney: { awareness: 'Peers', consideration: null, decision: null },
    personaNarrative: null,
    aiSuggestions: null,
    clientName: 'Jane Cooper',
    clientEmail: 'jane@example.com',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-03-04T00:00:00.000Z',
    ...overrides,
  };
}

export function makeScore(overrides: Partial<IcpScore> = {}): IcpScore {
  return {
    icpId: ICP_ID,
    overallScore: 82,
    demographicsScore: 90,
    psychographicsScore: 60,
    painPointsScore: 85,
    needsScore: 40,
    channelsScore: 76,
    suggestions: ['Add at least 3 goals'],
    rubricVersion: 1,
    aiStatus: 'none',
    aiSuggestions: null,
    analyzedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function makeDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: DRAFT_ID,
    userId: OWNER_ID,
    clientType: 'b2b',
    name: 'Dental practices',
    industry: 'Dental care',
    draftData: { name: 'Dental practices', type: 'b2b', industry: 'Dental care', painPoints: ['No-shows'] },
    currentStep: 3,
    lastSaved: new Date(Date.now() - 5 * 60_000).toISOString(),
    clientId: null,
    ...overrides,
  };
}

export function makePlaybook(overrides: Partial<Playbook> = {}): Playbook {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    name: 'CFO Playbook',
    icpId: ICP_ID,
    userId: OWNER_ID,
    createdBy: OWNER_ID,
    status: 'completed',
    marketingGoals: [],
    valueProposition: 'Close the books in 3 days',
    keyMessages: [],
    messagingPillars: null,
    positioning: null,
    // A map of channels: countOf counts its keys.
    selectedChannels: { LinkedIn: { budget: '40%' }, Webinars: { budget: '60%' } },
    contentStrategy: null,
    campaigns: [{ name: 'Launch' }, { name: 'Scale' }, { name: 'Expand' }],
    kpis: null,
    targetMetrics: null,
    timeline: null,
    teamRoles: null,
    tonality: null,
    aiGeneratedCampaigns: null,
    aiContentIdeas: null,
    icpName: 'Growth-stage SaaS CFOs',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-03-04T00:00:00.000Z',
    ...overrides,
  };
}

/** A list answer (a JSON array with `X-Total-Count` and `Link` headers) as the list calls get it. */
export function page<T>(items: T[], total = items.length, limit = 50, offset = 0): MockAnswer {
  return listAnswer(items, { total, limit, offset });
}
