import type { Niche } from './types.js';

/** Photographers’ niches. Written from public material: newborn safety guidance by photography associations, wedding industry surveys, business headshot guides. */
export const photographers: readonly Niche[] = [
  {
    id: 'newborn',
    label: 'expecting and new parents',
    type: 'b2c',
    terms: [],
    words: ['newborn', 'baby', 'maternity', 'pregnan', 'expecting', 'new parent'],
    situation: 'is expecting or has just had a baby and wants photos of the first days',
    language: [
      'newborn session',
      'maternity session',
      'due-date booking',
      'posing safety',
      'heirloom album',
      'first 14 days',
      'studio warmth',
    ],
    triggers: ['the second trimester', 'a baby arriving early'],
    pains: [
      'I want a newborn session in the first 14 days but I do not know when to book',
      'I worry about posing safety with a tiny baby',
      'I want an heirloom album, not only files on a phone',
    ],
    objections: [
      {
        says: 'We can take baby photos ourselves.',
        answer:
          'A newborn session is calm, warm and safe; posing safety and studio warmth are what we train for.',
      },
    ],
    referralPartners: ['midwives and doulas', 'baby boutiques', 'antenatal classes'],
    entryOffer: 'Due-date booking with a maternity session',
    messages: [
      'Book on your due date: a newborn session in the first 14 days.',
      'Posing safety first, an heirloom album after.',
    ],
    channels: [
      'Antenatal class and doula partnerships',
      'Instagram posts of newborn sessions (with consent)',
    ],
    pillars: ['Safe: posing safety', 'Lasting: an heirloom album'],
    season: null,
    kpis: [
      { name: 'due-date bookings a month', stage: 'decision', period: 'month' },
      {
        name: 'families returning for a first-birthday session each year',
        stage: 'retention',
        period: 'year',
      },
    ],
    source: 'photography associations’ newborn safety guidance',
  },
  {
    id: 'weddings',
    label: 'engaged couples',
    type: 'b2c',
    terms: [],
    words: ['wedding', 'engaged', 'bride', 'groom', 'elope'],
    situation: 'has a date and a venue and is choosing the photographer',
    language: [
      'engagement shoot',
      'wedding day timeline',
      'second shooter',
      'golden hour portraits',
      'gallery delivery',
      'elopement',
    ],
    triggers: ['a venue booked', 'an engagement'],
    pains: ['We want natural photos, not stiff poses', 'We do not know how to plan the wedding day timeline'],
    objections: [
      {
        says: 'A friend with a camera will do.',
        answer: 'A second shooter and a planned wedding day timeline catch the moments that happen once.',
      },
    ],
    referralPartners: ['wedding venues', 'wedding planners', 'florists'],
    entryOffer: 'Engagement shoot with a wedding day timeline plan',
    messages: ['An engagement shoot first, then a wedding day timeline with golden hour portraits.'],
    channels: ['Wedding venue preferred-supplier lists', 'Wedding fairs'],
    pillars: ['Natural photos', 'Planned day'],
    season: { months: [5, 6, 7, 8, 9], note: 'wedding season; bookings are made in January and February' },
    kpis: [
      { name: 'enquiries a month', stage: 'awareness', period: 'month' },
      { name: 'weddings booked each year', stage: 'decision', period: 'year' },
    ],
    source: 'wedding industry surveys; photography associations',
  },
  {
    id: 'business-headshots',
    label: 'companies needing team headshots',
    type: 'b2b',
    terms: ['legal', 'accounting', 'real estate', 'consulting'],
    words: ['headshot', 'team photo', 'corporate', 'linkedin', 'brand photo'],
    situation: 'has mismatched team photos on its website and LinkedIn',
    language: [
      'team headshots',
      'on-location studio',
      'consistent lighting',
      'brand photography',
      'quick turnaround',
      'new-starter sessions',
    ],
    triggers: ['a website relaunch', 'new hires'],
    pains: ['Our team headshots all look different', 'New starters wait months for a photo'],
    objections: [
      {
        says: 'Phones are good enough.',
        answer:
          'Consistent lighting across the team is what phones cannot do; an on-location studio takes five minutes each.',
      },
    ],
    referralPartners: ['web designers', 'marketing agencies', 'office managers'],
    entryOffer: 'On-location studio day for team headshots',
    messages: ['Team headshots with consistent lighting, shot on-location in a day.'],
    channels: ['Web designer referrals', 'LinkedIn posts'],
    pillars: ['Consistent', 'Quick'],
    season: { months: [1, 9], note: 'new-year and autumn website refreshes' },
    kpis: [
      { name: 'studio days booked a quarter', stage: 'decision', period: 'quarter' },
      { name: 'companies rebooking each year', stage: 'retention', period: 'year' },
    ],
    source: 'professional photographers’ associations’ business guides',
  },
];
