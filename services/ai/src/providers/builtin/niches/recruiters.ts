import type { Niche } from './types.js';

/** Recruiters’ niches. Written from public material: dental hygiene associations, nursing bodies, technology salary surveys. */
export const recruiters: readonly Niche[] = [
  {
    id: 'dental-hygienists',
    label: 'dental practices hiring hygienists',
    type: 'b2b',
    terms: ['dental'],
    words: ['hygienist', 'dental', 'dentist', 'assistant'],
    situation: 'has an empty hygiene chair and a recall list going cold',
    language: [
      'hygienist shortage',
      'hygiene chair',
      'recall schedule',
      'temp-to-perm',
      'sign-on bonus',
      'working interview',
      'licence verification',
    ],
    triggers: ['a hygienist giving notice', 'a new operatory'],
    pains: [
      'Our hygiene chair has been empty for two months and the recall schedule is slipping',
      'Every hygienist we interview has three other offers',
      'We cannot afford a sign-on bonus like the corporate groups',
    ],
    objections: [
      {
        says: 'Agency fees are too high for one hire.',
        answer:
          'An empty hygiene chair loses more each week than the fee; temp-to-perm covers the gap while we search.',
      },
    ],
    referralPartners: ['hygiene schools', 'dental supply reps', 'dental practice consultants'],
    entryOffer: 'Temp-to-perm hygienist cover',
    messages: [
      'The hygiene chair filled with temp-to-perm cover while we find your permanent hygienist.',
      'Licence verification and working interview arranged for you.',
    ],
    channels: ['Hygiene school career days', 'Dental supply rep referrals'],
    pillars: ['Chair filled fast', 'The right hygienist'],
    season: { months: [5, 6], note: 'graduation season for new hygienists' },
    kpis: [
      { name: 'placements a month', stage: 'decision', period: 'month' },
      { name: 'practices hiring again each year', stage: 'retention', period: 'year' },
    ],
    source: 'dental hygiene associations’ workforce surveys',
  },
  {
    id: 'nurses-healthcare',
    label: 'hospitals and care providers hiring nurses',
    type: 'b2b',
    terms: ['healthcare', 'medical practice'],
    words: ['nurse', 'nursing', 'hospital', 'care home', 'healthcare'],
    situation: 'runs on agency shifts because permanent nurses are hard to find',
    language: [
      'agency spend',
      'credentialing',
      'travel nurses',
      'retention bonus',
      'shift fill rate',
      'international nurses',
    ],
    triggers: ['agency spend over budget', 'a new ward opening'],
    pains: ['Our agency spend is over budget every month', 'Credentialing takes weeks'],
    objections: [
      {
        says: 'All agencies send the same people.',
        answer: 'We report shift fill rate and move agency shifts to permanent hires.',
      },
    ],
    referralPartners: ['nursing schools', 'nursing associations', 'healthcare HR consultants'],
    entryOffer: 'Agency spend review',
    messages: ['Lower agency spend by turning shifts into permanent hires, credentialing done.'],
    channels: ['Nursing job fairs', 'Healthcare HR conferences'],
    pillars: ['Shifts filled', 'Spend down'],
    season: { months: [9, 10, 11], note: 'winter pressures planning' },
    kpis: [
      { name: 'placements a month', stage: 'decision', period: 'month' },
      { name: 'client hospitals renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'nursing workforce reports by professional bodies',
  },
  {
    id: 'tech-startups',
    label: 'software companies hiring engineers',
    type: 'b2b',
    terms: ['software', 'information technology'],
    words: ['engineer', 'developer', 'software', 'startup', 'saas', 'tech'],
    situation: 'needs senior engineers faster than its own team can hire',
    language: [
      'technical screening',
      'time-to-hire',
      'offer acceptance rate',
      'equity package',
      'remote hiring',
      'hiring plan',
    ],
    triggers: ['a funding round', 'a lead engineer leaving'],
    pains: [
      'Our time-to-hire is three months for a senior engineer',
      'Candidates drop out after the technical screening',
    ],
    objections: [
      {
        says: 'We hire through our network.',
        answer:
          'Your network runs out at the third hire; we keep time-to-hire and offer acceptance rate visible.',
      },
    ],
    referralPartners: ['venture investors', 'startup lawyers', 'accelerators'],
    entryOffer: 'Hiring plan for the next round',
    messages: ['Senior engineers hired on a hiring plan, with time-to-hire reported weekly.'],
    channels: ['Investor portfolio talent networks', 'Tech meetups'],
    pillars: ['Fast hires', 'Right engineers'],
    season: null,
    kpis: [
      { name: 'searches opened a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'placements a quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'technology salary and hiring surveys',
  },
];
