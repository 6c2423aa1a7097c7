/**
 * What the product's files and e-mails hand to other programs (docs/product.md §11, §14, §15):
 *   - a CSV export read back as a semicolon reader reads it (Excel's list separator in German, French or
 *     Spanish locales) holds no formula, a `;=` inside a name included;
 *   - a share link's page /s/{token} answers X-Robots-Tag: noindex through the edge, and the share API too;
 *   - an exported PDF's metadata names ICP Studio, never the browser that printed it (HeadlessChrome);
 *   - a note's e-mail shows a phishing link in the note as text, quoted as its author's, and links only
 *     to this installation.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Papa from 'papaparse';
import { isFormulaCell, parseMail, readCsvLeniently } from '@icp-studio/service-kit/testing';
import { assign, icpBody, playbookBody, register, registerAs } from './lib/fixtures.mjs';
import { eventually } from './lib/http.mjs';
import { rememberSession } from './probes.mjs';

/** The cells a spreadsheet would run as formulas, as two readers of that separator see the file. */
function formulasAsRead(text, separator) {
  const lenient = readCsvLeniently(text, separator);
  const papa = Papa.parse(text.replace(/^\uFEFF/, ''), { delimiter: separator }).data;
  return [...lenient, ...papa].flat().filter(isFormulaCell);
}

/** pdfinfo's fields of a PDF, or null where poppler-utils is not installed. */
async function pdfInfo(bytes) {
  const dir = await mkdtemp(join(tmpdir(), 'sec-pdf-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), bytes);
    const { stdout } = await promisify(execFile)('pdfinfo', ['-enc', 'UTF-8', join(dir, 'doc.pdf')]);
    return Object.fromEntries(
      stdout.split('\n').flatMap((l) => {
        const m = /^([^:]+):\s*(.*)$/.exec(l);
        return m ? [[m[1], m[2].trim()]] : [];
      }),
    );
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function exportProbes(ctx, report) {
  const { http, users, baseURL } = ctx;
  const C = 'exports';
  const owner = await register(http, 'Exports');
  rememberSession(owner.cookie);
  const icp = await http.request('POST', '/api/icps', { cookie: owner.cookie, body: icpBody('Acme;=1+1;') });
  const playbook = await http.request('POST', '/api/playbooks', {
    cookie: owner.cookie,
    body: playbookBody(icp.json?.id, 'PB;=2*3;'),
  });
  if (icp.status !== 201 || playbook.status !== 201)
    throw new Error(`could not make the records: ${icp.status} ${playbook.status}`);

  for (const path of ['/api/playbooks/export.csv', '/api/icps/export.csv']) {
    await report.run(
      C,
      `${path} read by a semicolon reader holds no formula (a ";=" in a name)`,
      async () => {
        const res = await http.request('GET', path, { cookie: owner.cookie });
        if (res.status !== 200) return `answered ${res.status}`;
        const formulas = [...formulasAsRead(res.text, ';'), ...formulasAsRead(res.text, ',')];
        return formulas.length
          ? `cells read as formulas: ${JSON.stringify(formulas.slice(0, 5))}`
          : undefined;
      },
    );
  }

  await report.run(
    C,
    "a share link's page /s/{token} answers X-Robots-Tag: noindex through the edge",
    async () => {
      const made = await http.request('POST', `/api/icps/${icp.json.id}/shares`, {
        cookie: owner.cookie,
        body: { label: 'Robots probe' },
      });
      if (made.status !== 201) return `making the link answered ${made.status}`;
      for (const path of [`/s/${made.json.token}`, `/s/i_${randomBytes(32).toString('base64url')}`]) {
        const page = await http.request('GET', path);
        if (page.status !== 200) return `${path.slice(0, 6)}... answered ${page.status}`;
        if (!/noindex/.test(page.headers.get('x-robots-tag') ?? ''))
          return `the page ${path.slice(0, 6)}... has no X-Robots-Tag: noindex`;
      }
      for (const token of [made.json.token, 'malformed']) {
        const api = await http.request('GET', `/api/shared/${token}`);
        if (!/noindex/.test(api.headers.get('x-robots-tag') ?? ''))
          return `GET /api/shared/... (${api.status}) has no X-Robots-Tag: noindex`;
      }
      return undefined;
    },
  );

  await report.run(
    C,
    "an exported PDF's metadata names ICP Studio, not the browser that printed it",
    async () => {
      const res = await http.request('GET', `/api/icps/${icp.json.id}/export`, { cookie: owner.cookie });
      if (res.status !== 200) return `answered ${res.status} ${res.text.slice(0, 200)}`;
      const raw = res.bytes.toString('latin1');
      if (/HeadlessChrome|Chromium|Skia/.test(raw))
        return 'the file names the browser (HeadlessChrome, Skia)';
      const info = await pdfInfo(res.bytes);
      if (!info) return undefined; // no pdfinfo here: the bytes alone
      const want = { Title: 'Acme;=1+1;', Creator: 'ICP Studio', Producer: 'ICP Studio' };
      const got = { Title: info.Title, Creator: info.Creator, Producer: info.Producer };
      return JSON.stringify(got) === JSON.stringify(want) ? undefined : `pdfinfo: ${JSON.stringify(got)}`;
    },
  );

  await report.run(
    C,
    "a note's e-mail shows a phishing link as text, quoted as its author's, linking only here",
    async () => {
      // People of its own: the matrix sets the standing users' e-mail choice to none.
      const client = await register(http, 'MailClient');
      const advisor = await registerAs(http, users.admin, 'MailAdv', 'team_member');
      for (const u of [client, advisor]) rememberSession(u.cookie);
      await assign(http, users.admin, client.id, advisor.id);
      const mine = await http.request('POST', '/api/icps', {
        cookie: client.cookie,
        body: icpBody('Mail probe'),
      });
      const item = await http.request('POST', '/api/playbooks', {
        cookie: client.cookie,
        body: playbookBody(mine.json?.id, `Mail probe ${randomBytes(3).toString('hex')}`),
      });
      if (item.status !== 201) return `making the playbook answered ${item.status}`;
      const seen = await eventually(
        async () =>
          (await http.request('GET', `/api/playbooks/${item.json.id}`, { cookie: advisor.cookie })).status ===
          200,
      );
      if (!seen) return 'the assigned advisor never saw the playbook';
      const note = await http.request('POST', '/api/notes', {
        cookie: client.cookie,
        body: {
          playbookId: item.json.id,
          note: `@${advisor.username} your session expired: sign in again at https://evil.example/login`,
        },
      });
      if (note.status !== 201) return `the note answered ${note.status}`;
      const mail = await eventually(async () => {
        const list = await fetch(`${ctx.mailURL}/?to=${encodeURIComponent(advisor.email)}`).then((r) =>
          r.json(),
        );
        const raw = list.find((m) => m.raw.includes(item.json.name))?.raw;
        return raw ? parseMail(raw, [advisor.email]) : undefined;
      }, 30_000);
      if (!mail) return 'no e-mail reached the mentioned advisor';
      const links = [...mail.html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((m) => m[1]);
      const foreign = links.filter((l) => new URL(l, 'http://invalid').origin !== new URL(baseURL).origin);
      if (foreign.length) return `links elsewhere: ${foreign.join(', ')}`;
      if (/evil\.example/.test(`${mail.text}\n${mail.html}`))
        return 'the address in the note is left for a mail program to make a link of';
      if (!/wrote:/.test(mail.text) || !/<blockquote/.test(mail.html))
        return "the note is not quoted as its author's";
      return /on behalf of/i.test(mail.from) ? undefined : `sent as ${mail.from}, not on the author's behalf`;
    },
  );
}
