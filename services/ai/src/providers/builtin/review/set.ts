import type { Icp } from '@icp-studio/contracts';
import { matchProfession } from '../match.js';

/**
 * The consultant's review set: profiles a trade consultant would recognise, one or more per profession
 * (business and consumer where the trade has both) plus edge cases, each with terms its output must
 * contain and terms it must never contain. review.spec.ts checks them and keeps a readable snapshot of
 * every output in docs/engine-review/.
 */
export interface ReviewProfile {
  id: string;
  /** What a reviewer should look for. */
  note: string;
  profile: Partial<Icp>;
  /** Channels the user picked for the campaign call (empty: the engine picks). */
  channels?: string[];
  required: string[];
  forbidden: string[];
}

/** Never in any consumer profile's output. */
export const B2C_FORBIDDEN = [
  'procurement',
  'buying committee',
  'purchasing committee',
  'RFP',
  'board approval',
];
/** Never in any output without a gender in the profile: the persona is called by name or "they". */
export const GENDERED = /\b(?:he|she|his|her|hers|him|himself|herself)\b/i;
/** What a dentist profile never speaks of. */
const NOT_DENTAL = ['month-end close', 'CFO', 'ABM', 'account-based', 'webinar', 'procurement'];
const NOT_ESTATE = ['estate tax', 'inheritance tax', 'heirs', 'legacy planning', 'generational wealth'];

const PROFILES: ReviewProfile[] = [
  {
    id: 'dentists-anxious-adults',
    note: 'A dental practice for nervous adults; speaks of patients, fear, prices, bookings.',
    profile: {
      name: 'Nervous adult patients',
      type: 'b2c',
      industry: 'Dental practice',
      ageRange: '30-45',
      occupation: 'Teachers',
      geographics: ['Leeds'],
      painPoints: ['I hate the sound of the drill'],
    },
    required: ['patient', 'dental', 'new-patient bookings', 'Leeds', 'stop signal'],
    forbidden: NOT_DENTAL,
  },
  {
    id: 'dentists-families',
    note: 'A family practice: the profile speaks of children, so the output may too.',
    profile: {
      name: 'Local families',
      type: 'b2c',
      industry: 'Family dentistry',
      ageRange: '30-50',
      painPoints: ['Our kids are scared of the dentist', 'Appointments clash with school runs'],
      goals: ['One practice for the whole family'],
      geographics: ['Bristol'],
    },
    required: ['kids', 'patients', 'six-month'],
    forbidden: [...NOT_DENTAL, 'LinkedIn'],
  },
  {
    id: 'dentists-retirees-implants',
    note: 'Older patients with missing teeth: implant and denture language, no kids, no aligner fashion.',
    profile: {
      name: 'Retirees with dentures',
      type: 'b2c',
      industry: 'Dentist',
      ageRange: '65-80',
      painPoints: ['My denture slips when I eat'],
      geographics: ['Phoenix, AZ'],
    },
    required: ['denture', 'fixed replacement tooth'],
    forbidden: [...NOT_DENTAL, 'kids', 'aligners', 'school'],
  },
  {
    id: 'physicians-chronic-b2c',
    note: 'Primary care for patients with a long-term condition.',
    profile: {
      name: 'Patients with diabetes',
      type: 'b2c',
      industry: 'Family medicine clinic',
      ageRange: '45-70',
      painPoints: ['My blood sugar is all over the place'],
    },
    required: ['doctor', 'condition', 'new patients registered a month'],
    forbidden: ['ABM', 'month-end close', 'kids'],
  },
  {
    id: 'physicians-employers-b2b',
    note: 'An occupational health clinic selling to employers.',
    profile: {
      name: 'Warehouses with injuries',
      type: 'b2b',
      industry: 'Occupational health clinic',
      companySize: '250-1,000 employees',
      decisionMakerTitle: 'HR Director',
      painPoints: ['Injuries turn into long absences'],
    },
    required: ['employer', 'workdays', 'signed employer agreements'],
    forbidden: ['month-end close'],
  },
  {
    id: 'therapists-couples',
    note: 'Couples therapy: confidential, no testimonials, no promised outcomes.',
    profile: {
      name: 'Couples in a rut',
      type: 'b2c',
      industry: 'Couples therapy',
      ageRange: '30-45',
      painPoints: ['We keep having the same fight about money'],
    },
    required: ['partner', 'consult-to-client rate', 'free 15-minute call'],
    forbidden: ['testimonial', 'guaranteed', 'ABM', 'procurement'],
  },
  {
    id: 'veterinarians-new-puppy',
    note: 'A vet clinic for new puppy and kitten owners.',
    profile: {
      name: 'New puppy owners',
      type: 'b2c',
      industry: 'Veterinary clinic',
      ageRange: '25-40',
      painPoints: ['We just adopted a puppy and have no idea what vaccinations it needs'],
    },
    required: ['puppy', 'pet', 'new client registrations'],
    forbidden: ['ABM', 'patient’s own words', 'month-end close'],
  },
  {
    id: 'veterinarians-farms-b2b',
    note: 'A farm vet: herd health plans, not puppy evenings.',
    profile: {
      name: 'Dairy farms',
      type: 'b2b',
      industry: 'Veterinary practice for livestock',
      companySize: '5-20 employees',
      painPoints: ['Calves get sick every spring'],
      geographics: ['Wisconsin'],
    },
    required: ['herd health', 'farm'],
    forbidden: ['puppy', 'kitten', 'groomer'],
  },
  {
    id: 'physical-therapists-runners',
    note: 'A physio for weekend runners with a race coming up.',
    profile: {
      name: 'Injured runners',
      type: 'b2c',
      industry: 'Physiotherapy',
      ageRange: '28-45',
      painPoints: ['My knee hurts after 5k'],
      goals: ['Run the city marathon in October'],
    },
    required: ['race', 'running clubs', 'assessment'],
    forbidden: ['ABM', 'procurement', 'will cure'],
  },
  {
    id: 'business-lawyers-startups',
    note: 'A business lawyer for founders signing bigger contracts.',
    profile: {
      name: 'Seed-stage founders',
      type: 'b2b',
      industry: 'Business law firm',
      companySize: '10-50 employees',
      decisionMakerTitle: 'CEO',
      painPoints: ['We sign customer contracts without review'],
    },
    required: ['contract', 'flat', 'consult-to-engagement rate'],
    forbidden: ['patient', 'custody', 'divorce'],
  },
  {
    id: 'family-lawyers-custody',
    note: 'Separating parents; calm, children first, costs per stage.',
    profile: {
      name: 'Separating parents',
      type: 'b2c',
      industry: 'Family law',
      ageRange: '32-48',
      painPoints: ['I am worried about custody of my two children'],
    },
    required: ['children', 'mediation', 'consult-to-retained rate'],
    forbidden: ['ABM', 'procurement', 'webinar', 'contract review'],
  },
  {
    id: 'injury-lawyers-crash',
    note: 'Injured in a road crash; no fee unless the claim pays.',
    profile: {
      name: 'Crash victims',
      type: 'b2c',
      industry: 'Personal injury law',
      painPoints: ['The insurer keeps calling me about my car crash'],
      geographics: ['Houston, TX'],
    },
    required: ['insurer', 'no fee', 'intake-to-signed-case rate'],
    forbidden: ['LinkedIn', 'ABM', 'guaranteed'],
  },
  {
    id: 'immigration-lawyers-spouses',
    note: 'Families bringing a spouse; plain language, cost in writing.',
    profile: {
      name: 'Spouse visa applicants',
      type: 'b2c',
      industry: 'Immigration lawyer',
      ageRange: '25-40',
      painPoints: ['My spouse is still abroad waiting for a visa'],
    },
    required: ['spouse', 'licensed lawyer', 'consult-to-retained rate'],
    forbidden: ['webinar', 'ABM', 'LinkedIn'],
  },
  {
    id: 'immigration-lawyers-employers-b2b',
    note: 'Employers hiring from abroad; HR leads, deadlines, on-time start dates.',
    profile: {
      name: 'Tech employers sponsoring visas',
      type: 'b2b',
      industry: 'Immigration attorney',
      companySize: '50-500 employees',
      decisionMakerTitle: 'Head of Talent',
      painPoints: ['Our offers stall for months on visas'],
    },
    required: ['hire', 'deadline', 'new employer accounts'],
    forbidden: ['WhatsApp', 'faith'],
  },
  {
    id: 'estate-lawyers-young-parents',
    note: 'Young parents without wills: guardians, not estate tax.',
    profile: {
      name: 'Young parents',
      type: 'b2c',
      industry: 'Estate planning',
      ageRange: '28-38',
      painPoints: ['We have a baby and no will'],
      goals: ['Name a guardian this year'],
    },
    required: ['guardian', 'flat fee', 'estate plans signed'],
    forbidden: [...NOT_ESTATE, 'ABM', 'Retired'],
  },
  {
    id: 'accountants-owner-businesses-b2b',
    note: 'The integration test profile: an accounting firm for owner-led businesses.',
    profile: {
      name: 'Owner-led restaurants',
      type: 'b2b',
      industry: 'Accounting',
      companySize: '10-50 employees',
      painPoints: ['Books are months behind, so decisions are made on guesswork'],
    },
    required: ['tax', 'Surprise tax bills', 'proposal-to-engagement rate'],
    forbidden: ['patient', 'ABM'],
  },
  {
    id: 'accountants-freelancers-b2c',
    note: 'Accounting for freelancers: tax set-aside, deductions, the tax office.',
    profile: {
      name: 'Freelance designers',
      type: 'b2c',
      industry: 'CPA',
      ageRange: '26-40',
      occupation: 'Freelance designer',
      painPoints: ['I never know how much tax to put aside'],
    },
    required: ['invoice', 'deduction', 'new returns signed'],
    forbidden: [...B2C_FORBIDDEN, 'payroll week', 'month-end close'],
  },
  {
    id: 'bookkeepers-behind',
    note: 'A bookkeeper for small businesses months behind.',
    profile: {
      name: 'Trades businesses behind on books',
      type: 'b2b',
      industry: 'Bookkeeping',
      companySize: '1-10 employees',
      decisionMakerTitle: 'Owner',
      painPoints: ['We are eight months behind on the books'],
    },
    required: ['catch', 'fixed monthly fee', 'new monthly clients a quarter'],
    forbidden: ['patient', 'ABM', 'enterprise'],
  },
  {
    id: 'tax-preparers-gig-drivers',
    note: 'Tax preparation for gig drivers.',
    profile: {
      name: 'Rideshare drivers',
      type: 'b2c',
      industry: 'Tax preparation',
      ageRange: '22-45',
      occupation: 'Rideshare drivers',
      painPoints: ['I owe money every April from my Uber income'],
    },
    required: ['gig', 'IRS', 'returns filed per season'],
    forbidden: [...B2C_FORBIDDEN, 'estate tax'],
  },
  {
    id: 'financial-planners-young-physicians',
    note: 'The issue’s own example: young physicians with student debt never get estate-tax worries.',
    profile: {
      name: 'Young physicians',
      type: 'b2c',
      industry: 'Financial planning',
      ageRange: '28-34',
      occupation: 'Resident physicians',
      income: '$60k-$80k',
      painPoints: ['Student loans over $200k'],
      goals: ['Pay off student debt within ten years'],
    },
    required: ['student loans', 'fee-only', 'residents'],
    forbidden: [...NOT_ESTATE, ...B2C_FORBIDDEN, 'pension statement', 'retirement date', 'pre-retiree'],
  },
  {
    id: 'financial-planners-pre-retirees',
    note: 'Pre-retirees: retirement date and income, not student loans.',
    profile: {
      name: 'Pre-retirees',
      type: 'b2c',
      industry: 'Retirement planning',
      ageRange: '55-65',
      painPoints: ['I do not know if we have saved enough to stop working'],
    },
    required: ['retire', 'fee-only', 'seminar'],
    forbidden: ['student loan', 'first investments', 'emergency fund', ...B2C_FORBIDDEN],
  },
  {
    id: 'wealth-managers-business-sale',
    note: 'A wealth manager for owners after a business sale.',
    profile: {
      name: 'Owners after an exit',
      type: 'b2c',
      industry: 'Private wealth management',
      ageRange: '50-65',
      painPoints: ['We sold the company and the cash sits in a bank account'],
    },
    required: ['sale', 'all-in fee', 'introduction'],
    forbidden: ['ABM', 'procurement', 'student'],
  },
  {
    id: 'mortgage-brokers-first-time-buyers',
    note: 'First-time buyers: how much can I borrow, every fee shown.',
    profile: {
      name: 'First-time buyers',
      type: 'b2c',
      industry: 'Mortgage broker',
      ageRange: '25-35',
      painPoints: ['I do not know how much I can borrow'],
      geographics: ['Denver, CO'],
    },
    required: ['pre-approval', 'fee', 'loans funded a month'],
    forbidden: [...B2C_FORBIDDEN, 'guaranteed approval', 'refinanc'],
  },
  {
    id: 'insurance-agents-small-business-b2b',
    note: 'Commercial insurance for small contractors.',
    profile: {
      name: 'Small contractors',
      type: 'b2b',
      industry: 'Insurance agency',
      companySize: '5-20 employees',
      decisionMakerTitle: 'Owner',
      painPoints: ['A customer asked for a certificate of insurance we did not have'],
    },
    required: ['cover', 'renewal', 'quote-to-bind rate'],
    forbidden: ['patient', 'life cover', 'young driver'],
  },
  {
    id: 'real-estate-agents-first-home',
    note: 'Young buyers in Austin; the profile already picked Zillow.',
    profile: {
      name: 'First-home buyers',
      type: 'b2c',
      industry: 'Real estate',
      ageRange: '28-34',
      occupation: 'Software engineer',
      geographics: ['Austin, TX'],
      goals: ['Buy a first home before the lease ends in June'],
      preferredChannels: ['Zillow and Realtor.com profiles with reviews'],
    },
    required: ['Austin, TX', 'offers', 'closed transactions'],
    forbidden: [...B2C_FORBIDDEN, 'downsiz', 'schools'],
  },
  {
    id: 'architects-home-extension',
    note: 'Homeowners adding space: budget, planning permission, builder quotes.',
    profile: {
      name: 'Homeowners extending',
      type: 'b2c',
      industry: 'Architecture studio',
      ageRange: '35-55',
      painPoints: ['We need more space but love the neighbourhood'],
    },
    required: ['planning', 'builder', 'fixed fee per stage'],
    forbidden: [...B2C_FORBIDDEN, 'patient'],
  },
  {
    id: 'engineers-architects-b2b',
    note: 'Structural engineering for architects and builders.',
    profile: {
      name: 'Architects needing calcs',
      type: 'b2b',
      industry: 'Structural engineering',
      companySize: '5-50 employees',
      decisionMakerTitle: 'Principal',
      painPoints: ['Permits stall waiting for calculations'],
    },
    required: ['stamped drawings', 'RFI', 'proposal win rate'],
    forbidden: ['patient', 'Instagram reels', 'TikTok'],
  },
  {
    id: 'home-contractors-kitchens',
    note: 'Kitchen remodels: fixed price, reliability, photos.',
    profile: {
      name: 'Kitchen remodel clients',
      type: 'b2c',
      industry: 'Kitchen remodeling',
      ageRange: '35-60',
      painPoints: ['The last contractor never showed up'],
    },
    required: ['fixed price', 'kitchen', 'estimate-to-signed-job rate'],
    forbidden: [...NOT_DENTAL, 'LinkedIn'],
  },
  {
    id: 'property-managers-accidental-landlords',
    note: 'Accidental landlords who moved away.',
    profile: {
      name: 'Accidental landlords',
      type: 'b2c',
      industry: 'Property management',
      ageRange: '35-55',
      painPoints: ['I moved for work and now rent out my old condo'],
    },
    required: ['tenant', 'rent', 'doors under management'],
    forbidden: [...B2C_FORBIDDEN, 'patient'],
  },
  {
    id: 'it-services-law-firms-b2b',
    note: 'Managed IT for small law firms: phishing, backups, insurance forms.',
    profile: {
      name: 'Small law firms',
      type: 'b2b',
      industry: 'Managed IT services',
      companySize: '10-50 employees',
      decisionMakerTitle: 'Managing Partner',
      painPoints: ['A phishing email nearly cost us a client payment'],
    },
    required: ['backups', 'flat fee', 'managed seats'],
    forbidden: ['patient', 'Wi-Fi'],
  },
  {
    id: 'software-developers-spreadsheets',
    note: 'Custom software for a distributor running on spreadsheets.',
    profile: {
      name: 'Distributors on spreadsheets',
      type: 'b2b',
      industry: 'Custom software development',
      companySize: '20-200 employees',
      decisionMakerTitle: 'COO',
      painPoints: ['Orders live in five spreadsheets'],
    },
    required: ['spreadsheet', 'milestone', 'discovery'],
    forbidden: ['patient', 'Instagram'],
  },
  {
    id: 'web-designers-trades',
    note: 'Websites for trades businesses.',
    profile: {
      name: 'Plumbers with old websites',
      type: 'b2b',
      industry: 'Web design',
      companySize: '1-10 employees',
      painPoints: ['Our website looks broken on phones'],
    },
    required: ['calls', 'fixed price', 'projects signed a quarter'],
    forbidden: ['patient', 'ABM'],
  },
  {
    id: 'marketing-agencies-professional-services',
    note: 'A marketing agency for owner-led professional firms.',
    profile: {
      name: 'Owner-led professional firms',
      type: 'b2b',
      industry: 'Digital marketing agency',
      companySize: '10-100 employees',
      painPoints: ['Referrals dried up this year'],
    },
    required: ['enquiries', 'customers, not clicks', 'pilot'],
    forbidden: ['patient', 'guaranteed ranking'],
  },
  {
    id: 'photographers-weddings',
    note: 'Wedding photography: candid, clear package, delivery date.',
    profile: {
      name: 'Engaged couples',
      type: 'b2c',
      industry: 'Wedding photographer',
      ageRange: '26-36',
      painPoints: ['We hate posed photos'],
    },
    required: ['wedding', 'package', 'enquiry-to-booking rate'],
    forbidden: [...B2C_FORBIDDEN, 'My headshot is ten years old', 'kids'],
  },
  {
    id: 'video-production-employer-brand-b2b',
    note: 'Recruiting videos for employers.',
    profile: {
      name: 'Employers hiring engineers',
      type: 'b2b',
      industry: 'Corporate video production',
      companySize: '200-500 employees',
      decisionMakerTitle: 'Head of Talent',
      painPoints: ['Candidates drop off our careers page'],
    },
    required: ['careers video', 'one shoot', 'proposal win rate'],
    forbidden: ['wedding', 'patient'],
  },
  {
    id: 'recruiters-engineering-b2b',
    note: 'A recruiter for engineering roles.',
    profile: {
      name: 'Manufacturers hiring engineers',
      type: 'b2b',
      industry: 'Recruitment agency',
      companySize: '50-500 employees',
      decisionMakerTitle: 'HR Director',
      painPoints: ['Roles stay open for six months'],
    },
    required: ['shortlist', 'no fee until', 'placements a month'],
    forbidden: ['patient', 'career fair'],
  },
  {
    id: 'business-coaches-owners',
    note: 'A business coach for owners stuck at a plateau.',
    profile: {
      name: 'Owners at a plateau',
      type: 'b2b',
      industry: 'Business coaching',
      companySize: '5-50 employees',
      decisionMakerTitle: 'Owner',
      painPoints: ['Everything still needs my sign-off'],
    },
    required: ['bottleneck', 'measurable goals', 'discovery-to-client rate'],
    forbidden: ['patient', 'six figures'],
  },
  {
    id: 'consultants-margin',
    note: 'Management consulting for mid-sized manufacturers.',
    profile: {
      name: 'Mid-sized manufacturers',
      type: 'b2b',
      industry: 'Operations consulting',
      companySize: '250-1,000 employees',
      decisionMakerTitle: 'COO',
      painPoints: ['Margins fell three points while volume grew'],
    },
    required: ['margin', 'milestones', 'proposal win rate'],
    forbidden: ['patient'],
  },
  {
    id: 'personal-trainers-restart',
    note: 'Busy adults getting back into training.',
    profile: {
      name: 'Busy professionals restarting',
      type: 'b2c',
      industry: 'Personal training',
      ageRange: '35-50',
      painPoints: ['I have not trained since my twenties'],
    },
    required: ['first session', 'trial-to-package rate'],
    forbidden: [...B2C_FORBIDDEN, 'weight loss guaranteed', 'lose 10'],
  },
  {
    id: 'nutritionists-gut',
    note: 'A dietitian for clients with gut problems.',
    profile: {
      name: 'People with IBS',
      type: 'b2c',
      industry: 'Registered dietitian',
      ageRange: '25-50',
      painPoints: ['I get bloated after almost every meal'],
    },
    required: ['trigger foods', 'no banned foods', 'consult-to-programme rate'],
    forbidden: [...B2C_FORBIDDEN, 'guaranteed', 'detox'],
  },
  // Edge cases.
  {
    id: 'edge-almost-empty-b2c',
    note: 'Only a name and a type: general, careful, no assumptions.',
    profile: { name: 'New profile', type: 'b2c' },
    required: ['Age range: add one', 'Pain points: add two or three'],
    forbidden: [...B2C_FORBIDDEN, 'aged', 'kids'],
  },
  {
    id: 'edge-almost-empty-b2b',
    note: 'Only a name and a type, business side.',
    profile: { name: 'Untitled', type: 'b2b' },
    required: ['Decision maker title', 'Company size: add'],
    forbidden: ['patient', 'aged'],
  },
  {
    id: 'edge-contradictory',
    note: 'A consumer profile for a business-only trade, with a CFO title and "retired" at 25: the consumer side wins.',
    profile: {
      name: 'Mixed signals',
      type: 'b2c',
      industry: 'Corporate law firm',
      decisionMakerTitle: 'CFO',
      companySize: '200 employees',
      ageRange: '22-26',
      occupation: 'Retired teacher',
      painPoints: ['Student loans'],
    },
    required: ['clients'],
    forbidden: [...B2C_FORBIDDEN, ...NOT_ESTATE, 'contracts nobody', 'shareholder'],
  },
  {
    id: 'edge-spanish-dental',
    note: 'Spanish text: the trade is still found, the user’s words are quoted as written.',
    profile: {
      name: 'Pacientes nerviosos',
      type: 'b2c',
      industry: 'Clínica dental',
      ageRange: '30-50',
      geographics: ['Madrid'],
      painPoints: ['Miedo al dentista', 'Precios poco claros'],
    },
    required: ['“Miedo al dentista”', 'Madrid', 'dental'],
    forbidden: NOT_DENTAL,
  },
  {
    id: 'edge-german-tax-advisor-b2b',
    note: 'German text for an accounting firm: the trade is found, the size is read.',
    profile: {
      name: 'Handwerksbetriebe',
      type: 'b2b',
      industry: 'Steuerberater',
      companySize: '10-50 Mitarbeiter',
      painPoints: ['Buchhaltung immer im Rückstand'],
    },
    required: ['10-50 Mitarbeiter', 'tax', '“Buchhaltung immer im Rückstand”'],
    forbidden: ['patient', 'Mitarbeiter employees'],
  },
  {
    id: 'edge-student-debt-wealth',
    note: 'Young clients with student debt at a wealth manager: never estate-tax worries.',
    profile: {
      name: 'Young high earners',
      type: 'b2c',
      industry: 'Wealth management',
      ageRange: '27-33',
      income: '$250k',
      painPoints: ['Paying off $180k of student loans'],
    },
    required: ['fee'],
    forbidden: NOT_ESTATE,
  },
  {
    id: 'edge-unknown-trade',
    note: 'A trade the engine does not know: general knowledge, phrased around the profile.',
    profile: {
      name: 'Beekeepers',
      type: 'b2b',
      industry: 'Beekeeping supplies',
      companySize: '1-10 employees',
    },
    required: ['beekeeping supplies', 'new clients a month'],
    forbidden: ['patient', 'dental', 'tax'],
  },
];

/**
 * The set as the routes receive it: each profile states the user's trade (`profession`), as the wizard
 * sends it; the engine never reads the trade from the industry. The set was written naming the trade in
 * the industry ("Dental practice"), so the trade is that match; the unknown-trade edge case states none.
 */
export const REVIEW_SET: ReviewProfile[] = PROFILES.map((r) => {
  const trade = matchProfession(r.profile.industry, r.profile.name, r.profile.occupation);
  return trade.id === 'generic' || r.profile.profession !== undefined
    ? r
    : { ...r, profile: { profession: trade.id, ...r.profile } };
});
