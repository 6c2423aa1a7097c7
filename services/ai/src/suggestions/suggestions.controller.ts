import { Controller } from '@nestjs/common';
import {
  AI,
  generateMessagingResponseSchema,
  suggestCampaignsResponseSchema,
  suggestionsResponseSchema,
  type Actor,
  type CampaignSuggestion,
  type GenerateMessagingResponse,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { SuggestionsService } from './suggestions.service.js';

/**
 * The AI subjects of docs/product.md §7. Each request is `{actor, body}`; no actor: 401; bad body: 400.
 * Every answer is checked against its contract schema before it leaves.
 */
@Controller()
export class SuggestionsController {
  constructor(private readonly ai: SuggestionsService) {}

  /** `{type, industry, context: {companySize, ageRange}}` -> `{suggestions: ['Label: value', ...]}`. */
  @RpcHandler(AI.suggestDemographics)
  async demographics(
    actor: Actor,
    body: RpcParsedBody<typeof AI.suggestDemographics>,
  ): Promise<{ suggestions: string[] }> {
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
  @RpcHandler(AI.suggestPainPoints)
  async painPoints(
    actor: Actor,
    { icpData }: RpcParsedBody<typeof AI.suggestPainPoints>,
  ): Promise<{ suggestions: string[] }> {
    return suggestionsResponseSchema.parse({
      suggestions: await this.ai.run(actor, { kind: 'painPoints', input: { icpData } }),
    });
  }

  /** `{icpData}` -> `{suggestions}` (channels not already in the profile). */
  @RpcHandler(AI.suggestChannels)
  async channels(
    actor: Actor,
    { icpData }: RpcParsedBody<typeof AI.suggestChannels>,
  ): Promise<{ suggestions: string[] }> {
    return suggestionsResponseSchema.parse({
      suggestions: await this.ai.run(actor, { kind: 'channels', input: { icpData } }),
    });
  }

  /** `{icpData}` -> `{suggestions: {valueProposition, keyMessages, messagingPillars}}`, also at the top level. */
  @RpcHandler(AI.generateMessaging)
  async messaging(
    actor: Actor,
    { icpData }: RpcParsedBody<typeof AI.generateMessaging>,
  ): Promise<GenerateMessagingResponse> {
    const messaging = await this.ai.run(actor, { kind: 'messaging', input: { icpData } });
    return generateMessagingResponseSchema.parse({ ...messaging, suggestions: messaging });
  }

  /** `{icpData, channels?}` -> `{suggestions: [{name, objective, timeline, channel?}]}`. */
  @RpcHandler(AI.suggestCampaigns)
  async campaigns(
    actor: Actor,
    { icpData, channels }: RpcParsedBody<typeof AI.suggestCampaigns>,
  ): Promise<{ suggestions: CampaignSuggestion[] }> {
    return suggestCampaignsResponseSchema.parse({
      suggestions: await this.ai.run(actor, {
        kind: 'campaigns',
        input: { icpData, channels: channels ?? [] },
      }),
    });
  }
}
