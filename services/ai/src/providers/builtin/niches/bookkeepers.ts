import type { Niche } from './types.js';

/** Bookkeepers' niches. Written from public material: tax offices’ small-business guidance, bookkeeping institutes. */
export const bookkeepers: readonly Niche[] = [
  {
    id: 'tradies-bas',
    label: 'tradies and small building businesses',
    type: 'b2b',
    countries: ['AU'],
    terms: ['trade', 'construction'],
    words: ['tradie', 'electrician', 'plumber', 'builder', 'bas', 'gst', 'taxable payments'],
    situation: 'runs jobs all day and leaves the BAS to the last night',
    language: [
      'BAS lodgement',
      'GST credits',
      'taxable payments annual report',
      'Single Touch Payroll',
      'job costing',
      'Xero reconciliation',
      'super guarantee',
    ],
    triggers: ['a BAS lodgement deadline', 'an ATO letter about the taxable payments annual report'],
    pains: [
      'The BAS lodgement is always late and I miss GST credits',
      'I do not know what the taxable payments annual report needs',
      'Job costing is guesswork so I cannot tell which jobs make money',
    ],
    objections: [
      {
        says: 'I do the books on the weekend.',
        answer:
          'Weekly Xero reconciliation and BAS lodgement through a registered BAS agent gives you the weekends back.',
      },
    ],
    referralPartners: ['trade suppliers', 'accountants', 'trade associations'],
    entryOffer: 'Catch-up of the books in Xero, with a BAS check',
    messages: ['Every BAS lodgement on time, GST credits claimed, job costing that shows which jobs pay.'],
    channels: ['Trade supplier counters and trade nights', 'Facebook groups for tradies'],
    pillars: ['On time: BAS lodged', 'Clear: job costing'],
    season: {
      months: [7, 8, 10, 1, 4],
      note: 'quarterly BAS dates and the end of the financial year on 30 June',
    },
    kpis: [
      { name: 'catch-up jobs a month', stage: 'consideration', period: 'month' },
      { name: 'clients on a monthly plan each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'ATO guidance on BAS, GST and the taxable payments annual report; BAS agent bodies',
  },
  {
    id: 'restaurants-hospitality',
    label: 'independent restaurants and cafes',
    type: 'b2b',
    terms: ['restaurant', 'hospitality'],
    words: ['restaurant', 'cafe', 'bar', 'food', 'hospitality', 'menu'],
    situation: 'takes card payments every night but never knows the week’s real numbers',
    language: [
      'prime cost',
      'POS reconciliation',
      'tip reporting',
      'weekly P&L',
      'food cost percentage',
      'supplier statements',
    ],
    triggers: ['a bank loan request', 'a rise in food costs'],
    pains: [
      'Our POS reconciliation never matches the bank',
      'We see the food cost percentage only at year end',
    ],
    objections: [
      {
        says: 'We cannot afford a bookkeeper.',
        answer: 'A weekly P&L with prime cost pays for itself in the first menu change.',
      },
    ],
    referralPartners: ['POS resellers', 'restaurant consultants', 'accountants'],
    entryOffer: 'Prime cost and POS reconciliation review',
    messages: ['A weekly P&L with prime cost and food cost percentage, reconciled to the POS.'],
    channels: ['POS reseller partnerships', 'Hospitality association events'],
    pillars: ['Weekly numbers', 'Costs under control'],
    season: { months: [11, 12], note: 'the holiday rush; January is quiet and good for a change' },
    kpis: [
      { name: 'reviews booked a month', stage: 'consideration', period: 'month' },
      { name: 'restaurants on a weekly plan each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'restaurant associations’ cost benchmarks; tax offices’ record-keeping guidance',
  },
  {
    id: 'ecommerce-sellers',
    label: 'online sellers',
    type: 'b2b',
    terms: ['ecommerce', 'retail'],
    words: ['shopify', 'amazon', 'etsy', 'online store', 'ecommerce', 'e-commerce', 'marketplace'],
    situation: 'sells online across platforms and cannot tie payouts to orders',
    language: [
      'payout reconciliation',
      'marketplace fees',
      'inventory accounting',
      'cost of goods sold',
      'multi-currency',
    ],
    triggers: ['a marketplace payout that does not match sales', 'crossing a tax registration threshold'],
    pains: [
      'Our Shopify and Amazon payouts never match our orders',
      'I do not know our real cost of goods sold',
    ],
    objections: [
      {
        says: 'The app syncs everything.',
        answer: 'Apps sync; payout reconciliation and inventory accounting still need someone to check them.',
      },
    ],
    referralPartners: ['ecommerce agencies', 'fulfilment companies', 'accountants'],
    entryOffer: 'Payout reconciliation review',
    messages: ['Payout reconciliation and cost of goods sold you can trust.'],
    channels: ['Ecommerce agency partnerships', 'Seller community forums'],
    pillars: ['Reconciled payouts', 'Real margins'],
    season: { months: [10, 11, 12], note: 'the peak season from Black Friday to Christmas' },
    kpis: [
      { name: 'reviews a month', stage: 'consideration', period: 'month' },
      { name: 'sellers on a monthly plan each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'marketplace seller help centres; bookkeeping institutes',
  },
];
