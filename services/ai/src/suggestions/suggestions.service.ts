import { Injectable } from '@nestjs/common';
import type { Actor } from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { classifyError, describeFailure } from '../providers/errors.js';
import { ProviderFactory } from '../providers/factory.js';
import type { TaskKind, TaskOf, TaskOutputs } from '../providers/provider.js';
import { SettingsService } from '../settings/settings.service.js';
import { AiRateLimiter } from '../providers/rate-limiter.js';

/**
 * Runs an AI task for the actor: on their provider (settings, else the operator's, else the offline
 * engine), within their rate limit; provider failures become the catalogue's errors (429, 502, 504, 400).
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly factory: ProviderFactory,
    private readonly limiter: AiRateLimiter,
  ) {}

  async run<K extends TaskKind>(actor: Actor, task: TaskOf<K>): Promise<TaskOutputs[K]> {
    let choice;
    try {
      choice = await this.settings.choiceFor(actor.userId);
    } catch (err) {
      throw classifyError(err, false).toDomainError();
    }
    const provider = this.factory.create(choice);
    await this.limiter.take(actor.userId, provider.external);
    const started = performance.now();
    const log = { task: task.kind, provider: provider.id, model: provider.model, source: choice.source };
    try {
      const out = await provider.run(task);
      logger().info({ ...log, ms: Math.round(performance.now() - started) }, 'ai task answered');
      return out;
    } catch (err) {
      const failure = classifyError(err, false);
      logger().warn(
        { ...log, ...describeFailure(failure), ms: Math.round(performance.now() - started) },
        'ai task failed',
      );
      throw failure.toDomainError();
    }
  }
}
