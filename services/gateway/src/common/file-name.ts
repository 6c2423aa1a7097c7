/** The download's file name: `icp-<name>-<yyyymmdd-hhmm>.pdf` / `playbook-<name>-<...>.pdf` (docs/product.md §2). */

export const MAX_NAME_PART = 60;

/**
 * A name as a file-name part: accents dropped (Zoë -> zoe), lower case, every run of other characters
 * one '-', no '-' at either end, at most MAX_NAME_PART characters; '' when nothing is left.
 */
export function sanitiseNamePart(name: string, max = MAX_NAME_PART): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

/** `20261121-0633` (UTC). */
export function fileTimestamp(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}-` +
    `${p(at.getUTCHours())}${p(at.getUTCMinutes())}`
  );
}

export function exportFileName(kind: 'icp' | 'playbook', name: string, at: Date): string {
  const part = sanitiseNamePart(name) || 'untitled';
  return `${kind}-${part}-${fileTimestamp(at)}.pdf`;
}

/** The Content-Disposition header: the file name is plain ASCII by construction, so no quoting issues. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/** The persona card's PNG: `icp-<name>-persona-<yyyymmdd-hhmm>.png` (docs/product.md §2, "Persona card"). */
export function personaCardFileName(name: string, at: Date): string {
  const part = sanitiseNamePart(name) || 'untitled';
  return `icp-${part}-persona-${fileTimestamp(at)}.png`;
}
