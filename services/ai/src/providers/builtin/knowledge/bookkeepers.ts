import type { Knowledge } from './types.js';

export const bookkeepers: Knowledge = {
  id: 'bookkeepers',
  label: 'Bookkeepers',
  family: 'finance',
  serves: ['b2b'],
  keywords: [
    'bookkeeping',
    'bookkeeper',
    'payroll',
    'accounts payable',
    'quickbooks',
    'xero',
    'catch-up bookkeeping',
    'buchhaltung',
    'contabilidad',
  ],
  service: 'bookkeeping and payroll',
  client: { b2b: 'business' },
  firm: 'bookkeeping practice',
  signals: { behind: 'behind|catch up|shoebox|backlog|months', payroll: 'payroll|wages|staff pay' },
  segments: [
    {
      label: 'owners doing their own books at night',
      situation: 'does the books at the kitchen table after the business closes',
      any: ['owner', 'solo', 'small-company', 'time'],
      triggers: [
        'a year-end where the accountant sent everything back',
        'a shoebox of receipts nobody wants to open',
      ],
    },
    {
      label: 'growing businesses with a first payroll',
      situation: 'has just hired and is nervous about getting payroll right',
      any: ['payroll', 'hiring', 'growth'],
      triggers: ['the first employee starting', 'a payroll error that upset the team'],
    },
    {
      label: 'businesses months behind',
      situation: 'is several months behind on the books and afraid to look',
      any: ['behind'],
      triggers: ['a loan application that needs current figures', 'a sales tax notice'],
    },
  ],
  pains: [
    { text: 'I do my books at 11pm after the shop closes', any: ['time', 'owner'] },
    { text: 'I am six months behind and dread opening the software', any: ['behind'] },
    {
      text: 'I do not know if I have made money until the accountant tells me in April',
      any: ['cash-flow', 'quality'],
    },
    { text: 'Payroll mistakes upset my staff', any: ['payroll', 'hiring'] },
    { text: 'Receipts live in my car, my inbox and a shoebox', any: ['behind'] },
    { text: 'The accountant charges me to fix my bookkeeping every year', any: ['price', 'quality'] },
    { text: 'I cannot see who owes me money until it is very late', any: ['cash-flow'] },
    { text: 'Sales tax filings make me nervous every quarter', any: ['compliance', 'fear'] },
  ],
  goals: [
    { text: 'Books reconciled by the 10th of each month', any: ['quality'] },
    { text: 'Get caught up on the backlog within 60 days', any: ['behind'] },
    { text: 'A payroll that runs on time, every time', any: ['payroll'] },
    { text: 'A one-page cash report every Monday', any: ['cash-flow'] },
    { text: 'Stop doing the books at night', any: ['time'] },
  ],
  objections: [
    {
      says: 'I cannot afford a bookkeeper.',
      answer:
        'A fixed monthly fee based on transactions, often less than what the accountant charges to fix the books each year',
      any: ['price'],
    },
    {
      says: 'I do not want anyone else in my bank account.',
      answer: 'Read-only access, a signed confidentiality agreement and you approve every payment',
      any: ['trust'],
    },
    {
      says: 'I am too far behind to start.',
      answer: 'Catch-up is what we do first, at a fixed price, then we keep it current',
      any: ['behind'],
    },
  ],
  channels: [
    { text: 'Referrals from accountants who want clean books at year end' },
    { text: 'Google Business Profile for "bookkeeper near me" in {place}' },
    { text: 'Software partner directories (QuickBooks, Xero)' },
    { text: 'Local business networking groups and BNI chapters', any: ['owner', 'small-company'] },
    { text: 'Facebook groups for local small-business owners', any: ['owner', 'solo'] },
    { text: 'A monthly email with deadline reminders and one cash tip' },
    { text: 'Workshops at the local small business development centre', any: ['first-time', 'owner'] },
  ],
  excluded: [
    {
      channel: 'Paid display ads',
      why: 'owners choose a bookkeeper through trust and referrals, not banners',
    },
  ],
  kpis: [
    { name: 'discovery calls booked a month', stage: 'awareness' },
    { name: 'call-to-client rate', stage: 'consideration' },
    { name: 'new monthly clients a quarter', stage: 'decision' },
    { name: 'books closed by the 10th for each client', stage: 'retention' },
  ],
  demographics: {
    b2b: {
      industries: ['Trades and home services', 'Restaurants and cafes', 'Retail shops', 'Salons and studios'],
      companySizes: ['1-10 employees', '5-25 employees'],
      revenues: ['$150k-$1M', '$500k-$3M'],
      roles: ['Owner-operator', 'Office lead'],
      titles: ['Owner', 'Office Manager'],
    },
    locations: ['Within 30 miles of the office', 'Anywhere in the country, working online'],
  },
  promise: {
    b2b: 'We give {audience} books that are current every month, payroll on time and the evenings back',
  },
  messages: [
    { text: 'Books closed by the 10th, every month', any: ['quality', 'behind'] },
    { text: 'We catch you up first, at a fixed price', any: ['behind'] },
    { text: 'Payroll right the first time', any: ['payroll'] },
    { text: 'One fixed monthly fee', any: ['price'] },
    { text: 'Get your evenings back', any: ['time'] },
  ],
  pillars: ['Current books', 'Fixed fees', 'Payroll done right', 'Time back'],
  chooses: 'quotes a fixed monthly fee, offers a catch-up plan and knows the software',
  journey: {
    awareness: 'A loan request, a tax notice or a year-end bill shows the books are behind',
    consideration: 'Asks their accountant for a name and compares fixed monthly fees',
    decision: 'Hires the bookkeeper with a clear catch-up plan and a fixed fee',
  },
  leadMagnet: 'Monthly close checklist for small businesses',
  event: 'Get-your-books-in-shape workshop',
  referralPartners: 'accountants, bankers and software resellers',
  topics: ['books done by the 10th', 'knowing your cash every week'],
  forbidden: ['patient', 'ABM'],
};
