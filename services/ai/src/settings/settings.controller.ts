import { Controller } from '@nestjs/common';
import {
  AI,
  type Actor,
  type AiSettings,
  type AiConnectionTestResponse,
  type AiSettingsOptions,
  type AiSettingsRequest,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { ConnectionTestService } from './connection-test.service.js';
import { SettingsService } from './settings.service.js';

/** The actor's own AI settings: no id is taken, so nobody reaches another user's. */
@Controller()
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly connection: ConnectionTestService,
  ) {}

  /** -> AiSettings (`customApiKey: ''`, `hasApiKey`); defaults when never saved. */
  @RpcHandler(AI.getSettings)
  get(actor: Actor): Promise<AiSettings> {
    return this.settings.get(actor.userId);
  }

  /** `aiSettingsRequestSchema` -> AiSettings; 400 for a bad model or a refused URL. */
  @RpcHandler(AI.putSettings)
  put(actor: Actor, body: AiSettingsRequest): Promise<AiSettings> {
    return this.settings.put(actor.userId, body);
  }

  /** -> AiSettingsOptions: providers, labels, models; the operator's provider. */
  @RpcHandler(AI.settingsOptions)
  options(): AiSettingsOptions {
    return this.settings.options();
  }

  /** `aiConnectionTestRequestSchema` -> {ok, models}; 400 "Could not connect: ..." (never the key). */
  @RpcHandler(AI.testSettings)
  test(actor: Actor, body: unknown): Promise<AiConnectionTestResponse> {
    return this.connection.test(actor.userId, body);
  }
}
