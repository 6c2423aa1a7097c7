import type { Niche } from './types.js';

/** Mortgage brokers' niches. Written from public material: lenders’ self-employed criteria, first-home buyer schemes, broker associations. */
export const mortgageBrokers: readonly Niche[] = [
  {
    id: 'self-employed-borrowers',
    label: 'self-employed borrowers',
    type: 'b2c',
    terms: ['business owner', 'trade'],
    words: [
      'self-employed',
      'self employed',
      'business owner',
      'contractor',
      'freelanc',
      'sole trader',
      'incorporated',
    ],
    situation: 'earns well but shows a low taxable income and has been turned down by a bank',
    language: [
      'stated income mortgage',
      'two years of business returns',
      'add-backs',
      'alternative lender',
      'debt service ratios',
      'notice of assessment',
      'bank statement mortgage',
    ],
    triggers: ['a bank declining the application', 'a mortgage renewal letter'],
    pains: [
      'The bank declined me because my taxable income looks low',
      'I do not know which add-backs a lender will count',
      'My renewal is coming and I fear an alternative lender’s rates',
    ],
    objections: [
      {
        says: 'Brokers only get the expensive lenders.',
        answer:
          'We compare prime and alternative lenders, and show how add-backs and two years of business returns change the answer.',
      },
    ],
    referralPartners: ['accountants and bookkeepers', 'real estate agents', 'business bankers'],
    entryOffer: 'Self-employed mortgage pre-approval review',
    messages: [
      'A mortgage for how you really earn: add-backs, business returns and the right lender.',
      'Pre-approval before you shop, even after a bank said no.',
    ],
    channels: ['Accountant referral partnerships', 'Articles on self-employed mortgages'],
    pillars: ['Approved: the right lender for your income', 'Prepared: documents ready'],
    season: { months: [3, 4, 5], note: 'the spring buying season' },
    kpis: [
      { name: 'pre-approval reviews a month', stage: 'consideration', period: 'month' },
      { name: 'funded mortgages a month', stage: 'decision', period: 'month' },
    ],
    source: 'lenders’ published self-employed criteria; mortgage broker associations',
  },
  {
    id: 'first-home-buyers',
    label: 'first-home buyers',
    type: 'b2c',
    terms: [],
    words: ['first home', 'first-time buyer', 'first time buyer', 'first-home', 'deposit', 'renting'],
    situation: 'has saved a deposit and does not know what can be borrowed',
    language: [
      'first-home buyer scheme',
      'deposit',
      'borrowing capacity',
      'pre-approval',
      'lender’s mortgage insurance',
      'stress test',
      'fixed versus variable rate',
    ],
    triggers: ['a lease ending', 'a deposit goal reached'],
    pains: [
      'I do not know my borrowing capacity',
      'I have heard of first-home buyer schemes but not which one I qualify for',
    ],
    objections: [
      {
        says: 'I will just go to my bank.',
        answer:
          'Your bank offers its own loans; we compare lenders and the first-home buyer schemes you qualify for.',
      },
    ],
    referralPartners: ['real estate agents', 'conveyancers', 'financial advisors'],
    entryOffer: 'Borrowing capacity check',
    messages: ['Your borrowing capacity and the first-home buyer scheme you qualify for, in one call.'],
    channels: ['First-home buyer seminars', 'Real estate agent referrals'],
    pillars: ['Clear: what you can borrow', 'Supported: schemes found'],
    season: { months: [3, 4, 5, 9, 10], note: 'spring and autumn buying seasons' },
    kpis: [
      { name: 'borrowing capacity checks a month', stage: 'consideration', period: 'month' },
      { name: 'settled loans a month', stage: 'decision', period: 'month' },
    ],
    source: 'government first-home buyer scheme pages; broker associations',
  },
  {
    id: 'property-investors',
    label: 'property investors',
    type: 'b2c',
    terms: ['rental property'],
    words: ['investor', 'buy to let', 'buy-to-let', 'portfolio', 'rental', 'landlord'],
    situation: 'owns rentals and wants to buy more without hitting a lending wall',
    language: [
      'rental yield',
      'interest-only loan',
      'equity release',
      'portfolio lending',
      'cross-collateralisation',
      'rental coverage',
    ],
    triggers: ['a fixed rate ending', 'a property to buy at auction'],
    pains: [
      'I have equity but the bank will not release it',
      'My fixed rates end at different times across the portfolio',
    ],
    objections: [
      {
        says: 'I have a relationship with one bank.',
        answer: 'One bank means cross-collateralisation; spreading lenders keeps each property free to sell.',
      },
    ],
    referralPartners: ['property managers', 'accountants', 'buyers’ agents'],
    entryOffer: 'Portfolio lending review',
    messages: [
      'Rental yield and rental coverage worked out before you bid, with interest-only loan options compared.',
      'Portfolio lending that releases equity without cross-collateralisation.',
    ],
    channels: ['Property investor meetups', 'Property manager referrals'],
    pillars: ['Grow the portfolio', 'Stay flexible'],
    season: null,
    kpis: [
      { name: 'portfolio reviews a month', stage: 'consideration', period: 'month' },
      { name: 'investor clients returning each year', stage: 'retention', period: 'year' },
    ],
    source: 'lenders’ investor criteria; property investor associations',
  },
];
