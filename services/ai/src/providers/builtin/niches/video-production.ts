import type { Niche } from './types.js';

/** Video production’s niches. Written from public material: workplace safety regulators’ training rules, manufacturing associations, real estate video guides. */
export const videoProduction: readonly Niche[] = [
  {
    id: 'safety-training',
    label: 'plants and warehouses needing safety training videos',
    type: 'b2b',
    terms: ['manufacturing', 'logistics'],
    words: ['safety', 'training', 'osha', 'lockout', 'loto', 'warehouse', 'plant', 'forklift', 'ehs'],
    situation: 'must train every shift on safety procedures and keep proof of it',
    language: [
      'lockout/tagout',
      'safety training video',
      'machine-specific procedures',
      'multilingual voiceover',
      'training records',
      'toolbox talks',
      'EHS manager',
    ],
    triggers: ['a safety inspection citation', 'a new machine on the line'],
    pains: [
      'Our lockout/tagout training is a slide deck nobody remembers',
      'We need machine-specific procedures filmed for every shift',
      'Half the crew needs a multilingual voiceover',
    ],
    objections: [
      {
        says: 'Generic training videos are cheaper.',
        answer:
          'Generic videos do not show your machines; machine-specific procedures are what inspectors ask about.',
      },
    ],
    referralPartners: ['safety consultants', 'EHS training providers', 'insurance loss-control teams'],
    entryOffer: 'One machine-specific lockout/tagout video',
    messages: [
      'Machine-specific lockout/tagout videos your crews remember.',
      'Multilingual voiceover and training records for every shift.',
    ],
    channels: ['Safety conference stands', 'Safety consultant referrals'],
    pillars: ['Your machines, filmed', 'Understood by every crew'],
    season: { months: [6, 12], note: 'planned shutdowns are when filming on the line is possible' },
    kpis: [
      { name: 'pilot videos a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'plants on a video library plan each year', stage: 'retention', period: 'year' },
    ],
    source: 'workplace safety regulators’ lockout/tagout and training pages',
  },
  {
    id: 'real-estate-video',
    label: 'real estate agents and developers',
    type: 'b2b',
    terms: ['real estate'],
    words: ['real estate', 'listing', 'realtor', 'developer', 'property'],
    situation: 'sells homes or units and needs video that makes buyers book viewings',
    language: [
      'listing video',
      'drone footage',
      'walkthrough tour',
      'agent intro video',
      'vertical reels',
      'off-plan marketing',
    ],
    triggers: ['a high-value listing', 'an off-plan launch'],
    pains: ['Our listing videos look like everyone else’s', 'We need vertical reels for every listing'],
    objections: [
      {
        says: 'Photos sell homes.',
        answer: 'A walkthrough tour and drone footage get more viewings booked from the listing.',
      },
    ],
    referralPartners: ['real estate brokerages', 'home stagers', 'architectural photographers'],
    entryOffer: 'Listing video package',
    messages: ['Listing video, drone footage and vertical reels in one shoot.'],
    channels: ['Brokerage office meetings', 'Instagram reels'],
    pillars: ['More viewings', 'Every format'],
    season: { months: [3, 4, 5, 9], note: 'spring and autumn markets' },
    kpis: [
      { name: 'listing shoots a month', stage: 'decision', period: 'month' },
      { name: 'agents rebooking each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'real estate associations’ marketing surveys',
  },
  {
    id: 'nonprofit-stories',
    label: 'charities and nonprofits',
    type: 'b2b',
    terms: ['nonprofit'],
    words: ['charity', 'nonprofit', 'non-profit', 'donor', 'fundrais', 'gala'],
    situation: 'needs stories that move donors, on a small budget',
    language: [
      'impact story',
      'donor appeal',
      'gala video',
      'beneficiary consent',
      'year-end giving',
      'grant report video',
    ],
    triggers: ['a gala date', 'a year-end appeal'],
    pains: [
      'Our donor appeal needs an impact story by November',
      'We need beneficiary consent handled properly',
    ],
    objections: [
      {
        says: 'We cannot afford video.',
        answer: 'One shoot gives a gala video, a donor appeal cut and a grant report video.',
      },
    ],
    referralPartners: ['fundraising consultants', 'charity associations', 'event planners'],
    entryOffer: 'Impact story shoot',
    messages: ['An impact story for the donor appeal, with beneficiary consent done right.'],
    channels: ['Charity association events', 'Fundraising consultant referrals'],
    pillars: ['Stories that raise money', 'Respectful: consent first'],
    season: { months: [11, 12], note: 'year-end giving: film by October' },
    kpis: [
      { name: 'shoots a quarter', stage: 'decision', period: 'quarter' },
      { name: 'charities returning each year', stage: 'retention', period: 'year' },
    ],
    source: 'charity regulators’ fundraising guidance; nonprofit associations',
  },
];
