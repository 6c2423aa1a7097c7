import type { Knowledge } from './types.js';

export const webDesigners: Knowledge = {
  id: 'web-designers',
  label: 'Web designers',
  family: 'creative',
  serves: ['b2b'],
  keywords: [
    'web design',
    'web designer',
    'website design',
    'wordpress',
    'webflow',
    'shopify',
    'ux design',
    'diseno web',
    'webdesign',
    '~website',
  ],
  service: 'website design',
  client: { b2b: 'business' },
  firm: 'studio',
  regulation: 'accessibility and privacy law, which every site has to meet',
  signals: {
    ecommerce: 'shop|store|ecommerce|e-commerce|shopify|sell online',
    outdated: 'outdated|old site|slow|not mobile|ugly',
  },
  segments: [
    {
      label: 'local businesses with an outdated site',
      situation: 'has a website that looks old on a phone and brings no calls',
      any: ['outdated'],
      triggers: [
        'a competitor launching a better site',
        'a customer saying they could not find the phone number',
      ],
    },
    {
      label: 'shops starting to sell online',
      situation: 'sells in person and wants online orders without a headache',
      any: ['ecommerce'],
      triggers: ['a season of lost sales', 'a supplier offering drop-shipping'],
    },
    {
      label: 'firms that look smaller than they are',
      situation: 'runs a firm that does excellent work but looks small on its website',
      any: ['growth', 'trust'],
      triggers: ['losing a pitch to a bigger-looking firm', 'a rebrand'],
    },
  ],
  pains: [
    { text: 'Our website looks terrible on a phone', any: ['outdated'] },
    { text: 'The site gets visits but no calls', any: ['growth'] },
    { text: 'I cannot change a single word without calling the developer', any: ['time', 'digital'] },
    { text: 'The last designer vanished and we do not have the logins', any: ['trust'] },
    { text: 'Quotes range from $500 to $50,000 and I cannot tell why', any: ['price'] },
    { text: 'Our online shop checkout loses people halfway', any: ['ecommerce'] },
    { text: 'We do not show up on Google for what we do', any: ['digital'] },
    { text: 'I do not have time to write all the content', any: ['time'] },
  ],
  goals: [
    { text: 'A site that brings ten enquiries a month', any: ['growth'] },
    { text: 'Launch within eight weeks', any: ['time', 'urgent'] },
    { text: 'Edit pages ourselves without help', any: ['digital'] },
    { text: 'Online orders with a simple checkout', any: ['ecommerce'] },
    { text: 'A fixed price with everything included', any: ['price'] },
  ],
  objections: [
    {
      says: 'My nephew can build a site for free.',
      answer:
        'They can build pages; we build a site that turns visitors into calls, and we are still here next year',
      any: ['price'],
    },
    {
      says: 'Website builders are cheaper.',
      answer: 'We often build on them; what you pay for is the structure and words that make people call',
      any: ['price', 'digital'],
    },
    {
      says: 'We do not have time for a big project.',
      answer: 'One workshop, then we draft the content for you; you approve, we launch',
      any: ['time'],
    },
  ],
  channels: [
    { text: 'Portfolio on Behance and the studio site, with results for each project' },
    { text: 'Referrals from marketing consultants, printers and accountants' },
    { text: 'Local business association talks on websites that sell' },
    { text: 'LinkedIn posts with before-and-after redesigns' },
    { text: 'Google Business Profile with reviews from local businesses' },
    { text: 'Partnerships with Shopify and Webflow directories', any: ['ecommerce'] },
  ],
  excluded: [
    {
      channel: 'Cold emailing website critiques',
      why: 'unsolicited critiques feel like spam and rarely convert',
    },
  ],
  kpis: [
    { name: 'project enquiries a month', stage: 'awareness' },
    { name: 'proposal acceptance rate', stage: 'consideration' },
    { name: 'projects signed a quarter', stage: 'decision' },
    { name: 'clients on a care plan after launch', stage: 'retention' },
  ],
  demographics: {
    b2b: {
      industries: ['Trades and home services', 'Independent shops', 'Professional practices', 'Restaurants'],
      companySizes: ['1-10 employees', '10-50 employees'],
      revenues: ['$200k-$2M', '$2M-$10M'],
      roles: ['Owner', 'Marketing lead'],
      titles: ['Owner', 'Marketing Manager'],
    },
    locations: ['Businesses within 50 miles', 'Small businesses nationwide, working online'],
  },
  promise: {
    b2b: 'We give {audience} a website that brings calls, that they can edit themselves, at a fixed price',
  },
  messages: [
    { text: 'A site built to bring calls, not just look good', any: ['growth'] },
    { text: 'Edit it yourself', any: ['digital', 'time'] },
    { text: 'A fixed price, everything included', any: ['price'] },
    { text: 'Live in eight weeks', any: ['time'] },
    { text: 'You own every login', any: ['trust'] },
  ],
  pillars: ['Sites that convert', 'Easy to edit', 'Fixed prices', 'You own it'],
  chooses: 'shows sites that brought results, gives a fixed price and hands over every login',
  journey: {
    awareness: 'A lost customer or an embarrassing phone view shows the site is holding the business back',
    consideration: 'Looks at portfolios, asks peers and compares three quotes',
    decision: 'Hires the designer who showed results and explained the price',
  },
  leadMagnet: 'Website health check',
  event: 'Websites that sell: a talk for local owners',
  referralPartners: 'marketing consultants, printers and accountants',
  topics: ['websites that bring calls', 'what a website should cost'],
  forbidden: ['patient', 'month-end close'],
};
