import type { Knowledge } from './types.js';

/** When no profession fits (and for a kind of client a trade does not serve): plain service-business knowledge. */
export const generic: Knowledge = {
  id: 'generic',
  label: 'Service professionals',
  family: 'general',
  serves: ['b2b', 'b2c'],
  keywords: [],
  service: 'professional help',
  client: { b2b: 'client business', b2c: 'client' },
  firm: 'provider',
  segments: [
    {
      type: 'b2b',
      label: 'owner-run businesses',
      situation: 'runs a business where the owner still decides every purchase',
      triggers: ['a problem that cost them a customer', 'a plan to grow that the team cannot carry alone'],
    },
    {
      type: 'b2c',
      label: 'busy households',
      situation: 'has more on their plate than time to research every option',
      triggers: ['a problem that cannot wait any longer', 'a recommendation from someone they trust'],
    },
  ],
  pains: [
    { text: 'I do not have time to research and compare providers' },
    { text: 'The last provider promised a lot and delivered little', any: ['trust'] },
    { text: 'I never know what it will cost until the invoice arrives', any: ['price'] },
    { text: 'When something is urgent, nobody calls me back', any: ['urgent', 'time'] },
    { text: 'I do not have one expert I trust to call' },
    { text: 'I cannot tell whether what I pay for is working', any: ['quality'] },
    {
      type: 'b2b',
      text: 'Every decision still lands on the owner’s desk',
      any: ['owner', 'small-company', 'solo'],
    },
    { type: 'b2b', text: 'We are growing faster than our processes', any: ['growth'] },
    { type: 'b2c', text: 'I am not sure which questions I should even ask' },
    { type: 'b2c', text: 'Evenings and weekends are the only time I have', any: ['time'] },
  ],
  goals: [
    { text: 'Have the problem solved within the next quarter' },
    { text: 'Know the full price before saying yes', any: ['price'] },
    { text: 'One trusted provider to call for the long term', any: ['trust'] },
    { type: 'b2b', text: 'See a measurable result within 90 days', any: ['growth'] },
    { type: 'b2c', text: 'Get it sorted without taking a day off work', any: ['time'] },
  ],
  objections: [
    {
      says: 'We tried someone like you before and it did not work',
      answer:
        'Start with a small, fixed-price first step and judge us on that result before committing to more',
      any: ['trust'],
    },
    {
      says: 'It is too expensive right now',
      answer: 'A written quote up front, and a smaller first phase that fits this month’s budget',
      any: ['price'],
    },
    {
      says: 'I do not have time for this',
      answer: 'One short call to start; after that we do the legwork and only ask for decisions',
      any: ['time'],
    },
  ],
  channels: [
    { text: 'Referrals from past clients, asked for at the moment of a good result' },
    { text: 'Google Business Profile with recent reviews and photos' },
    { type: 'b2b', text: 'LinkedIn posts with one practical tip a week' },
    { type: 'b2b', text: 'Partnerships with providers who serve the same businesses' },
    { type: 'b2b', text: 'Local business association or chamber of commerce meetings' },
    { type: 'b2c', text: 'Local community groups and neighbourhood apps in {place}' },
    { type: 'b2c', text: 'Short how-to videos on Instagram or Facebook' },
    { type: 'b2c', text: 'A monthly email with one useful tip and one client story' },
  ],
  excluded: [{ channel: 'Cold calling', why: 'it burns trust before a first conversation' }],
  kpis: [
    { name: 'inquiries a month', stage: 'awareness' },
    { name: 'first-call-to-client rate', stage: 'consideration' },
    { name: 'new clients a month', stage: 'decision' },
    { name: 'repeat and referred clients a quarter', stage: 'retention' },
  ],
  demographics: {
    b2b: {
      industries: [
        'Professional services',
        'Construction and trades',
        'Retail and hospitality',
        'Healthcare practices',
      ],
      companySizes: ['1-10 employees', '10-50 employees', '50-200 employees'],
      revenues: ['$500k-$2M', '$2M-$10M', '$10M-$50M'],
      roles: ['Owner or managing partner', 'Operations lead'],
      titles: ['Owner', 'General Manager', 'Operations Director'],
    },
    b2c: {
      ages: [{ text: '30-54' }, { text: '25-40' }, { text: '55-70' }],
      incomes: [{ text: '$60k-$120k household' }, { text: '$120k-$250k household' }],
      occupations: [
        { text: 'Salaried professional' },
        { text: 'Small business owner' },
        { text: 'Skilled tradesperson' },
      ],
      education: ["Bachelor's degree", 'High school or some college'],
    },
    locations: ['Within 25 miles of your office', 'The metro area you serve'],
  },
  promise: {
    b2b: 'We help {audience} get it done right, with a responsive expert and a price agreed up front',
    b2c: 'We help {audience} get it sorted, with a clear price and someone who calls back the same day',
  },
  messages: [
    { text: 'Clear pricing before we start', any: ['price'] },
    { text: 'A real person answers the same business day', any: ['time', 'urgent'] },
    { text: 'Results you can check, reported in plain words', any: ['quality', 'trust'] },
    { text: 'A long-term partner, not a one-off vendor' },
  ],
  pillars: ['Expertise', 'Responsiveness', 'Transparency', 'Results'],
  chooses: 'answers quickly, explains the price clearly and shows results for clients like them',
  journey: {
    awareness: 'A problem becomes urgent or a goal becomes concrete',
    consideration: 'Searches online, reads reviews and asks peers for a recommendation',
    decision: 'Chooses the provider who is responsive, clear on price and shows relevant results',
  },
  leadMagnet: 'Free first assessment',
  event: 'Open Q&A session for prospective clients',
  referralPartners: 'complementary providers and past clients',
  topics: ['common mistakes to avoid', 'what a good result looks like'],
  forbidden: [],
};
