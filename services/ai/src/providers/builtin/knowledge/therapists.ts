import type { Knowledge } from './types.js';

export const therapists: Knowledge = {
  id: 'therapists',
  label: 'Therapists and counselors',
  family: 'health',
  serves: ['b2c'],
  keywords: [
    'therapist',
    'therapy',
    'counselor',
    'counsellor',
    'counseling',
    'counselling',
    'psychotherapist',
    'psychotherapy',
    'psychologist',
    'mental health',
    'marriage counseling',
    'couples therapy',
    'lmft',
    'lcsw',
    'psicologo',
    'psychotherapeut',
  ],
  service: 'therapy',
  client: { b2c: 'client' },
  firm: 'practice',
  regulation:
    'confidentiality and professional ethics, so no reviews asked of clients and no promised outcomes',
  signals: {
    anxiety: 'anxi|panic|worr|stress|overwhelm|burn ?out',
    couples: 'couple|partner|relationship|marriage|spouse',
    grief: 'grief|loss|bereave|died',
    trauma: 'trauma|ptsd|abuse',
  },
  segments: [
    {
      label: 'professionals close to burnout',
      situation: 'keeps functioning at work but is running on empty',
      any: ['anxiety', 'time'],
      triggers: ['a panic attack at work or a health scare', 'a doctor suggesting it might be stress'],
    },
    {
      label: 'couples stuck in the same argument',
      situation: 'keeps having the same argument with their partner and wants it to change',
      any: ['couples', 'divorce'],
      triggers: ['a fight that scared them both', 'talk of separating for the first time'],
    },
    {
      label: 'people carrying a loss',
      situation: 'is living with a loss that friends expect them to be over by now',
      any: ['grief'],
      triggers: ['an anniversary of the loss', 'not being able to go back to work'],
    },
    {
      label: 'first-time therapy seekers',
      situation: 'has never been to therapy and is not sure what it involves',
      any: ['first-time'],
      triggers: ['a friend who said therapy helped them', 'a bad month that would not lift'],
    },
  ],
  pains: [
    { text: 'I do not know which kind of therapist I need', any: ['first-time'] },
    { text: 'Everyone I call has a waiting list', any: ['urgent', 'time'] },
    { text: 'I am worried it will cost more than I can keep paying', any: ['price', 'insurance'] },
    { text: 'I am not sure my insurance covers therapy', any: ['insurance'] },
    { text: 'I cannot switch off from work, even at night', any: ['anxiety', 'time'] },
    { text: 'We keep having the same argument and nobody wins', any: ['couples'] },
    { text: 'I feel embarrassed telling a stranger about this', any: ['fear', 'first-time'] },
    { text: 'I tried therapy once and it felt like just talking', any: ['trust'] },
    { text: 'I can only do evenings and I cannot leave the office for an hour', any: ['time'] },
    { text: 'Friends think I should be over it by now', any: ['grief'] },
  ],
  goals: [
    { text: 'Sleep through the night again', any: ['anxiety'] },
    { text: 'Have one calm conversation a week about the hard topics', any: ['couples'] },
    {
      text: 'Know within the first session whether this therapist is the right fit',
      any: ['trust', 'first-time'],
    },
    { text: 'A weekly session that fits around work', any: ['time'] },
    { text: 'Go back to work without dreading each morning', any: ['anxiety', 'grief'] },
  ],
  objections: [
    {
      says: 'I should be able to handle this myself.',
      answer:
        'Most people who come have handled a lot on their own; a few sessions give you tools to keep handling it, with less cost to you',
      any: ['first-time'],
    },
    {
      says: 'I cannot afford weekly sessions.',
      answer:
        'A fixed fee per session stated up front, a sliding scale for some slots, and help claiming out-of-network insurance',
      any: ['price', 'insurance'],
    },
    {
      says: 'What if I do not click with you?',
      answer:
        'A free 15-minute call first, and if it is not the right fit after a session or two, we help you find someone who is',
      any: ['trust'],
    },
    {
      says: 'My partner will never agree to come.',
      answer: 'Many couples start with one partner; what changes in you changes the conversation at home',
      any: ['couples'],
    },
  ],
  channels: [
    { text: 'Psychology Today and insurer directory profiles written in plain words' },
    { text: 'Referrals from family doctors and psychiatrists in {place}' },
    {
      text: 'A website page per concern (anxiety, couples, grief) with a free 15-minute call',
      any: ['anxiety', 'couples', 'grief'],
    },
    { text: 'Google Business Profile with hours, fees and a booking link' },
    { text: 'Employee assistance programme panels', any: ['time', 'anxiety'], age: [20, 65] },
    { text: 'Talks at community centres and support groups', any: ['grief'] },
    { text: 'A short monthly email with one practical exercise' },
  ],
  excluded: [
    { channel: 'Client testimonials', why: 'ethics codes forbid asking clients for them' },
    {
      channel: 'Retargeting ads',
      why: 'following someone around the web with mental-health ads breaks confidentiality',
    },
    { channel: 'Cold outreach', why: 'nobody should be pitched therapy' },
  ],
  kpis: [
    { name: 'free consultation calls booked a month', stage: 'awareness' },
    { name: 'consult-to-client rate', stage: 'consideration' },
    { name: 'new clients starting a month', stage: 'decision' },
    { name: 'clients still attending after six sessions', stage: 'retention' },
  ],
  demographics: {
    b2c: {
      ages: [{ text: '25-44' }, { text: '35-60' }, { text: '18-30' }],
      incomes: [
        { text: '$60k-$120k household' },
        { text: '$120k+ household' },
        { text: 'Under $60k, on a sliding scale', any: ['price'] },
      ],
      occupations: [
        { text: 'Professional in a demanding role', any: ['anxiety'] },
        { text: 'Healthcare or emergency worker', any: ['trauma'] },
        { text: 'University student', age: [17, 30] },
        { text: 'Recently retired', age: [58, 99] },
      ],
      education: ["Bachelor's degree or higher", 'Any education level'],
    },
    locations: [
      'Within 15 miles of the office, plus video sessions statewide',
      'Statewide by video, where you are licensed',
    ],
  },
  promise: {
    b2c: 'We give {audience} a calm place to work through what is weighing on them, with a clear fee and sessions that fit their week',
  },
  messages: [
    { text: 'A free 15-minute call to see if we are a fit', any: ['trust', 'first-time'] },
    { text: 'Evening and video sessions', any: ['time'] },
    { text: 'Clear fees, and help with out-of-network claims', any: ['price', 'insurance'] },
    { text: 'Practical tools from the first session, not just talk', any: ['trust'] },
    { text: 'No waiting list for new clients this month', any: ['urgent'] },
  ],
  pillars: [
    'Safe and confidential',
    'Practical from the first session',
    'Clear about fees',
    'Fits around your life',
  ],
  chooses:
    'answers within a day, explains the fee and the first session clearly, and feels easy to talk to on the first call',
  journey: {
    awareness: 'A hard month, a scare or a friend’s suggestion makes therapy feel possible',
    consideration: 'Reads therapist profiles, checks fees and insurance, and books one or two short calls',
    decision: 'Starts with the therapist who answered quickly and felt easy to talk to',
  },
  leadMagnet: 'What to expect in your first therapy session (a one-page guide)',
  event: 'Stress and sleep talk at the community centre',
  referralPartners: 'family doctors, psychiatrists and school counsellors',
  topics: ['what therapy is really like', 'managing stress before it manages you'],
  forbidden: ['ABM', 'procurement', 'CFO', 'guaranteed', 'testimonial'],
};
