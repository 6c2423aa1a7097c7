import type { Icp } from '@icp-studio/contracts';

/** A stored profile with every field empty except what the test gives (unit tests only). */
export function icpOf(over: Partial<Icp>): Icp {
  return {
    id: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10',
    name: 'Profile',
    userId: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f11',
    createdBy: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f11',
    status: 'in_progress',
    type: 'b2b',
    industry: null,
    companySize: null,
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
    preferredChannels: [],
    buyerJourney: null,
    personaNarrative: null,
    aiSuggestions: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}
