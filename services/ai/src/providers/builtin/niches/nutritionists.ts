import type { Niche } from './types.js';

/** Nutritionists' and dietitians' niches. Written from public material: diabetes charities, dietetic associations, sports nutrition bodies. */
export const nutritionists: readonly Niche[] = [
  {
    id: 'type2-diabetes',
    label: 'adults with prediabetes or type 2 diabetes',
    type: 'b2c',
    terms: [],
    words: ['diabet', 'prediabet', 'blood sugar', 'a1c', 'glucose', 'insulin', 'metformin'],
    situation:
      'has just been told the blood sugar numbers are high and wants to change food before medication',
    language: [
      'HbA1c',
      'prediabetes',
      'carbohydrate awareness',
      'continuous glucose monitor',
      'plate method',
      'diabetes remission',
    ],
    triggers: ['a HbA1c result in the prediabetes range', 'a doctor mentioning medication'],
    pains: [
      'My HbA1c came back high and I do not know what to eat now',
      'I want to try for diabetes remission before more medication',
      'Carbohydrate awareness advice online contradicts itself',
    ],
    objections: [
      {
        says: 'Diets never last for me.',
        answer:
          'The plate method works with the food you already cook, and we track HbA1c every three months to see it working.',
      },
    ],
    referralPartners: ['GPs and practice nurses', 'pharmacists', 'diabetes educators'],
    entryOffer: 'Plate method session with your HbA1c results',
    messages: [
      'Lower your HbA1c with food you like, using the plate method.',
      'Diabetes remission is possible for some; we plan for it with your doctor.',
    ],
    channels: ['GP and pharmacist referrals', 'Talks at diabetes support groups'],
    pillars: ['Numbers: HbA1c tracked every three months', 'Real food: the plate method'],
    season: { months: [1], note: 'January resolutions; after the holidays' },
    kpis: [
      { name: 'first consultations booked a month', stage: 'decision', period: 'month' },
      { name: 'clients with a lower HbA1c each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'diabetes charities’ pages on prediabetes and remission; dietetic associations',
  },
  {
    id: 'gut-health',
    label: 'adults with IBS and gut symptoms',
    type: 'b2c',
    terms: [],
    words: ['ibs', 'gut', 'bloat', 'digest', 'fodmap', 'coeliac', 'celiac', 'intoleran'],
    situation: 'has lived with bloating and an unpredictable gut for years',
    language: [
      'low FODMAP diet',
      'IBS',
      'reintroduction phase',
      'food and symptom diary',
      'gut-brain axis',
      'coeliac screening',
    ],
    triggers: ['an IBS diagnosis with a leaflet and nothing else', 'a holiday or wedding coming up'],
    pains: [
      'I was told to try the low FODMAP diet but I am lost in the reintroduction phase',
      'Bloating ruins my evenings and I cannot see the pattern',
      'I have cut out so much food that eating out is impossible',
    ],
    objections: [
      {
        says: 'I have tried cutting things out already.',
        answer:
          'A food and symptom diary and a guided reintroduction phase widen what you eat again, rather than narrowing it.',
      },
    ],
    referralPartners: ['gastroenterologists', 'GPs', 'pharmacists'],
    entryOffer: 'Food and symptom diary review',
    messages: [
      'The low FODMAP diet, done properly, ends with a reintroduction phase.',
      'A food and symptom diary shows your own triggers.',
    ],
    channels: ['Gastroenterologist referrals', 'Articles on IBS and the low FODMAP diet'],
    pillars: ['Evidence: the low FODMAP method', 'Freedom: more foods back'],
    season: null,
    kpis: [
      { name: 'diary reviews booked a month', stage: 'consideration', period: 'month' },
      { name: 'clients completing reintroduction each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'university FODMAP programmes’ public pages; dietetic associations on IBS',
  },
  {
    id: 'sports-nutrition',
    label: 'amateur athletes fuelling for events',
    type: 'b2c',
    terms: ['fitness'],
    words: ['athlet', 'marathon', 'triathlon', 'runner', 'cyclist', 'training', 'race', 'gym'],
    situation: 'trains hard for an event and runs out of energy or gets injured',
    language: [
      'race-day fuelling',
      'carbohydrate periodisation',
      'energy availability',
      'hydration plan',
      'recovery nutrition',
      'gut training',
    ],
    triggers: ['hitting the wall in a long race', 'a stress fracture'],
    pains: [
      'I hit the wall at 30 km because my race-day fuelling plan failed',
      'I train twice a day and my recovery nutrition is an afterthought',
    ],
    objections: [
      {
        says: 'I just eat more pasta before a race.',
        answer:
          'Carbohydrate periodisation and gut training in the weeks before work better than one big meal.',
      },
    ],
    referralPartners: ['running and cycling clubs', 'physiotherapists', 'coaches'],
    entryOffer: 'Race-day fuelling plan session',
    messages: [
      'A race-day fuelling plan and gut training, tested in your long sessions.',
      'Energy availability checked so training builds you up rather than wearing you down.',
    ],
    channels: ['Running and cycling club talks', 'Race expo stands'],
    pillars: ['Fuelled: a race-day plan', 'Recovered: nutrition between sessions'],
    season: { months: [3, 4, 9, 10], note: 'spring and autumn race seasons' },
    kpis: [
      { name: 'fuelling plan sessions a month', stage: 'decision', period: 'month' },
      { name: 'athletes returning each season, counted each year', stage: 'retention', period: 'year' },
    ],
    source: 'sports dietitians’ associations; endurance sport bodies’ nutrition guides',
  },
];
