import type { ScoreInput } from '../src/rubric/rubric.js';

/** A b2b profile that earns every point. */
export const excellentB2b: ScoreInput = {
  type: 'b2b',
  industry: 'Dental practices',
  companySize: '10-50 employees',
  revenue: '$1M-$10M a year',
  technographics: ['Dentrix', 'QuickBooks Online'],
  decisionMakerRole: 'Practice owner',
  decisionMakerTitle: 'Managing Dentist',
  geographics: ['Austin, TX', 'Dallas, TX'],
  psychographics:
    'Owners value steady patient flow and predictable cash. They distrust agencies after one bad experience, ' +
    'prefer peer recommendations and measure every vendor by booked appointments rather than clicks or impressions.',
  behavioralTraits: ['Asks peers before buying', 'Reads reviews on Google', 'Decides within two weeks'],
  painPoints: [
    'Loses 15% of patients to no-shows',
    'Front desk spends 10 hours a week on reminders',
    'Ad spend brings few new patients',
  ],
  needs: [
    'Automated appointment reminders by SMS',
    'One dashboard for bookings',
    'A partner who reports monthly',
  ],
  goals: ['Cut no-shows to 5% this year', 'Add 40 new patients a month', 'Free the front desk for patients'],
  preferredChannels: ['LinkedIn', 'Dental association newsletters', 'Referral partners'],
  buyerJourney: {
    awareness: 'They notice empty chairs in the schedule and start asking other practice owners at meetups.',
    consideration:
      'They compare three vendors on price, dentist reviews and whether setup takes under a week.',
    decision: 'The owner signs after a free trial shows fewer no-shows and the office manager approves it.',
  },
};

/** A b2c profile that earns every point. */
export const excellentB2c: ScoreInput = {
  ...excellentB2b,
  type: 'b2c',
  ageRange: '28-40',
  gender: 'female',
  education: "Bachelor's degree",
  occupation: 'Registered nurse',
  income: '$60,000-$90,000 a year',
};
