import { Injectable } from '@nestjs/common';
import {
  PLAYBOOK_SECTION_SCHEMAS,
  playbookSectionsSchema,
  type Actor,
  type GeneratePlaybookRequest,
  type GeneratePlaybookResponse,
  type GeneratePlaybookSectionRequest,
  type GeneratePlaybookSectionResponse,
} from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { generatePlaybookSections, generateSection } from '../providers/builtin/playbook/index.js';
import { classifyError, describeFailure, ProviderError } from '../providers/errors.js';
import { ProviderFactory, type ProviderChoice } from '../providers/factory.js';
import { PROVIDER_LABELS, SettingsService } from '../settings/settings.service.js';
import { AiRateLimiter } from '../providers/rate-limiter.js';

/**
 * Writes a playbook from a profile (docs/engine.md, "Generating a playbook"). One section is written by
 * the user's provider (their settings, else the installation's, else the built-in engine), within that
 * provider's rate limit; a provider's failure or unusable answer is the catalogue's error (429, 502, 504,
 * 400), never a 500. The whole playbook in one request is the built-in engine's whoever the provider is
 * (seven model calls in a row would not fit one request's deadline; the browser asks an external
 * provider section by section), and its `notice` says so.
 */
@Injectable()
export class PlaybookGenerationService {
  constructor(
    private readonly settings: SettingsService,
    private readonly factory: ProviderFactory,
    private readonly limiter: AiRateLimiter,
  ) {}

  async generate(actor: Actor, body: GeneratePlaybookRequest): Promise<GeneratePlaybookResponse> {
    const notice = await this.begin(actor);
    const started = performance.now();
    const sections = playbookSectionsSchema.parse(generatePlaybookSections(body.icpData, body.options));
    this.log('playbook', started);
    return { engine: 'builtin', ...(notice ? { notice } : {}), sections };
  }

  async generateSection(
    actor: Actor,
    body: GeneratePlaybookSectionRequest,
  ): Promise<GeneratePlaybookSectionResponse> {
    const name = body.section;
    let choice: ProviderChoice;
    try {
      choice = await this.settings.choiceFor(actor.userId);
    } catch (err) {
      // A user provider without its key or URL: the same 400 as the suggestions.
      throw classifyError(err, false).toDomainError();
    }
    // Without a budget in the options the budget section is null, whoever would write it.
    if (choice.provider === 'builtin' || (name === 'budget' && !body.options?.budget)) {
      await this.limiter.take(actor.userId, false);
      const started = performance.now();
      const section = PLAYBOOK_SECTION_SCHEMAS[name].parse(
        generateSection(name, body.icpData, body.options, body.current),
      );
      this.log(`playbook.${name}`, started);
      return { engine: 'builtin', sections: { [name]: section } };
    }
    const provider = this.factory.create(choice);
    await this.limiter.take(actor.userId, provider.external);
    const started = performance.now();
    const log = {
      task: `playbook.${name}`,
      provider: provider.id,
      model: provider.model,
      source: choice.source,
    };
    try {
      const section = await provider.run({
        kind: 'playbookSection',
        input: {
          section: name,
          icpData: body.icpData,
          options: body.options ?? {},
          current: body.current ?? {},
        },
      });
      logger().info({ ...log, ms: Math.round(performance.now() - started) }, 'ai task answered');
      return {
        engine: provider.id,
        ...(provider.model ? { model: provider.model } : {}),
        sections: { [name]: section },
      };
    } catch (err) {
      const failure = classifyError(err, false);
      logger().warn(
        { ...log, ...describeFailure(failure), ms: Math.round(performance.now() - started) },
        'ai task failed',
      );
      throw failure.toDomainError();
    }
  }

  /** Takes one request of the user's built-in allowance; the notice when their provider is another. */
  private async begin(actor: Actor): Promise<string | undefined> {
    const notice = await this.noticeFor(actor.userId);
    await this.limiter.take(actor.userId, false);
    return notice;
  }

  private async noticeFor(userId: string): Promise<string | undefined> {
    let who: string;
    try {
      const choice = await this.settings.choiceFor(userId);
      if (choice.provider === 'builtin') return undefined;
      const label = PROVIDER_LABELS[choice.provider];
      who = choice.source === 'user' ? `Your ${label} provider` : `The installation's ${label} provider`;
    } catch (err) {
      // A user provider without its key or URL: it would not answer anyway, the built-in engine does.
      if (!(err instanceof ProviderError)) throw classifyError(err, false).toDomainError();
      who = 'Your AI provider';
    }
    return `${who} does not write whole playbooks yet: the built-in engine wrote this one.`;
  }

  private log(task: string, started: number): void {
    logger().info(
      { task, provider: 'builtin', ms: Math.round(performance.now() - started) },
      'ai task answered',
    );
  }
}
