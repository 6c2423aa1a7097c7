import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ICP,
  applyAiAnalysisRequestSchema,
  idParamSchema,
  type IcpScore,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse, requireActor } from '@icp-studio/service-kit';
import { ScoringService } from './scoring.service.js';

@Controller()
export class ScoresController {
  constructor(private readonly scoring: ScoringService) {}

  /** `{id}` -> IcpScore; 404 'ICP not found' (invisible) or 'No score yet'. */
  @MessagePattern(ICP.getScore)
  getScore(@Payload() req: RpcRequest): Promise<IcpScore> {
    const actor = requireActor(req);
    return this.scoring.get(actor, parse(idParamSchema, req.body).id);
  }

  /**
   * `{id}` -> IcpScore: runs the rubric now and stores the result; with AI analysis on, queues it and
   * answers with aiStatus 'pending' (the ai worker writes the AI part later).
   */
  @MessagePattern(ICP.analyze)
  analyze(@Payload() req: RpcRequest): Promise<IcpScore> {
    const actor = requireActor(req);
    return this.scoring.analyze(actor, parse(idParamSchema, req.body).id);
  }

  /**
   * `{icpId, status, aiSuggestions, personaNarrative, error?, analyzedAt?}` -> `{applied}`: the ai worker
   * writes the AI part of the score as the requester (404 'ICP not found' when not visible).
   */
  @MessagePattern(ICP.applyAiAnalysis)
  applyAiAnalysis(@Payload() req: RpcRequest): Promise<{ applied: boolean }> {
    const actor = requireActor(req);
    return this.scoring.applyAiAnalysis(actor, parse(applyAiAnalysisRequestSchema, req.body));
  }
}
