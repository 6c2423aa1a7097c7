import type { Niche } from './types.js';

/** Software developers’ niches. Written from public material: restaurant technology surveys, healthcare interoperability standards, startup accelerator guides. */
export const softwareDevelopers: readonly Niche[] = [
  {
    id: 'restaurant-groups',
    label: 'multi-location restaurant groups',
    type: 'b2b',
    terms: ['restaurant', 'hospitality'],
    words: ['restaurant', 'multi-location', 'franchise', 'kitchen', 'hospitality'],
    situation: 'runs several locations on systems that do not talk to each other',
    language: [
      'POS integration',
      'online ordering',
      'inventory sync',
      'kitchen display system',
      'third-party delivery',
      'labor scheduling',
      'menu management',
    ],
    triggers: ['opening a new location', 'third-party delivery fees rising'],
    pains: [
      'Our POS integration with online ordering breaks every week',
      'Menu management across five locations is done by hand',
      'Third-party delivery fees take our margin',
    ],
    objections: [
      {
        says: 'There is an app for everything already.',
        answer: 'The apps exist; POS integration and inventory sync between them is what we build.',
      },
    ],
    referralPartners: ['POS resellers', 'restaurant consultants', 'hospitality accountants'],
    entryOffer: 'Integration audit of POS, online ordering and inventory',
    messages: [
      'POS integration, online ordering and inventory sync that work across every location.',
      'Your own online ordering, so third-party delivery is a choice.',
    ],
    channels: ['Restaurant association shows', 'POS reseller partnerships'],
    pillars: ['Connected: one system of record', 'Margin: fewer delivery fees'],
    season: { months: [11, 12], note: 'the holiday rush: no launches then' },
    kpis: [
      { name: 'integration audits a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'projects signed each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'restaurant technology surveys by trade associations',
  },
  {
    id: 'healthtech',
    label: 'healthcare organisations building software',
    type: 'b2b',
    terms: ['healthcare', 'medical practice'],
    words: ['health', 'clinic', 'patient', 'ehr', 'hospital'],
    situation: 'needs patient-facing software that connects to the EHR and passes security review',
    language: ['EHR integration', 'FHIR API', 'HL7', 'security review', 'patient portal', 'audit logs'],
    triggers: ['a new patient portal requirement', 'a failed security review'],
    pains: ['Our EHR integration is a nightly file', 'We failed a hospital security review'],
    objections: [
      {
        says: 'Healthcare software takes years.',
        answer: 'A FHIR API and audit logs from the start make the security review a formality.',
      },
    ],
    referralPartners: ['EHR vendors’ partner programmes', 'health IT consultants', 'clinical informaticists'],
    entryOffer: 'EHR integration feasibility review',
    messages: ['EHR integration over a FHIR API, audit logs built in.'],
    channels: ['Health IT conferences', 'LinkedIn posts on FHIR'],
    pillars: ['Interoperable', 'Secure by design'],
    season: null,
    kpis: [
      { name: 'feasibility reviews a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'projects won each year', stage: 'decision', period: 'year' },
    ],
    source: 'health interoperability standards bodies',
  },
  {
    id: 'startups-mvp',
    label: 'non-technical founders building an MVP',
    type: 'b2b',
    terms: ['software', 'business owner'],
    words: ['startup', 'founder', 'mvp', 'app idea', 'prototype', 'seed'],
    situation: 'has an idea and some funding and no technical co-founder',
    language: [
      'MVP',
      'product discovery',
      'technical debt',
      'fixed-scope sprint',
      'user testing',
      'code ownership',
    ],
    triggers: ['a pre-seed cheque', 'an accelerator place'],
    pains: [
      'I do not know what the MVP should leave out',
      'A previous agency left us technical debt and no code ownership',
    ],
    objections: [
      {
        says: 'Offshore is cheaper.',
        answer: 'A fixed-scope sprint with user testing and full code ownership costs less than a rebuild.',
      },
    ],
    referralPartners: ['accelerators', 'angel investors', 'startup lawyers'],
    entryOffer: 'Product discovery sprint',
    messages: ['Product discovery then a fixed-scope sprint to an MVP you own.'],
    channels: ['Accelerator demo days', 'Founder meetups'],
    pillars: ['Small first', 'Yours: code ownership'],
    season: null,
    kpis: [
      { name: 'discovery sprints a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'MVPs launched each year', stage: 'decision', period: 'year' },
    ],
    source: 'accelerator guides to MVPs',
  },
];
