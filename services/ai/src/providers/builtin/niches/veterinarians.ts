import type { Niche } from './types.js';

/** Veterinarians' niches. Written from public material: veterinary associations’ owner pages, feline and equine practice bodies. */
export const veterinarians: readonly Niche[] = [
  {
    id: 'senior-cats',
    label: 'owners of senior cats',
    type: 'b2c',
    terms: [],
    words: ['cat', 'feline', 'kitten', 'senior pet', 'older pet'],
    situation: 'has an older cat that is slowing down and hates the carrier',
    language: [
      'cat-friendly clinic',
      'senior wellness check',
      'kidney disease',
      'hyperthyroidism',
      'blood pressure check',
      'feline arthritis',
      'carrier training',
    ],
    triggers: ['a cat drinking more or losing weight', 'a cat that stopped jumping onto the sofa'],
    pains: [
      'My cat is losing weight and I am worried about kidney disease or hyperthyroidism',
      'Getting my cat into the carrier is a fight, so I put off the vet',
      'I think my cat has feline arthritis but it never shows at the clinic',
    ],
    objections: [
      {
        says: 'My cat gets too stressed at the vet.',
        answer:
          'A cat-friendly clinic with a cats-only waiting area, carrier training tips and a quiet senior wellness check.',
      },
    ],
    referralPartners: ['cat sitters', 'cat rescues and shelters', 'groomers'],
    entryOffer: 'Senior wellness check with a blood pressure check and bloods',
    messages: [
      'A senior wellness check catches kidney disease and hyperthyroidism early.',
      'A cat-friendly clinic: cats-only waiting, calm handling, carrier training tips.',
    ],
    channels: ['Cat rescue and shelter newsletters', 'Posts on feline arthritis signs'],
    pillars: ['Calm: a cat-friendly clinic', 'Early: the senior wellness check'],
    season: null,
    kpis: [
      { name: 'senior wellness checks booked a month', stage: 'decision', period: 'month' },
      {
        name: 'senior cats rechecked every six months, counted each year',
        stage: 'retention',
        period: 'year',
      },
    ],
    source:
      'feline veterinary bodies’ cat-friendly clinic guidance; veterinary associations’ senior pet pages',
  },
  {
    id: 'new-puppy-owners',
    label: 'new puppy and kitten owners',
    type: 'b2c',
    terms: [],
    words: ['puppy', 'puppies', 'new dog', 'new pet', 'first pet', 'kitten'],
    situation: 'has just brought home a young animal and wants to get the basics right',
    language: [
      'puppy vaccination course',
      'microchipping',
      'neutering',
      'wellness plan',
      'flea and worm prevention',
      'puppy socialisation',
    ],
    triggers: ['collecting a puppy from the breeder', 'the first vaccinations falling due'],
    pains: [
      'I do not know when the puppy vaccination course and microchipping should happen',
      'I want a wellness plan so the costs are spread',
      'I am not sure when neutering is right for my breed',
    ],
    objections: [
      {
        says: 'Pet care costs add up fast.',
        answer:
          'A wellness plan covers the puppy vaccination course, flea and worm prevention and checkups for a monthly fee.',
      },
    ],
    referralPartners: ['breeders', 'rescue centres', 'dog trainers'],
    entryOffer: 'New puppy check with a wellness plan explained',
    messages: [
      'The puppy vaccination course, microchipping and neutering, planned from day one.',
      'A wellness plan spreads flea and worm prevention and checkups over the year.',
    ],
    channels: ['Breeder and rescue welcome packs', 'Puppy socialisation classes at the practice'],
    pillars: ['A plan: wellness plan from day one', 'Basics right: vaccinations and microchipping'],
    season: { months: [3, 4, 5], note: 'spring litters and new pets; Christmas puppies in December' },
    kpis: [
      { name: 'new puppies and kittens registered a month', stage: 'decision', period: 'month' },
      { name: 'wellness plan members renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'veterinary associations’ new pet owner guides; rescue charities’ adoption advice',
  },
  {
    id: 'farm-livestock',
    label: 'livestock farms',
    type: 'b2b',
    terms: ['agriculture'],
    words: ['farm', 'herd', 'dairy', 'beef', 'cattle', 'sheep', 'livestock', 'ranch'],
    situation: 'runs a herd whose health decides the farm’s margin',
    language: [
      'herd health plan',
      'TB testing',
      'fertility visits',
      'calving season',
      'bulk milk somatic cell count',
      'biosecurity',
      'medicines records',
    ],
    triggers: ['a disease breakdown on a neighbouring farm', 'a milk buyer asking for a herd health plan'],
    pains: [
      'Our bulk milk somatic cell count is creeping up and the milk buyer has noticed',
      'We need a herd health plan the assurance scheme will accept',
      'Calving season stretches us and we lose calves we should not',
    ],
    objections: [
      {
        says: 'We only call the vet when something is wrong.',
        answer: 'Regular fertility visits and a herd health plan cost less than one bad calving season.',
      },
    ],
    referralPartners: ['feed reps', 'milk buyers', 'farm accountants'],
    entryOffer: 'Herd health plan review on the farm',
    messages: [
      'A herd health plan with fertility visits and biosecurity built in.',
      'Ready for calving season and the next TB testing round.',
    ],
    channels: ['Talks at farmer discussion groups', 'Stand at the county agricultural show'],
    pillars: ['Prevention: a herd health plan', 'Margin: fertility and milk quality'],
    season: { months: [2, 3, 4, 9], note: 'calving and lambing in spring; autumn calving for some dairies' },
    kpis: [
      { name: 'farms on a herd health plan each quarter', stage: 'decision', period: 'quarter' },
      { name: 'farm clients renewing their plan each year', stage: 'retention', period: 'year' },
    ],
    source: 'farm animal veterinary associations; government livestock health and TB pages',
  },
];
