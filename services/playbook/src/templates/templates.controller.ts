import { Controller } from '@nestjs/common';
import {
  PLAYBOOK,
  type Actor,
  type IdParam,
  type MessageResponse,
  type Page,
  type RpcParsedBody,
  type Template,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { TemplatesService } from './templates.service.js';

/** The PLAYBOOK subjects of templates (docs/product.md §12, Templates). Each request is `{actor, body}`; no actor: 401. */
@Controller()
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  /** `TemplateListQuery` -> Page<Template>: built-in, installation and the actor's private ones. */
  @RpcHandler(PLAYBOOK.listTemplates)
  list(actor: Actor, query: RpcParsedBody<typeof PLAYBOOK.listTemplates>): Promise<Page<Template>> {
    return this.templates.list(actor, query);
  }

  /** `{id, name, description?, scope?}` -> Template; 404 'ICP not found'; 403 installation for a non-admin. */
  @RpcHandler(PLAYBOOK.saveIcpTemplate)
  saveIcp(actor: Actor, body: RpcParsedBody<typeof PLAYBOOK.saveIcpTemplate>): Promise<Template> {
    return this.templates.saveIcp(actor, body);
  }

  /** `{id, name, description?, scope?}` -> Template; 404 'Playbook not found'; 403 as above. */
  @RpcHandler(PLAYBOOK.savePlaybookTemplate)
  savePlaybook(actor: Actor, body: RpcParsedBody<typeof PLAYBOOK.savePlaybookTemplate>): Promise<Template> {
    return this.templates.savePlaybook(actor, body);
  }

  /** `{id}` -> `{message: 'Deleted'}`; 404 unseen; 403 built-in, or another's installation one for a non-admin. */
  @RpcHandler(PLAYBOOK.deleteTemplate)
  delete(actor: Actor, { id }: IdParam): Promise<MessageResponse> {
    return this.templates.delete(actor, id);
  }
}
