import type { Niche } from './types.js';

/** Home contractors' niches. Written from public material: provincial and state ADU programmes, renovation associations, energy retrofit grants. */
export const homeContractors: readonly Niche[] = [
  {
    id: 'adu-builds',
    label: 'homeowners building a garden suite or backyard unit',
    type: 'b2c',
    terms: [],
    words: [
      'adu',
      'garden suite',
      'laneway',
      'backyard',
      'secondary suite',
      'granny flat',
      'accessory dwelling',
    ],
    situation: 'has a design or an idea for a second unit and needs a builder who has done one',
    language: [
      'garden suite',
      'design-build',
      'fixed-price contract',
      'building permit',
      'utility connections',
      'site access',
      'progress draws',
    ],
    triggers: ['a permit approved', 'a parent needing to move close'],
    pains: [
      'Builders quote a garden suite without seeing site access',
      'Utility connections could blow the budget',
      'I want a fixed-price contract with clear progress draws',
    ],
    objections: [
      {
        says: 'A general builder is cheaper.',
        answer:
          'A design-build team that has done garden suites prices site access and utility connections up front in a fixed-price contract.',
      },
    ],
    referralPartners: ['architects', 'mortgage brokers', 'real estate agents'],
    entryOffer: 'Site visit with a fixed-price estimate',
    messages: [
      'Design-build garden suites on a fixed-price contract.',
      'Utility connections and site access priced on the first site visit.',
    ],
    channels: ['Architect referrals', 'Open houses at finished garden suites'],
    pillars: ['Fixed price', 'Done before'],
    season: { months: [4, 5, 6, 7, 8, 9], note: 'the building season; sign contracts in winter' },
    kpis: [
      { name: 'site visits a month', stage: 'consideration', period: 'month' },
      { name: 'contracts signed each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'municipal garden suite and ADU programme pages; home builders’ associations',
  },
  {
    id: 'kitchen-bath',
    label: 'homeowners renovating a kitchen or bathroom',
    type: 'b2c',
    terms: [],
    words: ['kitchen', 'bathroom', 'remodel', 'renovat'],
    situation: 'wants a kitchen or bathroom done once, on time and without surprises',
    language: ['remodel', 'change orders', 'allowances', 'rough-in', 'lead time', 'punch list'],
    triggers: ['a house purchase', 'a leak'],
    pains: [
      'Every contractor’s allowances are different so quotes cannot be compared',
      'I fear change orders doubling the price',
    ],
    objections: [
      {
        says: 'We will get three quotes and take the lowest.',
        answer: 'Compare the allowances and change orders policy, not the total; low quotes grow.',
      },
    ],
    referralPartners: ['kitchen showrooms', 'interior designers', 'real estate agents'],
    entryOffer: 'Design consultation with a written scope',
    messages: ['A written scope with real allowances and a change orders policy.'],
    channels: ['Houzz profile with project photos', 'Showroom referrals'],
    pillars: ['No surprises', 'On time'],
    season: { months: [3, 4, 5, 9, 10], note: 'spring and before the holidays' },
    kpis: [
      { name: 'design consultations a month', stage: 'consideration', period: 'month' },
      { name: 'jobs signed a month', stage: 'decision', period: 'month' },
    ],
    source: 'remodelers’ associations; consumer protection contractor pages',
  },
  {
    id: 'energy-retrofits',
    label: 'homeowners upgrading for energy',
    type: 'b2c',
    terms: [],
    words: ['insulation', 'heat pump', 'energy', 'retrofit', 'draught', 'drafty', 'windows'],
    situation: 'wants a warmer home and lower bills and has heard about grants',
    language: [
      'energy audit',
      'heat pump',
      'insulation upgrade',
      'rebate',
      'air sealing',
      'grant application',
    ],
    triggers: ['a winter energy bill', 'a new rebate programme'],
    pains: ['I do not know which rebate I qualify for', 'I want an energy audit before choosing a heat pump'],
    objections: [
      {
        says: 'Grants are too complicated.',
        answer: 'We do the grant application with the energy audit.',
      },
    ],
    referralPartners: ['energy auditors', 'heat pump installers', 'green lenders'],
    entryOffer: 'Energy audit and rebate check',
    messages: ['An energy audit, then air sealing and insulation upgrade with the rebate claimed.'],
    channels: ['Energy auditor referrals', 'Talks at community groups on rebates'],
    pillars: ['Warmer home', 'Rebates claimed'],
    season: { months: [9, 10], note: 'before winter' },
    kpis: [
      { name: 'audits a month', stage: 'consideration', period: 'month' },
      { name: 'retrofit jobs each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'government energy rebate programme pages',
  },
];
