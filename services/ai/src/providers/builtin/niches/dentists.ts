import type { Niche } from './types.js';

/** Dentists' niches. Written from public material: dental associations' patient pages, government dental benefit schemes. */
export const dentists: readonly Niche[] = [
  {
    id: 'anxious-patients',
    label: 'anxious and dental-phobic patients',
    type: 'b2c',
    terms: [],
    words: ['anxious', 'phobi', 'fear', 'nervous', 'scared', 'avoid'],
    situation: 'has put off the dentist for years because of fear and now has a problem that will not wait',
    language: [
      'sedation dentistry',
      'dental anxiety',
      'happy gas',
      'stop signal',
      'gentle first visit',
      'nitrous oxide',
    ],
    triggers: ['a toothache that no longer goes away', 'a broken filling before an important event'],
    pains: [
      'I have not seen a dentist in years and I am embarrassed about what they will find',
      'The sound of the drill makes me panic, so I need to know about sedation dentistry first',
      'I need a gentle first visit where nobody lectures me',
    ],
    objections: [
      {
        says: 'I will only panic in the chair.',
        answer:
          'We agree a stop signal before we start, explain each step first, and offer nitrous oxide or sedation dentistry when you want it.',
      },
    ],
    referralPartners: ['GPs', 'therapists who treat anxiety', 'pharmacists'],
    entryOffer: 'Gentle first visit with no treatment on the day',
    messages: [
      'A gentle first visit: we talk, look and plan; nothing happens without your say.',
      'Dental anxiety is common; sedation dentistry and a stop signal keep you in control.',
    ],
    channels: [
      'Dental anxiety page with a gentle first visit booking',
      'GP and pharmacist referral cards on sedation dentistry',
    ],
    pillars: ['Control: a stop signal and no surprises', 'Comfort: sedation dentistry when you want it'],
    season: null,
    kpis: [
      { name: 'gentle first visits booked a month', stage: 'consideration', period: 'month' },
      {
        name: 'first visits that go on to a treatment plan each quarter',
        stage: 'decision',
        period: 'quarter',
      },
    ],
    source: 'national dental associations’ patient pages on dental anxiety and sedation',
  },
  {
    id: 'families-children',
    label: 'families with young children',
    type: 'b2c',
    terms: [],
    words: ['child', 'kids', 'famil', 'parent', 'school', 'cdbs', 'chip'],
    situation: 'wants one practice for the whole family and checkups that fit around school',
    language: [
      'fissure sealants',
      'fluoride varnish',
      'first dental visit by age one',
      'children’s dental benefits',
      'recall reminders',
      'family block booking',
    ],
    triggers: ['a child’s first tooth or first dental visit', 'a school dental screening letter'],
    pains: [
      'I want fissure sealants and fluoride varnish for the kids but I do not know what is covered',
      'Booking three children in for six-month checkups after school is impossible, so I need family block booking',
      'My child is scared of the dentist because of my own bad experience',
    ],
    objections: [
      {
        says: 'Children’s dentistry costs too much.',
        answer:
          'We check the children’s dental benefits you are entitled to before we start, and a family block booking keeps it to one trip.',
      },
    ],
    referralPartners: ['paediatricians', 'childcare centres', 'school nurses'],
    entryOffer: 'Family block booking with one after-school slot for every child',
    messages: [
      'Family block booking: every child seen in one after-school visit.',
      'Fissure sealants and fluoride varnish, with what is covered explained first.',
    ],
    channels: [
      'Childcare centre and school newsletters',
      'Parent groups on Facebook with a first dental visit guide',
    ],
    pillars: ['Prevention: fissure sealants and fluoride varnish', 'Ease: family block booking after school'],
    season: {
      months: [1, 7, 12],
      note: 'school holidays fill the diary; recall reminders go out before them',
    },
    kpis: [
      { name: 'new families registered a month', stage: 'decision', period: 'month' },
      { name: 'children back for their recall each year', stage: 'retention', period: 'year' },
    ],
    source:
      'dental associations’ guidance on children’s first visits; government children’s dental benefit pages',
  },
  {
    id: 'implants-cosmetic',
    label: 'adults weighing implants or cosmetic work',
    type: 'b2c',
    terms: [],
    words: ['implant', 'veneer', 'aligner', 'invisalign', 'whiten', 'smile', 'cosmetic', 'denture'],
    situation: 'is weighing a large elective treatment and comparing practices on results and finance',
    language: [
      'dental implants',
      'smile makeover',
      'CBCT scan',
      'treatment finance',
      'digital smile design',
      'bone graft',
    ],
    triggers: ['a lost tooth or a failing bridge', 'a wedding or milestone birthday on the calendar'],
    pains: [
      'I have had three quotes for dental implants and I cannot compare them',
      'I want a smile makeover but I am not sure the results will last',
      'I need treatment finance to spread the cost of a smile makeover',
    ],
    objections: [
      {
        says: 'Implants are too expensive.',
        answer:
          'The consultation includes a CBCT scan and a written plan with every stage priced, and treatment finance spreads the cost.',
      },
    ],
    referralPartners: [
      'general dentists without implant surgery',
      'orthodontists',
      'bridal and event planners',
    ],
    entryOffer: 'Implant consultation with a CBCT scan and a written price',
    messages: [
      'Dental implants priced stage by stage, with the CBCT scan in the consultation.',
      'Digital smile design shows the result before you commit.',
    ],
    channels: [
      'Implant consultations explained: what happens at each visit',
      'Search ads on dental implants and smile makeovers',
    ],
    pillars: ['Certainty: a CBCT scan and a written plan', 'Results: digital smile design before you commit'],
    season: { months: [1, 9], note: 'new-year and after-summer decisions; weddings in spring and summer' },
    kpis: [
      { name: 'implant consultations booked a month', stage: 'consideration', period: 'month' },
      { name: 'consultations accepted into treatment each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'implant and orthodontic societies’ patient information; regulators’ cosmetic advertising rules',
  },
];
