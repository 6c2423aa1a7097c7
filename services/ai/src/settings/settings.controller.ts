import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AI, type AiSettings, type AiSettingsOptions, type RpcRequest } from '@icp-studio/contracts';
import { requireActor } from '@icp-studio/service-kit';
import { SettingsService } from './settings.service.js';

/** The actor's own AI settings: no id is taken, so nobody reaches another user's. */
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** -> AiSettings (`customApiKey: ''`, `hasApiKey`); defaults when never saved. */
  @MessagePattern(AI.getSettings)
  get(@Payload() req: RpcRequest): Promise<AiSettings> {
    return this.settings.get(requireActor(req).userId);
  }

  /** `aiSettingsRequestSchema` -> AiSettings; 400 for a bad model or a refused URL. */
  @MessagePattern(AI.putSettings)
  put(@Payload() req: RpcRequest): Promise<AiSettings> {
    return this.settings.put(requireActor(req).userId, req.body);
  }

  /** -> AiSettingsOptions: providers, labels, models; the operator's provider. */
  @MessagePattern(AI.settingsOptions)
  options(@Payload() req: RpcRequest): AiSettingsOptions {
    requireActor(req);
    return this.settings.options();
  }
}
