import type { IcpScore } from '@icp-studio/contracts';
import type { IcpEntity } from '../icps/icp.entity.js';
import { scoreStateOf } from '../icps/icp.mapper.js';
import type { IcpScoreEntity } from './score.entity.js';

/**
 * A score as every answer shows it (contract `icpScoreSchema`). With its profile row it also says
 * whether the figures reflect the latest save (`state`) and whether the AI part was written for an
 * earlier version (`aiOutdated`): docs/product.md §10.
 */
export function toIcpScore(
  e: IcpScoreEntity,
  icp?: Pick<IcpEntity, 'scoreRequestedAt' | 'scoreFailedAt'>,
): IcpScore {
  const requested = icp?.scoreRequestedAt?.getTime() ?? null;
  const hasAiText = Boolean(e.aiSuggestions?.length || e.personaNarrative?.trim());
  const state = icp ? scoreStateOf(icp, e) : undefined;
  return {
    icpId: e.icpId,
    overallScore: e.overallScore,
    demographicsScore: e.demographicsScore,
    psychographicsScore: e.psychographicsScore,
    painPointsScore: e.painPointsScore,
    needsScore: e.needsScore,
    channelsScore: e.channelsScore,
    suggestions: [...(e.suggestions ?? []), ...(e.aiSuggestions ?? [])],
    rubricVersion: e.rubricVersion,
    aiStatus: e.aiStatus,
    aiSuggestions: e.aiSuggestions,
    aiError: e.aiStatus === 'failed' ? (e.aiError ?? null) : null,
    analyzedAt: e.analyzedAt.toISOString(),
    ...(state && state !== 'none' ? { state } : {}),
    ...(icp
      ? {
          aiOutdated:
            hasAiText && requested !== null && (e.aiRequestedAt?.getTime() ?? -Infinity) < requested,
        }
      : {}),
    aiRequestedAt: e.aiRequestedAt ? e.aiRequestedAt.toISOString() : null,
  };
}
