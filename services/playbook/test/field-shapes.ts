/**
 * Every shape docs/product.md §3 allows for the flexible playbook fields, as the wizards and older data
 * send them. Shared by the mapper's unit tests and the round-trip integration tests.
 */
export const FIELD_SHAPES = {
  channelsAsNames: { selectedChannels: ['LinkedIn', 'Email', 'Webinars'] },
  channelsAsObjects: {
    selectedChannels: [
      { channel: 'LinkedIn', budget: 1200, tactics: ['thought leadership', 'ads'] },
      { channel: 'Email', frequency: 'weekly' },
    ],
  },
  // Keys in an order jsonb would change (it puts shorter keys first): kept as written.
  channelsAsMap: {
    selectedChannels: {
      'LinkedIn Ads': { budget: 500 },
      Email: true,
      SEO: 'evergreen',
      'Partner webinars': null,
    },
  },
  campaignsAsObjects: {
    campaigns: [
      { name: 'Q1 Launch', objective: 'Awareness among CFOs', timeline: 'Jan-Mar' },
      { name: 'Retargeting', budget: 3000, channels: ['LinkedIn'], nested: { a: [1, { b: 'c' }] } },
    ],
  },
  campaignsAsText: { campaigns: 'One big launch in spring, then monthly webinars.' },
  kpisAsList: {
    kpis: [
      { name: 'MQLs', target: 120 },
      { metric: 'CAC', target: '< $300' },
      { name: 'Pipeline', target: { value: 250000, currency: 'USD' }, owner: 'Sales' },
    ],
  },
  kpisAsText: { kpis: 'Grow qualified pipeline by 30%' },
  targetMetricsAsMap: { targetMetrics: { 'Monthly leads': 100, CAC: 250, 'Win rate': '25%', nps: null } },
  targetMetricsAsText: { targetMetrics: '100 leads a month' },
  teamRolesAsText: { teamRoles: 'Anna owns content; Ben runs paid.' },
  teamRolesAsStructure: {
    teamRoles: { 'Content lead': { name: 'Anna', hours: 20 }, Paid: ['Ben', 'Cleo'], budgetOwner: 'CFO' },
  },
  aiFieldsAsText: {
    aiGeneratedCampaigns: 'Campaign idea: a CFO roundtable series.',
    aiContentIdeas: '1. Checklist\n2. Case study',
  },
  aiFieldsStructured: {
    aiGeneratedCampaigns: [
      { name: 'Roundtable', objective: 'Trust', steps: ['invite', 'host', 'follow up'] },
    ],
    aiContentIdeas: { blog: ['Checklist', 'Benchmarks'], video: [{ title: 'Demo', minutes: 3 }], count: 3 },
  },
  messagingPillarsAsList: { messagingPillars: ['Speed', 'Trust', 'Price'] },
  messagingPillarsAsStructure: { messagingPillars: { Speed: 'Live in a week', Trust: { proof: 'SOC 2' } } },
  emptyShapes: { selectedChannels: [], campaigns: [], kpis: [], targetMetrics: {}, teamRoles: '' },
} as const;

export type FieldShapeName = keyof typeof FIELD_SHAPES;
