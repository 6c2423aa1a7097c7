import { Controller } from '@nestjs/common';
import {
  ICP,
  type Actor,
  type ApplyAiAnalysisRequest,
  type IcpScore,
  type IdParam,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { ScoringService } from './scoring.service.js';

@Controller()
export class ScoresController {
  constructor(private readonly scoring: ScoringService) {}

  /** `{id}` -> IcpScore; 404 'ICP not found' (invisible) or 'No score yet'. */
  @RpcHandler(ICP.getScore)
  getScore(actor: Actor, { id }: IdParam): Promise<IcpScore> {
    return this.scoring.get(actor, id);
  }

  /**
   * `{id}` -> IcpScore: runs the rubric now and stores the result; with AI analysis on, queues it and
   * answers with aiStatus 'pending' (the ai worker writes the AI part later).
   */
  @RpcHandler(ICP.analyze)
  analyze(actor: Actor, { id }: IdParam): Promise<IcpScore> {
    return this.scoring.analyze(actor, id);
  }

  /**
   * `{icpId, status, aiSuggestions, personaNarrative, error?, analyzedAt?}` -> `{applied}`: the ai worker
   * writes the AI part of the score as the requester (404 'ICP not found' when not visible).
   */
  @RpcHandler(ICP.applyAiAnalysis)
  applyAiAnalysis(actor: Actor, analysis: ApplyAiAnalysisRequest): Promise<{ applied: boolean }> {
    return this.scoring.applyAiAnalysis(actor, analysis);
  }
}
