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
import { generic } from './generic.js';
import { knowledgeSchema } from './schema.js';
import type { ClientType, Family, Knowledge } from './types.js';

/**
 * The offline engine's knowledge: one file per profession in this folder (docs/engine.md says how to add
 * one), in the order a picker shows them. The tests check each file against ./schema.ts.
 */
export const KNOWLEDGE: readonly Knowledge[] = [
  dentists,
  physicians,
  therapists,
  veterinarians,
  physicalTherapists,
  businessLawyers,
  familyLawyers,
  injuryLawyers,
  immigrationLawyers,
  estateLawyers,
  accountants,
  bookkeepers,
  taxProfessionals,
  financialAdvisors,
  wealthManagers,
  mortgageBrokers,
  insuranceAgents,
  realEstateAgents,
  propertyManagers,
  architects,
  engineers,
  homeContractors,
  itServices,
  softwareDevelopers,
  webDesigners,
  marketingAgencies,
  photographers,
  videoProduction,
  recruiters,
  businessCoaches,
  consultants,
  personalTrainers,
  nutritionists,
];

// The shape check runs once when the engine loads: a broken knowledge file stops the service at start-up
// rather than giving odd answers later (the unit tests run the full check of ./schema.ts).
for (const k of [...KNOWLEDGE, generic]) {
  const parsed = knowledgeSchema.safeParse(k);
  if (!parsed.success)
    throw new Error(
      `knowledge file ${k.id} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
}

/** When no profession fits, and for a kind of client a trade does not serve. */
export const GENERIC: Knowledge = generic;

/** What a profession picker needs: the id to store, the label to show, the family and which clients it serves. */
export interface ProfessionOption {
  id: string;
  label: string;
  family: Family;
  serves: readonly ClientType[];
}

/** Every profession the engine knows, as a typed list for a picker or a contract. */
export const PROFESSIONS: readonly ProfessionOption[] = KNOWLEDGE.map((k) => ({
  id: k.id,
  label: k.label,
  family: k.family,
  serves: k.serves,
}));

export type ProfessionId = (typeof KNOWLEDGE)[number]['id'];

/** A profession's knowledge by id (undefined for an unknown id). */
export function knowledgeOf(id: string): Knowledge | undefined {
  return KNOWLEDGE.find((k) => k.id === id);
}

/** Gender-neutral first names for persona narratives, picked deterministically. */
export const PERSONA_NAMES = [
  'Alex',
  'Jordan',
  'Morgan',
  'Taylor',
  'Casey',
  'Riley',
  'Jamie',
  'Robin',
  'Avery',
  'Quinn',
  'Rowan',
  'Sam',
];
