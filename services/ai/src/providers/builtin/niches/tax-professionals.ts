import type { Niche } from './types.js';

/** Tax professionals' niches. Written from public material: tax authorities’ guidance on landlords, expatriates and the self-employed. */
export const taxProfessionals: readonly Niche[] = [
  {
    id: 'landlords-mtd',
    label: 'landlords with rental income',
    type: 'b2c',
    countries: ['UK'],
    terms: ['rental property'],
    words: ['landlord', 'buy to let', 'buy-to-let', 'rental', 'property income', 'hmo'],
    situation: 'lets one or more properties and must move to digital tax records',
    language: [
      'Making Tax Digital for Income Tax',
      'quarterly updates',
      'Section 24 mortgage interest restriction',
      'property income allowance',
      'Self Assessment',
      'capital gains on a sale',
      'replacement of domestic items relief',
    ],
    triggers: [
      'Making Tax Digital for Income Tax from 6 April 2026 for rental income over £50,000',
      'selling a rental property',
    ],
    pains: [
      'I do not know whether Making Tax Digital applies to my rental income',
      'The Section 24 mortgage interest restriction pushed up my tax bill',
      'Quarterly updates for each property sound like a full-time job',
    ],
    objections: [
      {
        says: 'I have always filed my own Self Assessment.',
        answer:
          'From 6 April 2026 Making Tax Digital means quarterly updates from software; we set it up and send them for you.',
      },
    ],
    referralPartners: ['letting agents', 'mortgage brokers', 'landlord associations'],
    entryOffer: 'Readiness check for Making Tax Digital, for landlords',
    messages: [
      'Ready for Making Tax Digital: quarterly updates for your rental income, sent for you.',
      'Section 24 and capital gains planned before you buy or sell.',
    ],
    channels: ['Landlord association meetings', 'Letting agent referrals'],
    pillars: ['Ready: MTD quarterly updates', 'Planned: Section 24 and capital gains'],
    season: {
      months: [1, 4, 7, 10],
      note: 'the 31 January Self Assessment deadline and the quarterly update dates',
    },
    kpis: [
      { name: 'readiness checks a month', stage: 'consideration', period: 'month' },
      { name: 'landlords renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'HMRC guidance on Making Tax Digital for Income Tax and on property income',
  },
  {
    id: 'us-expats',
    label: 'Americans living abroad',
    type: 'b2c',
    terms: [],
    words: ['expat', 'abroad', 'overseas', 'fbar', 'american living', 'us citizen'],
    situation: 'lives outside the US and still has to file there every year',
    language: [
      'FBAR',
      'FATCA',
      'foreign earned income exclusion',
      'foreign tax credit',
      'Streamlined Filing Compliance Procedures',
      'PFIC',
      'totalization agreement',
    ],
    triggers: ['a bank asking for a FATCA form', 'learning about FBAR years late'],
    pains: [
      'I have not filed an FBAR in years and I am scared of the penalties',
      'My local bank sent a FATCA letter asking about my US status',
      'I do not know whether the foreign tax credit or the foreign earned income exclusion is better for me',
    ],
    objections: [
      {
        says: 'I owe nothing, so why file?',
        answer:
          'Most Americans abroad owe nothing but must still file; the Streamlined Filing Compliance Procedures catch up without penalties.',
      },
    ],
    referralPartners: ['international financial advisors', 'relocation firms', 'expat associations'],
    entryOffer: 'Eligibility check for the Streamlined Filing Compliance Procedures',
    messages: [
      'Catch up with the Streamlined Filing Compliance Procedures, FBARs included.',
      'The foreign tax credit or the exclusion, chosen for your country.',
    ],
    channels: ['Expat association webinars', 'Articles on FBAR and FATCA'],
    pillars: ['Compliant without penalties', 'Two countries, one plan'],
    season: { months: [3, 4, 6, 10], note: 'the April and June 15 deadlines and the October extension' },
    kpis: [
      { name: 'eligibility checks a month', stage: 'consideration', period: 'month' },
      { name: 'clients returning each year', stage: 'retention', period: 'year' },
    ],
    source: 'IRS pages on Americans abroad, FBAR and the Streamlined Filing Compliance Procedures',
  },
  {
    id: 'gig-self-employed',
    label: 'freelancers and gig workers',
    type: 'b2c',
    countries: ['US'],
    terms: ['business owner'],
    words: ['freelanc', 'gig', 'self-employed', 'rideshare', 'uber', 'contractor', 'side hustle', '1099'],
    situation: 'earns on invoices or apps and never knows what to set aside',
    language: [
      'estimated tax payments',
      'mileage log',
      'home office deduction',
      'self-employment tax',
      'quarterly estimates',
      'receipts app',
    ],
    triggers: ['a first year of self-employment', 'a tax bill with a penalty for underpayment'],
    pains: ['I did not make estimated tax payments and now I owe a penalty', 'I never kept a mileage log'],
    objections: [
      {
        says: 'Tax software is cheaper.',
        answer:
          'Software files; we set quarterly estimates and find the deductions, like the mileage log and home office.',
      },
    ],
    referralPartners: ['coworking spaces', 'freelancer associations', 'bookkeepers'],
    entryOffer: 'Quarterly estimates set-up session',
    messages: ['Quarterly estimates set once, deductions like the mileage log found every year.'],
    channels: ['Coworking space talks', 'Freelancer community groups'],
    pillars: ['No penalties: estimates set', 'Every deduction found'],
    season: { months: [1, 2, 3, 4], note: 'the filing season' },
    kpis: [
      { name: 'set-up sessions a month', stage: 'consideration', period: 'month' },
      { name: 'clients returning each year', stage: 'retention', period: 'year' },
    ],
    source: 'tax authorities’ self-employment pages',
  },
];
