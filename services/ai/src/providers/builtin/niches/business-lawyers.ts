import type { Niche } from './types.js';

/** Business lawyers' niches. Written from public material: law societies’ practice-area pages, construction-contract and practice-sale guides. */
export const businessLawyers: readonly Niche[] = [
  {
    id: 'construction-subcontractors',
    label: 'construction subcontractors',
    type: 'b2b',
    terms: ['construction', 'trade'],
    words: ['subcontract', 'contractor', 'builder', 'construction', 'payment claim', 'retention'],
    situation: 'does the work on site and struggles to get paid in full and on time',
    language: [
      'security of payment',
      'payment claim',
      'payment schedule',
      'retention money',
      'adjudication',
      'variations',
      'liquidated damages',
    ],
    triggers: [
      'a head contractor withholding retention money',
      'a payment schedule that cuts the claim in half',
    ],
    pains: [
      'The head contractor cut our payment claim and we do not know if we can go to adjudication',
      'Retention money from jobs two years ago is still not back',
      'We sign contracts with liquidated damages clauses we do not understand',
    ],
    objections: [
      {
        says: 'Lawyers cost more than the money we are owed.',
        answer:
          'A security of payment claim is fast and fixed-fee; adjudication decides in weeks, not years.',
      },
    ],
    referralPartners: ['construction accountants', 'trade associations', 'quantity surveyors'],
    entryOffer: 'Fixed-fee payment claim and contract review',
    messages: [
      'Get paid under security of payment law: the payment claim done right, adjudication when needed.',
      'Contract review before you sign: variations, retention money and liquidated damages.',
    ],
    channels: [
      'Trade association breakfasts on security of payment',
      'Quantity surveyor referral partnerships',
    ],
    pillars: ['Paid: security of payment enforced', 'Protected: contracts read before signing'],
    season: { months: [6, 12], note: 'end of financial year and the pre-Christmas rush to finish jobs' },
    kpis: [
      { name: 'contract reviews a month', stage: 'consideration', period: 'month' },
      { name: 'subcontractors on a retainer each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'state security of payment legislation summaries; construction trade associations',
  },
  {
    id: 'practice-purchase',
    label: 'professionals buying or selling a practice',
    type: 'b2b',
    terms: ['dental', 'medical practice', 'veterinary', 'accounting'],
    words: ['practice sale', 'buying a practice', 'acquisition', 'associate', 'goodwill', 'succession'],
    situation: 'is buying or selling a professional practice and wants the deal done without surprises',
    language: [
      'asset purchase agreement',
      'due diligence',
      'goodwill',
      'restrictive covenants',
      'lease assignment',
      'associate agreements',
      'completion',
    ],
    triggers: ['a letter of intent signed', 'a lender asking for the heads of terms'],
    pains: [
      'The asset purchase agreement is 60 pages and due diligence has not started',
      'The lease assignment needs the landlord and time is running out before completion',
      'We do not know whether the restrictive covenants will hold',
    ],
    objections: [
      {
        says: 'The broker says we do not need a specialist.',
        answer:
          'A practice sale turns on goodwill, the lease assignment and associate agreements; we have done them before.',
      },
    ],
    referralPartners: ['practice brokers', 'specialist accountants', 'practice lenders'],
    entryOffer: 'Fixed-fee heads of terms review',
    messages: [
      'From heads of terms to completion: due diligence, lease assignment and goodwill handled.',
      'Restrictive covenants and associate agreements drafted to hold.',
    ],
    channels: ['Practice broker referrals', 'Talks at professional association events on buying a practice'],
    pillars: ['Certainty: due diligence done early', 'Speed: a timetable to completion'],
    season: null,
    kpis: [
      { name: 'heads of terms reviews a month', stage: 'consideration', period: 'month' },
      { name: 'practice transactions completed each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'law societies’ practice-sale guides; professional associations’ buying-a-practice pages',
  },
  {
    id: 'startups-founders',
    label: 'startup founders raising money',
    type: 'b2b',
    terms: ['software'],
    words: ['startup', 'founder', 'seed', 'investor', 'raise', 'venture', 'equity'],
    situation: 'is raising a first round and needs the company’s paperwork investor-ready',
    language: [
      'term sheet',
      'cap table',
      'SAFE note',
      'shareholders’ agreement',
      'founder vesting',
      'IP assignment',
      'option pool',
    ],
    triggers: ['a term sheet from a lead investor', 'a co-founder leaving'],
    pains: [
      'We have a term sheet and the cap table is a spreadsheet nobody trusts',
      'Our co-founder left without founder vesting in place',
      'Nobody signed an IP assignment when we started',
    ],
    objections: [
      {
        says: 'We will use templates until we raise.',
        answer:
          'Templates miss IP assignment and founder vesting; fixing them during due diligence costs more and delays the round.',
      },
    ],
    referralPartners: ['accelerators', 'startup accountants', 'angel networks'],
    entryOffer: 'Fixed-fee investor-readiness check of the cap table and IP assignment',
    messages: [
      'Term sheet to completion with a clean cap table.',
      'Founder vesting, IP assignment and the option pool set up before investors ask.',
    ],
    channels: ['Accelerator office hours', 'Talks at founder meetups on term sheets'],
    pillars: ['Investor-ready: clean cap table', 'Founder-friendly: fixed fees to the round'],
    season: null,
    kpis: [
      { name: 'founder consultations a month', stage: 'consideration', period: 'month' },
      { name: 'rounds closed each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'accelerators’ published legal templates and guides; law societies',
  },
];
