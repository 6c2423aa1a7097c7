import type { Knowledge } from './types.js';

export const consultants: Knowledge = {
  id: 'consultants',
  label: 'Management consultants',
  family: 'advisory',
  serves: ['b2b'],
  keywords: [
    'consultant',
    'consulting',
    'management consulting',
    'strategy consulting',
    'operations consulting',
    'advisory',
    'fractional coo',
    'process improvement',
    'consultoria',
    'beratung',
  ],
  service: 'management consulting',
  client: { b2b: 'company' },
  firm: 'consultancy',
  signals: {
    ops: 'process|operations|efficien|bottleneck|lean|waste',
    strategy: 'strategy|market|expansion|pricing|acquisition',
    change: 'merger|integration|restructur|transformation',
  },
  segments: [
    {
      label: 'mid-sized companies with growing pains',
      situation: 'runs a company that has grown faster than its processes, and margins are slipping',
      any: ['ops', 'growth', 'mid-company'],
      triggers: ['a quarter of falling margins', 'a new site or product line'],
    },
    {
      label: 'leadership teams facing a big decision',
      situation: 'has a strategic decision to make and no time to research it properly',
      any: ['strategy'],
      triggers: ['an acquisition offer', 'a new competitor taking share'],
    },
    {
      label: 'companies in the middle of change',
      situation: 'is merging, restructuring or changing systems and needs it to stick',
      any: ['change'],
      triggers: ['a merger closing', 'a failed first attempt at a new system'],
    },
  ],
  pains: [
    { text: 'We are busier than ever and margins keep shrinking', any: ['ops', 'growth'] },
    { text: 'Every department has its own version of the numbers', any: ['quality'] },
    { text: 'Consultants wrote a report that nobody used', any: ['trust'] },
    { text: 'The leadership team agrees in the room and nothing changes', any: ['change'] },
    { text: 'We do not have the people to run this project on top of the day job', any: ['time', 'hiring'] },
    { text: 'We need a decision on the new market before the board meeting', any: ['strategy', 'urgent'] },
    {
      text: 'Procurement needs a business case before we can even start',
      any: ['mid-company', 'large-company'],
    },
    { text: 'Big firms send juniors after the partner sells the project', any: ['trust', 'price'] },
  ],
  goals: [
    { text: 'Recover three points of margin within a year', any: ['ops'] },
    { text: 'One set of numbers the whole leadership team trusts', any: ['quality'] },
    { text: 'A decision on expansion backed by evidence within eight weeks', any: ['strategy'] },
    { text: 'The new process used by every team within six months', any: ['change'] },
  ],
  objections: [
    {
      says: 'Consultants just tell us what we already know.',
      answer:
        'We measure before we recommend, and we stay until the change is working, with fees tied to milestones',
      any: ['trust'],
    },
    {
      says: 'We cannot afford a consulting project.',
      answer:
        'A fixed-price diagnostic first; you decide on the rest only when you see the size of the prize',
      any: ['price'],
    },
    {
      says: 'We do not have time for a project now.',
      answer: 'We do the legwork; your team gives two hours a week',
      any: ['time'],
    },
  ],
  channels: [
    { text: 'LinkedIn articles with results from anonymised client cases' },
    { text: 'Referrals from accountants, lawyers and private equity partners' },
    { text: 'Executive roundtables and industry association events' },
    { text: 'Speaking at trade conferences in the industries you know' },
    { text: 'A quarterly research note on the industry' },
    { text: 'Webinars with a client presenting their results', any: ['strategy', 'change'] },
    {
      text: 'Account-based outreach to a short list of target companies',
      any: ['mid-company', 'large-company'],
    },
  ],
  excluded: [
    { channel: 'Mass cold email', why: 'senior buyers hire consultants they have met or been introduced to' },
  ],
  kpis: [
    { name: 'first meetings with decision makers a month', stage: 'awareness' },
    { name: 'proposal win rate', stage: 'consideration' },
    { name: 'signed project value a quarter', stage: 'decision' },
    { name: 'repeat engagements a year', stage: 'retention' },
  ],
  demographics: {
    b2b: {
      industries: [
        'Manufacturing',
        'Distribution and logistics',
        'Healthcare providers',
        'Professional services firms',
      ],
      companySizes: ['50-250 employees', '250-1,000 employees'],
      revenues: ['$10M-$100M', '$100M-$500M'],
      roles: ['CEO or founder', 'Head of operations'],
      titles: ['CEO', 'COO', 'CFO'],
    },
    locations: ['Companies within a day’s travel', 'Your home region'],
  },
  promise: {
    b2b: 'We give {audience} measured improvements in margin and execution, with fees tied to milestones',
  },
  messages: [
    { text: 'We measure before we recommend', any: ['trust', 'quality'] },
    { text: 'Senior people do the work', any: ['trust'] },
    { text: 'Fees tied to milestones', any: ['price'] },
    { text: 'We stay until it works', any: ['change'] },
    { text: 'Evidence before the board meeting', any: ['strategy'] },
  ],
  pillars: ['Evidence', 'Senior expertise', 'Implementation', 'Accountability'],
  chooses: 'brings senior people, measures first and ties fees to milestones',
  journey: {
    awareness: 'Slipping margins, a big decision or a stalled change shows the team needs outside help',
    consideration: 'Asks trusted advisors for introductions and meets two or three firms',
    decision: 'Hires the firm whose senior people understood the problem and proposed a fixed diagnostic',
  },
  leadMagnet: 'Margin diagnostic checklist',
  event: 'Executive roundtable on operational margin',
  referralPartners: 'accountants, lawyers and private equity partners',
  topics: ['recovering margin', 'making change stick'],
  forbidden: ['patient'],
};
