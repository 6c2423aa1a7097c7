import type { Niche } from './types.js';

/** Family lawyers' niches. Written from public material: government family-court guidance, family law bodies’ public pages. */
export const familyLawyers: readonly Niche[] = [
  {
    id: 'fathers-child-arrangements',
    label: 'separated fathers seeking time with their children',
    type: 'b2c',
    countries: ['UK'],
    terms: [],
    words: ['father', 'dad', 'contact', 'child arrangements', 'custody', 'access'],
    situation: 'has separated and sees the children less than before, or not at all',
    language: [
      'child arrangements order',
      'MIAM',
      'Cafcass',
      'parenting plan',
      'C100 form',
      'FHDRA',
      'shared care',
    ],
    triggers: ['the other parent stopping contact', 'a move away with the children'],
    pains: [
      'I have not seen my children for weeks and I do not know how to apply for a child arrangements order',
      'I was told I need a MIAM before I can file the C100 form',
      'I am worried about what Cafcass will say about me',
    ],
    objections: [
      {
        says: 'Court takes forever and costs a fortune.',
        answer:
          'A MIAM and mediation often settle a parenting plan; when they do not, we prepare the C100 form and the FHDRA with you.',
      },
    ],
    referralPartners: ['family mediators', 'fathers’ support charities', 'child contact centres'],
    entryOffer: 'Fixed-fee first meeting on a child arrangements order',
    messages: [
      'A plan to see your children: MIAM, parenting plan, and a child arrangements order if needed.',
      'Ready for Cafcass and the FHDRA, step by step.',
    ],
    channels: ['Fathers’ support charity partnerships', 'Articles on the C100 form and MIAM'],
    pillars: ['Time with your children: shared care', 'Clear steps: MIAM to order'],
    season: { months: [1, 9], note: 'after Christmas and the summer holidays, when arrangements break down' },
    kpis: [
      { name: 'first meetings booked a month', stage: 'decision', period: 'month' },
      { name: 'parenting plans agreed each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'government child arrangements guidance; Cafcass public pages; family mediation bodies',
  },
  {
    id: 'high-asset-divorce',
    label: 'spouses in a high-asset divorce',
    type: 'b2c',
    terms: ['business owner', 'executive'],
    words: ['assets', 'business owner', 'pension', 'high net worth', 'property portfolio', 'divorce'],
    situation: 'is divorcing with a business, pensions or property to divide',
    language: [
      'financial disclosure',
      'consent order',
      'pension sharing',
      'business valuation',
      'spousal maintenance',
      'prenuptial agreement',
    ],
    triggers: ['a spouse hiring a lawyer first', 'a business sale or a bonus on the horizon'],
    pains: [
      'I do not know what financial disclosure will show about the business',
      'Pension sharing and a business valuation are beyond me',
      'I am afraid spousal maintenance will last for ever',
    ],
    objections: [
      {
        says: 'This will turn into a war.',
        answer:
          'Most settle with full financial disclosure and a consent order; court is the fallback, not the plan.',
      },
    ],
    referralPartners: ['forensic accountants', 'financial planners', 'therapists'],
    entryOffer: 'Financial disclosure planning meeting',
    messages: [
      'Financial disclosure, a business valuation and pension sharing, handled with specialists.',
      'A consent order that settles it, rather than years in court.',
    ],
    channels: ['Financial planner and forensic accountant referrals', 'Articles on pension sharing'],
    pillars: ['Protected: assets valued properly', 'Settled: a consent order'],
    season: { months: [1, 9], note: 'January and September are when most divorces start' },
    kpis: [
      { name: 'consultations a month', stage: 'consideration', period: 'month' },
      { name: 'matters settled without a final hearing each year', stage: 'retention', period: 'year' },
    ],
    source: 'family law bodies’ guides on financial remedies; government divorce guidance',
  },
  {
    id: 'collaborative-divorce',
    label: 'couples wanting an amicable divorce',
    type: 'b2c',
    terms: [],
    words: ['amicab', 'mediat', 'collaborative', 'co-parent', 'uncontested', 'no-fault'],
    situation: 'wants to end the marriage without a court fight, for the children’s sake',
    language: [
      'collaborative law',
      'mediation',
      'no-fault divorce',
      'parenting plan',
      'four-way meeting',
      'uncontested divorce',
    ],
    triggers: ['both agreeing to separate', 'a child starting a new school'],
    pains: [
      'We agree on most things and want an uncontested divorce',
      'We want a parenting plan the children can live with',
    ],
    objections: [
      {
        says: 'Two lawyers will make it adversarial.',
        answer: 'In collaborative law everyone signs up to settle in four-way meetings, not in court.',
      },
    ],
    referralPartners: ['mediators', 'family therapists', 'financial planners'],
    entryOffer: 'Joint information session on collaborative law and mediation',
    messages: ['Collaborative law and mediation: decisions made in four-way meetings, not by a judge.'],
    channels: ['Mediator and therapist referrals', 'Articles on no-fault divorce'],
    pillars: ['Calm: four-way meetings', 'Children first: a parenting plan'],
    season: { months: [1, 9], note: 'January and September' },
    kpis: [
      { name: 'information sessions a month', stage: 'consideration', period: 'month' },
      { name: 'collaborative matters opened each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'collaborative law associations; mediation bodies’ public pages',
  },
];
