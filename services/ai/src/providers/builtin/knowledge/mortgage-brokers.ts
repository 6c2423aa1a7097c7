import type { Knowledge } from './types.js';

export const mortgageBrokers: Knowledge = {
  id: 'mortgage-brokers',
  label: 'Mortgage brokers',
  family: 'finance',
  serves: ['b2c'],
  keywords: [
    'mortgage',
    'mortgage broker',
    'mortgage lender',
    'loan officer',
    'home loan',
    'refinance',
    'refinancing',
    'hipoteca',
    'hypothek',
    '~lender',
  ],
  service: 'mortgage advice',
  client: { b2c: 'borrower' },
  firm: 'brokerage',
  regulation: 'lending rules, which require every rate to come with its APR and forbid promised approval',
  signals: {
    selfemployed: 'self-employed|1099|freelanc|business owner|contractor',
    credit: 'credit score|bad credit|bankrupt|late payment',
  },
  segments: [
    {
      label: 'first-time buyers',
      situation: 'is renting, saving for a deposit and unsure how much they could borrow',
      any: ['first-time', 'young'],
      triggers: ['a lease ending in a few months', 'a rent increase'],
    },
    {
      label: 'self-employed buyers',
      situation: 'earns well on their own account but banks keep asking for more paperwork',
      any: ['selfemployed', 'owner'],
      triggers: ['a bank turning them down', 'a house they love coming up'],
    },
    {
      label: 'homeowners refinancing',
      situation: 'has a fixed rate ending and does not want to drift onto a worse one',
      any: ['home'],
      age: [30, 99],
      triggers: ['a fixed-rate period ending', 'a renovation to fund'],
    },
    {
      label: 'investors buying rentals',
      situation: 'owns a property or two and wants to buy the next one',
      any: ['investor'],
      triggers: ['a deal that needs quick financing', 'rates dropping'],
    },
  ],
  pains: [
    { text: 'I do not know how much I can borrow', any: ['first-time'] },
    { text: 'Every bank asks for the same documents again', any: ['time', 'selfemployed'] },
    { text: 'My bank turned me down because I am self-employed', any: ['selfemployed'] },
    { text: 'I am afraid of losing the house because the financing is slow', any: ['urgent', 'fear'] },
    { text: 'I cannot compare the offers, the fees are hidden in the small print', any: ['price'] },
    { text: 'My credit score is not perfect and I do not know if that rules me out', any: ['credit'] },
    { text: 'My fixed rate ends soon and I do not know what to do', any: ['home'] },
    { text: 'Nobody calls me back once I have applied', any: ['trust'] },
    {
      text: 'Student loan payments make lenders nervous about my application',
      any: ['student-debt'],
      age: [22, 45],
    },
    { text: 'I do not know what deposit I really need', any: ['first-time', 'price'] },
  ],
  goals: [
    { text: 'Pre-approval before viewing homes', any: ['first-time'] },
    { text: 'Close on time for the moving date', any: ['urgent'] },
    { text: 'A lower monthly payment after refinancing', any: ['home', 'price'] },
    { text: 'All fees shown side by side before choosing', any: ['price'] },
    { text: 'A lender that understands self-employed income', any: ['selfemployed'] },
  ],
  objections: [
    {
      says: 'I will just go to my own bank.',
      answer:
        'Do ask them; we compare their offer with dozens of lenders and show the total cost side by side',
      any: ['trust'],
    },
    {
      says: 'Brokers cost extra.',
      answer:
        'Our fee, if any, is written on the first page, and lenders usually pay us; you see exactly how',
      any: ['price'],
    },
    {
      says: 'My situation is too complicated.',
      answer:
        'Self-employed, new job or imperfect credit are normal for us; we match you to lenders who accept it',
      any: ['selfemployed', 'credit'],
    },
  ],
  channels: [
    { text: 'Referrals from real estate agents and financial planners' },
    { text: 'Google Business Profile with reviews for "mortgage broker near me" in {place}' },
    { text: 'First-time buyer evenings with a local agent', any: ['first-time'] },
    { text: 'Instagram and TikTok explainers on deposits and credit scores', age: [20, 40] },
    { text: 'Rate-change emails to past clients before their fixed rate ends', any: ['home'] },
    { text: 'Partnerships with accountants who serve self-employed clients', any: ['selfemployed'] },
    { text: 'Home-buying pages with a borrowing calculator' },
  ],
  excluded: [
    {
      channel: 'Purchased lead lists',
      why: 'they are full of people shopping for rates who never meant to apply',
    },
  ],
  kpis: [
    { name: 'pre-approval applications a month', stage: 'awareness' },
    { name: 'application-to-approval rate', stage: 'consideration' },
    { name: 'loans funded a month', stage: 'decision' },
    { name: 'past clients refinancing with you', stage: 'retention' },
  ],
  demographics: {
    b2c: {
      ages: [{ text: '25-40' }, { text: '35-55' }],
      incomes: [{ text: '$60k-$120k household' }, { text: '$120k-$250k household' }],
      occupations: [
        { text: 'First-time buyer renting today', any: ['first-time'], age: [20, 45] },
        { text: 'Self-employed tradesperson', any: ['selfemployed'] },
        { text: 'Homeowner with a rate ending', age: [30, 99] },
      ],
      education: ['Any education level'],
    },
    locations: ['Within the state you are licensed in', 'Within 30 miles of the office'],
  },
  promise: {
    b2c: 'We give {audience} the right mortgage from dozens of lenders, every fee shown up front and a closing on time',
  },
  messages: [
    { text: 'Dozens of lenders, one application', any: ['time'] },
    { text: 'Every fee on one page', any: ['price'] },
    { text: 'Self-employed? We know the lenders who say yes', any: ['selfemployed'] },
    { text: 'Pre-approved before you fall in love with a house', any: ['first-time'] },
    { text: 'We call you back the same day', any: ['trust'] },
  ],
  pillars: ['More choice', 'Every fee shown', 'Closing on time', 'Always reachable'],
  chooses: 'shows every fee up front, answers the phone and closes on the date promised',
  journey: {
    awareness: 'A lease ending, a house they love or a rate ending makes the mortgage question urgent',
    consideration: 'Asks their agent for a name, compares rates online and checks reviews',
    decision: 'Applies with the broker who answered quickly and showed every fee up front',
  },
  leadMagnet: 'Borrowing power worksheet',
  event: 'First-time buyer evening',
  referralPartners: 'real estate agents, accountants and financial planners',
  topics: ['buying your first home', 'what a mortgage really costs'],
  forbidden: ['ABM', 'procurement', 'CFO', 'month-end close', 'guaranteed approval'],
};
