import { professionById, type Icp, type IcpFields, type IcpType, type Json } from '@icp-studio/contracts';
import type { FieldPath } from 'react-hook-form';

export type Gender = 'all' | 'male' | 'female' | 'non-binary';

export const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
];

/**
 * The wizard's form as the browser holds it: every text a string (empty when blank), every list an
 * array. It is also what a draft stores as `draftData`. The submit path parses it with the contract's
 * `icpFieldsSchema`, so the validation messages are the contract's.
 */
export interface IcpFormValues {
  name: string;
  type: IcpType;
  // b2b: firmographics
  industry: string;
  companySize: string;
  revenue: string;
  technographics: string[];
  decisionMakerRole: string;
  decisionMakerTitle: string;
  // b2c: demographics
  ageRange: string;
  gender: Gender;
  education: string;
  occupation: string;
  income: string;
  // both
  geographics: string[];
  psychographics: string;
  behavioralTraits: string[];
  painPoints: string[];
  needs: string[];
  goals: string[];
  preferredChannels: string[];
  buyerJourney: { awareness: string; consideration: string; decision: string };
  /** The trade the profile is for (a profession id), null when not set. */
  profession: string | null;
  /** Not a fit (anti-ICP): who the firm does not want as a client. */
  disqualifiers: string[];
}

export type IcpFormField = FieldPath<IcpFormValues>;

export const ICP_STEP_COUNT = 5;

export interface WizardStep {
  step: number;
  title: string;
  description: string;
}

/** docs/product.md §2: the five steps of the ICP wizard. */
export const ICP_WIZARD_STEPS: readonly WizardStep[] = [
  { step: 1, title: 'Basic Info', description: 'Name your profile and choose who you sell to.' },
  {
    step: 2,
    title: 'Client Details',
    description: 'Who they are: demographics or firmographics, and where.',
  },
  { step: 3, title: 'Psychology', description: 'Their values, behaviors and motivations.' },
  { step: 4, title: 'Pain Points', description: 'The challenges they face and what they need.' },
  { step: 5, title: 'Buyer Journey', description: 'Where they look and how they decide.' },
];

const B2B_FIELDS = [
  'industry',
  'companySize',
  'revenue',
  'technographics',
  'decisionMakerRole',
  'decisionMakerTitle',
] as const satisfies readonly (keyof IcpFormValues)[];
const B2C_FIELDS = [
  'ageRange',
  'gender',
  'education',
  'occupation',
  'income',
] as const satisfies readonly (keyof IcpFormValues)[];

/** The fields each step shows (and validates before it can be left). */
export function stepFields(step: number, type: IcpType): IcpFormField[] {
  switch (step) {
    case 1:
      return ['name', 'type', 'profession'];
    case 2:
      return [...(type === 'b2c' ? B2C_FIELDS : B2B_FIELDS), 'geographics', 'disqualifiers'];
    case 3:
      return ['psychographics', 'behavioralTraits'];
    case 4:
      return ['painPoints', 'needs', 'goals'];
    case 5:
      return [
        'preferredChannels',
        'buyerJourney.awareness',
        'buyerJourney.consideration',
        'buyerJourney.decision',
      ];
    default:
      return [];
  }
}

/** Clamps a step number from anywhere (a draft, a URL) to 1..5. */
export function clampStep(step: unknown): number {
  const n = typeof step === 'number' ? step : Number(step);
  if (!Number.isFinite(n)) return 1;
  return Math.min(ICP_STEP_COUNT, Math.max(1, Math.trunc(n)));
}

/**
 * An empty form; `profession` is the trade it starts with (the user's own, when they have chosen one),
 * and the client type starts as the clients that trade serves first (a dentist's are consumers: B2C);
 * B2B without a trade.
 */
export function emptyIcpForm(profession: string | null = null): IcpFormValues {
  const trade = professionById(profession);
  return {
    name: '',
    type: trade?.serves[0] ?? 'b2b',
    industry: '',
    companySize: '',
    revenue: '',
    technographics: [],
    decisionMakerRole: '',
    decisionMakerTitle: '',
    ageRange: '',
    gender: 'all',
    education: '',
    occupation: '',
    income: '',
    geographics: [],
    psychographics: '',
    behavioralTraits: [],
    painPoints: [],
    needs: [],
    goals: [],
    preferredChannels: [],
    buyerJourney: { awareness: '', consideration: '', decision: '' },
    profession: trade?.id ?? null,
    disqualifiers: [],
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const gender = (value: unknown): Gender =>
  GENDER_OPTIONS.some((o) => o.value === value) ? (value as Gender) : 'all';

/**
 * The form from anything shaped like it: a saved profile, or a draft's `draftData` (which the server
 * stores as it was sent, so every field is checked rather than trusted).
 */
export function toIcpForm(
  source: Partial<Record<keyof IcpFormValues, unknown>> | null | undefined,
): IcpFormValues {
  const s = source ?? {};
  const journey = (s.buyerJourney && typeof s.buyerJourney === 'object' ? s.buyerJourney : {}) as Record<
    string,
    unknown
  >;
  return {
    name: text(s.name),
    type: s.type === 'b2c' ? 'b2c' : 'b2b',
    industry: text(s.industry),
    companySize: text(s.companySize),
    revenue: text(s.revenue),
    technographics: list(s.technographics),
    decisionMakerRole: text(s.decisionMakerRole),
    decisionMakerTitle: text(s.decisionMakerTitle),
    ageRange: text(s.ageRange),
    gender: gender(s.gender),
    education: text(s.education),
    occupation: text(s.occupation),
    income: text(s.income),
    geographics: list(s.geographics),
    psychographics: text(s.psychographics),
    behavioralTraits: list(s.behavioralTraits),
    painPoints: list(s.painPoints),
    needs: list(s.needs),
    goals: list(s.goals),
    preferredChannels: list(s.preferredChannels),
    buyerJourney: {
      awareness: text(journey.awareness),
      consideration: text(journey.consideration),
      decision: text(journey.decision),
    },
    profession: professionById(typeof s.profession === 'string' ? s.profession : null)?.id ?? null,
    disqualifiers: list(s.disqualifiers),
  };
}

export function icpToForm(icp: Icp): IcpFormValues {
  return toIcpForm(icp as unknown as Partial<Record<keyof IcpFormValues, unknown>>);
}

/** `draftData` for `POST/PUT /api/drafts`: the whole form. */
export function formToDraftData(values: IcpFormValues): Record<string, Json> {
  return JSON.parse(JSON.stringify(values)) as Record<string, Json>;
}

const orNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The request body for create and update, from the parsed form. The whole form is sent (PUT clears
 * what it omits). Only the type's own details are kept: a b2b profile sends no demographics and a b2c
 * profile no firmographics, so switching the type never leaves hidden data behind.
 */
export function toIcpPayload(fields: IcpFields): IcpFields {
  const b2b = fields.type === 'b2b';
  const journey = fields.buyerJourney;
  const buyerJourney = {
    awareness: orNull(journey?.awareness),
    consideration: orNull(journey?.consideration),
    decision: orNull(journey?.decision),
  };
  const hasJourney = Object.values(buyerJourney).some(Boolean);
  return {
    name: fields.name,
    type: fields.type,
    industry: b2b ? orNull(fields.industry) : null,
    companySize: b2b ? orNull(fields.companySize) : null,
    revenue: b2b ? orNull(fields.revenue) : null,
    technographics: b2b ? (fields.technographics ?? []) : [],
    decisionMakerRole: b2b ? orNull(fields.decisionMakerRole) : null,
    decisionMakerTitle: b2b ? orNull(fields.decisionMakerTitle) : null,
    ageRange: b2b ? null : orNull(fields.ageRange),
    gender: b2b ? null : (fields.gender ?? 'all'),
    education: b2b ? null : orNull(fields.education),
    occupation: b2b ? null : orNull(fields.occupation),
    income: b2b ? null : orNull(fields.income),
    geographics: fields.geographics ?? [],
    psychographics: orNull(fields.psychographics),
    behavioralTraits: fields.behavioralTraits ?? [],
    painPoints: fields.painPoints ?? [],
    needs: fields.needs ?? [],
    goals: fields.goals ?? [],
    preferredChannels: fields.preferredChannels ?? [],
    buyerJourney: hasJourney ? buyerJourney : null,
    profession: fields.profession ?? null,
    disqualifiers: fields.disqualifiers ?? [],
  };
}
