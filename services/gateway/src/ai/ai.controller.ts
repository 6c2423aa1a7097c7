import { Controller, Get, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import {
  AI,
  aiSettingsRequestSchema,
  icpDataRequestSchema,
  suggestCampaignsRequestSchema,
  suggestDemographicsRequestSchema,
} from '@icp-studio/contracts';
import { DomainError, RpcClient } from '@icp-studio/service-kit';
import { Forward, buildMessage } from '../common/forward.js';
import { requestState } from '../common/request-state.js';

/** Nest token: the deadline (ms) of the AI suggestion calls over NATS. */
export const AI_RPC_TIMEOUT = Symbol('AI_RPC_TIMEOUT');

/**
 * The AI routes: forwarded to the ai service, which owns every rule (providers, settings, limits). The
 * five suggestion calls wait for a language model, so their deadline is the AI's own (AI_TIMEOUT_MS)
 * plus a margin instead of the gateway's default NATS deadline.
 */
@Controller()
export class AiController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(AI_RPC_TIMEOUT) private readonly timeoutMs: number,
  ) {}

  private forward(subject: string, body: z.ZodType, req: Request): Promise<unknown> {
    const { actor } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    return this.rpc.request(subject, buildMessage({ body }, req), { actor, timeoutMs: this.timeoutMs });
  }

  /** `{type, industry, context: {companySize, ageRange}}` -> `{suggestions: string[]}` ('Label: value'). */
  @Post('ai/suggest-demographics')
  @HttpCode(200)
  suggestDemographics(@Req() req: Request) {
    return this.forward(AI.suggestDemographics, suggestDemographicsRequestSchema, req);
  }

  /** `{icpData}` -> `{suggestions: string[]}` */
  @Post('ai/suggest-pain-points')
  @HttpCode(200)
  suggestPainPoints(@Req() req: Request) {
    return this.forward(AI.suggestPainPoints, icpDataRequestSchema, req);
  }

  /** `{icpData}` -> `{suggestions: string[]}` */
  @Post('ai/suggest-channels')
  @HttpCode(200)
  suggestChannels(@Req() req: Request) {
    return this.forward(AI.suggestChannels, icpDataRequestSchema, req);
  }

  /** `{icpData}` -> `{suggestions: {valueProposition, keyMessages, messagingPillars}, ...the same}` */
  @Post('ai/generate-messaging')
  @HttpCode(200)
  generateMessaging(@Req() req: Request) {
    return this.forward(AI.generateMessaging, icpDataRequestSchema, req);
  }

  /** `{icpData, channels?}` -> `{suggestions: [{name, objective, timeline, channel?}]}` */
  @Post('ai/suggest-campaigns')
  @HttpCode(200)
  suggestCampaigns(@Req() req: Request) {
    return this.forward(AI.suggestCampaigns, suggestCampaignsRequestSchema, req);
  }

  /** -> `{provider, model, customApiUrl, customApiKey: '', hasApiKey, useReplitAI}` (the caller's own). */
  @Get('ai-settings')
  @Forward(AI.getSettings)
  getSettings() {}

  /** The same fields; `customApiKey` omitted or '' keeps the stored key, null removes it. */
  @Put('ai-settings')
  @Forward(AI.putSettings, { body: aiSettingsRequestSchema })
  putSettings() {}

  /** -> `{providers: [{id, label, models, defaultModel, requiresApiKey, requiresUrl}], builtin, operatorConfigured}` */
  @Get('ai-settings/options')
  @Forward(AI.settingsOptions)
  options() {}
}
