import type { IcpScore } from '@icp-studio/contracts';
import type { IcpScoreEntity } from './score.entity.js';

export function toIcpScore(e: IcpScoreEntity): IcpScore {
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
  };
}
