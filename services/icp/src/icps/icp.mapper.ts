import type { Icp, IcpFields, Json, ScoreState, SignOff } from '@icp-studio/contracts';
import type { IcpEntity } from './icp.entity.js';
import { fieldSourcesOf } from './field-sources.js';

/** The AI part of a profile, kept on its score record. */
export interface IcpAiPart {
  aiSuggestions: Json | null;
  personaNarrative: string | null;
  /** Whether the profile has a score row, and the save its figures reflect. */
  hasScore?: boolean;
  scoredFor?: Date | null;
}

/**
 * Whether a profile's score reflects its latest save (docs/product.md §10): current when the score's
 * `scoredFor` is not older than the profile's `scoreRequestedAt` (or the profile predates the stamp);
 * otherwise updating while a re-score is coming, and stale (or none, without a score) once it is known
 * that none is.
 */
export function scoreStateOf(
  p: Pick<IcpEntity, 'scoreRequestedAt' | 'scoreFailedAt'>,
  score: { scoredFor: Date | null } | null,
): ScoreState {
  const requested = p.scoreRequestedAt?.getTime() ?? null;
  if (score && (requested === null || (score.scoredFor?.getTime() ?? -Infinity) >= requested))
    return 'current';
  const noneComing = requested === null || (p.scoreFailedAt?.getTime() ?? -Infinity) >= requested;
  if (noneComing) return score ? 'stale' : 'none';
  return 'updating';
}

/** The owner's sign-off as answers show it (docs/product.md §18); null: never signed off. */
export function signOffOf(e: Pick<IcpEntity, 'signedOffVersion' | 'signedOffAt'>): SignOff | null {
  if (!e.signedOffVersion || !e.signedOffAt) return null;
  return { version: e.signedOffVersion, signedAt: new Date(e.signedOffAt).toISOString() };
}

/** A profile as every answer shows it (contract `icpSchema`). */
export function toIcp(e: IcpEntity, ai?: IcpAiPart | null): Icp {
  return {
    id: e.id,
    name: e.name,
    userId: e.userId,
    createdBy: e.createdBy,
    status: e.status,
    type: e.type,
    industry: e.industry,
    companySize: e.companySize,
    revenue: e.revenue,
    technographics: e.technographics ?? [],
    decisionMakerRole: e.decisionMakerRole,
    decisionMakerTitle: e.decisionMakerTitle,
    ageRange: e.ageRange,
    gender: e.gender,
    education: e.education,
    occupation: e.occupation,
    income: e.income,
    geographics: e.geographics ?? [],
    psychographics: e.psychographics,
    behavioralTraits: e.behavioralTraits ?? [],
    painPoints: e.painPoints ?? [],
    needs: e.needs ?? [],
    goals: e.goals ?? [],
    preferredChannels: e.preferredChannels ?? [],
    buyerJourney: e.buyerJourney,
    personaNarrative: ai?.personaNarrative ?? null,
    profession: e.profession ?? null,
    disqualifiers: e.disqualifiers ?? [],
    aiSuggestions: ai?.aiSuggestions ?? null,
    clientName: e.clientName,
    clientEmail: e.clientEmail,
    scoreState: scoreStateOf(e, ai?.hasScore ? { scoredFor: ai.scoredFor ?? null } : null),
    fieldSources: fieldSourcesOf(e, e.fieldSources),
    version: e.version,
    signOff: signOffOf(e),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

const blank = (v: string | null | undefined): string | null => (v == null || v.trim() === '' ? null : v);

/**
 * The stored columns for a set of wizard fields. PUT semantics: a field the body leaves out is
 * cleared. Blank texts are stored as null; a buyer journey with no stage becomes null. Status is
 * decided by the caller (it has a rule of its own). The profession and the disqualifiers are the
 * exceptions: left out, they stay as stored (undefined is not written), so a client that predates the
 * fields never clears them.
 */
export function fieldsToColumns(
  f: IcpFields,
): Omit<
  IcpEntity,
  | 'id'
  | 'userId'
  | 'createdBy'
  | 'status'
  | 'clientName'
  | 'clientEmail'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
  | 'profession'
  | 'disqualifiers'
  | 'scoreRequestedAt'
  | 'scoreFailedAt'
  | 'fieldSources'
  | 'signedOffVersion'
  | 'signedOffAt'
  | 'signedOffBy'
  | 'observedFields'
> & { profession?: string | null; disqualifiers?: string[] } {
  const journey = f.buyerJourney
    ? {
        awareness: blank(f.buyerJourney.awareness),
        consideration: blank(f.buyerJourney.consideration),
        decision: blank(f.buyerJourney.decision),
      }
    : null;
  return {
    name: f.name,
    type: f.type,
    industry: blank(f.industry),
    companySize: blank(f.companySize),
    revenue: blank(f.revenue),
    technographics: f.technographics ?? [],
    decisionMakerRole: blank(f.decisionMakerRole),
    decisionMakerTitle: blank(f.decisionMakerTitle),
    ageRange: blank(f.ageRange),
    gender: f.gender ?? null,
    education: blank(f.education),
    occupation: blank(f.occupation),
    income: blank(f.income),
    geographics: f.geographics ?? [],
    psychographics: blank(f.psychographics),
    behavioralTraits: f.behavioralTraits ?? [],
    painPoints: f.painPoints ?? [],
    needs: f.needs ?? [],
    goals: f.goals ?? [],
    preferredChannels: f.preferredChannels ?? [],
    buyerJourney:
      journey && (journey.awareness || journey.consideration || journey.decision) ? journey : null,
    ...(f.profession !== undefined && { profession: f.profession }),
    ...(f.disqualifiers !== undefined && { disqualifiers: f.disqualifiers }),
  };
}

/** The display name stored beside a profile for list search: "First Last", or null. */
export function displayName(user: { firstName?: string | null; lastName?: string | null }): string | null {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name ? name.slice(0, 200) : null;
}
