import { Controller } from '@nestjs/common';
import {
  AI,
  checkComplianceOf,
  professionOf,
  type Actor,
  type GeneratePlaybookResponse,
  type GeneratePlaybookSectionResponse,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { profileQuestions } from '../providers/questions.js';
import { PlaybookGenerationService } from './playbook-generation.service.js';

/**
 * The answer with what the AI asks instead of guessing (docs/engine.md, "Who is who"), when anything, and
 * the compliance findings of its sections for the profile's trade (docs/compliance.md), when any: whichever
 * provider wrote them, nothing flagged is passed on unmarked.
 */
async function asking<T extends { sections: object }>(
  icpData: Parameters<typeof profileQuestions>[0],
  answer: Promise<T>,
) {
  const questions = profileQuestions(icpData);
  const out = await answer;
  const compliance = checkComplianceOf(out.sections, professionOf(icpData));
  return {
    ...out,
    ...(questions.length ? { questions } : {}),
    ...(compliance.length ? { compliance } : {}),
  };
}

/**
 * The generated playbook's subjects (docs/engine.md, "Generating a playbook"). Each request is
 * `{actor, body}`; no actor: 401; bad body: 400 (RpcHandler).
 */
@Controller()
export class PlaybookGenerationController {
  constructor(private readonly generation: PlaybookGenerationService) {}

  /** `{icpData, options?}` -> `{engine, notice?, questions?, sections}` (every section). */
  @RpcHandler(AI.generatePlaybook)
  generate(actor: Actor, body: RpcParsedBody<typeof AI.generatePlaybook>): Promise<GeneratePlaybookResponse> {
    return asking(body.icpData, this.generation.generate(actor, body));
  }

  /** `{section, icpData, options?, current?}` -> `{engine, notice?, questions?, sections: {[section]: ...}}`. */
  @RpcHandler(AI.generatePlaybookSection)
  generateSection(
    actor: Actor,
    body: RpcParsedBody<typeof AI.generatePlaybookSection>,
  ): Promise<GeneratePlaybookSectionResponse> {
    return asking(body.icpData, this.generation.generateSection(actor, body));
  }
}
