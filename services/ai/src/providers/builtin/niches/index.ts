import { accountants } from './accountants.js';
import { architects } from './architects.js';
import { bookkeepers } from './bookkeepers.js';
import { businessCoaches } from './business-coaches.js';
import { businessLawyers } from './business-lawyers.js';
import { consultants } from './consultants.js';
import { dentists } from './dentists.js';
import { engineers } from './engineers.js';
import { estateLawyers } from './estate-lawyers.js';
import { familyLawyers } from './family-lawyers.js';
import { financialAdvisors } from './financial-advisors.js';
import { homeContractors } from './home-contractors.js';
import { immigrationLawyers } from './immigration-lawyers.js';
import { injuryLawyers } from './injury-lawyers.js';
import { insuranceAgents } from './insurance-agents.js';
import { itServices } from './it-services.js';
import { marketingAgencies } from './marketing-agencies.js';
import { mortgageBrokers } from './mortgage-brokers.js';
import { nutritionists } from './nutritionists.js';
import { personalTrainers } from './personal-trainers.js';
import { photographers } from './photographers.js';
import { physicalTherapists } from './physical-therapists.js';
import { physicians } from './physicians.js';
import { propertyManagers } from './property-managers.js';
import { realEstateAgents } from './real-estate-agents.js';
import { recruiters } from './recruiters.js';
import { softwareDevelopers } from './software-developers.js';
import { taxProfessionals } from './tax-professionals.js';
import { therapists } from './therapists.js';
import { veterinarians } from './veterinarians.js';
import { videoProduction } from './video-production.js';
import { wealthManagers } from './wealth-managers.js';
import { webDesigners } from './web-designers.js';
import { termsIn } from '@icp-studio/contracts';
import type { ClientType, Knowledge } from '../knowledge/types.js';
import type { Country, Niche } from './types.js';

export type { Country, Niche, NicheKpi } from './types.js';

/**
 * The niches of each profession (one data file per profession beside this one, at least three each), by
 * profession id. docs/engine.md ("Niches") says how one is picked and where its words go.
 */
export const NICHES: Readonly<Record<string, readonly Niche[]>> = {
  accountants: accountants,
  architects: architects,
  bookkeepers: bookkeepers,
  'business-coaches': businessCoaches,
  'business-lawyers': businessLawyers,
  consultants: consultants,
  dentists: dentists,
  engineers: engineers,
  'estate-lawyers': estateLawyers,
  'family-lawyers': familyLawyers,
  'financial-advisors': financialAdvisors,
  'home-contractors': homeContractors,
  'immigration-lawyers': immigrationLawyers,
  'injury-lawyers': injuryLawyers,
  'insurance-agents': insuranceAgents,
  'it-services': itServices,
  'marketing-agencies': marketingAgencies,
  'mortgage-brokers': mortgageBrokers,
  nutritionists: nutritionists,
  'personal-trainers': personalTrainers,
  photographers: photographers,
  'physical-therapists': physicalTherapists,
  physicians: physicians,
  'property-managers': propertyManagers,
  'real-estate-agents': realEstateAgents,
  recruiters: recruiters,
  'software-developers': softwareDevelopers,
  'tax-professionals': taxProfessionals,
  therapists: therapists,
  veterinarians: veterinarians,
  'video-production': videoProduction,
  'wealth-managers': wealthManagers,
  'web-designers': webDesigners,
};

/** What picks a niche: the client's kind and country, and the profile's words about who the client is. */
export interface NicheQuery {
  profession: string;
  type: ClientType;
  country: Country | null;
  /** The client's industry and occupation (the taxonomy reads them). */
  identity: string;
  /** Every other word of the profile (name, pains, needs, goals, psychographics...), lower case. */
  text: string;
}

/**
 * The niche a profile describes: its taxonomy terms (industry, occupation: 3 each), its words (2 each) and
 * its language (1 each) found in the profile; a niche needs 2 points, and ties keep the file's order.
 * None fits: null (the trade's own knowledge speaks alone).
 */
export function pickNiche(q: NicheQuery): Niche | null {
  const list = NICHES[q.profession];
  if (!list) return null;
  const terms = new Set(termsIn(q.identity).map((t) => t.id));
  const text = `${q.identity.toLowerCase()} \n ${q.text}`;
  let bestNiche: Niche | null = null;
  let bestScore = 1;
  for (const n of list) {
    if (n.type && n.type !== q.type) continue;
    // A niche of some countries (UK sole traders under Making Tax Digital) needs the profile to be in one
    // of them: a profile that names no country is not assumed to be British.
    if (n.countries && !(q.country && n.countries.includes(q.country))) continue;
    let s = 0;
    for (const t of n.terms) if (terms.has(t)) s += 3;
    const { words, language } = patternsOf(n);
    for (const re of words) if (re.test(text)) s += 2;
    for (const re of language) if (re.test(text)) s += 1;
    if (s > bestScore) {
      bestScore = s;
      bestNiche = n;
    }
  }
  return bestNiche;
}

/** A niche's words as expressions that match at the start of a word ("cat" is not in "education"). */
const PATTERNS = new WeakMap<Niche, { words: RegExp[]; language: RegExp[] }>();
function patternsOf(n: Niche): { words: RegExp[]; language: RegExp[] } {
  let p = PATTERNS.get(n);
  if (!p) {
    const re = (w: string) =>
      new RegExp(`(?:^|[^a-z0-9])${singularStart(w.toLowerCase()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    p = { words: n.words.map(re), language: n.language.map(re) };
    PATTERNS.set(n, p);
  }
  return p;
}

/**
 * A term without its plural ending, so it matches at the start of either form: "fissure sealants" finds
 * "fissure sealant", "puppies" finds "puppy". Short words keep their ending ("gas" is not "ga").
 */
function singularStart(w: string): string {
  if (w.length < 5) return w;
  if (w.endsWith('ies')) return w.slice(0, -3);
  if (/[^s]s$/.test(w)) return w.slice(0, -1);
  return w;
}

const MERGED = new Map<string, Knowledge>();

/**
 * The trade's knowledge with the niche's in front: its segment (situation and triggers), pains, objections,
 * channels, messages, pillars and KPIs come first (marked `niche`, which the model ranks first), and its
 * entry offer, referral partners and language become the campaign material. Built once per niche.
 */
export function withNiche(k: Knowledge, n: Niche, type: ClientType): Knowledge {
  const key = `${k.id}/${n.id}/${type}`;
  let merged = MERGED.get(key);
  if (merged) return merged;
  const only = n.type ? { type: n.type } : {};
  const material = {
    leadMagnet: n.entryOffer,
    referralPartners: n.referralPartners.join(', '),
    topics: [n.language[0]!, n.language[1] ?? n.language[0]!] as [string, string],
  };
  merged = {
    ...k,
    segments: [
      { ...only, label: n.label, situation: n.situation, triggers: n.triggers, niche: true },
      ...k.segments,
    ],
    pains: [...n.pains.map((text) => ({ ...only, text, niche: true })), ...k.pains],
    objections: [...n.objections.map((o) => ({ ...only, ...o, niche: true })), ...k.objections],
    channels: [
      ...n.channels.map((text) => ({ ...only, text, niche: true })),
      { ...only, text: `Referrals from ${n.referralPartners[0]}`, niche: true },
      ...k.channels,
    ],
    messages: [...n.messages.map((text) => ({ ...only, text, niche: true })), ...k.messages],
    // Pillars read "Label: promise" (the positioning lists what follows the colon).
    pillars: [...n.pillars.filter((x) => x.includes(':')), ...k.pillars],
    // The trade's KPIs keep their place (one per stage, with the trade's baselines); the niche's follow.
    kpis: [...k.kpis, ...n.kpis.map((x) => ({ ...x, ...only, niche: true }))],
    ...material,
    material: { ...k.material, [type]: { ...k.material?.[type], ...material } },
  };
  MERGED.set(key, merged);
  return merged;
}
