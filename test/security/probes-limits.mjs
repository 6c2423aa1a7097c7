/**
 * Fair limits (docs/limits.md): a hostile client list is refused at once with a clear 400 and leaves the
 * earlier list in place, and one user's burst of exports is capped (429 with Retry-After and a message)
 * without holding back another user's.
 *   - a 25,000-column header (about 214 KB) sent as text and as an upload: refused naming the column cap,
 *     within a second, while another user's reads stay fast;
 *   - JSON and PDF text sent as a client list: refused as not CSV; the 3-row list stays;
 *   - 10 persona PNG exports at once from one user: at most EXPORTS_PER_USER (4) run, the rest answer
 *     429 with Retry-After at once; another user's PDF export still answers 200.
 */
import { icpBody, register } from './lib/fixtures.mjs';
import { eventually } from './lib/http.mjs';
import { rememberSession } from './probes.mjs';

const CLIENTS = 'Company,Industry,Employees\nSmile,Dental,20\nBright,Dental,30\nCare,Healthcare,80\n';
const WIDE = `${Array.from({ length: 25_000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(24_999)}1\n`;
const EXPORT_CAP = 4;

export async function limitProbes(ctx, report) {
  const { http } = ctx;
  const C = 'limits';
  const owner = await register(http, 'Limits');
  const other = await register(http, 'Neighbour');
  rememberSession(owner.cookie);
  rememberSession(other.cookie);
  const icp = await http.request('POST', '/api/icps', { cookie: owner.cookie, body: icpBody('Limits') });
  const theirs = await http.request('POST', '/api/icps', { cookie: other.cookie, body: icpBody('Theirs') });
  if (icp.status !== 201 || theirs.status !== 201)
    throw new Error(`could not make the profiles: ${icp.status} ${theirs.status}`);
  const id = icp.json.id;
  const imported = await http.request('PUT', `/api/icps/${id}/evidence`, {
    cookie: owner.cookie,
    body: { csv: CLIENTS },
  });
  if (imported.status !== 200) throw new Error(`could not import the list: ${imported.status}`);
  const rowCount = async () =>
    (await http.request('GET', `/api/icps/${id}/evidence`, { cookie: owner.cookie })).json?.import?.rowCount;

  await report.run(
    C,
    'a 25,000-column header sent as text is refused at once (400, the column cap)',
    async () => {
      const started = Date.now();
      const neighbour = http.request('GET', `/api/icps/${theirs.json.id}`, { cookie: other.cookie });
      const res = await http.request('PUT', `/api/icps/${id}/evidence`, {
        cookie: owner.cookie,
        body: { csv: WIDE },
      });
      const ms = Date.now() - started;
      const read = await neighbour;
      if (res.status !== 400) return `answered ${res.status}`;
      if (!/^The header row has 25,000 columns, over the limit of 300/.test(res.json?.message ?? ''))
        return `message: ${res.json?.message}`;
      if (ms > 2000) return `took ${ms} ms`;
      if (read.status !== 200) return `another user's read answered ${read.status}`;
      return (await rowCount()) === 3 ? undefined : 'the earlier list was not kept';
    },
  );

  await report.run(
    C,
    'a 25,000-column file uploaded as bytes is read as refused, the earlier list kept',
    async () => {
      const res = await http.request('POST', `/api/icps/${id}/evidence/uploads`, {
        cookie: owner.cookie,
        raw: Buffer.from(WIDE),
        headers: { 'content-type': 'text/csv' },
      });
      if (res.status !== 202) return `upload answered ${res.status}`;
      let status;
      const done = await eventually(async () => {
        status = (
          await http.request('GET', `/api/icps/${id}/evidence/uploads/${res.json.uploadId}`, {
            cookie: owner.cookie,
          })
        ).json;
        return status?.state === 'failed' || status?.state === 'ready';
      });
      if (!done || status.state !== 'failed') return `the upload ended ${status?.state}`;
      if (status.error?.code !== 'too_many_columns') return `refused as ${status.error?.code}`;
      return (await rowCount()) === 3 ? undefined : 'the earlier list was not kept';
    },
  );

  for (const [what, csv] of [
    [
      'JSON',
      JSON.stringify([
        { company: 'Smile', industry: 'Dental' },
        { company: 'Bright', industry: 'Dental' },
      ]),
    ],
    ['PDF text', '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'],
  ]) {
    await report.run(
      C,
      `${what} sent as a client list is refused as not CSV, the earlier list kept`,
      async () => {
        const res = await http.request('PUT', `/api/icps/${id}/evidence`, {
          cookie: owner.cookie,
          body: { csv },
        });
        if (res.status !== 400) return `answered ${res.status}`;
        if (!/^This is not a CSV file/.test(res.json?.message ?? '')) return `message: ${res.json?.message}`;
        return (await rowCount()) === 3 ? undefined : 'the earlier list was not kept';
      },
    );
  }

  await report.run(
    C,
    `10 exports at once from one user: at most ${EXPORT_CAP} run, the rest 429 with Retry-After; another user is served`,
    async () => {
      const burst = Array.from({ length: 10 }, () =>
        http.request('GET', `/api/icps/${id}/export/persona.png`, { cookie: owner.cookie }),
      );
      const neighbour = await http.request('GET', `/api/icps/${theirs.json.id}/export`, {
        cookie: other.cookie,
      });
      const answers = await Promise.all(burst);
      const statuses = answers.map((a) => a.status);
      const refused = answers.filter((a) => a.status === 429);
      if (neighbour.status !== 200) return `another user's export answered ${neighbour.status}`;
      if (statuses.some((s) => s !== 200 && s !== 429)) return `statuses ${statuses.join(', ')}`;
      if (refused.length < 10 - EXPORT_CAP)
        return `only ${refused.length} of 10 refused (${statuses.join(', ')})`;
      const bad = refused.find(
        (a) =>
          !(Number(a.headers.get('retry-after')) >= 1) ||
          !/^You already have 4 exports running/.test(a.json?.message ?? ''),
      );
      return bad
        ? `a 429 without Retry-After or message: ${bad.headers.get('retry-after')} ${bad.text}`
        : undefined;
    },
  );
}
