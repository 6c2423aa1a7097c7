import type { Actor, Json, Template } from '@icp-studio/contracts';
import type { TemplateEntity } from './template.entity.js';
import { canDeleteTemplate } from './templates.rules.js';

/** A row as the contract's Template, as this actor sees it (`canDelete`). */
export function toTemplate(row: TemplateEntity, actor: Actor): Template {
  return {
    id: row.id,
    kind: row.kind,
    profession: row.profession,
    clientType: row.clientType,
    name: row.name,
    description: row.description,
    content: row.content as Record<string, Json>,
    scope: row.scope,
    ownerId: row.ownerId,
    canDelete: canDeleteTemplate(actor, row),
    createdAt: row.createdAt.toISOString(),
  };
}
