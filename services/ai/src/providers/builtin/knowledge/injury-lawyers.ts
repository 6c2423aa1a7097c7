import type { Knowledge } from './types.js';

export const injuryLawyers: Knowledge = {
  id: 'injury-lawyers',
  label: 'Personal injury lawyers',
  family: 'legal',
  serves: ['b2c'],
  keywords: [
    'personal injury',
    'injury lawyer',
    'injury attorney',
    'accident lawyer',
    'car accident',
    'wrongful death',
    'medical malpractice',
    'workers compensation',
    "workers' comp",
    'slip and fall',
    '~attorney',
    '~lawyer',
    '~law firm',
  ],
  service: 'injury claim representation',
  client: { b2c: 'injured person' },
  firm: 'firm',
  regulation: 'bar rules that forbid promised results and soliciting people right after an accident',
  signals: {
    vehicle: 'car|truck|motorcycle|crash|collision|bike|vehicle',
    work: 'work|job site|employer|workers',
    medical: 'malpractice|surgery|misdiagnos|hospital',
  },
  segments: [
    {
      label: 'people hurt in a road crash',
      situation: 'was hurt in a crash that was not their fault and the insurer is already calling',
      any: ['vehicle'],
      triggers: ['a low settlement offer from the insurer', 'medical bills arriving while off work'],
    },
    {
      label: 'people hurt at work',
      situation: 'was hurt at work and does not know what the employer’s insurance owes them',
      any: ['work'],
      triggers: ['a workers’ compensation claim denied', 'being told to come back before they are ready'],
    },
    {
      label: 'families after a serious injury',
      situation: 'is looking after someone who was badly hurt and needs to know what the future costs',
      any: ['family'],
      triggers: ['a long hospital stay', 'a diagnosis that changes how they live'],
    },
  ],
  pains: [
    {
      text: 'The insurance company keeps calling and I do not know what to say',
      any: ['insurance', 'vehicle'],
    },
    { text: 'The medical bills are piling up while I cannot work', any: ['price', 'injury'] },
    { text: 'I cannot afford a lawyer on top of everything', any: ['price'] },
    { text: 'They offered a settlement and I do not know if it is fair', any: ['insurance'] },
    { text: 'I am worried that claiming will cost me my job', any: ['work', 'fear'] },
    { text: 'I do not know if I even have a case', any: ['first-time'] },
    { text: 'I cannot get to an office while I am injured', any: ['injury', 'time'] },
    { text: 'Big firms on billboards feel like they will treat me as a number', any: ['trust'] },
  ],
  goals: [
    { text: 'Have every medical bill and lost wage covered', any: ['price', 'injury'] },
    { text: 'Stop dealing with the insurer myself', any: ['insurance'] },
    { text: 'Know within one call whether I have a case', any: ['first-time'] },
    { text: 'Focus on getting better while someone handles the claim', any: ['injury'] },
  ],
  objections: [
    {
      says: 'I cannot afford a lawyer.',
      answer:
        'No fee unless we recover money for you, and the percentage is written in the agreement before you sign',
      any: ['price'],
    },
    {
      says: 'I do not want to sue anyone.',
      answer:
        'Most claims settle with the insurer, not the person; we only go to court if the offer is unfair',
      any: ['fear'],
    },
    {
      says: 'The insurer said I do not need a lawyer.',
      answer:
        'The insurer works for the insurer; a free review tells you what your claim is worth before you accept anything',
      any: ['insurance', 'trust'],
    },
  ],
  channels: [
    { text: 'Google search for "accident lawyer near me" with a strong reviews profile' },
    { text: 'Referrals from chiropractors, physical therapists and past clients', any: ['injury'] },
    { text: 'A free case review form with a call back within the hour', any: ['urgent'] },
    { text: 'Plain-English guides on what to do after a crash', any: ['vehicle', 'first-time'] },
    { text: 'Spanish-language pages and staff for {place}', any: ['relocation'] },
    { text: 'Home and hospital visits for clients who cannot travel', any: ['injury'] },
    { text: 'Local radio and community sponsorships in {place}' },
  ],
  excluded: [
    {
      channel: 'Contacting people at the scene or in hospital uninvited',
      why: 'bar rules forbid it, and it is the reason people distrust injury lawyers',
    },
    { channel: 'LinkedIn', why: 'injured people do not look for a lawyer there' },
  ],
  kpis: [
    { name: 'case review requests a week', stage: 'awareness' },
    { name: 'intake-to-signed-case rate', stage: 'consideration' },
    { name: 'signed cases a month', stage: 'decision' },
    { name: 'referrals from medical partners and past clients a quarter', stage: 'retention' },
  ],
  demographics: {
    b2c: {
      ages: [{ text: '25-60' }, { text: '18-35' }, { text: '55+' }],
      incomes: [{ text: '$30k-$80k household' }, { text: '$80k-$150k household' }],
      occupations: [
        { text: 'Commuter who drives daily' },
        { text: 'Construction or warehouse worker', any: ['work'] },
        { text: 'Delivery or rideshare driver', any: ['vehicle'] },
      ],
      education: ['Any education level'],
    },
    locations: ['Within the state you are licensed in', 'Within 50 miles of the office'],
  },
  promise: {
    b2c: 'We give {audience} someone to handle the insurer while they recover, with no fee unless the claim pays',
  },
  messages: [
    { text: 'No fee unless we win', any: ['price'] },
    { text: 'We deal with the insurer, you focus on getting better', any: ['insurance', 'injury'] },
    { text: 'A lawyer calls you back within the hour', any: ['urgent'] },
    { text: 'We come to you if you cannot travel', any: ['injury'] },
    { text: 'Your case handled by a person who knows your name', any: ['trust'] },
  ],
  pillars: ['No win, no fee', 'We handle the insurer', 'Fast answers', 'A person, not a number'],
  chooses: 'calls back within the hour, explains the fee in writing and treats them as a person',
  journey: {
    awareness: 'An injury, a denied claim or a low offer shows they need help with the insurer',
    consideration: 'Searches online, asks their doctor or physio, and calls two or three firms',
    decision: 'Signs with the firm that called back first and explained the fee plainly',
  },
  leadMagnet: 'What to do in the first 7 days after an accident (a checklist)',
  event: 'Free legal clinic day at a community centre',
  referralPartners: 'chiropractors, physical therapists and family doctors',
  topics: ['your rights after an accident', 'what an injury claim is worth'],
  forbidden: ['ABM', 'procurement', 'CFO', 'month-end close', 'webinar', 'guaranteed'],
};
