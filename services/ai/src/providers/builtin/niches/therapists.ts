import type { Niche } from './types.js';

/** Therapists' and counsellors' niches. Written from public material: professional bodies’ practice guides, health services’ burnout and perinatal pages. */
export const therapists: readonly Niche[] = [
  {
    id: 'physician-burnout',
    label: 'doctors and clinicians with burnout',
    type: 'b2c',
    terms: ['physician', 'nurse'],
    words: ['burnout', 'physician', 'doctor', 'clinician', 'nurse', 'resident', 'shift', 'licens'],
    situation:
      'works long clinical shifts, feels emptied out and worries about what seeking help means for a licence',
    language: [
      'burnout',
      'moral injury',
      'licensing board questions',
      'confidential out-of-network care',
      'compassion fatigue',
      'evening telehealth sessions',
    ],
    triggers: ['a near-miss at work', 'a partner saying they have changed'],
    pains: [
      'I am afraid therapy will show up on licensing board questions',
      'I feel moral injury from the care I cannot give in the time I have',
      'After a night shift the only slot I can make is an evening telehealth session',
    ],
    objections: [
      {
        says: 'I cannot risk anyone at work knowing.',
        answer:
          'Confidential out-of-network care, billed to you rather than your employer, with evening telehealth sessions outside the hospital.',
      },
    ],
    referralPartners: [
      'physician wellness programmes',
      'peer-support groups for clinicians',
      'medical societies',
    ],
    entryOffer: 'Confidential 20-minute consultation by telehealth',
    messages: [
      'Burnout and moral injury are injuries of the work, not failings; we treat them as such.',
      'Confidential out-of-network care with evening telehealth sessions.',
    ],
    channels: ['Medical society wellness newsletters', 'Physician peer-support group talks on moral injury'],
    pillars: ['Confidential: out-of-network care', 'Fits the rota: evening telehealth sessions'],
    season: null,
    kpis: [
      { name: 'consultations booked a month', stage: 'consideration', period: 'month' },
      { name: 'clients completing twelve sessions each quarter', stage: 'retention', period: 'quarter' },
    ],
    source:
      'medical associations’ pages on clinician burnout; licensing bodies’ mental-health question guidance',
  },
  {
    id: 'perinatal',
    label: 'new and expecting parents',
    type: 'b2c',
    terms: [],
    words: ['postpartum', 'postnatal', 'perinatal', 'pregnan', 'new mum', 'new mom', 'baby', 'birth'],
    situation: 'is pregnant or has a new baby and does not feel like themselves',
    language: [
      'perinatal mental health',
      'postnatal depression',
      'birth trauma',
      'intrusive thoughts',
      'maternal anxiety',
      'sessions with the baby in the room',
    ],
    triggers: ['a difficult birth', 'a health visitor or midwife screening'],
    pains: [
      'I have intrusive thoughts about the baby and I am scared to say them out loud',
      'I cannot get to an appointment without sessions with the baby in the room',
      'The birth trauma keeps replaying at night',
    ],
    objections: [
      {
        says: 'Everyone feels like this with a newborn.',
        answer:
          'Many do, and perinatal mental health care helps; intrusive thoughts and postnatal depression are common and treatable.',
      },
    ],
    referralPartners: ['midwives', 'health visitors and paediatric nurses', 'lactation consultants'],
    entryOffer: 'Perinatal check-in session with the baby welcome',
    messages: [
      'Perinatal mental health care, with sessions with the baby in the room or online.',
      'Birth trauma and intrusive thoughts are treatable; you are not alone in them.',
    ],
    channels: ['Midwife and health visitor referral leaflets', 'New-parent groups and baby classes'],
    pillars: ['Specialist: perinatal mental health', 'Practical: the baby is welcome'],
    season: null,
    kpis: [
      { name: 'referrals from midwives a month', stage: 'awareness', period: 'month' },
      { name: 'first sessions booked a month', stage: 'decision', period: 'month' },
    ],
    source: 'perinatal mental health charities and national health service pages',
  },
  {
    id: 'couples',
    label: 'couples in conflict',
    type: 'b2c',
    terms: [],
    words: ['couple', 'marriage', 'relationship', 'affair', 'partner', 'divorce'],
    situation: 'keeps having the same argument and is starting to wonder whether the relationship will last',
    language: [
      'couples therapy',
      'Gottman method',
      'emotionally focused therapy',
      'affair recovery',
      'discernment counselling',
      'intensive weekend',
    ],
    triggers: ['an affair coming to light', 'a partner suggesting separation'],
    pains: [
      'We have the same fight every week and it ends in silence',
      'After the affair we do not know whether affair recovery is even possible',
      'One of us wants couples therapy and the other is not sure',
    ],
    objections: [
      {
        says: 'Couples therapy is where you go to break up.',
        answer:
          'If one partner is still unsure, discernment counselling comes first; the Gottman method gives both partners tools for the fights you already have.',
      },
    ],
    referralPartners: ['individual therapists', 'family lawyers and mediators', 'clergy'],
    entryOffer: 'Discernment counselling first session',
    messages: [
      'Couples therapy with the Gottman method and emotionally focused therapy.',
      'An intensive weekend when weekly sessions are hard to keep.',
    ],
    channels: ['Therapist directory profiles for couples therapy', 'Articles on affair recovery'],
    pillars: ['Method: Gottman and emotionally focused therapy', 'Flexible: weekly or an intensive weekend'],
    season: { months: [1, 9], note: 'January and September, after holidays, are when couples look for help' },
    kpis: [
      { name: 'couples consultations a month', stage: 'consideration', period: 'month' },
      { name: 'couples completing eight sessions each quarter', stage: 'retention', period: 'quarter' },
    ],
    source: 'couples therapy institutes’ public pages; professional counselling bodies',
  },
];
