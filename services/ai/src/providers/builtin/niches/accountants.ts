import type { Niche } from './types.js';

/** Accountants' niches. Written from public material: tax authorities’ guidance, professional bodies, veterinary and medical business associations. */
export const accountants: readonly Niche[] = [
  {
    id: 'vet-clinic-owners',
    label: 'veterinary clinic owners',
    type: 'b2b',
    terms: ['veterinary'],
    words: ['vet clinic', 'veterinar', 'animal hospital'],
    situation: 'owns a clinic whose revenue grows while the margin does not',
    language: [
      'practice valuation',
      'doctor production',
      'wellness plan revenue',
      'inventory turns',
      'associate vet compensation',
      'EBITDA',
      'corporate consolidator offer',
    ],
    triggers: ['an offer from a corporate consolidator', 'a second clinic or a new associate vet'],
    pains: [
      'A corporate consolidator made an offer and I do not know what my practice valuation should be',
      'Doctor production is up but the margin is not',
      'Inventory turns are slow and drugs tie up cash',
    ],
    objections: [
      {
        says: 'Our accountant files the returns fine.',
        answer:
          'Filing is one thing; doctor production, inventory turns and EBITDA are what a buyer or a bank reads.',
      },
    ],
    referralPartners: [
      'veterinary practice brokers',
      'veterinary lenders',
      'practice management consultants',
    ],
    entryOffer: 'Practice valuation and EBITDA benchmark',
    messages: [
      'Benchmarks for doctor production, inventory turns and EBITDA against clinics like yours.',
      'Know your practice valuation before a corporate consolidator tells you.',
    ],
    channels: ['Veterinary conference stands', 'Veterinary practice broker referrals'],
    pillars: ['Margin: inventory turns and production', 'Value: practice valuation'],
    season: { months: [3, 4], note: 'tax filing deadlines; clinics are busiest in spring and summer' },
    kpis: [
      { name: 'practice valuations a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'clinics on a monthly retainer each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'veterinary business associations’ benchmarks; professional accounting bodies',
  },
  {
    id: 'sole-trader-trades',
    label: 'sole-trader tradespeople',
    type: 'b2b',
    countries: ['UK'],
    terms: ['trade', 'construction', 'business owner'],
    words: ['sole trader', 'electrician', 'plumber', 'builder', 'joiner', 'cis', 'tradesperson', 'van'],
    situation: 'works alone on site and does the paperwork at night',
    language: [
      'Making Tax Digital for Income Tax',
      'quarterly updates',
      'CIS deductions',
      'CIS refund',
      'allowable expenses',
      'Self Assessment',
      'payments on account',
    ],
    triggers: [
      'Making Tax Digital for Income Tax from 6 April 2026',
      'a Self Assessment bill with payments on account',
    ],
    pains: [
      'I have no idea how Making Tax Digital quarterly updates will work for me',
      'CIS deductions come off every invoice and I never know what refund I am due',
      'Payments on account doubled my January bill',
    ],
    objections: [
      {
        says: 'I just need my return done once a year.',
        answer:
          'From 6 April 2026 Making Tax Digital means quarterly updates; we set up the software and send them for you.',
      },
    ],
    referralPartners: ['builders’ merchants', 'trade associations', 'van and tool finance brokers'],
    entryOffer: 'Readiness check for Making Tax Digital',
    messages: [
      'Ready for Making Tax Digital: quarterly updates sent for you.',
      'Your CIS refund claimed and your allowable expenses counted.',
    ],
    channels: ['Builders’ merchant counter leaflets and trade days', 'Facebook groups for local trades'],
    pillars: ['Digital: MTD quarterly updates done', 'Cash back: CIS refunds claimed'],
    season: {
      months: [1, 4, 7, 10],
      note: 'the 31 January Self Assessment deadline and quarterly update dates',
    },
    kpis: [
      { name: 'readiness checks booked a month', stage: 'consideration', period: 'month' },
      { name: 'clients on a monthly plan each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'HMRC guidance on Making Tax Digital for Income Tax and the Construction Industry Scheme',
  },
  {
    id: 'doctors-medical-professionals',
    label: 'doctors with salaried and private income',
    type: 'b2c',
    terms: ['physician'],
    words: ['nhs', 'consultant', 'doctor', 'physician', 'surgeon', 'locum', 'gp', 'private practice'],
    situation: 'earns a salary and private or locum fees and keeps getting tax surprises',
    language: [
      'annual allowance',
      'pension savings statement',
      'carry forward',
      'locum income',
      'private practice',
      'Self Assessment',
      'professional subscriptions',
    ],
    triggers: ['a pension annual allowance charge', 'starting private practice or locum work'],
    pains: [
      'I got an annual allowance charge I did not see coming',
      'My locum income and private practice fees are a pile of invoices',
      'I never know whether carry forward could have saved me tax',
    ],
    objections: [
      {
        says: 'Any accountant can do a doctor’s return.',
        answer:
          'The annual allowance, carry forward and the pension savings statement are where generic advice goes wrong.',
      },
    ],
    referralPartners: ['medical defence organisations', 'specialist financial planners', 'medical societies'],
    entryOffer: 'Fixed-fee annual allowance check',
    messages: [
      'An annual allowance check with your pension savings statement and carry forward.',
      'Private practice and locum income kept in order all year.',
    ],
    channels: ['Medical society events', 'Colleague referrals between doctors'],
    pillars: ['Specialist: doctors’ pensions', 'No surprises: tax planned ahead'],
    season: { months: [10, 11, 12, 1], note: 'pension statements in October; Self Assessment by 31 January' },
    kpis: [
      { name: 'annual allowance checks a month', stage: 'consideration', period: 'month' },
      { name: 'clients renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'medical associations’ pension tax guidance; tax authority pension allowance pages',
  },
  {
    id: 'charities',
    label: 'small charities and their trustees',
    type: 'b2b',
    countries: ['UK'],
    terms: ['nonprofit'],
    words: ['charity', 'charities', 'trustee', 'cio', 'gift aid', 'charity commission'],
    situation:
      'has a board of volunteer trustees, a treasurer doing the books in spare time and a year end coming up',
    language: [
      'independent examination',
      'trustees’ annual report',
      'Charities SORP',
      'restricted funds',
      'Gift Aid claims',
      'Charity Commission annual return',
      'receipts and payments accounts',
    ],
    triggers: [
      'income crossing the threshold for an independent examination or an audit',
      'a treasurer stepping down with the year end close',
    ],
    pains: [
      'Our treasurer is a volunteer and the restricted funds are all in one spreadsheet',
      'We are not sure whether we need an independent examination or an audit this year',
      'Gift Aid claims keep slipping because nobody owns them',
    ],
    objections: [
      {
        says: 'Every pound we spend on accounts is a pound not spent on the cause.',
        answer:
          'A fixed fee for the independent examination and the trustees’ annual report, agreed with the trustees before we start, and Gift Aid claims that often pay for it.',
      },
    ],
    referralPartners: [
      'local councils for voluntary service',
      'grant funders',
      'charity solicitors',
      'other charities’ treasurers',
    ],
    entryOffer: 'Fixed-fee year-end check: which accounts, which examination, which deadline',
    messages: [
      'Restricted funds tracked apart, so the trustees’ annual report tells funders where each grant went.',
      'Independent examination or audit: we tell you which one your income needs, before the year end.',
      'Gift Aid claims made on time, every time.',
    ],
    channels: [
      'Talks at the local council for voluntary service on the trustees’ annual report',
      'Treasurer networks and charity finance groups',
    ],
    pillars: ['Clarity: restricted funds kept apart', 'On time: the Charity Commission annual return filed'],
    season: null,
    kpis: [
      { name: 'independent examinations booked a quarter', stage: 'decision', period: 'quarter' },
      { name: 'charities renewing each year', stage: 'retention', period: 'year' },
    ],
    source:
      'the Charity Commission’s guidance on charity reporting and accounting and on independent examination (CC15, CC31, CC32); the Charities SORP',
  },
];
