import { Injectable } from '@nestjs/common';
import type {
  Actor,
  MessageResponse,
  Page,
  SaveTemplateRpc,
  Template,
  TemplateListQuery,
} from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import { Peers } from '../access/peers.js';
import { toPlaybook } from '../playbooks/playbook.mapper.js';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { toTemplate } from './template.mapper.js';
import { TemplatesRepository } from './templates.repository.js';
import {
  ICP_TEMPLATE_FIELDS,
  PLAYBOOK_TEMPLATE_FIELDS,
  canDeleteTemplate,
  canSeeTemplate,
  maySaveWithScope,
  templateContent,
} from './templates.rules.js';

const TEMPLATE_NOT_FOUND = 'Template not found';
export const INSTALLATION_ADMINS_ONLY = 'Only an admin can save a template for everyone';
export const BUILTIN_KEPT = 'Built-in templates cannot be deleted';

/**
 * Templates (docs/product.md §12, Templates): the list a user picks from, "Save as template" on a profile or a
 * playbook the actor may see, and deleting one's own. Using a template is the create routes with its
 * content (the web app prefills them), so a new profile or playbook follows every rule of a typed one.
 */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly templates: TemplatesRepository,
    private readonly playbooks: PlaybooksService,
    private readonly peers: Peers,
  ) {}

  async list(actor: Actor, query: TemplateListQuery): Promise<Page<Template>> {
    const { rows, total } = await this.templates.findPage(actor.userId, query);
    return {
      items: rows.map((r) => toTemplate(r, actor)),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /** One template the actor may see (404 'Template not found' for any other id, as for none). */
  async get(actor: Actor, id: string): Promise<Template> {
    const row = await this.templates.findById(id);
    if (!row || !canSeeTemplate(actor, row)) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
    return toTemplate(row, actor);
  }

  /** A profile the actor may see (404 'ICP not found' otherwise) as a template. */
  async saveIcp(actor: Actor, request: SaveTemplateRpc): Promise<Template> {
    const scope = this.scopeFor(actor, request);
    const icp = await this.peers.icpFull(actor, request.id);
    if (!icp) throw DomainError.notFound('ICP not found');
    const saved = await this.templates.insert({
      kind: 'icp',
      profession: icp.profession ?? null,
      clientType: icp.type,
      name: request.name,
      description: request.description?.trim() || null,
      content: templateContent(icp, ICP_TEMPLATE_FIELDS, request.name),
      scope,
      ownerId: scope === 'private' ? actor.userId : null,
      createdBy: actor.userId,
    });
    return toTemplate(saved, actor);
  }

  /** A playbook the actor may see (404 'Playbook not found' otherwise) as a template. */
  async savePlaybook(actor: Actor, request: SaveTemplateRpc): Promise<Template> {
    const scope = this.scopeFor(actor, request);
    const playbook = toPlaybook(await this.playbooks.findVisible(actor, request.id));
    // The trade and the kind of client come from the profile; a template without them is still useful.
    const icp = await this.peers.icpFull(actor, playbook.icpId).catch((err: unknown) => {
      logger().warn({ err, icpId: playbook.icpId }, 'could not read the profile of a playbook template');
      return null;
    });
    const saved = await this.templates.insert({
      kind: 'playbook',
      profession: icp?.profession ?? null,
      clientType: icp?.type ?? null,
      name: request.name,
      description: request.description?.trim() || null,
      content: templateContent(playbook, PLAYBOOK_TEMPLATE_FIELDS, request.name),
      scope,
      ownerId: scope === 'private' ? actor.userId : null,
      createdBy: actor.userId,
    });
    return toTemplate(saved, actor);
  }

  /** 404 for a template the actor does not see; 403 for one they see but may not delete. */
  async delete(actor: Actor, id: string): Promise<MessageResponse> {
    const row = await this.templates.findById(id);
    if (!row || !canSeeTemplate(actor, row)) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
    if (!canDeleteTemplate(actor, row)) {
      throw DomainError.forbidden(row.scope === 'builtin' ? BUILTIN_KEPT : undefined);
    }
    if (!(await this.templates.delete(id))) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
    return { message: 'Deleted' };
  }

  private scopeFor(actor: Actor, request: SaveTemplateRpc): 'private' | 'installation' {
    const scope = request.scope ?? 'private';
    if (!maySaveWithScope(actor, scope)) throw DomainError.forbidden(INSTALLATION_ADMINS_ONLY);
    return scope;
  }
}
