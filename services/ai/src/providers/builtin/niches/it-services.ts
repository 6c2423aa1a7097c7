import type { Niche } from './types.js';

/** IT services’ niches. Written from public material: health privacy regulators, accounting bodies’ data security guidance, cyber insurance questionnaires. */
export const itServices: readonly Niche[] = [
  {
    id: 'dental-practices',
    label: 'dental and medical practices',
    type: 'b2b',
    terms: ['dental', 'medical practice', 'veterinary', 'physiotherapy'],
    words: ['dental', 'clinic', 'practice', 'patient', 'medical'],
    situation: 'runs on practice management software and imaging that cannot go down during clinic hours',
    language: [
      'HIPAA risk assessment',
      'practice management software',
      'imaging server',
      'business associate agreement',
      'ransomware',
      'cyber insurance questionnaire',
      'backup and recovery',
    ],
    triggers: ['a ransomware attack at a nearby practice', 'a cyber insurance questionnaire at renewal'],
    pains: [
      'If the imaging server goes down we cancel patients',
      'Our cyber insurance questionnaire asks about things we do not have',
      'Nobody has done a HIPAA risk assessment for us',
    ],
    objections: [
      {
        says: 'The software vendor handles IT.',
        answer:
          'The vendor supports its software; the network, backup and recovery and the HIPAA risk assessment are yours.',
      },
    ],
    referralPartners: ['dental equipment dealers', 'practice management consultants', 'dental accountants'],
    entryOffer: 'HIPAA risk assessment and backup and recovery test',
    messages: [
      'Practice management software and the imaging server kept up during clinic hours.',
      'A HIPAA risk assessment and answers for the cyber insurance questionnaire.',
    ],
    channels: ['Dental equipment dealer partnerships', 'Dental society meetings'],
    pillars: ['Up: no cancelled patients', 'Protected: ransomware and HIPAA'],
    season: { months: [12], note: 'year-end insurance renewals' },
    kpis: [
      { name: 'risk assessments a month', stage: 'consideration', period: 'month' },
      { name: 'practices on managed services each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'health privacy regulators’ security guidance; dental associations’ cyber pages',
  },
  {
    id: 'accounting-firms',
    label: 'accounting firms',
    type: 'b2b',
    terms: ['accounting'],
    words: ['accounting firm', 'cpa firm', 'accountant', 'tax season', 'bookkeep'],
    situation: 'keeps clients’ tax data and cannot afford downtime in tax season',
    language: [
      'written information security plan',
      'multi-factor authentication',
      'tax season uptime',
      'client portal',
      'data retention',
      'phishing training',
    ],
    triggers: ['a data security plan requirement from the tax authority', 'a phishing incident'],
    pains: [
      'We need a written information security plan and do not know where to start',
      'Any outage in tax season costs us days',
    ],
    objections: [
      {
        says: 'We are too small to be a target.',
        answer:
          'Tax data is a target; a written information security plan and multi-factor authentication are now expected.',
      },
    ],
    referralPartners: ['tax software resellers', 'accounting associations', 'cyber insurers'],
    entryOffer: 'Written information security plan workshop',
    messages: ['A written information security plan, multi-factor authentication and tax season uptime.'],
    channels: ['Accounting association events', 'Tax software reseller partnerships'],
    pillars: ['Compliant', 'Up in tax season'],
    season: { months: [1, 2, 3, 4], note: 'tax season: no migrations then' },
    kpis: [
      { name: 'workshops a quarter', stage: 'consideration', period: 'quarter' },
      { name: 'firms renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'tax authorities’ data security guidance for preparers; accounting bodies',
  },
  {
    id: 'law-firms-it',
    label: 'small law firms',
    type: 'b2b',
    terms: ['legal'],
    words: ['law firm', 'attorney', 'solicitor', 'legal', 'lawyer'],
    situation: 'holds privileged client files and runs on a case management system',
    language: [
      'case management system',
      'document management',
      'privileged data',
      'email security',
      'cyber insurance',
      'wire fraud',
    ],
    triggers: ['a wire fraud attempt', 'a bar association ethics opinion on cloud security'],
    pains: [
      'A client nearly wired money to a fraudster posing as us',
      'Our document management is a shared drive',
    ],
    objections: [
      {
        says: 'Our case management system is in the cloud, so we are fine.',
        answer: 'The cloud system is one part; email security and devices are where wire fraud starts.',
      },
    ],
    referralPartners: ['legal software vendors', 'bar associations', 'law firm consultants'],
    entryOffer: 'Email security and wire fraud check',
    messages: ['Email security that stops wire fraud, and document management that fits a firm.'],
    channels: ['Bar association technology sections', 'Legal software vendor referrals'],
    pillars: ['Privileged data protected', 'Firm runs smoothly'],
    season: null,
    kpis: [
      { name: 'security checks a month', stage: 'consideration', period: 'month' },
      { name: 'firms on managed services each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'bar associations’ technology ethics opinions; cyber agencies’ small business guides',
  },
];
