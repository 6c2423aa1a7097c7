import type { Knowledge } from './types.js';

export const familyLawyers: Knowledge = {
  id: 'family-lawyers',
  label: 'Family lawyers',
  family: 'legal',
  serves: ['b2c'],
  keywords: [
    'family law',
    'family lawyer',
    'family attorney',
    'divorce lawyer',
    'divorce attorney',
    'divorce',
    'custody',
    'child custody',
    'separation',
    'mediation',
    'prenup',
    '~attorney',
    '~lawyer',
    '~law firm',
  ],
  service: 'family law advice',
  client: { b2c: 'client' },
  firm: 'firm',
  regulation: 'bar advertising rules, which forbid promised outcomes and direct solicitation',
  signals: {
    custody: 'custody|child|kids|parenting|visitation',
    assets: 'house|home|business|pension|assets|property',
    conflict: 'abuse|violence|restraining|threat|unsafe',
  },
  segments: [
    {
      label: 'parents separating with children',
      situation: 'is separating and wants the children to come through it as well as possible',
      need: ['family'],
      triggers: ['a partner moving out', 'the first disagreement about the children’s schedule'],
    },
    {
      label: 'people dividing a home or a business',
      situation: 'is separating and worries about losing the home or the business they built',
      any: ['assets'],
      triggers: ['papers served by the other side', 'an offer on the house'],
    },
    {
      label: 'couples planning to marry',
      situation: 'is getting married and wants to agree the money side calmly in advance',
      any: ['wedding'],
      triggers: ['a wedding date set', 'a business or an inheritance to protect'],
    },
  ],
  pains: [
    { text: 'I do not know what I am entitled to', any: ['first-time', 'divorce'] },
    { text: 'I am afraid of a long fight that takes every penny we have', any: ['price', 'fear'] },
    { text: 'I just want the children to be okay', need: ['family'] },
    { text: 'My ex has already hired a lawyer and I have not', any: ['urgent', 'divorce'] },
    { text: 'Every email from my ex turns into an argument', any: ['divorce'] },
    { text: 'I do not know if I can stay in the house', any: ['assets', 'home'] },
    { text: 'I cannot take calls during the workday without colleagues hearing', any: ['time'] },
    { text: 'I am worried about my safety and do not know who to tell', any: ['conflict'] },
    { text: 'Hourly bills make me afraid to ask questions', any: ['price'] },
  ],
  goals: [
    { text: 'A parenting plan the children can live with', need: ['family'] },
    { text: 'Settle through mediation rather than court', any: ['price', 'divorce'] },
    { text: 'Know the likely cost range before starting', any: ['price'] },
    { text: 'Keep the home or agree a fair buy-out', any: ['assets', 'home'] },
    { text: 'A prenuptial agreement signed well before the wedding', any: ['wedding'] },
  ],
  objections: [
    {
      says: 'A lawyer will make it more adversarial.',
      answer:
        'We start with mediation and negotiation wherever it is safe, and go to court only when we must',
      any: ['divorce'],
    },
    {
      says: 'I cannot afford a lawyer.',
      answer:
        'A fixed-fee first consultation, a written cost estimate per stage and flat fees for uncontested matters',
      any: ['price'],
    },
    {
      says: 'We can sort it out ourselves.',
      answer:
        'Many people can; one review of the agreement before signing protects you from the clause you would regret',
      any: ['trust'],
    },
  ],
  channels: [
    { text: 'Google search for "divorce lawyer near me" with reviews on the Google Business Profile' },
    { text: 'Referrals from therapists, financial planners and accountants' },
    {
      text: 'Plain-English guide pages on custody, support and dividing property',
      any: ['custody', 'assets'],
    },
    { text: 'Avvo and local bar association referral listings' },
    { text: 'Free evening talks at libraries on how separation works in {place}' },
    { text: 'A consultation booking form with evening slots', any: ['time'] },
  ],
  excluded: [
    {
      channel: 'Direct mail to people named in court filings',
      why: 'it is intrusive and restricted by bar rules',
    },
    {
      channel: 'Social media ads targeting people who seem unhappy',
      why: 'it is predatory and damages the firm’s name',
    },
  ],
  kpis: [
    { name: 'consultation requests a week', stage: 'awareness' },
    { name: 'consult-to-retained rate', stage: 'consideration' },
    { name: 'new matters opened a month', stage: 'decision' },
    { name: 'referrals from past clients and partners a quarter', stage: 'retention' },
  ],
  demographics: {
    b2c: {
      ages: [{ text: '30-55' }, { text: '25-40' }, { text: '45-65' }],
      incomes: [{ text: '$60k-$150k household' }, { text: '$150k-$300k household', any: ['assets'] }],
      occupations: [
        { text: 'Working parent', need: ['family'] },
        { text: 'Business owner', any: ['assets'] },
        { text: 'Salaried professional' },
      ],
      education: ['Any education level'],
    },
    locations: ['Within the county courts you practise in', 'Within 30 miles of the office'],
  },
  promise: {
    b2c: 'We give {audience} calm, clear advice through separation, with costs set out at every stage',
  },
  messages: [
    { text: 'Children first, court last', need: ['family'] },
    { text: 'A written cost estimate for each stage', any: ['price'] },
    { text: 'Mediation first wherever it is safe', any: ['divorce'] },
    { text: 'Evening consultations, in confidence', any: ['time'] },
    { text: 'We tell you what you are entitled to in the first meeting', any: ['first-time'] },
  ],
  pillars: ['Calm advice', 'Children first', 'Clear costs', 'Ready for court if needed'],
  chooses: 'listens first, explains the likely cost and puts the children and safety first',
  journey: {
    awareness: 'A separation, papers from the other side or an upcoming wedding makes legal advice necessary',
    consideration: 'Asks a friend or therapist for a name, reads reviews and books one or two consultations',
    decision: 'Retains the lawyer who was calm, clear on cost and put the children first',
  },
  leadMagnet: 'Separation first steps checklist',
  event: 'Evening talk: how separation works, step by step',
  referralPartners: 'therapists, financial planners and accountants',
  topics: ['separating calmly', 'custody and support explained'],
  forbidden: ['ABM', 'procurement', 'CFO', 'month-end close', 'webinar'],
};
