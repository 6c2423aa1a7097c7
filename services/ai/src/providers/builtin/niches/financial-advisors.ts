import type { Niche } from './types.js';

/** Financial advisors' niches. Written from public material: financial planning bodies, divorce financial analyst associations, regulators’ consumer pages. */
export const financialAdvisors: readonly Niche[] = [
  {
    id: 'divorce-planning',
    label: 'people going through a divorce',
    type: 'b2c',
    countries: ['US'],
    terms: [],
    words: ['divorc', 'separat', 'alimony', 'settlement', 'ex-spouse'],
    situation: 'is dividing assets in a divorce and has to live on one income afterwards',
    language: [
      'QDRO',
      'alimony end date',
      'marital balance sheet',
      'Certified Divorce Financial Analyst',
      'post-divorce budget',
      'cost basis',
      'equitable distribution',
    ],
    triggers: ['a settlement offer on the table', 'mediation starting'],
    pains: [
      'I do not know whether to keep the house or take more of the retirement accounts',
      'Nobody explained how a QDRO splits the retirement plan',
      'I need a post-divorce budget that still works after the alimony end date',
    ],
    objections: [
      {
        says: 'My lawyer handles the money side.',
        answer:
          'Your lawyer negotiates; a marital balance sheet with cost basis and taxes shows what each offer is really worth.',
      },
    ],
    referralPartners: ['family lawyers', 'mediators', 'therapists'],
    entryOffer: 'Settlement offer analysis with a marital balance sheet',
    messages: [
      'See what a settlement is worth after tax: a marital balance sheet, cost basis included.',
      'A QDRO done right and a budget that outlives the alimony end date.',
    ],
    channels: ['Family lawyer and mediator referrals', 'Divorce support group talks'],
    pillars: ['Clarity: every offer after tax', 'Security: life after the settlement'],
    season: { months: [1, 9], note: 'January and September are when divorce filings rise' },
    kpis: [
      { name: 'settlement analyses a month', stage: 'consideration', period: 'month' },
      { name: 'clients kept as planning clients each year', stage: 'retention', period: 'year' },
    ],
    source: 'divorce financial analyst associations; family law bar sections on QDROs',
  },
  {
    id: 'pre-retirees',
    label: 'pre-retirees planning their income',
    type: 'b2c',
    terms: ['retiree'],
    words: ['retire', 'pre-retire', 'pension', 'drawdown', 'nest egg', 'income in retirement'],
    situation: 'is five to ten years from retiring and unsure the savings will last',
    language: [
      'retirement income plan',
      'withdrawal strategy',
      'sequence-of-returns risk',
      'pension drawdown',
      'bucket strategy',
      'state pension forecast',
    ],
    triggers: ['a retirement date set by the employer', 'a market fall close to retirement'],
    pains: [
      'I do not know how much I can take out each year without running out',
      'A market fall just before I retire would ruin the plan',
    ],
    objections: [
      {
        says: 'I will manage it myself.',
        answer:
          'Many do; a withdrawal strategy that handles sequence-of-returns risk is the part that goes wrong alone.',
      },
    ],
    referralPartners: ['accountants', 'estate lawyers', 'employers’ HR teams'],
    entryOffer: 'Retirement income plan review',
    messages: [
      'Pension drawdown and a bucket strategy, checked against your state pension forecast.',
      'A retirement income plan with a withdrawal strategy for bad markets.',
    ],
    channels: ['Pre-retirement seminars through employers', 'Accountant referrals'],
    pillars: ['Income for life', 'Protected from bad timing'],
    season: null,
    kpis: [
      { name: 'plan reviews a month', stage: 'consideration', period: 'month' },
      { name: 'clients renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'financial planning bodies; regulators’ retirement pages',
  },
  {
    id: 'young-professionals-debt',
    label: 'young professionals with student debt',
    type: 'b2c',
    countries: ['US'],
    terms: ['physician', 'software engineer'],
    words: ['student loan', 'student debt', 'pslf', 'resident', 'early career', 'first job'],
    situation: 'earns well for the first time and carries large student loans',
    language: [
      'Public Service Loan Forgiveness',
      'income-driven repayment',
      'refinancing',
      'emergency fund',
      'employer match',
      'disability insurance',
    ],
    triggers: ['the first attending or senior salary', 'loan repayments restarting'],
    pains: [
      'I do not know whether to refinance or go for Public Service Loan Forgiveness',
      'I want to invest but the loans feel first',
    ],
    objections: [
      {
        says: 'I cannot afford an advisor yet.',
        answer:
          'A flat-fee plan on income-driven repayment and Public Service Loan Forgiveness can save more than it costs.',
      },
    ],
    referralPartners: ['residency programmes', 'professional associations', 'CPAs'],
    entryOffer: 'Student loan strategy session',
    messages: ['Public Service Loan Forgiveness or refinancing: the numbers side by side.'],
    channels: ['Residency programme talks', 'Professional association webinars'],
    pillars: ['Debt with a plan', 'Wealth from the first salary'],
    season: null,
    kpis: [
      { name: 'strategy sessions a month', stage: 'consideration', period: 'month' },
      { name: 'planning clients signed a month', stage: 'decision', period: 'month' },
    ],
    source: 'federal student aid pages; financial planning bodies',
  },
];
