import type { Niche } from './types.js';

/** Wealth managers' niches. Written from public material: tax offices’ pages on self-managed funds, physicians’ financial associations, exit-planning bodies. */
export const wealthManagers: readonly Niche[] = [
  {
    id: 'smsf-trustees',
    label: 'SMSF trustees',
    type: 'b2c',
    countries: ['AU'],
    terms: [],
    words: ['smsf', 'self-managed super', 'trustee', 'super fund'],
    situation: 'runs a self-managed super fund and carries the trustee duties alone',
    language: [
      'SMSF',
      'investment strategy',
      'transfer balance cap',
      'pension phase',
      'SMSF auditor',
      'contribution caps',
      'in-specie transfer',
    ],
    triggers: ['moving the fund into pension phase', 'an SMSF auditor’s contravention report'],
    pains: [
      'Our SMSF investment strategy has not been reviewed in years',
      'I do not know how the transfer balance cap works in pension phase',
      'The SMSF auditor flagged the fund and I do not know why',
    ],
    objections: [
      {
        says: 'We run the SMSF fine ourselves.',
        answer:
          'Trustees keep control; we review the investment strategy and pension phase so the SMSF auditor has nothing to flag.',
      },
    ],
    referralPartners: ['SMSF accountants', 'SMSF auditors', 'estate lawyers'],
    entryOffer: 'SMSF investment strategy review',
    messages: [
      'An SMSF investment strategy reviewed every year, ready for the SMSF auditor.',
      'Into pension phase within the transfer balance cap.',
    ],
    channels: ['SMSF accountant referrals', 'SMSF trustee seminars'],
    pillars: ['Compliant: a strategy the auditor accepts', 'Income: pension phase planned'],
    season: { months: [6, 7], note: 'the end of the financial year on 30 June' },
    kpis: [
      { name: 'strategy reviews a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'trustee clients renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'ATO guidance for SMSF trustees; SMSF professional associations',
  },
  {
    id: 'physicians-surgeons',
    label: 'physicians and surgeons',
    type: 'b2c',
    countries: ['US'],
    terms: ['physician'],
    words: ['surgeon', 'physician', 'doctor', 'anesthesiolog', 'radiolog', 'specialist', 'partner track'],
    situation: 'reached a high income late, after years of training, and is behind on saving',
    language: [
      'backdoor Roth',
      '457(b) plan',
      'own-occupation disability insurance',
      'asset protection',
      'practice buy-in',
      'tax-loss harvesting',
      'cash balance plan',
    ],
    triggers: ['a first partner distribution', 'a practice buy-in offer'],
    pains: [
      'I started saving ten years after my friends and need to catch up',
      'I do not know whether the 457(b) plan or a cash balance plan is right for me',
      'My own-occupation disability insurance may not cover my specialty',
    ],
    objections: [
      {
        says: 'I have no time for meetings.',
        answer:
          'Meetings fit your call schedule, by video, and the plan covers the backdoor Roth and tax-loss harvesting without you chasing it.',
      },
    ],
    referralPartners: ['physician-focused CPAs', 'healthcare attorneys', 'practice administrators'],
    entryOffer: 'Catch-up savings plan for physicians',
    messages: [
      'Catch up on saving: backdoor Roth, 457(b) plan and a cash balance plan where it fits.',
      'Own-occupation disability insurance and asset protection checked first.',
    ],
    channels: ['Hospital medical staff events', 'Physician-focused CPA referrals'],
    pillars: ['Catch up: tax-efficient saving', 'Protect: income and assets'],
    season: null,
    kpis: [
      { name: 'introductory meetings a month', stage: 'consideration', period: 'month' },
      { name: 'client households retained each year', stage: 'retention', period: 'year' },
    ],
    source: 'physician financial education sites; medical associations’ disability insurance guidance',
  },
  {
    id: 'business-exit',
    label: 'owners selling a business',
    type: 'b2c',
    terms: ['business owner'],
    words: [
      'sell the business',
      'exit',
      'liquidity',
      'sale of the business',
      'founder',
      'acquisition',
      'owner',
    ],
    situation: 'expects a large sum from selling a company and wants it to last',
    language: [
      'liquidity event',
      'pre-sale planning',
      'qualified small business stock',
      'installment sale',
      'donor-advised fund',
      'earn-out',
    ],
    triggers: ['a letter of intent from a buyer', 'an earn-out ending'],
    pains: [
      'A buyer sent a letter of intent and I have not planned for the tax',
      'After the liquidity event I do not know what to do with the money',
    ],
    objections: [
      {
        says: 'I will think about the money after the deal.',
        answer: 'Pre-sale planning decides most of the tax; after the liquidity event the choices are fewer.',
      },
    ],
    referralPartners: ['M&A advisors', 'business lawyers', 'accountants'],
    entryOffer: 'Pre-sale planning session',
    messages: ['Pre-sale planning before the letter of intent, not after the liquidity event.'],
    channels: ['M&A advisor referrals', 'Business owner peer groups'],
    pillars: ['Keep more of the sale', 'A plan for the proceeds'],
    season: { months: [11, 12], note: 'year-end deal closings' },
    kpis: [
      { name: 'pre-sale planning sessions a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'new households after a sale each year', stage: 'decision', period: 'year' },
    ],
    source: 'exit planning institutes; tax authorities’ pages on small business stock',
  },
];
