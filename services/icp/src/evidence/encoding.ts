import type { EvidenceEncoding, ImportError } from '@icp-studio/contracts';

/**
 * Reads a client list's bytes as text (docs/evidence.md, Import). A byte-order mark decides (UTF-8,
 * UTF-16 LE/BE); without one the bytes must be valid UTF-8, else they are read as Windows-1252, the
 * encoding Excel on Windows writes CSV in. Files that are not text (a workbook, a PDF, an image, or bytes
 * full of control characters) are refused, and so are bytes that fit none of these encodings.
 */

export type Decoded =
  | { ok: true; text: string; encoding: Exclude<EvidenceEncoding, 'text'>; bom: boolean }
  | { ok: false; error: ImportError };

/** Known formats that are not CSV, by their first bytes: the message says what the file is. */
const SIGNATURES: { bytes: number[]; what: string }[] = [
  {
    bytes: [0x50, 0x4b, 0x03, 0x04],
    what: 'a ZIP archive (an .xlsx or .ods workbook is one): save the sheet as CSV',
  },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel (.xls) workbook: save the sheet as CSV' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
];

/** How far into the file the binary check looks. */
const SNIFF_BYTES = 8192;

/** Bytes Windows-1252 leaves undefined: text that has them is in no encoding this import reads. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * Windows-1252's characters for bytes 0x80-0x9F (the rest is Latin-1). Decoded here rather than with
 * TextDecoder('windows-1252'), which some Node builds read as Latin-1 (0x80 as U+0080, not '€').
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes: number[] = [];
    const end = Math.min(bytes.length, start + CHUNK);
    for (let i = start; i < end; i++) {
      const b = bytes[i] as number;
      codes.push(b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b);
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

/** The 1-based line of a byte offset (line breaks are LF, CR LF or CR). */
export function lineOfOffset(bytes: Uint8Array, offset: number, unit: 1 | 2 = 1, bigEndian = false): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i += unit) {
    const code =
      unit === 1
        ? bytes[i]
        : bigEndian
          ? ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)
          : (bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8);
    if (code === 0x0a) line += 1;
    else if (code === 0x0d) {
      const next =
        unit === 1
          ? bytes[i + 1]
          : bigEndian
            ? ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)
            : (bytes[i + 2] ?? 0) | ((bytes[i + 3] ?? 0) << 8);
      if (next !== 0x0a) line += 1;
    }
  }
  return line;
}

/** The offset of the first byte that is not valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array, from = 0): number {
  let i = from;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return i;
    let cp = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

function binaryError(what: string): ImportError {
  return { code: 'binary', message: `This file is not a CSV or text file: it is ${what}.`, row: null };
}

/** Control characters other than tab, line breaks and form feed in the first bytes: a sign of binary data. */
function looksBinary(bytes: Uint8Array): { binary: boolean; utf16: boolean; line: number } {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  let nul = 0;
  let nulOdd = 0;
  let nulEven = 0;
  let control = 0;
  let firstBad = -1;
  for (let i = 0; i < end; i++) {
    const b = bytes[i] as number;
    if (b === 0) {
      nul += 1;
      if (i % 2 === 0) nulEven += 1;
      else nulOdd += 1;
      if (firstBad < 0) firstBad = i;
    } else if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1a) {
      control += 1;
      if (firstBad < 0) firstBad = i;
    }
  }
  // Text in UTF-16 without a byte-order mark: a zero in every other byte, all on one side.
  const half = end / 2;
  const utf16 =
    nul > 0 && (nulEven >= half * 0.6 || nulOdd >= half * 0.6) && Math.min(nulEven, nulOdd) <= nul * 0.05;
  const binary = nul > 0 || control > Math.max(2, end * 0.01);
  return { binary, utf16, line: firstBad < 0 ? 1 : lineOfOffset(bytes, firstBad) };
}

function decodeUtf16(bytes: Uint8Array, bigEndian: boolean): Decoded {
  const body = bytes.subarray(2);
  if (body.length % 2 !== 0) {
    return {
      ok: false,
      error: {
        code: 'encoding',
        message: `The file says it is UTF-16 (${bigEndian ? 'big' : 'little'}-endian) but ends in half a character: it is damaged or in another encoding. Save it again as CSV UTF-8.`,
        row: lineOfOffset(body, body.length - 1, 2, bigEndian),
      },
    };
  }
  try {
    const text = new TextDecoder(bigEndian ? 'utf-16be' : 'utf-16le', { fatal: true }).decode(body);
    return { ok: true, text, encoding: bigEndian ? 'utf-16be' : 'utf-16le', bom: true };
  } catch {
    // An unpaired surrogate: find the line for the message.
    let offset = 0;
    for (let i = 0; i + 1 < body.length; i += 2) {
      const unit = bigEndian
        ? ((body[i] as number) << 8) | (body[i + 1] as number)
        : (body[i] as number) | ((body[i + 1] as number) << 8);
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const next = bigEndian
          ? ((body[i + 2] ?? 0) << 8) | (body[i + 3] ?? 0)
          : (body[i + 2] ?? 0) | ((body[i + 3] ?? 0) << 8);
        if (next < 0xdc00 || next > 0xdfff) {
          offset = i;
          break;
        }
        i += 2;
      } else if (unit >= 0xdc00 && unit <= 0xdfff) {
        offset = i;
        break;
      }
    }
    return {
      ok: false,
      error: {
        code: 'encoding',
        message: `Row ${lineOfOffset(body, offset, 2, bigEndian)} is not valid UTF-16 although the file says it is: save it again as CSV UTF-8.`,
        row: lineOfOffset(body, offset, 2, bigEndian),
      },
    };
  }
}

/**
 * The text of a client list's bytes, or why it cannot be read. Row numbers in errors count line breaks,
 * which are the spreadsheet's rows unless a quoted cell holds a line break.
 */
export function decodeClientFile(bytes: Uint8Array): Decoded {
  if (startsWith(bytes, [0xff, 0xfe, 0x00, 0x00]) || startsWith(bytes, [0x00, 0x00, 0xfe, 0xff])) {
    return {
      ok: false,
      error: {
        code: 'encoding',
        message: 'The file is in UTF-32, which is not read here: save it as CSV UTF-8.',
        row: null,
      },
    };
  }
  if (startsWith(bytes, [0xff, 0xfe])) return decodeUtf16(bytes, false);
  if (startsWith(bytes, [0xfe, 0xff])) return decodeUtf16(bytes, true);
  const bom = startsWith(bytes, [0xef, 0xbb, 0xbf]);
  const body = bom ? bytes.subarray(3) : bytes;
  for (const sig of SIGNATURES)
    if (startsWith(body, sig.bytes)) return { ok: false, error: binaryError(sig.what) };
  const sniff = looksBinary(body);
  if (sniff.utf16) {
    return {
      ok: false,
      error: {
        code: 'encoding',
        message:
          'The file looks like UTF-16 text without a byte-order mark, which cannot be read reliably: save it as CSV UTF-8.',
        row: null,
      },
    };
  }
  if (sniff.binary) {
    return {
      ok: false,
      error: {
        code: 'binary',
        message: `This file is not a CSV or text file: row ${sniff.line} holds binary data (control characters).`,
        row: sniff.line,
      },
    };
  }
  const invalid = firstInvalidUtf8(body);
  if (invalid < 0) return { ok: true, text: new TextDecoder('utf-8').decode(body), encoding: 'utf-8', bom };
  if (bom) {
    const row = lineOfOffset(body, invalid);
    return {
      ok: false,
      error: {
        code: 'encoding',
        message: `Row ${row} is not valid UTF-8 although the file starts with a UTF-8 byte-order mark: save it again as CSV UTF-8.`,
        row,
      },
    };
  }
  for (let i = invalid; i < body.length; i++) {
    if (UNDEFINED_IN_1252.has(body[i] as number)) {
      const row = lineOfOffset(body, i);
      return {
        ok: false,
        error: {
          code: 'encoding',
          message: `Row ${row} holds bytes that are neither UTF-8 nor Windows-1252: save the file as CSV UTF-8.`,
          row,
        },
      };
    }
  }
  return { ok: true, text: decodeWindows1252(body), encoding: 'windows-1252', bom: false };
}
