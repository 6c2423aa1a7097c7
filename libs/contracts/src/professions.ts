import { z } from 'zod';
/**
 * The professions the product knows, shared by every service and the web app: the id to store, the label to
 * show, the family and which clients each serves (b2b businesses, b2c consumers). The built-in AI engine
 * keeps one knowledge file per id (services/ai/src/providers/builtin/knowledge/; its tests check both lists
 * agree); the quality score reads the family's examples below so its tips fit the trade (docs/engine.md).
 */

export type ProfessionFamily =
  | 'health'
  | 'legal'
  | 'finance'
  | 'property'
  | 'technology'
  | 'creative'
  | 'people'
  | 'advisory'
  | 'wellness'
  | 'general';

export type ClientKind = 'b2b' | 'b2c';

export interface Profession {
  id: string;
  label: string;
  family: Exclude<ProfessionFamily, 'general'>;
  serves: readonly ClientKind[];
  /** Lower-case words or stems that name the trade in a profile's industry or occupation. */
  keywords: readonly string[];
}

export const PROFESSIONS: readonly Profession[] = [
  {
    id: 'dentists',
    label: 'Dentists',
    family: 'health',
    serves: ['b2c'],
    keywords: ['dentist', 'dental', 'orthodont'],
  },
  {
    id: 'physicians',
    label: 'Physicians and clinics',
    family: 'health',
    serves: ['b2c', 'b2b'],
    keywords: ['physician', 'doctor', 'clinic', 'medical', 'primary care'],
  },
  {
    id: 'therapists',
    label: 'Therapists and counselors',
    family: 'health',
    serves: ['b2c'],
    keywords: [
      'therapist',
      'counselor',
      'counsellor',
      'counseling',
      'counselling',
      'psychotherap',
      'psycholog',
      'mental health',
    ],
  },
  {
    id: 'veterinarians',
    label: 'Veterinarians',
    family: 'health',
    serves: ['b2c', 'b2b'],
    keywords: ['veterinar', 'vet clinic', 'animal hospital'],
  },
  {
    id: 'physical-therapists',
    label: 'Physical therapists and chiropractors',
    family: 'health',
    serves: ['b2c'],
    keywords: ['physical therap', 'physio', 'chiropract', 'rehab'],
  },
  {
    id: 'business-lawyers',
    label: 'Business lawyers',
    family: 'legal',
    serves: ['b2b'],
    keywords: ['business lawyer', 'corporate law', 'lawyer', 'attorney', 'law firm', 'legal'],
  },
  {
    id: 'family-lawyers',
    label: 'Family lawyers',
    family: 'legal',
    serves: ['b2c'],
    keywords: ['family law', 'divorce', 'custody'],
  },
  {
    id: 'injury-lawyers',
    label: 'Personal injury lawyers',
    family: 'legal',
    serves: ['b2c'],
    keywords: ['personal injury', 'injury lawyer', 'accident lawyer'],
  },
  {
    id: 'immigration-lawyers',
    label: 'Immigration lawyers',
    family: 'legal',
    serves: ['b2c', 'b2b'],
    keywords: ['immigration', 'visa'],
  },
  {
    id: 'estate-lawyers',
    label: 'Estate planning lawyers',
    family: 'legal',
    serves: ['b2c'],
    keywords: ['estate planning', 'probate', 'wills'],
  },
  {
    id: 'accountants',
    label: 'Accountants',
    family: 'finance',
    serves: ['b2b', 'b2c'],
    keywords: ['accountant', 'accounting', 'cpa'],
  },
  {
    id: 'bookkeepers',
    label: 'Bookkeepers',
    family: 'finance',
    serves: ['b2b'],
    keywords: ['bookkeep', 'payroll'],
  },
  {
    id: 'tax-professionals',
    label: 'Tax preparers',
    family: 'finance',
    serves: ['b2c', 'b2b'],
    keywords: ['tax'],
  },
  {
    id: 'financial-advisors',
    label: 'Financial planners',
    family: 'finance',
    serves: ['b2c', 'b2b'],
    keywords: ['financial plan', 'financial advis', 'retirement'],
  },
  {
    id: 'wealth-managers',
    label: 'Wealth managers',
    family: 'finance',
    serves: ['b2c'],
    keywords: ['wealth', 'family office'],
  },
  {
    id: 'mortgage-brokers',
    label: 'Mortgage brokers',
    family: 'finance',
    serves: ['b2c'],
    keywords: ['mortgage', 'home loan', 'refinanc'],
  },
  {
    id: 'insurance-agents',
    label: 'Insurance agents',
    family: 'finance',
    serves: ['b2c', 'b2b'],
    keywords: ['insurance'],
  },
  {
    id: 'real-estate-agents',
    label: 'Real estate agents',
    family: 'property',
    serves: ['b2c', 'b2b'],
    keywords: ['real estate', 'realtor', 'estate agent'],
  },
  {
    id: 'property-managers',
    label: 'Property managers',
    family: 'property',
    serves: ['b2c', 'b2b'],
    keywords: ['property manag', 'rental manag', 'letting'],
  },
  {
    id: 'architects',
    label: 'Architects',
    family: 'property',
    serves: ['b2c', 'b2b'],
    keywords: ['architect'],
  },
  {
    id: 'engineers',
    label: 'Engineering consultants',
    family: 'property',
    serves: ['b2b', 'b2c'],
    keywords: ['engineer', 'surveyor'],
  },
  {
    id: 'home-contractors',
    label: 'Home builders and remodelers',
    family: 'property',
    serves: ['b2c'],
    keywords: ['contractor', 'remodel', 'renovation', 'builder', 'roofing', 'plumb'],
  },
  {
    id: 'it-services',
    label: 'IT services and MSPs',
    family: 'technology',
    serves: ['b2b', 'b2c'],
    keywords: ['it services', 'managed service', 'msp', 'it support', 'cybersecurity'],
  },
  {
    id: 'software-developers',
    label: 'Software developers',
    family: 'technology',
    serves: ['b2b'],
    keywords: ['software', 'saas', 'app development'],
  },
  {
    id: 'web-designers',
    label: 'Web designers',
    family: 'creative',
    serves: ['b2b'],
    keywords: ['web design', 'website', 'wordpress'],
  },
  {
    id: 'marketing-agencies',
    label: 'Marketing agencies',
    family: 'creative',
    serves: ['b2b'],
    keywords: ['marketing', 'seo', 'advertising', 'branding'],
  },
  {
    id: 'photographers',
    label: 'Photographers',
    family: 'creative',
    serves: ['b2c', 'b2b'],
    keywords: ['photograph', 'headshot'],
  },
  {
    id: 'video-production',
    label: 'Video production',
    family: 'creative',
    serves: ['b2b', 'b2c'],
    keywords: ['video', 'film'],
  },
  {
    id: 'recruiters',
    label: 'Recruiters',
    family: 'people',
    serves: ['b2b', 'b2c'],
    keywords: ['recruit', 'staffing', 'headhunt', 'executive search'],
  },
  {
    id: 'business-coaches',
    label: 'Business coaches',
    family: 'advisory',
    serves: ['b2b', 'b2c'],
    keywords: ['coach'],
  },
  {
    id: 'consultants',
    label: 'Management consultants',
    family: 'advisory',
    serves: ['b2b'],
    keywords: ['consultant', 'consulting', 'advisory'],
  },
  {
    id: 'personal-trainers',
    label: 'Personal trainers',
    family: 'wellness',
    serves: ['b2c', 'b2b'],
    keywords: ['personal train', 'fitness', 'gym', 'pilates', 'yoga'],
  },
  {
    id: 'nutritionists',
    label: 'Dietitians and nutritionists',
    family: 'wellness',
    serves: ['b2c'],
    keywords: ['dietit', 'nutrition'],
  },
];

/** A profession by id (undefined for an unknown id). */
/**
 * A profession id as a request may carry it: one of PROFESSIONS, or null for "not set". An unknown id is a
 * 400 with this message, so a typo never stores a trade no part of the product knows.
 */
export const professionIdSchema = z
  .string()
  .refine((id) => PROFESSIONS.some((p) => p.id === id), { message: 'Unknown profession' })
  .nullable();

export function professionById(id: string | null | undefined): Profession | undefined {
  return id ? PROFESSIONS.find((p) => p.id === id) : undefined;
}

/**
 * The profession a profile's texts name, if any: the first text that names one wins (pass the most telling
 * text first); within a text, the profession with the most keywords found, ties in list order. A rough,
 * cheap match for picking examples; the AI engine has its own, finer one.
 */
export function professionOfText(...texts: (string | null | undefined)[]): Profession | undefined {
  for (const raw of texts) {
    const text = ` ${(raw ?? '').toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
    if (!text.trim()) continue;
    let best: Profession | undefined;
    let bestHits = 0;
    for (const p of PROFESSIONS) {
      const hits = p.keywords.filter((k) => text.includes(` ${k}`)).length;
      if (hits > bestHits) {
        best = p;
        bestHits = hits;
      }
    }
    if (best) return best;
  }
  return undefined;
}

/** Examples the quality score's tips quote, fitting one kind of client of one family of trades. */
export interface TipExamples {
  /** b2c: the client's occupation; b2b: the client's industry. */
  who: string;
  /** b2b: the tools the client business uses. */
  tools: string;
  /** b2b: the decision maker's job title. */
  title: string;
  trait: string;
  traitDetail: string;
  pain: string;
  painQuantified: string;
  need: string;
  goal: string;
  goalMeasurable: string;
  channels: string;
  channel: string;
}

const B2B_TOOLS = "'QuickBooks Online' and 'Google Workspace'";

/**
 * Per family and kind of client. Every example is neutral about age and gender and speaks the trade's
 * language (patients for health, cases for law, homeowners for property...).
 */
export const TIP_EXAMPLES: Record<ProfessionFamily, Record<ClientKind, TipExamples>> = {
  health: {
    b2c: {
      who: "'Teacher' or 'Warehouse shift supervisor'",
      tools: B2B_TOOLS,
      title: 'Practice manager',
      trait: "'Books appointments online after 8 pm'",
      traitDetail: "'Reads Google reviews before booking'",
      pain: "'Puts off a check-up for two years out of fear of the cost'",
      painQuantified: "'Waited 3 weeks for the last appointment'",
      need: "'Evening or Saturday appointments near work'",
      goal: "'Get a treatment plan with the price up front'",
      goalMeasurable: "'Be seen within 48 hours when something hurts'",
      channels: "'Google Maps reviews', 'Patient referrals' and 'Local Facebook groups'",
      channel: "'Google Business Profile' or 'Patient referral cards'",
    },
    b2b: {
      who: "'Manufacturing plants with shift workers' or 'School districts'",
      tools: "'Workday' and 'an occupational health portal'",
      title: 'HR Benefits Manager',
      trait: "'Renews health contracts every January'",
      traitDetail: "'Asks other employers for referrals'",
      pain: "'Staff lose half a day for every routine appointment'",
      painQuantified: "'Loses 120 work days a year to sick leave'",
      need: "'On-site or same-week appointments for staff'",
      goal: "'Cut sick days among staff'",
      goalMeasurable: "'Cut sick days by 15% this year'",
      channels: "'Employer health forums', 'HR association events' and 'Broker referrals'",
      channel: "'SHRM chapter events' or 'Benefits broker referrals'",
    },
  },
  legal: {
    b2c: {
      who: "'Nurse going through a divorce' or 'Retired teacher'",
      tools: B2B_TOOLS,
      title: 'General Counsel',
      trait: "'Asks friends for a lawyer they trust'",
      traitDetail: "'Calls two or three firms before a consultation'",
      pain: "'Does not know what the case will cost or how long it takes'",
      painQuantified: "'Waited 2 weeks for a call back from the last firm'",
      need: "'A fixed fee for the first stage of the case'",
      goal: "'Settle the case without going to court'",
      goalMeasurable: "'Have the paperwork filed within 30 days'",
      channels: "'Google search', 'Client referrals' and 'Avvo reviews'",
      channel: "'Google Local Services ads' or 'Referrals from past clients'",
    },
    b2b: {
      who: "'Venture-backed startups' or 'Family-owned manufacturers'",
      tools: "'DocuSign' and 'Google Workspace'",
      title: 'Chief Operating Officer',
      trait: "'Signs contracts without a lawyer to save time'",
      traitDetail: "'Asks their accountant for a lawyer referral'",
      pain: "'Contracts sit unsigned while legal reviews them'",
      painQuantified: "'Waits 3 weeks for each contract review'",
      need: "'A lawyer who answers contract questions within a day'",
      goal: "'Close deals without legal delays'",
      goalMeasurable: "'Cut contract review time from 3 weeks to 5 days'",
      channels: "'Accountant referrals', 'Founder communities' and 'LinkedIn'",
      channel: "'Accountant referrals' or 'Local chamber of commerce'",
    },
  },
  finance: {
    b2c: {
      who: "'Self-employed electrician' or 'Pharmacist'",
      tools: B2B_TOOLS,
      title: 'Owner',
      trait: "'Files taxes at the last minute'",
      traitDetail: "'Compares fees on the firm's website first'",
      pain: "'Does not know if they are saving enough'",
      painQuantified: "'Paid a $400 late-filing penalty last year'",
      need: "'Plain answers without jargon'",
      goal: "'Feel sure about money decisions'",
      goalMeasurable: "'Save $500 a month toward a home deposit'",
      channels: "'Google search', 'Friend referrals' and 'Local events'",
      channel: "'Google Business Profile' or 'Referrals from clients'",
    },
    b2b: {
      who: "'Construction subcontractors' or 'E-commerce shops'",
      tools: B2B_TOOLS,
      title: 'Chief Financial Officer',
      trait: "'Changes providers only after a bad tax season'",
      traitDetail: "'Asks their banker for a referral'",
      pain: "'Books are months behind, so the owner guesses cash'",
      painQuantified: "'Spends 10 hours a week chasing late invoices'",
      need: "'A bookkeeper who answers within a day'",
      goal: "'Close the books faster every month'",
      goalMeasurable: "'Cut month-end close from 10 days to 3'",
      channels: "'LinkedIn', 'Industry newsletters' and 'Referral partners'",
      channel: "'LinkedIn' or 'Banker referrals'",
    },
  },
  property: {
    b2c: {
      who: "'Homeowner planning a kitchen remodel' or 'First-time buyer'",
      tools: B2B_TOOLS,
      title: 'Owner',
      trait: "'Collects three quotes before hiring'",
      traitDetail: "'Saves ideas on Houzz or Pinterest'",
      pain: "'Afraid the project will run over budget'",
      painQuantified: "'The last project ran 6 weeks late'",
      need: "'A fixed price and a clear schedule'",
      goal: "'Move in before the school year starts'",
      goalMeasurable: "'Finish the remodel within $60,000'",
      channels: "'Houzz', 'Neighbour referrals' and 'Nextdoor'",
      channel: "'Nextdoor' or 'Houzz'",
    },
    b2b: {
      who: "'Commercial property developers' or 'Multi-unit landlords'",
      tools: "'Procore' and 'AutoCAD'",
      title: 'Development Director',
      trait: "'Hires from a short list of trusted firms'",
      traitDetail: "'Checks past projects before shortlisting'",
      pain: "'Permits stall projects for months'",
      painQuantified: "'Loses $20,000 a month to vacant units'",
      need: "'A partner who handles the permits'",
      goal: "'Deliver projects on schedule'",
      goalMeasurable: "'Cut vacancy to 3 weeks between tenants'",
      channels: "'Industry associations', 'Developer referrals' and 'LinkedIn'",
      channel: "'Local builders association' or 'LinkedIn'",
    },
  },
  technology: {
    b2c: {
      who: "'Remote worker' or 'Retired couple with a home network'",
      tools: B2B_TOOLS,
      title: 'Owner',
      trait: "'Asks a neighbour before calling a technician'",
      traitDetail: "'Searches for help on Google when the Wi-Fi fails'",
      pain: "'Loses work when the laptop crashes'",
      painQuantified: "'Lost 2 days of work to a virus last year'",
      need: "'Help at home within a day'",
      goal: "'A home network that just works'",
      goalMeasurable: "'No more than one outage a year'",
      channels: "'Google search', 'Nextdoor' and 'Neighbour referrals'",
      channel: "'Nextdoor' or 'Google Business Profile'",
    },
    b2b: {
      who: "'Regional logistics firms' or 'Multi-site clinics'",
      tools: "'Microsoft 365' and 'Salesforce'",
      title: 'Head of Operations',
      trait: "'Buys after a security scare'",
      traitDetail: "'Asks peers on LinkedIn for vendors'",
      pain: "'Systems go down and nobody owns the fix'",
      painQuantified: "'Loses 10 hours a week to manual reporting'",
      need: "'A partner who answers tickets within an hour'",
      goal: "'Stop losing time to outages'",
      goalMeasurable: "'Cut onboarding time by 30% this year'",
      channels: "'LinkedIn', 'Industry newsletters' and 'Referral partners'",
      channel: "'LinkedIn' or 'Industry Slack communities'",
    },
  },
  creative: {
    b2c: {
      who: "'Couple planning a wedding' or 'New parents'",
      tools: B2B_TOOLS,
      title: 'Owner',
      trait: "'Browses portfolios on Instagram before asking a price'",
      traitDetail: "'Saves favourite shots on Pinterest'",
      pain: "'Cannot tell which packages include what'",
      painQuantified: "'Waited 8 weeks for photos last time'",
      need: "'Clear packages with prices online'",
      goal: "'Have photos they will keep for life'",
      goalMeasurable: "'Receive the finished gallery within 4 weeks'",
      channels: "'Instagram', 'Wedding venues' and 'Friend referrals'",
      channel: "'Instagram Reels' or 'Wedding venue referrals'",
    },
    b2b: {
      who: "'Independent restaurants' or 'Regional law firms'",
      tools: "'Shopify' and 'Google Analytics'",
      title: 'Marketing Manager',
      trait: "'Switches agencies after a slow quarter'",
      traitDetail: "'Looks at case studies before a call'",
      pain: "'The website brings no enquiries'",
      painQuantified: "'Gets fewer than 5 enquiries a month from the website'",
      need: "'Monthly reports tied to leads'",
      goal: "'More enquiries from the website'",
      goalMeasurable: "'Double website enquiries within 6 months'",
      channels: "'LinkedIn', 'Industry newsletters' and 'Referral partners'",
      channel: "'LinkedIn' or 'Clutch reviews'",
    },
  },
  people: {
    b2c: {
      who: "'Mid-career project manager' or 'Nurse moving into management'",
      tools: B2B_TOOLS,
      title: 'Owner',
      trait: "'Applies to roles late at night'",
      traitDetail: "'Updates their LinkedIn profile before a move'",
      pain: "'Applications go unanswered'",
      painQuantified: "'Sent 40 applications without an interview'",
      need: "'Honest feedback on their CV'",
      goal: "'A role closer to home'",
      goalMeasurable: "'Start a new role within 3 months'",
      channels: "'LinkedIn', 'Job boards' and 'Former colleagues'",
      channel: "'LinkedIn' or 'Indeed'",
    },
    b2b: {
      who: "'Growing engineering firms' or 'Regional hospital groups'",
      tools: "'Greenhouse' and 'Workday'",
      title: 'Head of Talent',
      trait: "'Calls a recruiter only after a failed job post'",
      traitDetail: "'Asks other hiring managers for agency names'",
      pain: "'Key roles stay open for months'",
      painQuantified: "'Senior roles stay open for 90 days'",
      need: "'A shortlist of vetted candidates within 2 weeks'",
      goal: "'Fill key roles faster'",
      goalMeasurable: "'Cut time-to-hire from 90 to 45 days'",
      channels: "'LinkedIn', 'HR associations' and 'Referral partners'",
      channel: "'LinkedIn' or 'SHRM chapter events'",
    },
  },
  advisory: {
    b2c: {
      who: "'New manager' or 'Founder of a one-person business'",
      tools: B2B_TOOLS,
      title: 'Owner',
      trait: "'Listens to business podcasts on the commute'",
      traitDetail: "'Books a free call before committing'",
      pain: "'Feels stuck without a plan'",
      painQuantified: "'Has missed a promotion twice'",
      need: "'A coach who checks in every week'",
      goal: "'Lead a team with confidence'",
      goalMeasurable: "'Earn a promotion within 12 months'",
      channels: "'Podcasts', 'LinkedIn' and 'Friend referrals'",
      channel: "'Podcast guest spots' or 'Referrals from past clients'",
    },
    b2b: {
      who: "'Family-owned manufacturers' or 'Professional services firms'",
      tools: "'Microsoft 365' and 'HubSpot'",
      title: 'Chief Executive Officer',
      trait: "'Hires advisors after a tough year'",
      traitDetail: "'Asks their board for names'",
      pain: "'Growth stalled and the team is stretched'",
      painQuantified: "'Margins fell 5 points in two years'",
      need: "'A plan the team can carry out'",
      goal: "'Grow without burning out the team'",
      goalMeasurable: "'Raise margins by 3 points this year'",
      channels: "'LinkedIn', 'Industry associations' and 'Referral partners'",
      channel: "'LinkedIn' or 'Vistage groups'",
    },
  },
  wellness: {
    b2c: {
      who: "'Office worker with a desk job' or 'Shift worker'",
      tools: B2B_TOOLS,
      title: 'Owner',
      trait: "'Starts a new routine every January'",
      traitDetail: "'Follows trainers on Instagram'",
      pain: "'Gives up after a few weeks alone'",
      painQuantified: "'Quit the gym after 3 weeks twice this year'",
      need: "'Sessions that fit around work'",
      goal: "'Feel stronger and sleep better'",
      goalMeasurable: "'Train twice a week for 3 months'",
      channels: "'Instagram', 'Google Maps reviews' and 'Friend referrals'",
      channel: "'Instagram Reels' or 'Google Business Profile'",
    },
    b2b: {
      who: "'Tech companies with hybrid teams' or 'Hospitals'",
      tools: "'Workday' and 'Slack'",
      title: 'People & Culture Lead',
      trait: "'Plans wellbeing budgets every autumn'",
      traitDetail: "'Asks peers which programmes staff use'",
      pain: "'Staff ignore the wellbeing benefit'",
      painQuantified: "'Only 8% of staff use the wellbeing benefit'",
      need: "'A programme staff actually join'",
      goal: "'More staff taking part in wellbeing'",
      goalMeasurable: "'Reach 30% staff participation this year'",
      channels: "'LinkedIn', 'HR associations' and 'Benefits brokers'",
      channel: "'LinkedIn' or 'Benefits broker referrals'",
    },
  },
  general: {
    b2c: {
      who: "'Teacher' or 'Small-business owner'",
      tools: B2B_TOOLS,
      title: 'Owner',
      trait: "'Compares three quotes before buying'",
      traitDetail: "'Reads Google reviews before calling'",
      pain: "'Cannot find someone who explains the options clearly'",
      painQuantified: "'Waited 2 weeks for a reply from the last provider'",
      need: "'A reply within a day'",
      goal: "'Get the job done once, properly'",
      goalMeasurable: "'Have it sorted within 30 days'",
      channels: "'Google search', 'Friend referrals' and 'Local Facebook groups'",
      channel: "'Google Business Profile' or 'Instagram Reels'",
    },
    b2b: {
      who: "'Dental practices' or 'B2B SaaS'",
      tools: "'Salesforce' and 'HubSpot'",
      title: 'VP of Marketing',
      trait: "'Compares three quotes before buying'",
      traitDetail: "'Researches vendors on LinkedIn'",
      pain: "'Spends hours every week on work a provider could take over'",
      painQuantified: "'Loses 10 hours a week to manual reporting'",
      need: "'A provider who answers within a day'",
      goal: "'Free the team for higher-value work'",
      goalMeasurable: "'Cut onboarding time by 30% this year'",
      channels: "'LinkedIn', 'Industry newsletters' and 'Referral partners'",
      channel: "'LinkedIn' or 'Industry newsletters'",
    },
  },
};

/** The tip examples for a profile: its profession's family (or general) and its kind of client. */
export function tipExamplesFor(type: ClientKind, profession: Profession | undefined): TipExamples {
  return TIP_EXAMPLES[profession?.family ?? 'general'][type];
}
