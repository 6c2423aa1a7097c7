import { Controller } from '@nestjs/common';
import {
  AI,
  type Actor,
  type GeneratePlaybookResponse,
  type GeneratePlaybookSectionResponse,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { PlaybookGenerationService } from './playbook-generation.service.js';

/**
 * The generated playbook's subjects (docs/engine.md, "Generating a playbook"). Each request is
 * `{actor, body}`; no actor: 401; bad body: 400 (RpcHandler).
 */
@Controller()
export class PlaybookGenerationController {
  constructor(private readonly generation: PlaybookGenerationService) {}

  /** `{icpData, options?}` -> `{engine, notice?, sections}` (every section). */
  @RpcHandler(AI.generatePlaybook)
  generate(actor: Actor, body: RpcParsedBody<typeof AI.generatePlaybook>): Promise<GeneratePlaybookResponse> {
    return this.generation.generate(actor, body);
  }

  /** `{section, icpData, options?, current?}` -> `{engine, notice?, sections: {[section]: ...}}`. */
  @RpcHandler(AI.generatePlaybookSection)
  generateSection(
    actor: Actor,
    body: RpcParsedBody<typeof AI.generatePlaybookSection>,
  ): Promise<GeneratePlaybookSectionResponse> {
    return this.generation.generateSection(actor, body);
  }
}
