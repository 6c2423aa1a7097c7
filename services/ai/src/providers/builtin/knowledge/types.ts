/**
 * The shape of one profession's knowledge (one file per profession beside this one). docs/engine.md says
 * how the engine reads it and how to add a profession.
 */

import type { ClientKind, ProfessionFamily } from '@icp-studio/contracts';

/** Business or consumer clients, and the profession families: the shared list's own types. */
export type ClientType = ClientKind;
export type Family = ProfessionFamily;
export type Stage = 'awareness' | 'consideration' | 'decision' | 'retention';

/**
 * When an entry fits a profile. `type`: only for business (b2b) or consumer (b2c) clients. `age`: the
 * client ages it fits (a profile whose age range lies wholly outside never gets it). `any`: signal tags
 * (see SIGNALS in ../model.ts, plus the profession's own `signals`) that make it more relevant. `not`:
 * tags that rule it out (a profile with student debt never gets estate-tax worries). `need`: tags without
 * which it never fits.
 */
export interface When {
  type?: ClientType;
  age?: [number, number];
  any?: string[];
  not?: string[];
  /** Tags the profile must show for the entry to fit at all (kids only when the profile speaks of a family). */
  need?: string[];
  /** The entry comes from the profile's niche (../niches/): it ranks before the trade's general entries. */
  niche?: boolean;
}

/** A suggestion: a pain in the client's own words, a goal, a channel, a key message. */
export interface Item extends When {
  text: string;
}

/** Who the trade serves: a segment, its situation (after the client's name: "is paying down...") and what makes them look for help. */
export interface Segment extends When {
  label: string;
  situation: string;
  triggers: string[];
}

/** What the client says to hold back, and the answer that works. */
export interface Objection extends When {
  says: string;
  answer: string;
}

/** A figure the trade counts, in its own units ("new-patient bookings a month"). */
export interface Kpi {
  name: string;
  stage: Stage;
  type?: ClientType;
  /** The period the name speaks of ("clients renewing each year": year); absent: read from the name. */
  period?: 'week' | 'month' | 'quarter' | 'year';
  niche?: boolean;
}

export interface Knowledge {
  id: string;
  /** Plural, as a picker shows it ("Dentists"). */
  label: string;
  family: Family;
  /** Which clients the trade has: businesses (b2b), consumers (b2c) or both. */
  serves: ClientType[];
  /**
   * Matched against the profile's industry (then its name and occupation); phrases weigh more than
   * words, and a word marked `~` is a weak hint (it only decides when nothing stronger matches).
   */
  keywords: string[];
  /** What the trade does for clients, as a noun phrase ("dental care"). */
  service: string;
  /** What the trade calls one client (singular), per kind of client: "patient", "practice". */
  client: Partial<Record<ClientType, string>>;
  /** The professional's own business: "practice", "firm", "studio". */
  firm: string;
  /** Rules that bind the trade's marketing and advice, said plainly (a constraint in the persona). */
  regulation?: string;
  /** Extra signal tags read from the profile's text: tag -> regular expression source (lowercase text). */
  signals?: Record<string, string>;
  segments: Segment[];
  pains: Item[];
  goals: Item[];
  objections: Objection[];
  channels: Item[];
  /** Channels that do not fit the trade, with the reason; never suggested. */
  excluded: { channel: string; why: string }[];
  kpis: Kpi[];
  demographics: {
    b2b?: {
      industries: string[];
      companySizes: string[];
      revenues: string[];
      roles: string[];
      titles: string[];
    };
    b2c?: { ages: Item[]; incomes: Item[]; occupations: Item[]; education: string[] };
    locations: string[];
  };
  /** Value proposition per kind of client, with `{audience}` filled from the profile. */
  promise: Partial<Record<ClientType, string>>;
  messages: Item[];
  pillars: string[];
  /** What makes a client choose this professional, after "chooses the ... that". */
  chooses: string;
  journey: Record<'awareness' | 'consideration' | 'decision', string>;
  /** Campaign material: the free offer, the event, who refers clients, two content topics. */
  leadMagnet: string;
  event: string;
  referralPartners: string;
  topics: [string, string];
  /** Campaign material for one kind of client where it differs (a farm vet's event is not a puppy evening). */
  material?: Partial<
    Record<ClientType, Partial<Pick<Knowledge, 'leadMagnet' | 'event' | 'referralPartners' | 'topics'>>>
  >;
  /** Terms that must never appear in this trade's output (checked by the tests). */
  forbidden: string[];
}
