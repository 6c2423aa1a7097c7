/**
 * The DOCX and CSV exports (docs/product.md §11): their content types and the CSV downloads' queries,
 * which are the lists' own filters without paging (a CSV holds every record the caller may see).
 */
import { z } from 'zod';
import { icpListQuerySchema } from './icp.js';
import { playbookListQuerySchema } from './playbook.js';

/** The content type of a Word document (`.docx`). */
export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const;
/** The content type of the CSV downloads (UTF-8, with a byte order mark so Excel reads it as UTF-8). */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8' as const;

/** `GET /api/icps/export.csv`: the filters of `GET /api/icps`, no `limit`/`offset`. */
export const icpCsvQuerySchema = icpListQuerySchema.omit({ limit: true, offset: true });
export type IcpCsvQuery = z.infer<typeof icpCsvQuerySchema>;

/** `GET /api/playbooks/export.csv`: the filters of `GET /api/playbooks`, no `limit`/`offset`. */
export const playbookCsvQuerySchema = playbookListQuerySchema.omit({ limit: true, offset: true });
export type PlaybookCsvQuery = z.infer<typeof playbookCsvQuerySchema>;

/**
 * `GET /api/icps/{id}/export`: `evidence=true` closes the PDF with an Evidence page of the client list's
 * aggregate figures (docs/evidence.md, "In the documents"); without it, the document as it always was.
 */
export const icpExportQuerySchema = z.object({
  evidence: z.enum(['true', 'false'], { message: 'evidence must be true or false' }).optional(),
});
export type IcpExportQuery = z.infer<typeof icpExportQuerySchema>;

/** The longest name a profile or a playbook may have (their schemas' limit). */
export const RECORD_NAME_MAX = 200;

/**
 * A duplicate's name: "Copy of <name>", cut to `max` characters (UTF-16 units, as the schemas count)
 * without splitting a character, and without trailing spaces.
 */
export function copyName(name: string, max = RECORD_NAME_MAX): string {
  let out = '';
  for (const ch of `Copy of ${name.trim()}`) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trimEnd();
}
