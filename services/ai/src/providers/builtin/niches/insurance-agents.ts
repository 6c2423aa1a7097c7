import type { Niche } from './types.js';

/** Insurance agents' and brokers' niches. Written from public material: insurers’ landlord and trade policy pages, broker associations. */
export const insuranceAgents: readonly Niche[] = [
  {
    id: 'hmo-landlords',
    label: 'landlords of shared houses',
    type: 'b2c',
    countries: ['UK'],
    terms: ['rental property'],
    words: ['hmo', 'landlord', 'shared house', 'student let', 'buy to let', 'rental'],
    situation: 'lets a shared house and has found standard landlord cover will not do',
    language: [
      'HMO insurance',
      'HMO licence',
      'loss of rent cover',
      'property owners’ liability',
      'fire safety compliance',
      'unoccupancy clause',
      'rebuild cost',
    ],
    triggers: ['a council HMO licence renewal', 'an insurer declining a claim on an unoccupancy clause'],
    pains: [
      'My insurer says a standard policy does not cover an HMO',
      'I am not sure my loss of rent cover would pay if tenants moved out after a fire',
      'The HMO licence needs proof of cover and fire safety compliance',
    ],
    objections: [
      {
        says: 'HMO insurance is always expensive.',
        answer:
          'Specialist HMO insurance priced on the right rebuild cost often costs less than a standard policy with exclusions.',
      },
    ],
    referralPartners: ['letting agents', 'landlord associations', 'HMO mortgage brokers'],
    entryOffer: 'HMO insurance policy check',
    messages: [
      'HMO insurance with loss of rent cover and property owners’ liability that pay out.',
      'A policy check for your HMO licence, unoccupancy clause included.',
    ],
    channels: ['Landlord association meetings', 'Letting agent referrals'],
    pillars: ['Covered: the HMO as it is let', 'Licensed: proof ready'],
    season: null,
    kpis: [
      { name: 'policy checks a month', stage: 'consideration', period: 'month' },
      { name: 'landlords renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'council HMO licensing pages; landlord associations’ insurance guidance',
  },
  {
    id: 'contractors-trades',
    label: 'contractors and trade businesses',
    type: 'b2b',
    terms: ['trade', 'construction'],
    words: ['contractor', 'builder', 'electrician', 'plumber', 'roofer', 'trade', 'construction'],
    situation: 'needs proof of cover to get on site and pays too much for it',
    language: [
      'public liability',
      'certificate of insurance',
      'tools in transit cover',
      'contract works insurance',
      'additional insured',
      'professional indemnity',
    ],
    triggers: ['a main contractor asking for a certificate of insurance', 'stolen tools'],
    pains: [
      'A main contractor wants a certificate of insurance by Monday',
      'My tools were stolen and the van policy did not cover them',
    ],
    objections: [
      {
        says: 'I buy cover online in five minutes.',
        answer:
          'Online cover often leaves out tools in transit cover and contract works; we check it against what your contracts require.',
      },
    ],
    referralPartners: ['builders’ merchants', 'trade associations', 'accountants'],
    entryOffer: 'Contract insurance requirements check',
    messages: [
      'Public liability and contract works insurance that match what the contract asks, certificate the same day.',
    ],
    channels: ['Builders’ merchant trade days', 'Trade association newsletters'],
    pillars: ['On site fast: same-day certificates', 'Covered: tools and works'],
    season: { months: [3, 4, 5], note: 'the spring building season' },
    kpis: [
      { name: 'quotes issued a month', stage: 'consideration', period: 'month' },
      { name: 'policies renewed each year', stage: 'retention', period: 'year' },
    ],
    source: 'insurers’ trade policy pages; trade associations',
  },
  {
    id: 'young-families-life',
    label: 'young families buying life cover',
    type: 'b2c',
    terms: [],
    words: ['baby', 'family', 'children', 'new parent', 'mortgage', 'life insurance'],
    situation: 'has children and a mortgage and no real life cover',
    language: [
      'term life insurance',
      'income protection',
      'critical illness cover',
      'beneficiaries',
      'cover amount',
      'written in trust',
    ],
    triggers: ['a new baby', 'a new mortgage'],
    pains: [
      'We have a new baby and no idea what cover amount we need',
      'I do not know whether income protection is worth it',
    ],
    objections: [
      {
        says: 'Life insurance is a waste if nothing happens.',
        answer:
          'Term life insurance is cheapest when you are young, and income protection pays if you cannot work.',
      },
    ],
    referralPartners: ['mortgage brokers', 'financial advisors', 'estate lawyers'],
    entryOffer: 'Family cover check',
    messages: ['Term life insurance and income protection sized to the mortgage and the children.'],
    channels: ['Mortgage broker referrals', 'Parent groups'],
    pillars: ['The family protected', 'The right cover amount'],
    season: null,
    kpis: [
      { name: 'cover checks a month', stage: 'consideration', period: 'month' },
      { name: 'policies kept each year', stage: 'retention', period: 'year' },
    ],
    source: 'consumer finance regulators’ insurance pages; insurer associations',
  },
  {
    id: 'medicare-supplement',
    label: 'people turning 65 choosing Medicare cover',
    type: 'b2c',
    countries: ['US'],
    terms: [],
    words: ['medicare', 'medigap', 'turning 65', 'part b', 'part d', 'medicare advantage'],
    situation: 'is turning 65, has a mailbox full of Medicare offers and no idea which one fits',
    language: [
      'Medigap',
      'Medicare Supplement',
      'Medicare Advantage',
      'Part D drug plan',
      'Annual Enrollment Period',
      'Medigap open enrollment',
      'guaranteed issue',
    ],
    triggers: [
      'a 65th birthday three months away and the Initial Enrollment Period opening',
      'leaving an employer plan and enrolling in Part B',
    ],
    pains: [
      'I cannot tell a Medicare Supplement from a Medicare Advantage plan',
      'I am afraid of missing my Medigap open enrollment and being asked health questions later',
      'My prescriptions are not on the Part D drug plan I picked last year',
    ],
    objections: [
      {
        says: 'Agents only push the plan that pays them the most.',
        answer:
          'We compare Medigap and Medicare Advantage side by side with your doctors and prescriptions, and the premiums are the same whether you buy through us or direct.',
      },
    ],
    referralPartners: [
      'financial planners',
      'HR departments with retiring staff',
      'pharmacists',
      'senior centers',
    ],
    entryOffer: 'Free Medicare review: your doctors, your prescriptions, your enrollment dates',
    messages: [
      'Medigap open enrollment comes once: during those six months you get guaranteed issue, with no health questions.',
      'Medicare Supplement or Medicare Advantage: we lay both out with your doctors and prescriptions.',
      'Every Annual Enrollment Period we check your Part D drug plan against this year’s prescriptions.',
    ],
    channels: [
      'Turning-65 seminars at the library and senior center',
      'Medicare review mailings before the Annual Enrollment Period',
    ],
    pillars: [
      'Clear: Medigap and Medicare Advantage side by side',
      'On time: before your enrollment window closes',
    ],
    season: {
      months: [10, 11, 12],
      note: 'the Annual Enrollment Period, 15 October to 7 December, when plans change',
    },
    kpis: [
      { name: 'Medicare reviews booked a month', stage: 'consideration', period: 'month' },
      {
        name: 'clients reviewed at each Annual Enrollment Period, counted each year',
        stage: 'retention',
        period: 'year',
      },
    ],
    source:
      'state insurance regulators’ Medicare Supplement pages; Medicare’s enrollment period guidance; Medicare advocacy glossaries',
  },
];
