import type { Niche } from './types.js';

/** Web designers’ niches. Written from public material: bar associations’ advertising rules, therapist directories, local search guidance. */
export const webDesigners: readonly Niche[] = [
  {
    id: 'law-firms',
    label: 'small law firms',
    type: 'b2b',
    terms: ['legal'],
    words: ['law firm', 'attorney', 'lawyer', 'solicitor', 'legal', 'practice area'],
    situation: 'depends on people searching for a lawyer at a stressful moment',
    language: [
      'practice area pages',
      'intake form',
      'attorney advertising rules',
      'local search',
      'Google Business Profile',
      'case results disclaimer',
      'conversion rate',
    ],
    triggers: ['a new practice area', 'a competitor outranking the firm'],
    pains: [
      'Our practice area pages do not show up in local search',
      'The intake form gets spam and no real cases',
      'We worry about attorney advertising rules on case results',
    ],
    objections: [
      {
        says: 'Legal marketing agencies charge a fortune.',
        answer:
          'A fixed-price site with practice area pages, a working intake form and case results disclaimers.',
      },
    ],
    referralPartners: ['legal marketing consultants', 'bar association sections', 'legal software vendors'],
    entryOffer: 'Practice area page and intake form audit',
    messages: [
      'Practice area pages that rank in local search, with an intake form that brings cases.',
      'Built to attorney advertising rules from the start.',
    ],
    channels: ['Bar association small-firm sections', 'Legal software vendor partnerships'],
    pillars: ['Found: local search', 'Compliant: advertising rules'],
    season: null,
    kpis: [
      { name: 'audits a month', stage: 'consideration', period: 'month' },
      { name: 'site projects each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'bar associations’ lawyer advertising rules; search engines’ local business guidance',
  },
  {
    id: 'solo-therapists',
    label: 'solo therapists and counsellors',
    type: 'b2b',
    terms: ['mental health'],
    words: ['therapist', 'counsel', 'psycholog', 'private practice', 'mental health'],
    situation: 'runs a private practice and relies on directory profiles for clients',
    language: [
      'therapist directory profile',
      'booking page',
      'client portal',
      'specialty pages',
      'privacy-friendly analytics',
      'good-fit clients',
    ],
    triggers: ['leaving an agency for private practice', 'directory enquiries drying up'],
    pains: [
      'All my clients come from a directory profile I do not control',
      'My site does not say who I help',
    ],
    objections: [
      {
        says: 'A directory is enough.',
        answer: 'Directories send anyone; specialty pages bring good-fit clients to your own booking page.',
      },
    ],
    referralPartners: ['therapist associations', 'practice coaches', 'supervisors'],
    entryOffer: 'Specialty page and booking page set-up',
    messages: [
      'A therapist directory profile that points to your own booking page.',
      'Specialty pages and a booking page that bring good-fit clients.',
    ],
    channels: ['Therapist association newsletters', 'Practice coach referrals'],
    pillars: ['Own your enquiries', 'Speak to your clients'],
    season: null,
    kpis: [
      { name: 'set-ups sold a month', stage: 'decision', period: 'month' },
      { name: 'care plans renewed each year', stage: 'retention', period: 'year' },
    ],
    source: 'counselling associations’ marketing ethics guidance',
  },
  {
    id: 'trades-websites',
    label: 'local trades',
    type: 'b2b',
    terms: ['trade', 'construction'],
    words: ['plumber', 'electrician', 'roofer', 'builder', 'hvac', 'contractor', 'trade'],
    situation: 'gets work from phone calls and wants a site that makes the phone ring',
    language: [
      'click-to-call',
      'service area pages',
      'quote request form',
      'Google Business Profile',
      'reviews widget',
      'emergency call-out',
    ],
    triggers: ['a new van and a bigger area', 'a slow month'],
    pains: ['My site does not show on phones', 'I get quote requests from outside my service area'],
    objections: [
      {
        says: 'I get enough work from word of mouth.',
        answer:
          'Service area pages and click-to-call catch emergency call-out jobs that word of mouth misses.',
      },
    ],
    referralPartners: ['builders’ merchants', 'trade associations', 'accountants'],
    entryOffer: 'One-page site with click-to-call',
    messages: [
      'A Google Business Profile and a reviews widget that back up the quote request form.',
      'Service area pages and click-to-call that bring emergency call-out jobs.',
    ],
    channels: ['Builders’ merchant counters', 'Trade association newsletters'],
    pillars: ['Phone rings', 'Right area'],
    season: { months: [3, 4, 5], note: 'spring is when trades plan' },
    kpis: [
      { name: 'sites sold a month', stage: 'decision', period: 'month' },
      { name: 'hosting plans renewed each year', stage: 'retention', period: 'year' },
    ],
    source: 'search engines’ local business guidance; trade associations',
  },
];
