import type { Niche } from './types.js';

/** Engineers' niches. Written from public material: structural engineering associations, building codes summaries, ADU guidebooks. */
export const engineers: readonly Niche[] = [
  {
    id: 'adu-architects',
    label: 'architects and designers of small residential projects',
    type: 'b2b',
    terms: ['architecture'],
    words: ['architect', 'designer', 'adu', 'residential', 'accessory dwelling'],
    situation: 'designs small homes and backyard units and needs structural calcs fast',
    language: [
      'structural calculations',
      'lateral design',
      'shear walls',
      'foundation design',
      'plan check comments',
      'stamped drawings',
      'turnaround time',
    ],
    triggers: ['plan check comments with a deadline', 'a client wanting an open-plan wall removed'],
    pains: [
      'Plan check comments come back and our engineer takes three weeks to answer',
      'We need stamped drawings and structural calculations on a fixed fee',
      'Lateral design and shear walls change our floor plan late',
    ],
    objections: [
      {
        says: 'We already have an engineer.',
        answer:
          'Keep them for the big jobs; we give a fixed turnaround time on structural calculations for small residential work.',
      },
    ],
    referralPartners: ['ADU builders', 'permit expeditors', 'architecture institutes'],
    entryOffer: 'Fixed-fee structural calculations for one project',
    messages: [
      'Structural calculations and stamped drawings with a fixed turnaround time.',
      'Plan check comments answered within days.',
    ],
    channels: ['Architecture institute chapter events', 'Permit expeditor referrals'],
    pillars: ['Fast: fixed turnaround', 'Early: lateral design with the floor plan'],
    season: { months: [1, 2, 3], note: 'winter design work for spring building' },
    kpis: [
      { name: 'projects quoted a month', stage: 'consideration', period: 'month' },
      { name: 'repeat architect clients each year', stage: 'retention', period: 'year' },
    ],
    source: 'structural engineering associations; city plan check guidance',
  },
  {
    id: 'homeowner-structural',
    label: 'homeowners with structural problems',
    type: 'b2c',
    terms: [],
    words: ['crack', 'foundation', 'subsid', 'settlement', 'wall removal', 'load-bearing', 'beam'],
    situation: 'has found a crack or wants a wall removed and needs an engineer’s answer',
    language: [
      'structural survey',
      'load-bearing wall',
      'beam calculation',
      'subsidence',
      'underpinning',
      'building control',
    ],
    triggers: ['a buyer’s survey flagging cracks', 'a renovation plan'],
    pains: [
      'A survey flagged cracks and I do not know if it is subsidence',
      'I need a beam calculation before the builder can start',
    ],
    objections: [
      {
        says: 'My builder says it is fine.',
        answer:
          'Building control needs a beam calculation; a structural survey answers subsidence questions for good.',
      },
    ],
    referralPartners: ['builders', 'surveyors', 'real estate agents'],
    entryOffer: 'Structural survey visit',
    messages: ['A structural survey or a beam calculation, ready for building control.'],
    channels: ['Builder referrals', 'Google Business Profile for structural surveys'],
    pillars: ['Safe', 'Signed off'],
    season: { months: [3, 4, 5], note: 'spring renovations' },
    kpis: [
      { name: 'survey visits a month', stage: 'decision', period: 'month' },
      { name: 'builder referrals a quarter', stage: 'awareness', period: 'quarter' },
    ],
    source: 'structural engineering institutes’ homeowner guides; building regulations summaries',
  },
  {
    id: 'manufacturing-plants',
    label: 'manufacturing plants',
    type: 'b2b',
    terms: ['manufacturing'],
    words: ['plant', 'factory', 'manufactur', 'production line', 'machine', 'automation'],
    situation: 'runs production lines that must change without long shutdowns',
    language: [
      'process engineering',
      'line layout',
      'machine safeguarding',
      'planned shutdown',
      'capex approval',
      'commissioning',
    ],
    triggers: ['a new product line', 'a safety incident on a machine'],
    pains: ['We have one planned shutdown a year to make every change', 'Machine safeguarding is overdue'],
    objections: [
      {
        says: 'Our maintenance team does this.',
        answer:
          'Your team runs the plant; we handle line layout and commissioning so the planned shutdown is enough.',
      },
    ],
    referralPartners: ['equipment vendors', 'integrators', 'safety consultants'],
    entryOffer: 'Line layout assessment',
    messages: ['Line layout and commissioning planned around your planned shutdown.'],
    channels: ['Manufacturing trade shows', 'Equipment vendor referrals'],
    pillars: ['Uptime', 'Safe machines'],
    season: { months: [7, 12], note: 'summer and year-end shutdowns' },
    kpis: [
      { name: 'assessments a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'projects won each year', stage: 'decision', period: 'year' },
    ],
    source: 'engineering institutes; safety regulators’ machinery pages',
  },
];
