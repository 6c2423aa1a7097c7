/**
 * One niche of a profession, as data: who the niche is, the words its practitioners use, what makes its
 * clients look for help, what holds them back, who refers them, the first thing to offer, when they are
 * busy and what to count. docs/engine.md ("Niches") says how a niche is picked and where its words go.
 */

import type { ClientType, Stage } from '../knowledge/types.js';

export type Country = 'US' | 'UK' | 'CA' | 'AU';

/** A figure the niche counts; `period` is the period its name speaks of ("a year" for renewals). */
export interface NicheKpi {
  name: string;
  stage: Stage;
  period: 'week' | 'month' | 'quarter' | 'year';
}

export interface Niche {
  /** kebab-case, unique within the profession. */
  id: string;
  /** The niche's clients, plural ("veterinary clinic owners"). */
  label: string;
  /** Only for business (b2b) or consumer (b2c) clients of the trade. */
  type?: ClientType;
  /** Only for clients in these countries (a QDRO is American); absent: any country. */
  countries?: Country[];
  /** Taxonomy term ids (libs/contracts TAXONOMY) that name the niche in a profile's industry or occupation. */
  terms: string[];
  /** Lower-case words or phrases of a profile's text that point to the niche. */
  words: string[];
  /** After the client's name: "runs a clinic with two vets and a growing wellness-plan list". */
  situation: string;
  /** Terms a practitioner of the niche uses (QDRO, tenant-improvement allowance). */
  language: string[];
  /** What makes the niche's clients look for help now. */
  triggers: string[];
  /** Pains in the client's own words. */
  pains: string[];
  objections: { says: string; answer: string }[];
  /** Who refers the niche's clients. */
  referralPartners: string[];
  /** The first, small thing to offer ("a fixed-fee annual allowance check"). */
  entryOffer: string;
  /** Key messages in the niche's words. */
  messages: string[];
  /** Channels where the niche's clients are. */
  channels: string[];
  /** Pillars ("Label: what it promises"). */
  pillars: string[];
  /** The clients' busy months (1-12) and what happens then: no campaign asks for their time then. */
  season: { months: number[]; note: string } | null;
  kpis: NicheKpi[];
  /** The kind of public source the niche was written from (a trade body, a regulator's guidance). */
  source: string;
}
