import { readFileSync } from 'node:fs';
import { test, expect, type Route } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** Where the progress bar's screenshots go, when set (to look at them). */
const shots = process.env.EVIDENCE_SHOTS_DIR;

/** A client list of 1,000 rows: two in five dental practices, the rest (bringing most of the fees) healthcare. */
function clientList(rows: number): string {
  const lines = ['Client ID,Company,Industry,Employees,Country,Annual fee'];
  for (let i = 1; i <= rows; i++) {
    const dental = i % 5 < 2;
    lines.push(
      [
        `C-${String(i).padStart(4, '0')}`,
        `${dental ? 'Smile Dental' : 'City Clinic'} ${i}`,
        dental ? 'Dental' : 'Healthcare',
        String(10 + (i % 40)),
        'Germany',
        dental ? '1000' : '3000',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * docs/evidence.md: a client imports their client list on a profile's Evidence tab, sees the evidence and
 * a suggestion, adds the suggested industry to the profile in one click and downloads the scored list.
 */
test('customer evidence: import 1,000 clients, add a suggestion to the profile, download the scored list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, newUser('Eva'));
  const res = await page.request.post('/api/icps', {
    data: {
      name: 'Dental clinics',
      type: 'b2b',
      industry: 'Dental',
      companySize: '10-50',
      geographics: ['Germany'],
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await page.goto(`/icp/${id}`);
  await page.getByRole('tab', { name: 'Evidence' }).click();
  // The file goes up as bytes and is read on the server's queue (docs/evidence.md, "Uploads"). 1,000 rows
  // take a few milliseconds, so the real answers are held back a little for the bar to be seen.
  const hold = (ms: number) => async (route: Route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  };
  await page.route(`**/api/icps/${id}/evidence/uploads`, hold(3000));
  await page.route(`**/api/icps/${id}/evidence/uploads/*`, hold(3000));
  await page.getByLabel('CSV file').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(clientList(1000), 'utf8'),
  });
  await expect(page.getByText('Selected: clients.csv.')).toBeVisible();
  await page.getByRole('button', { name: 'Read file' }).click();
  const shot = async (name: string) => {
    if (!shots) return;
    await page.getByRole('status').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${name}.png` });
  };
  await expect(page.getByRole('progressbar', { name: /^Uploading… \d+%$/ })).toBeVisible();
  await shot('evidence-uploading');
  await expect(page.getByRole('progressbar', { name: /^Reading rows…/ })).toBeVisible();
  await shot('evidence-reading');

  // The proposed mapping, accepted as it is.
  await expect(page.getByText('1000 client rows, 6 columns.')).toBeVisible();
  await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('Industry');
  await page.getByRole('button', { name: 'Import 1000 clients' }).click();

  // The evidence: bars per attribute, and the suggestion to name Healthcare.
  await expect(page.getByText('1000 rows imported on')).toBeVisible();
  const industry = page.getByRole('region', { name: 'Industry', exact: true });
  await expect(industry.getByText('Share of clients')).toBeVisible();
  await expect(industry.getByText('All: 40%')).toBeVisible();
  const suggestion = page
    .getByRole('region', { name: 'Suggestions' })
    .getByRole('listitem')
    .filter({ hasText: 'Healthcare' });
  await expect(suggestion).toContainText('which the profile does not name');

  // One click adds it; the report, read again, no longer suggests it.
  await suggestion.getByRole('button', { name: /Add to profile/ }).click();
  await expect(page.getByText('Industry: “Healthcare” added to “Dental clinics”.')).toBeVisible();
  await expect(suggestion).toHaveCount(0);
  await expect(industry.getByText('All: 100%').first()).toBeVisible();
  const saved = (await (await page.request.get(`/api/icps/${id}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({
    industry: 'Dental, Healthcare',
    companySize: '10-50',
    geographics: ['Germany'],
  });
  // The stored scores were recomputed for the saved profile: the tab says what moved, rows carry ▲.
  await expect(
    page.getByText(/^Since the profile changed \(.+\): \d+ clients? moved up a tier, 0 down/),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Up from \d+ to \d+/ }).first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/evidence-tab.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('Dental, Healthcare', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Evidence' }).click();

  // The scored list as CSV: the header and one line per client, in the file's order.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download scored list (CSV)' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^client-fit-dental-clinics-\d{8}-\d{4}\.csv$/);
  const lines = readFileSync(await csv.path(), 'utf8')
    .slice(1)
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(1001);
  expect(lines[0]!.startsWith('"Row","Client ID","Company","Fit score","Tier",')).toBe(true);
  expect(lines[1]!.startsWith('"2","C-0001","Smile Dental 1","100","A",')).toBe(true);
  expect(lines[1000]!.startsWith('"1001","C-1000","Smile Dental 1000",')).toBe(true);

  // The same list for HubSpot's importer: the own columns, Persona and the ICP fit properties.
  const hubspot = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download for HubSpot (CSV)' }).click();
  const hub = await hubspot;
  expect(hub.suggestedFilename()).toMatch(/^client-fit-hubspot-dental-clinics-\d{8}-\d{4}\.csv$/);
  const hubLines = readFileSync(await hub.path(), 'utf8')
    .slice(1)
    .trimEnd()
    .split('\r\n');
  expect(hubLines[0]).toBe(
    '"Client ID","Company","Persona","ICP fit score","ICP fit tier","ICP fit reasons","ICP profile"',
  );
  expect(hubLines[1]!.startsWith('"C-0001","Smile Dental 1","Dental clinics","100","A",')).toBe(true);
});
