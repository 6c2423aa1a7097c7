import type { Niche } from './types.js';

/** Personal trainers' niches. Written from public material: exercise professional registers, healthy-ageing and strength bodies. */
export const personalTrainers: readonly Niche[] = [
  {
    id: 'strength-over-60',
    label: 'adults over 60 building strength',
    type: 'b2c',
    terms: ['retiree'],
    words: ['over 60', 'over 65', 'older', 'senior', 'retire', 'balance', 'fall', 'osteopor', 'bone'],
    situation: 'wants to stay strong and independent and is nervous about gyms',
    language: [
      'strength training',
      'falls prevention',
      'bone density',
      'balance work',
      'sit-to-stand test',
      'progressive overload',
    ],
    triggers: ['a fall or a near fall', 'a bone density scan result'],
    pains: [
      'I had a fall last year and I am scared of another one',
      'My bone density result worries me but I do not know what strength training is safe',
      'Gyms are full of young people and loud music',
    ],
    objections: [
      {
        says: 'I am too old to lift weights.',
        answer:
          'Strength training with progressive overload is what builds bone density and balance at any age; we start with a sit-to-stand test.',
      },
    ],
    referralPartners: ['physiotherapists', 'GPs', 'community centres'],
    entryOffer: 'Strength and balance assessment with a sit-to-stand test',
    messages: [
      'Strength training and balance work for falls prevention.',
      'Small groups at quiet times, with a sit-to-stand test to track progress.',
    ],
    channels: ['Talks at community centres on falls prevention', 'Physiotherapist referrals'],
    pillars: ['Safe: assessed first', 'Strong: progressive overload for bone density'],
    season: null,
    kpis: [
      { name: 'assessments booked a month', stage: 'decision', period: 'month' },
      {
        name: 'clients still training after six months, counted each quarter',
        stage: 'retention',
        period: 'quarter',
      },
    ],
    source: 'healthy-ageing charities’ strength and balance guidance; exercise professional registers',
  },
  {
    id: 'busy-parents',
    label: 'busy parents getting back in shape',
    type: 'b2c',
    terms: [],
    words: ['parent', 'mum', 'mom', 'dad', 'kids', 'postnatal', 'busy'],
    situation: 'has no time between work and children and has lost fitness',
    language: [
      '30-minute sessions',
      'home workouts',
      'habit tracking',
      'accountability check-ins',
      'progressive programme',
    ],
    triggers: ['a doctor’s check with a warning', 'the youngest starting school'],
    pains: [
      'I only have 30-minute sessions in me before school pick-up',
      'I start strong and stop after three weeks without accountability check-ins',
    ],
    objections: [
      {
        says: 'I do not have time.',
        answer: '30-minute sessions and home workouts, with accountability check-ins by message.',
      },
    ],
    referralPartners: ['schools’ parent groups', 'physiotherapists', 'nutritionists'],
    entryOffer: 'Two-week trial of 30-minute sessions',
    messages: ['30-minute sessions that fit school hours, with habit tracking between them.'],
    channels: ['School parent groups and newsletters', 'Instagram posts of home workouts'],
    pillars: ['Fits: 30-minute sessions', 'Sticks: accountability check-ins'],
    season: { months: [1, 9], note: 'January and back-to-school September' },
    kpis: [
      { name: 'trial sign-ups a month', stage: 'consideration', period: 'month' },
      { name: 'clients renewing their block each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'exercise professional bodies’ guidance; public health activity guidelines',
  },
  {
    id: 'corporate-fitness',
    label: 'companies offering staff fitness',
    type: 'b2b',
    terms: ['business owner', 'executive'],
    words: ['employer', 'corporate', 'staff', 'office', 'wellbeing'],
    situation: 'wants staff fitness sessions that people attend',
    language: [
      'corporate fitness',
      'onsite sessions',
      'lunchtime classes',
      'attendance rate',
      'wellbeing budget',
    ],
    triggers: ['a new office with space for a studio', 'a wellbeing budget to spend before year end'],
    pains: [
      'Our wellbeing budget goes on perks nobody uses',
      'Lunchtime classes need to fit a 45-minute break',
    ],
    objections: [
      {
        says: 'Attendance will drop after a month.',
        answer: 'Onsite sessions booked by team, with the attendance rate reported monthly.',
      },
    ],
    referralPartners: ['HR consultants', 'office managers’ networks', 'benefits brokers'],
    entryOffer: 'Free first month of lunchtime classes',
    messages: ['Corporate fitness with onsite sessions and an attendance rate you can report.'],
    channels: ['LinkedIn posts for HR leads', 'Office managers’ networking events'],
    pillars: ['Onsite: no travel', 'Measured: attendance reported'],
    season: { months: [1, 9], note: 'wellbeing calendars start in January and September' },
    kpis: [
      { name: 'company trials a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'companies renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'exercise professional bodies; HR bodies’ wellbeing surveys',
  },
];
