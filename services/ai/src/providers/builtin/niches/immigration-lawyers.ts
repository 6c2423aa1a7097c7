import type { Niche } from './types.js';

/** Immigration lawyers' niches. Written from public material: government visa and sponsorship guidance, immigration law bodies. */
export const immigrationLawyers: readonly Niche[] = [
  {
    id: 'sponsor-employers',
    label: 'employers sponsoring overseas workers',
    type: 'b2b',
    terms: ['healthcare', 'business owner'],
    words: [
      'sponsor',
      'care home',
      'care provider',
      'visa',
      'overseas worker',
      'work permit',
      'skilled worker',
    ],
    situation: 'relies on overseas staff and must keep the sponsor licence in good order',
    language: [
      'sponsor licence',
      'certificate of sponsorship',
      'right to work checks',
      'sponsor compliance audit',
      'Skilled Worker visa',
      'Home Office compliance visit',
      'SMS reporting duties',
    ],
    triggers: ['a Home Office compliance visit letter', 'a rule change on salary thresholds'],
    pains: [
      'We depend on overseas carers and one mistake could cost us the sponsor licence',
      'We are not sure our right to work checks would survive a Home Office compliance visit',
      'Assigning a certificate of sponsorship takes us weeks',
    ],
    objections: [
      {
        says: 'We already have an HR team.',
        answer:
          'A sponsor compliance audit checks what HR keeps against the Home Office’s own list, before a compliance visit does.',
      },
    ],
    referralPartners: ['care associations', 'HR consultancies', 'international recruitment agencies'],
    entryOffer: 'Fixed-fee sponsor compliance audit',
    messages: [
      'Keep your sponsor licence: a sponsor compliance audit before the Home Office compliance visit.',
      'Certificates of sponsorship and right to work checks done right, every time.',
    ],
    channels: ['Care association conferences', 'LinkedIn posts for HR leads on sponsor duties'],
    pillars: ['Compliant: audit-ready records', 'Staffed: sponsorship without delays'],
    season: { months: [3, 4], note: 'April rule and threshold changes' },
    kpis: [
      { name: 'sponsor audits sold a quarter', stage: 'decision', period: 'quarter' },
      { name: 'sponsor clients on a retainer each year', stage: 'retention', period: 'year' },
    ],
    source: 'government sponsor guidance; care sector associations’ workforce pages',
  },
  {
    id: 'family-spouse-visas',
    label: 'couples applying for spouse and partner visas',
    type: 'b2c',
    terms: [],
    words: ['spouse', 'partner visa', 'fiance', 'marriage', 'family visa', 'husband', 'wife'],
    situation: 'wants to live with a partner from another country and fears a refusal',
    language: [
      'spouse visa',
      'financial requirement',
      'genuine relationship evidence',
      'English language test',
      'biometrics appointment',
      'refusal and appeal',
    ],
    triggers: ['an engagement or wedding abroad', 'a refusal letter'],
    pains: [
      'We do not know whether our savings meet the financial requirement',
      'Our genuine relationship evidence is spread over two countries',
    ],
    objections: [
      {
        says: 'We can do the application ourselves.',
        answer:
          'Many do; most refusals come from the financial requirement and missing evidence, which a review catches.',
      },
    ],
    referralPartners: ['wedding planners', 'community organisations', 'translators'],
    entryOffer: 'Spouse visa evidence check',
    messages: [
      'A spouse visa evidence check: financial requirement and relationship evidence, before you apply.',
    ],
    channels: ['Community organisation talks', 'Articles on the financial requirement'],
    pillars: ['Right first time: evidence checked', 'Together: the route planned'],
    season: null,
    kpis: [
      { name: 'evidence checks a month', stage: 'consideration', period: 'month' },
      { name: 'applications granted each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'government family visa guidance; immigration law practitioners’ associations',
  },
  {
    id: 'skilled-professionals',
    label: 'skilled professionals moving for work',
    type: 'b2c',
    terms: ['software engineer', 'physician', 'nurse'],
    words: ['h-1b', 'green card', 'work visa', 'express entry', 'skilled', 'permanent residence', 'relocat'],
    situation: 'has a job offer or a career plan abroad and needs a route to stay',
    language: [
      'work visa',
      'permanent residence',
      'points-based system',
      'employer sponsorship',
      'priority date',
      'credential assessment',
    ],
    triggers: ['a job offer abroad', 'a visa nearing its end'],
    pains: [
      'My work visa ends next year and I do not know the route to permanent residence',
      'My employer sponsorship stalled',
    ],
    objections: [
      {
        says: 'The employer’s lawyer handles it.',
        answer:
          'The employer’s lawyer acts for the employer; your own plan for permanent residence protects you if the job changes.',
      },
    ],
    referralPartners: ['relocation firms', 'international recruiters', 'professional associations'],
    entryOffer: 'Route-to-permanent-residence planning session',
    messages: ['A plan from work visa to permanent residence, with the dates that matter.'],
    channels: ['Professional association webinars', 'LinkedIn articles on permanent residence routes'],
    pillars: ['Secure: a route to stay', 'Mobile: your plan, not only the employer’s'],
    season: null,
    kpis: [
      { name: 'planning sessions a month', stage: 'consideration', period: 'month' },
      { name: 'applications filed each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'government immigration pages; bar associations’ immigration sections',
  },
];
