import type { Niche } from './types.js';

/** Physical therapists' and chiropractors' niches. Written from public material: physiotherapy associations, pelvic-health and sports-medicine bodies. */
export const physicalTherapists: readonly Niche[] = [
  {
    id: 'pelvic-health',
    label: 'women recovering after childbirth',
    type: 'b2c',
    terms: [],
    words: ['postnatal', 'postpartum', 'pelvic', 'pregnan', 'incontinence', 'diastasis', 'birth'],
    situation: 'had a baby in the last year and leaks, aches or cannot get back to exercise',
    language: [
      'pelvic floor assessment',
      'diastasis recti',
      'pelvic health physiotherapy',
      'bladder leaks',
      'return to running',
      'internal exam',
    ],
    triggers: [
      'the six-week check that said everything was fine',
      'leaking when running or lifting the baby',
    ],
    pains: [
      'I leak when I cough or run and I was told it is normal after a baby',
      'I have a gap in my stomach muscles and I think it is diastasis recti',
      'I want to return to running without making things worse',
    ],
    objections: [
      {
        says: 'I cannot leave the baby to come in.',
        answer: 'Bring the baby: the pelvic floor assessment is booked with time for feeds.',
      },
    ],
    referralPartners: ['midwives', 'obstetricians and GPs', 'postnatal fitness instructors'],
    entryOffer: 'Postnatal pelvic floor assessment',
    messages: [
      'Bladder leaks after birth are common, not normal forever: a pelvic floor assessment finds why.',
      'A return to running plan built on pelvic health physiotherapy.',
    ],
    channels: ['Midwife referral leaflets', 'Postnatal fitness classes and baby groups'],
    pillars: ['Specialist: pelvic health physiotherapy', 'Back to life: return to running and lifting'],
    season: null,
    kpis: [
      { name: 'pelvic floor assessments booked a month', stage: 'decision', period: 'month' },
      { name: 'patients completing their plan each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'physiotherapy associations’ pelvic health pages; national health service postnatal guidance',
  },
  {
    id: 'sports-injuries',
    label: 'runners and amateur athletes',
    type: 'b2c',
    terms: ['fitness'],
    words: ['runner', 'running', 'marathon', 'athlet', 'sport', 'cyclist', 'tennis', 'golf', 'acl'],
    situation: 'trains for an event and has an injury that will not settle',
    language: [
      'return-to-sport testing',
      'load management',
      'gait analysis',
      'ACL rehab',
      'shin splints',
      'strength programme',
    ],
    triggers: ['an injury six weeks before a race', 'a physio told to rest with no plan'],
    pains: [
      'I have shin splints and a marathon in eight weeks',
      'I was told to rest but nobody gave me load management advice',
      'I need return-to-sport testing before I trust my knee after ACL rehab',
    ],
    objections: [
      {
        says: 'Physio will just tell me to stop running.',
        answer:
          'Load management keeps you training where it is safe, and the gait analysis shows what to change.',
      },
    ],
    referralPartners: ['running clubs', 'sports coaches', 'running shoe shops'],
    entryOffer: 'Gait analysis and injury assessment',
    messages: [
      'Load management, not just rest: keep training while the injury settles.',
      'Return-to-sport testing so you know when you are ready.',
    ],
    channels: ['Running club talks and race expos', 'Running shoe shop partnerships'],
    pillars: ['Keep moving: load management', 'Proof: return-to-sport testing'],
    season: { months: [3, 4, 9, 10], note: 'spring and autumn race seasons' },
    kpis: [
      { name: 'injury assessments booked a month', stage: 'decision', period: 'month' },
      { name: 'patients back to sport each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'sports physiotherapy bodies; running organisations’ injury advice',
  },
  {
    id: 'back-pain-workers',
    label: 'desk and manual workers with back pain',
    type: 'b2c',
    terms: ['software engineer'],
    words: ['back pain', 'desk', 'sciatica', 'neck', 'posture', 'lifting', 'warehouse', 'office'],
    situation: 'has had back or neck pain for months and is missing work or sleep',
    language: [
      'sciatica',
      'disc bulge',
      'workstation assessment',
      'graded exercise',
      'manual therapy',
      'pain flare plan',
    ],
    triggers: ['a flare that stops a working day', 'a scan report that sounds frightening'],
    pains: [
      'My scan says disc bulge and I am scared to move',
      'Sciatica wakes me at night and sitting at my desk is worse',
      'I need a pain flare plan so one bad day does not become a bad week',
    ],
    objections: [
      {
        says: 'I have tried physio before and it did not work.',
        answer:
          'Graded exercise with a written pain flare plan, reviewed every visit, is not the same as a sheet of stretches.',
      },
    ],
    referralPartners: ['GPs', 'occupational health teams', 'personal trainers'],
    entryOffer: 'Back pain assessment with a written flare plan',
    messages: [
      'A disc bulge on a scan is common; graded exercise gets you moving again.',
      'A workstation assessment and a pain flare plan for the working week.',
    ],
    channels: [
      'Employer occupational health partnerships',
      'Google Business Profile for sciatica and back pain',
    ],
    pillars: ['Understand: what the scan means', 'Control: a pain flare plan'],
    season: null,
    kpis: [
      { name: 'new back pain assessments a month', stage: 'decision', period: 'month' },
      { name: 'patients discharged with a plan each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'physiotherapy associations’ back pain guidance; clinical guidelines summaries for patients',
  },
  {
    id: 'joint-replacement-rehab',
    label: 'patients before and after a knee or hip replacement',
    type: 'b2c',
    terms: [],
    words: [
      'knee replacement',
      'hip replacement',
      'joint replacement',
      'tkr',
      'arthroplasty',
      'osteoarthritis',
    ],
    situation: 'has a joint replacement booked, or just had one, and wants to walk without a stick again',
    language: [
      'prehab',
      'range of motion',
      'knee extension',
      'quadriceps strength',
      'swelling control',
      'return to walking',
      'post-op rehab',
    ],
    triggers: [
      'a surgery date set by the orthopaedic surgeon',
      'discharge home with a sheet of exercises and no plan',
    ],
    pains: [
      'My knee will not straighten and the range of motion is stuck since the surgery',
      'I do not know if the swelling is normal or if I am overdoing the exercises',
      'I want prehab before my operation but the hospital only sees me afterwards',
    ],
    objections: [
      {
        says: 'The hospital gave me exercises, so I can do them at home.',
        answer:
          'The sheet is a start; we check your range of motion and knee extension each week and change the exercises as the swelling settles, so you get back to walking sooner.',
      },
    ],
    referralPartners: [
      'orthopaedic surgeons',
      'GPs',
      'pre-operative assessment nurses',
      'community hospitals',
    ],
    entryOffer: 'Prehab assessment before surgery, with a home plan for the weeks after',
    messages: [
      'Prehab before the operation makes the post-op rehab shorter.',
      'Range of motion and quadriceps strength measured each week, so you see the knee coming back.',
      'A plan for swelling control and return to walking, step by step.',
    ],
    channels: [
      'Talks for patients on the joint replacement waiting list',
      'Referral notes for orthopaedic surgeons’ clinics',
    ],
    pillars: ['Measured: range of motion checked each week', 'Ready: prehab before surgery'],
    season: null,
    kpis: [
      { name: 'prehab assessments booked a month', stage: 'decision', period: 'month' },
      { name: 'patients completing their post-op rehab each quarter', stage: 'retention', period: 'quarter' },
    ],
    source:
      'physiotherapy clinics’ post-operative knee replacement guides; clinical rehabilitation summaries for patients',
  },
];
