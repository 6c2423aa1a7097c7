import type { Niche } from './types.js';

/** Estate lawyers' niches. Written from public material: law societies’ wills and estates pages, farm succession guides. */
export const estateLawyers: readonly Niche[] = [
  {
    id: 'farm-families',
    label: 'farm families planning succession',
    terms: ['agriculture'],
    words: ['farm', 'ranch', 'succession', 'land', 'next generation', 'agricultur'],
    situation: 'owns farmland and wants the next generation to keep farming without a fight',
    language: [
      'farm succession plan',
      'intergenerational transfer',
      'rollover',
      'family farm corporation',
      'fair versus equal',
      'off-farm children',
      'shareholder agreement',
    ],
    triggers: ['a parent’s health scare', 'a child coming home to farm'],
    pains: [
      'One child farms and two do not, and we cannot make fair versus equal work',
      'We have no farm succession plan and the land is most of what we own',
      'We do not understand the rollover rules on an intergenerational transfer',
    ],
    objections: [
      {
        says: 'We will sort it out when the time comes.',
        answer:
          'A farm succession plan made now keeps the farm whole; made later, the off-farm children and the tax decide it.',
      },
    ],
    referralPartners: ['farm accountants', 'agricultural lenders', 'farm business advisors'],
    entryOffer: 'Family meeting on a farm succession plan',
    messages: [
      'A farm succession plan that keeps the land farming and treats off-farm children fairly.',
      'Rollover and the family farm corporation, planned with your accountant.',
    ],
    channels: ['Talks at farm shows and producer meetings', 'Agricultural lender referrals'],
    pillars: ['Keep the farm: succession planned', 'Keep the family: fair versus equal solved'],
    season: { months: [4, 5, 9, 10], note: 'seeding and harvest: no meetings then; winter is planning time' },
    kpis: [
      { name: 'family meetings held a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'succession plans signed each year', stage: 'decision', period: 'year' },
    ],
    source: 'farm succession guides from agricultural ministries and farm credit bodies; law societies',
  },
  {
    id: 'blended-families',
    label: 'blended families writing wills',
    type: 'b2c',
    terms: [],
    words: ['blended', 'second marriage', 'stepchild', 'remarri', 'step-'],
    situation: 'has children from an earlier relationship and a new spouse, and wants both protected',
    language: [
      'mirror wills',
      'life interest trust',
      'lasting power of attorney',
      'guardianship',
      'letter of wishes',
      'will challenge',
    ],
    triggers: ['a remarriage', 'a new baby in a second family'],
    pains: [
      'I want my spouse secure and my children from my first marriage to inherit',
      'I fear a will challenge between the two sides of the family',
    ],
    objections: [
      {
        says: 'Simple mirror wills are enough.',
        answer:
          'Mirror wills can disinherit the first family by accident; a life interest trust protects both.',
      },
    ],
    referralPartners: ['financial planners', 'family lawyers', 'accountants'],
    entryOffer: 'Fixed-fee will review for blended families',
    messages: ['A life interest trust keeps your spouse secure and your children’s inheritance safe.'],
    channels: ['Financial planner referrals', 'Articles on wills for blended families'],
    pillars: ['Both sides protected', 'Fewer disputes: a letter of wishes'],
    season: null,
    kpis: [
      { name: 'will reviews a month', stage: 'consideration', period: 'month' },
      { name: 'wills signed a month', stage: 'decision', period: 'month' },
    ],
    source: 'law societies’ wills guidance; government inheritance pages',
  },
  {
    id: 'probate-executors',
    label: 'executors handling an estate',
    type: 'b2c',
    terms: [],
    words: ['executor', 'probate', 'estate administration', 'passed away', 'bereave', 'died'],
    situation: 'has been named executor and does not know where to start',
    language: [
      'grant of probate',
      'estate administration',
      'executor duties',
      'estate accounts',
      'deceased’s estate',
      'distribution',
    ],
    triggers: ['a death in the family', 'a bank asking for the grant of probate'],
    pains: [
      'I am the executor and I do not know what the grant of probate needs',
      'The beneficiaries ask when the distribution will happen',
    ],
    objections: [
      {
        says: 'Probate fees eat the estate.',
        answer:
          'A fixed fee for the grant of probate, with estate administration priced separately if you want it.',
      },
    ],
    referralPartners: ['funeral directors', 'bereavement charities', 'banks’ bereavement teams'],
    entryOffer: 'Fixed-fee grant of probate application',
    messages: ['From the grant of probate to the estate accounts, at a fixed fee.'],
    channels: ['Funeral director referrals', 'Guides on executor duties'],
    pillars: ['Clear: executor duties explained', 'Fixed: probate fees known'],
    season: null,
    kpis: [
      { name: 'probate applications a month', stage: 'decision', period: 'month' },
      { name: 'estates completed each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'government probate guidance; law societies’ executor pages',
  },
];
