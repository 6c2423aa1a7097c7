import { z } from 'zod';
import { idSchema, isoDateSchema, jsonSchema, pageLimitSchema, pageOffsetSchema } from './common.js';

/**
 * Version history of profiles and playbooks (docs/product.md §13). Every save that changes an item's
 * editable fields keeps a version: who, when, which fields changed and the fields as they were after
 * the save. Restoring a version saves its fields again as a new version; history is never rewritten.
 */

/** A version number: 1 for the item as created, one more for each save that changed it. */
export const versionNumberSchema = z.coerce
  .number({ message: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .min(1, 'Version must be 1 or more')
  .max(2_147_483_647, 'Version is too large');

/**
 * The version a save was started from (`version` in the bodies of `PUT /api/icps/{id}` and
 * `PUT /api/playbooks/{id}`). Optional: a save that names none is written whatever the current version
 * (last write wins, as before versions existed); one that names an older version than the current
 * answers 409 with `conflict`.
 */
export const baseVersionSchema = z
  .number({ message: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .min(1, 'Version must be 1 or more')
  .max(2_147_483_647, 'Version is too large');

/**
 * A client's sign-off of one version of their profile or playbook (docs/product.md §18): the version and
 * when. Items answer it as `signOff` (null: never signed off); `version > signOff.version` means the
 * item changed since.
 */
export const signOffSchema = z.object({
  version: z.number().int().min(1),
  signedAt: isoDateSchema,
});
export type SignOff = z.infer<typeof signOffSchema>;

/** `/api/icps/{id}/versions/{version}` and `/api/playbooks/{id}/versions/{version}`. */
export const itemVersionParamsSchema = z.object({ id: idSchema, version: versionNumberSchema });
export type ItemVersionParams = z.infer<typeof itemVersionParamsSchema>;

/** The list of versions: paged like every list, newest first. */
export const versionListQuerySchema = z.object({ limit: pageLimitSchema, offset: pageOffsetSchema });
/** ICP.listVersions / PLAYBOOK.listVersions. */
export const versionListRpcSchema = versionListQuerySchema.extend({ id: idSchema });

/** One version as the History list shows it. */
export const versionSummarySchema = z.object({
  version: z.number().int(),
  /** Who saved it (null for a user since deleted). */
  authorId: idSchema.nullable(),
  /** Their display name at the time of the save (null when unknown). */
  authorName: z.string().nullable(),
  createdAt: isoDateSchema,
  /** The editable fields this save changed (empty for version 1 and for history from before versions). */
  changedFields: z.array(z.string()),
  /** The version this one restored, or null for an ordinary save. */
  restoredFrom: z.number().int().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export const versionListSchema = z.array(versionSummarySchema);

/** One version with the item's editable fields as they were after that save. */
export const versionDetailSchema = versionSummarySchema.extend({
  content: z.record(z.string(), jsonSchema),
});
export type VersionDetail = z.infer<typeof versionDetailSchema>;

/** One field both saves changed (see `versionConflictSchema.fields`). */
export const fieldConflictSchema = z.object({
  field: z.string(),
  base: jsonSchema,
  theirs: jsonSchema,
  mine: jsonSchema,
});
export type FieldConflict = z.infer<typeof fieldConflictSchema>;

/**
 * The `conflict` part of a 409 answered to a save started from an older version than the current one:
 * the version the save named and the current version with its fields, so the page can show both.
 */
export const versionConflictSchema = z.object({
  baseVersion: z.number().int(),
  current: versionDetailSchema,
  /**
   * The fields both saves changed to different values: each with the value of the version the save
   * started from (null when that version is not kept), theirs (current) and mine (the refused save).
   * Fields only one side changed are merged without asking and are not listed (absent from older answers).
   */
  fields: z.array(fieldConflictSchema).optional(),
  /**
   * Every versioned field as the merge would write it: mine where only the save changed it, theirs
   * elsewhere (the conflicting fields keep theirs). The page applies the user's choices over it and saves
   * again from `current.version`.
   */
  merged: z.record(z.string(), jsonSchema).optional(),
});
export type VersionConflict = z.infer<typeof versionConflictSchema>;

/** The message of that 409. */
export const STALE_VERSION_MESSAGE =
  'Someone else saved a newer version while you were editing. Reload their version or see the differences.';

/** The message of a 409 whose save was merged but for fields both sides changed (`conflict.fields`). */
export const FIELD_CONFLICT_MESSAGE =
  'Someone else changed the same fields while you were editing. Choose which version to keep for each.';
