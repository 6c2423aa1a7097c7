import type { Niche } from './types.js';

/** Physicians' and clinics' niches. Written from public material: primary-care associations, employer health-benefit guides. */
export const physicians: readonly Niche[] = [
  {
    id: 'dpc-employers',
    label: 'employers buying direct primary care',
    type: 'b2b',
    countries: ['US'],
    terms: ['business owner', 'executive'],
    words: ['employer', 'self-funded', 'benefits', 'direct primary care', 'dpc', 'health plan', 'hr'],
    situation: 'pays for employee health care and wants lower claims and faster access for the team',
    language: [
      'direct primary care',
      'self-funded health plan',
      'per-member-per-month fee',
      'claims data',
      'same-day visits',
      'benefits broker',
      'ER diversion',
    ],
    triggers: ['a health-plan renewal with a double-digit increase', 'moving to a self-funded health plan'],
    pains: [
      'Our health-plan renewal went up again and the claims data shows avoidable ER visits',
      'Our team waits weeks for a primary-care appointment',
      'I cannot tell whether a per-member-per-month fee would pay for itself',
    ],
    objections: [
      {
        says: 'Our benefits broker already handles this.',
        answer:
          'Direct primary care sits beside the plan the benefits broker built; we share the claims data so both can see what changed.',
      },
    ],
    referralPartners: ['benefits brokers', 'third-party administrators', 'employer coalitions'],
    entryOffer: 'Claims data review with a per-member-per-month estimate',
    messages: [
      'Direct primary care for a flat per-member-per-month fee, with same-day visits.',
      'We read your claims data first and show where ER diversion saves money.',
    ],
    channels: ['Benefits broker partnerships', 'Employer HR roundtables on self-funded health plans'],
    pillars: ['Access: same-day visits', 'Savings: fewer avoidable claims'],
    season: {
      months: [9, 10, 11],
      note: 'open enrolment: plan decisions are made before it, in spring and summer',
    },
    kpis: [
      { name: 'employer claims reviews a month', stage: 'consideration', period: 'month' },
      { name: 'employer groups renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'direct primary care coalitions’ employer guides; benefits trade press',
  },
  {
    id: 'medicare-seniors',
    label: 'older adults managing chronic conditions',
    type: 'b2c',
    terms: ['retiree'],
    words: ['senior', 'retire', 'chronic', 'diabet', 'blood pressure', 'medication', 'elderly'],
    situation: 'manages more than one chronic condition and wants a doctor who has time',
    language: [
      'annual wellness visit',
      'chronic care management',
      'medication review',
      'care coordination',
      'longer appointments',
      'home blood-pressure log',
    ],
    triggers: ['a new diagnosis on top of existing ones', 'a hospital stay and a pile of new prescriptions'],
    pains: [
      'I take eight medications and nobody has done a medication review in years',
      'My appointments are too short to cover everything',
      'I want care coordination between my specialists',
    ],
    objections: [
      {
        says: 'I have seen the same doctor for twenty years.',
        answer:
          'We send a care coordination summary to the doctors you keep and start with a medication review.',
      },
    ],
    referralPartners: ['pharmacists', 'senior centres', 'home-care agencies'],
    entryOffer: 'Medication review and care plan visit',
    messages: [
      'Longer appointments, a medication review and one care plan.',
      'Chronic care management between visits, not only at them.',
    ],
    channels: ['Talks at senior centres on medication reviews', 'Pharmacist referral partnerships'],
    pillars: ['Time: longer appointments', 'Coordination: one care plan'],
    season: { months: [10, 11, 12], note: 'flu season and year-end benefit changes' },
    kpis: [
      { name: 'new patients registered a month', stage: 'decision', period: 'month' },
      { name: 'patients with a care plan reviewed each year', stage: 'retention', period: 'year' },
    ],
    source: 'family-medicine associations’ patient guides; public health pages on chronic care',
  },
  {
    id: 'busy-professionals',
    label: 'busy professionals who want quick access',
    type: 'b2c',
    terms: ['executive', 'software engineer'],
    words: ['busy', 'no time', 'executive', 'professional', 'travel', 'telehealth', 'concierge'],
    situation: 'puts off care because appointments do not fit a working day',
    language: [
      'same-day appointments',
      'telehealth visit',
      'executive health check',
      'online booking',
      'annual physical',
      'membership practice',
    ],
    triggers: ['a health scare at work', 'a new job with a long commute'],
    pains: [
      'I cannot take half a day off for a ten-minute appointment',
      'I want a telehealth visit for the simple things',
      'My annual physical keeps slipping because booking is a phone queue',
    ],
    objections: [
      {
        says: 'A membership practice is a luxury.',
        answer:
          'The executive health check and same-day appointments save the time you lose in waiting rooms; the fees are published.',
      },
    ],
    referralPartners: ['employers’ HR teams', 'gyms', 'physiotherapists'],
    entryOffer: 'Executive health check with online booking',
    messages: [
      'Same-day appointments and a telehealth visit when you cannot come in.',
      'Online booking for the annual physical, at hours that fit work.',
    ],
    channels: ['Google Business Profile with online booking', 'LinkedIn posts on executive health checks'],
    pillars: ['Speed: same-day appointments', 'Ease: online booking and telehealth'],
    season: null,
    kpis: [
      { name: 'online bookings a month', stage: 'decision', period: 'month' },
      { name: 'members renewing each year', stage: 'retention', period: 'year' },
    ],
    source: 'medical associations’ pages on telehealth and membership medicine',
  },
];
