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
import { routeSubject } from '@icp-studio/contracts/http';
import { RpcHandler } from '@icp-studio/service-kit';
import { TemplatesService } from './templates.service.js';

/** A subject declared only in its route entry, which is also its RPC contract (libs/contracts/src/http/routes.ts). */
const GET_TEMPLATE = routeSubject('getTemplate');

/** The PLAYBOOK subjects of templates (docs/product.md §12, Templates). Each request is `{actor, body}`; no actor: 401. */
@Controller()
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  /** `TemplateListQuery` -> Page<Template>: built-in, installation and the actor's private ones. */
  @RpcHandler(PLAYBOOK.listTemplates)
  list(actor: Actor, query: RpcParsedBody<typeof PLAYBOOK.listTemplates>): Promise<Page<Template>> {
    return this.templates.list(actor, query);
  }

  /** `GET /api/templates/{id}`: one template the actor may see; 404 'Template not found' otherwise. */
  @RpcHandler(GET_TEMPLATE)
  get(actor: Actor, { id }: RpcParsedBody<typeof GET_TEMPLATE>): Promise<Template> {
    return this.templates.get(actor, id);
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
