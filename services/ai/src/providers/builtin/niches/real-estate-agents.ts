import type { Niche } from './types.js';

/** Real estate agents' niches. Written from public material: commercial property bodies, healthcare premises guides, downsizing and relocation pages. */
export const realEstateAgents: readonly Niche[] = [
  {
    id: 'healthcare-premises',
    label: 'dental and medical practices looking for premises',
    type: 'b2b',
    terms: ['dental', 'medical practice', 'veterinary', 'physiotherapy'],
    words: ['practice', 'clinic', 'surgery', 'premises', 'fit-out', 'fit out'],
    situation: 'needs a clinical space with the right plumbing, access and planning use',
    language: [
      'heads of terms',
      'tenant-improvement allowance',
      'pre-lease test fit',
      'planning use class',
      'rent-free period',
      'dilapidations',
      'break clause',
    ],
    triggers: ['a lease expiry at the current site', 'a new associate or a second surgery'],
    pains: [
      'Most units cannot take the plumbing and extraction a surgery needs',
      'We need a pre-lease test fit before we sign heads of terms',
      'The landlord will not talk about a tenant-improvement allowance or rent-free period',
    ],
    objections: [
      {
        says: 'We will find a unit ourselves online.',
        answer:
          'Listings do not show planning use class or drainage; we test-fit the surgery before heads of terms.',
      },
    ],
    referralPartners: ['dental and medical fit-out firms', 'practice accountants', 'healthcare lenders'],
    entryOffer: 'Premises requirement brief with a pre-lease test fit',
    messages: [
      'Premises that can take a surgery: planning use class, drainage and a pre-lease test fit checked first.',
      'Heads of terms with a rent-free period and a tenant-improvement allowance negotiated.',
    ],
    channels: ['Fit-out firm referral partnerships', 'Dental and medical trade shows'],
    pillars: ['Right space: test-fitted first', 'Right terms: allowances negotiated'],
    season: null,
    kpis: [
      { name: 'requirement briefs a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'leases completed each year', stage: 'decision', period: 'year' },
    ],
    source: 'commercial property bodies’ lease codes; healthcare fit-out guides',
  },
  {
    id: 'downsizers',
    label: 'empty nesters downsizing',
    type: 'b2c',
    terms: ['retiree'],
    words: ['downsiz', 'empty nest', 'retire', 'smaller home', 'bungalow', 'senior'],
    situation: 'has a family home that is too big and years of belongings in it',
    language: [
      'downsizing',
      'decluttering plan',
      'single-level living',
      'chain-free purchase',
      'sale and purchase timing',
      'move manager',
    ],
    triggers: ['the last child moving out', 'stairs becoming hard'],
    pains: [
      'We do not know whether to sell first or buy first',
      'Forty years of belongings make moving feel impossible',
    ],
    objections: [
      {
        says: 'The market is not right.',
        answer:
          'Sale and purchase timing in the same market matters more than the market; we plan both together.',
      },
    ],
    referralPartners: ['move managers', 'financial planners', 'estate lawyers'],
    entryOffer: 'Downsizing plan with a valuation',
    messages: [
      'Single-level living found, with a move manager to help with the rest.',
      'A downsizing plan: valuation, decluttering plan and sale and purchase timing.',
    ],
    channels: ['Seminars at community centres on downsizing', 'Financial planner referrals'],
    pillars: ['One plan for sale and purchase', 'Help with the move'],
    season: { months: [3, 4, 5, 9], note: 'spring and early autumn markets' },
    kpis: [
      { name: 'valuations a month', stage: 'consideration', period: 'month' },
      { name: 'instructions won a month', stage: 'decision', period: 'month' },
    ],
    source: 'property bodies’ downsizing guides; seniors’ organisations',
  },
  {
    id: 'relocating-families',
    label: 'families relocating for work',
    type: 'b2c',
    terms: [],
    words: ['relocat', 'moving to', 'new job', 'transfer', 'school district', 'catchment'],
    situation: 'must find a home in an unfamiliar city before a start date',
    language: ['relocation package', 'school catchment', 'virtual viewing', 'commute times', 'rent-then-buy'],
    triggers: ['a job offer in another city', 'a school place deadline'],
    pains: [
      'We need a home in a good school catchment before term starts',
      'We cannot fly out for every viewing',
    ],
    objections: [
      {
        says: 'We will rent first and see.',
        answer: 'Rent-then-buy works; we shortlist by school catchment and commute times either way.',
      },
    ],
    referralPartners: ['corporate HR teams', 'relocation firms', 'mortgage brokers'],
    entryOffer: 'Area guide with virtual viewings',
    messages: ['Virtual viewings and a shortlist by school catchment and commute times.'],
    channels: ['Relocation firm partnerships', 'Employer HR referrals'],
    pillars: ['Fast: homes found remotely', 'Informed: schools and commutes'],
    season: { months: [5, 6, 7, 8], note: 'summer moves before the school year' },
    kpis: [
      { name: 'relocation enquiries a month', stage: 'awareness', period: 'month' },
      { name: 'purchases completed each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'relocation associations; property portals’ buyer guides',
  },
];
