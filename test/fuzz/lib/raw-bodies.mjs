/**
 * Bodies of the routes that take a file's raw bytes (`accepts` in the registry: the client list upload,
 * docs/evidence.md "Uploads") instead of JSON. Any non-empty body of at most 10 MB with an accepted
 * content type (or none) is taken (202; the queue then reads or refuses it); an empty one, one past the
 * limit, or another content type is a 400. Whether the file is a good client list does not change the
 * answer of the route: binary data, wrong encodings and ragged rows are refused on the queue.
 */
import { EVIDENCE_LIMITS } from '@icp-studio/contracts';

const CSV =
  'Company,Industry,Employees,Annual fee\r\nSmile Dental,Dental,20,"1,200"\r\nCity Clinic,Healthcare,120,900\r\n';

/** Files the queue reads or refuses; every one is a valid body for the route. */
function sampleFile(rng) {
  // Files the import refuses at once by its caps and content sniffing (docs/limits.md).
  if (rng.chance(0.15))
    return rng.pick([
      {
        bytes: Buffer.from(`${Array.from({ length: 25_000 }, (_, i) => `c${i}`).join(',')}\n1\n`),
        note: 'a 25,000-column header',
      },
      { bytes: Buffer.from(JSON.stringify([{ name: 'Smile' }, { name: 'Bright' }])), note: 'a JSON file' },
      { bytes: Buffer.from('<html><body><table><tr><td>a</td></tr></table></body></html>'), note: 'HTML' },
    ]);
  const r = rng.int(0, 9);
  if (r === 0) return { bytes: Buffer.from(CSV), note: 'a CSV file' };
  if (r === 1)
    return {
      bytes: Buffer.concat([
        Buffer.from('Firma;Branche\r\nCaf'),
        Buffer.from([0xe9]),
        Buffer.from(';Zahn\r\n'),
      ]),
      note: 'Windows-1252, semicolons',
    };
  if (r === 2)
    return {
      bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CSV, 'utf16le')]),
      note: 'UTF-16 LE with BOM',
    };
  if (r === 3) return { bytes: Buffer.from(CSV, 'utf16le'), note: 'UTF-16 without BOM' };
  if (r === 4)
    return {
      bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(rng, 300)]),
      note: 'a ZIP (xlsx)',
    };
  if (r === 5) return { bytes: randomBytes(rng, rng.int(1, 4096)), note: 'random bytes' };
  if (r === 6) return { bytes: Buffer.from('\r\n \r\n\n'), note: 'blank lines' };
  if (r === 7) return { bytes: Buffer.from('1,2,3\n4,5,6\n'), note: 'no header row' };
  if (r === 8) return { bytes: Buffer.from('a,b\n"open,1\n'), note: 'an unclosed quote' };
  return { bytes: Buffer.from(`a\tb\n${'x\t\u0000\n'.repeat(rng.int(1, 50))}`), note: 'NUL characters' };
}

function randomBytes(rng, n) {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = rng.int(0, 255);
  return b;
}

/** A client list of about `bytes` bytes (rows of 50 bytes). */
function sizedFile(bytes) {
  const row = 'C1,"Client, Ltd",Dental practice,20,Germany,1000\r\n';
  const head = 'Client ID,Company,Industry,Employees,Country,Annual fee\r\n';
  const n = Math.ceil((bytes - head.length) / row.length);
  return Buffer.from(head + row.repeat(Math.max(1, n))).subarray(0, bytes);
}

const ACCEPTED = [
  'text/csv',
  'text/csv; charset=utf-8',
  'text/plain;charset=windows-1252',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/octet-stream',
];
const REFUSED = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'text/html',
  'image/png',
];

/**
 * A raw body for `category`: `{body, contentType (undefined: no header), verdict, note}`. The verdict
 * is what the route's contract makes of the body ('valid': 202 when the ids are right; 'invalid': 400).
 */
export function rawUploadBody(rng, category) {
  if (category === 'huge') {
    if (rng.chance(0.5)) {
      const body = sizedFile(EVIDENCE_LIMITS.maxBytes + rng.pick([1, 1024]));
      return { body, contentType: 'text/csv', verdict: 'invalid', note: `${body.length} bytes: over 10 MB` };
    }
    const body = sizedFile(rng.pick([1024 * 1024, 1536 * 1024]));
    return { body, contentType: 'text/csv', verdict: 'valid', note: `${body.length} bytes` };
  }
  if (category === 'content-type') {
    const { bytes, note } = sampleFile(rng);
    const r = rng.float();
    if (r < 0.5) return { body: bytes, contentType: rng.pick(REFUSED), verdict: 'invalid', note };
    if (r < 0.8) return { body: bytes, contentType: rng.pick(ACCEPTED), verdict: 'valid', note };
    return { body: bytes, contentType: undefined, verdict: 'valid', note: `${note}, no content type` };
  }
  if (category === 'invalid' && rng.chance(0.4))
    return { body: Buffer.alloc(0), contentType: 'text/csv', verdict: 'invalid', note: 'an empty file' };
  const { bytes, note } = sampleFile(rng);
  return { body: bytes, contentType: rng.pick(ACCEPTED), verdict: 'valid', note };
}
