import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AI,
  generateMessagingResponseSchema,
  icpDataRequestSchema,
  suggestCampaignsRequestSchema,
  suggestCampaignsResponseSchema,
  suggestDemographicsRequestSchema,
  suggestionsResponseSchema,
  type CampaignSuggestion,
  type GenerateMessagingResponse,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse, requireActor } from '@icp-studio/service-kit';
import { SuggestionsService } from './suggestions.service.js';

/**
 * The AI subjects of docs/product.md §7. Each request is `{actor, body}`; no actor: 401; bad body: 400.
 * Every answer is checked against its contract schema before it leaves.
 */
@Controller()
export class SuggestionsController {
  constructor(private readonly ai: SuggestionsService) {}

  /** `{type, industry, context: {companySize, ageRange}}` -> `{suggestions: ['Label: value', ...]}`. */
  @MessagePattern(AI.suggestDemographics)
  async demographics(@Payload() req: RpcRequest): Promise<{ suggestions: string[] }> {
    const actor = requireActor(req);
    const body = parse(suggestDemographicsRequestSchema, req.body);
    const suggestions = await this.ai.run(actor, {
      kind: 'demographics',
      input: {
        type: body.type,
        industry: body.industry,
        companySize: body.context?.companySize,
        ageRange: body.context?.ageRange,
      },
    });
    return suggestionsResponseSchema.parse({ suggestions });
  }

  /** `{icpData}` -> `{suggestions}` (pain points not already in the profile). */
  @MessagePattern(AI.suggestPainPoints)
  async painPoints(@Payload() req: RpcRequest): Promise<{ suggestions: string[] }> {
    const actor = requireActor(req);
    const { icpData } = parse(icpDataRequestSchema, req.body);
    return suggestionsResponseSchema.parse({
      suggestions: await this.ai.run(actor, { kind: 'painPoints', input: { icpData } }),
    });
  }

  /** `{icpData}` -> `{suggestions}` (channels not already in the profile). */
  @MessagePattern(AI.suggestChannels)
  async channels(@Payload() req: RpcRequest): Promise<{ suggestions: string[] }> {
    const actor = requireActor(req);
    const { icpData } = parse(icpDataRequestSchema, req.body);
    return suggestionsResponseSchema.parse({
      suggestions: await this.ai.run(actor, { kind: 'channels', input: { icpData } }),
    });
  }

  /** `{icpData}` -> `{suggestions: {valueProposition, keyMessages, messagingPillars}}`, also at the top level. */
  @MessagePattern(AI.generateMessaging)
  async messaging(@Payload() req: RpcRequest): Promise<GenerateMessagingResponse> {
    const actor = requireActor(req);
    const { icpData } = parse(icpDataRequestSchema, req.body);
    const messaging = await this.ai.run(actor, { kind: 'messaging', input: { icpData } });
    return generateMessagingResponseSchema.parse({ ...messaging, suggestions: messaging });
  }

  /** `{icpData, channels?}` -> `{suggestions: [{name, objective, timeline, channel?}]}`. */
  @MessagePattern(AI.suggestCampaigns)
  async campaigns(@Payload() req: RpcRequest): Promise<{ suggestions: CampaignSuggestion[] }> {
    const actor = requireActor(req);
    const { icpData, channels } = parse(suggestCampaignsRequestSchema, req.body);
    return suggestCampaignsResponseSchema.parse({
      suggestions: await this.ai.run(actor, {
        kind: 'campaigns',
        input: { icpData, channels: channels ?? [] },
      }),
    });
  }
}
