import { z } from 'zod';
import { idSchema, isoDateSchema, jsonSchema, pageLimitSchema, pageOffsetSchema } from './common.js';
import { icpTypeSchema } from './icp.js';
import { PROFESSIONS } from './professions.js';

/**
 * Templates (docs/product.md §12, Templates): starting profiles and playbooks. The built-in library is data, seeded by
 * a migration of the playbook service; users save their own ("private"), admins for everyone
 * ("installation"). A template's `content` holds the fields of a new profile (icpFieldsSchema) or of a
 * new playbook (playbookFieldsSchema without `icpId`), ready to prefill the create routes.
 */

export const TEMPLATE_KINDS = ['icp', 'playbook'] as const;
export const templateKindSchema = z.enum(TEMPLATE_KINDS, { message: 'Kind must be icp or playbook' });
export type TemplateKind = z.infer<typeof templateKindSchema>;

/** builtin: shipped with the product; installation: an admin saved it for everyone; private: its owner's. */
export const TEMPLATE_SCOPES = ['builtin', 'installation', 'private'] as const;
export const templateScopeSchema = z.enum(TEMPLATE_SCOPES);
export type TemplateScope = z.infer<typeof templateScopeSchema>;

export const templateSchema = z.object({
  id: idSchema,
  kind: templateKindSchema,
  /** The trade it is written for (a PROFESSIONS id), null when none. */
  profession: z.string().nullable(),
  /** Business (b2b) or consumer (b2c) clients; null when not said. */
  clientType: icpTypeSchema.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.record(z.string(), jsonSchema),
  scope: templateScopeSchema,
  /** Who saved it (null for the built-in ones). */
  ownerId: idSchema.nullable(),
  /** Whether the caller may delete it: its owner (private), an admin (installation); never a built-in one. */
  canDelete: z.boolean(),
  createdAt: isoDateSchema,
});
export type Template = z.infer<typeof templateSchema>;

export const templateListQuerySchema = z.object({
  kind: templateKindSchema.optional(),
  profession: z
    .string()
    .refine((id) => PROFESSIONS.some((p) => p.id === id), { message: 'Unknown profession' })
    .optional(),
  clientType: icpTypeSchema.optional(),
  scope: templateScopeSchema.optional(),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

/** "Save as template" on a profile or a playbook. `installation` is for admins only (403 otherwise). */
export const saveTemplateRequestSchema = z.object({
  name: z
    .string({ message: 'Template name is required' })
    .trim()
    .min(1, 'Template name is required')
    .max(200, 'Template name must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .optional()
    .nullable(),
  scope: z.enum(['private', 'installation'], { message: 'Scope must be private or installation' }).optional(),
});
export type SaveTemplateRequest = z.infer<typeof saveTemplateRequestSchema>;

/** The RPC body of both "Save as template" subjects: the item's id and the request. */
export const saveTemplateRpcSchema = saveTemplateRequestSchema.extend({ id: idSchema });
export type SaveTemplateRpc = z.infer<typeof saveTemplateRpcSchema>;
