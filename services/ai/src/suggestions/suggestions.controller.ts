import { Controller } from '@nestjs/common';
import {
  AI,
  checkComplianceOf,
  generateMessagingResponseSchema,
  professionOf,
  suggestCampaignsResponseSchema,
  suggestionsResponseSchema,
  type Actor,
  type AiQuestion,
  type GenerateMessagingResponse,
  type RpcParsedBody,
  type SuggestCampaignsResponse,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { profileQuestions, sparseQuestions, TRADE_QUESTION, tradeGiven } from '../providers/questions.js';
import { SuggestionsService } from './suggestions.service.js';

/** The answer's optional `questions` (docs/engine.md, "Who is who"): only when there is something to ask. */
const asking = (questions: AiQuestion[]) => (questions.length ? { questions } : {});

/**
 * The AI subjects of docs/product.md §7. Each request is `{actor, body}`; no actor: 401; bad body: 400.
 * Every answer is checked against its contract schema before it leaves. The playbook copy the AI writes
 * (messaging, campaign ideas) is also read by the compliance check for the profile's trade before it is
 * shown (docs/compliance.md): the findings travel in the answer's optional `compliance` field.
 */
@Controller()
export class SuggestionsController {
  constructor(private readonly ai: SuggestionsService) {}

  /**
   * `{type, profession?, industry, context: {companySize, ageRange}}` -> `{suggestions: ['Label: value', ...],
   * questions?}`: `profession` is the user's trade, `industry` the client's; without a trade it asks for one.
   */
  @RpcHandler(AI.suggestDemographics)
  async demographics(
    actor: Actor,
    body: RpcParsedBody<typeof AI.suggestDemographics>,
  ): Promise<{ suggestions: string[] }> {
    const suggestions = await this.ai.run(actor, {
      kind: 'demographics',
      input: {
        type: body.type,
        profession: body.profession ?? null,
        industry: body.industry,
        companySize: body.context?.companySize,
        ageRange: body.context?.ageRange,
        geographics: body.context?.geographics ?? null,
      },
    });
    return suggestionsResponseSchema.parse({
      suggestions,
      ...asking(tradeGiven(body.profession) ? [] : [TRADE_QUESTION]),
    });
  }

  /** `{icpData}` -> `{suggestions}` (pain points not already in the profile). */
  @RpcHandler(AI.suggestPainPoints)
  async painPoints(
    actor: Actor,
    { icpData }: RpcParsedBody<typeof AI.suggestPainPoints>,
  ): Promise<{ suggestions: string[] }> {
    return suggestionsResponseSchema.parse({
      suggestions: await this.ai.run(actor, { kind: 'painPoints', input: { icpData } }),
      ...asking(profileQuestions(icpData)),
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
      ...asking(profileQuestions(icpData)),
    });
  }

  /** `{icpData}` -> `{suggestions: {valueProposition, keyMessages, messagingPillars}}`, also at the top level. */
  @RpcHandler(AI.generateMessaging)
  async messaging(
    actor: Actor,
    { icpData }: RpcParsedBody<typeof AI.generateMessaging>,
  ): Promise<GenerateMessagingResponse> {
    const messaging = await this.ai.run(actor, { kind: 'messaging', input: { icpData } });
    const compliance = checkComplianceOf(messaging, professionOf(icpData));
    return generateMessagingResponseSchema.parse({
      ...messaging,
      suggestions: messaging,
      ...(compliance.length ? { compliance } : {}),
      ...asking(profileQuestions(icpData)),
    });
  }

  /**
   * `{icpData, channels?}` -> `{suggestions: [{name, objective, timeline, channel?}], questions?}`. A profile
   * too sparse to reason about gets no invented plan: no campaigns, and the questions that fill it.
   */
  @RpcHandler(AI.suggestCampaigns)
  async campaigns(
    actor: Actor,
    { icpData, channels }: RpcParsedBody<typeof AI.suggestCampaigns>,
  ): Promise<SuggestCampaignsResponse> {
    const questions = profileQuestions(icpData);
    const suggestions = sparseQuestions(icpData).length
      ? []
      : await this.ai.run(actor, { kind: 'campaigns', input: { icpData, channels: channels ?? [] } });
    const compliance = checkComplianceOf(suggestions, professionOf(icpData));
    return suggestCampaignsResponseSchema.parse({
      suggestions,
      ...(compliance.length ? { compliance } : {}),
      ...asking(questions),
    });
  }
}
