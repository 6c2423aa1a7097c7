import type { Niche } from './types.js';

/** Injury lawyers' niches. Written from public material: provincial and state auto-insurance regulators, workers’ compensation boards, bar associations. */
export const injuryLawyers: readonly Niche[] = [
  {
    id: 'car-accidents',
    label: 'people hurt in car accidents',
    type: 'b2c',
    terms: [],
    words: [
      'car accident',
      'crash',
      'collision',
      'motor vehicle',
      'whiplash',
      'rear-end',
      'accident benefits',
      'no-fault',
    ],
    situation: 'was hurt in a crash and the insurer’s calls have started',
    language: [
      'accident benefits',
      'tort claim',
      'statutory deductible',
      'insurer’s medical exam',
      'limitation period',
      'income replacement benefit',
      'contingency fee',
    ],
    triggers: ['an adjuster asking for a recorded statement', 'an accident benefits denial letter'],
    pains: [
      'The adjuster keeps calling for a statement and I do not know what to say',
      'My accident benefits were cut off after the insurer’s medical exam',
      'I cannot work and I do not know whether an income replacement benefit applies',
    ],
    objections: [
      {
        says: 'I cannot afford a lawyer.',
        answer:
          'A contingency fee means nothing up front, and the limitation period is the real risk of waiting.',
      },
    ],
    referralPartners: ['physiotherapists and chiropractors', 'family doctors', 'auto body shops'],
    entryOffer: 'Free case review before the limitation period runs',
    messages: [
      'Accident benefits and the tort claim, handled together.',
      'Before you give the adjuster a statement, get a free case review.',
    ],
    channels: ['Physiotherapy clinic referral partnerships', 'Search ads on car accident claims'],
    pillars: ['No fee up front: contingency fee', 'Both claims: accident benefits and tort'],
    season: { months: [11, 12, 1, 2], note: 'winter roads bring more crashes' },
    kpis: [
      { name: 'case reviews booked a month', stage: 'consideration', period: 'month' },
      { name: 'signed retainers a month', stage: 'decision', period: 'month' },
    ],
    source: 'auto-insurance regulators’ accident benefits pages; law societies’ contingency fee guidance',
  },
  {
    id: 'workplace-injuries',
    label: 'workers injured on the job',
    type: 'b2c',
    terms: ['trade'],
    words: [
      'workplace',
      'on the job',
      'work injury',
      'workers comp',
      'compensation',
      'construction',
      'warehouse',
    ],
    situation: 'was hurt at work and the claim is stalling',
    language: [
      'workers’ compensation claim',
      'independent medical exam',
      'return-to-work plan',
      'permanent impairment rating',
      'third-party claim',
      'appeal deadline',
    ],
    triggers: ['a denied workers’ compensation claim', 'pressure to return to work too early'],
    pains: [
      'My workers’ compensation claim was denied and the appeal deadline is close',
      'They want me back on a return-to-work plan I cannot do',
    ],
    objections: [
      {
        says: 'I will lose my job if I push back.',
        answer:
          'Retaliation for a workers’ compensation claim is unlawful; we handle the appeal deadline and the third-party claim.',
      },
    ],
    referralPartners: ['union representatives', 'occupational therapists', 'physiotherapists'],
    entryOffer: 'Free review of a denied workers’ compensation claim',
    messages: [
      'A denied workers’ compensation claim is not the end: the appeal and the permanent impairment rating matter.',
    ],
    channels: ['Union hall talks', 'Spanish-language and multilingual pages on work injuries'],
    pillars: ['Protected: your job and your claim', 'Thorough: every claim, including third-party'],
    season: null,
    kpis: [
      { name: 'claim reviews a month', stage: 'consideration', period: 'month' },
      { name: 'appeals won each year', stage: 'retention', period: 'year' },
    ],
    source: 'workers’ compensation boards’ public guides; union health and safety pages',
  },
  {
    id: 'medical-negligence',
    label: 'patients harmed by medical negligence',
    type: 'b2c',
    terms: [],
    words: ['negligence', 'malpractice', 'misdiagnos', 'surgery went wrong', 'birth injury', 'hospital'],
    situation: 'was harmed by treatment and wants answers',
    language: [
      'medical negligence claim',
      'standard of care',
      'causation',
      'expert report',
      'limitation period',
      'medical records request',
    ],
    triggers: [
      'a second opinion that contradicts the first',
      'a hospital complaint answer that explains nothing',
    ],
    pains: [
      'I think my misdiagnosis was medical negligence but I cannot prove causation',
      'The hospital will not give me my records',
    ],
    objections: [
      {
        says: 'You cannot beat a hospital.',
        answer:
          'A medical records request and an independent expert report show whether the standard of care was met before anyone commits.',
      },
    ],
    referralPartners: ['patient advocacy groups', 'GPs', 'support charities'],
    entryOffer: 'Free first review with a medical records request',
    messages: ['We start with a medical records request and an expert report on the standard of care.'],
    channels: ['Patient advocacy group partnerships', 'Articles on the limitation period for negligence'],
    pillars: ['Answers: an expert report', 'Fair: no win, no fee'],
    season: null,
    kpis: [
      { name: 'records requests opened a month', stage: 'consideration', period: 'month' },
      { name: 'cases taken on each quarter', stage: 'decision', period: 'quarter' },
    ],
    source: 'patient safety charities; law societies’ clinical negligence pages',
  },
];
