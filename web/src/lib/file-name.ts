/**
 * The file name of a `Content-Disposition` header (`filename*=UTF-8''...` wins over `filename=`), or
 * undefined. Path separators become `_`, so a name can never point into a folder.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      const decoded = decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')).trim();
      if (decoded) return safeFileName(decoded);
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const value = (plain?.[2] ?? plain?.[1])?.trim();
  return value ? safeFileName(value) : undefined;
}

function safeFileName(name: string): string {
  return name.replace(/[/\\]/g, '_');
}
