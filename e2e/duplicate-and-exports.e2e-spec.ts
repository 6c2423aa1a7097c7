import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** The text of a .docx: word/document.xml unzipped, its text runs joined. */
function docxText(path: string): string {
  const xml = strFromU8(unzipSync(new Uint8Array(readFileSync(path)))['word/document.xml']!);
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1])
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

/** docs/product.md §11: duplicate a profile, download its Word document and the profiles as CSV. */
test('duplicating a profile, then its DOCX and the profiles CSV', async ({ page }) => {
  await registerThroughUi(page, newUser('Dara'));
  const name = 'Family dental practices, "Łódź"';
  const res = await page.request.post('/api/icps', {
    data: {
      name,
      type: 'b2b',
      industry: 'Dental practices',
      painPoints: ['Empty chairs on Mondays'],
      preferredChannels: ['Google Ads'],
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/icp/${id}`);

  // Duplicate: the copy opens, named "Copy of ...".
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const copyName = `Copy of ${name}`;
  await expect(page.getByRole('heading', { level: 1, name: copyName })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/icp/${id}$`));
  const copyId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByLabel('Status')).toHaveValue('in_progress');

  // The "duplicated" toast sits over the header's top-right buttons while the pointer rests on it
  // (a hovered toast stays): the pointer moves away and the toast goes, as a user's would.
  await page.mouse.move(0, 0);
  // (a dismissed toast stays in the DOM, hidden and inert, for the remove delay: only open ones count)
  await expect(page.locator('[data-scope="toast"][data-part="root"][data-state="open"]')).toHaveCount(0, {
    timeout: 15_000,
  });

  // Its Word document holds the copy's content.
  const docxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download DOCX' }).click();
  const docx = await docxDownload;
  expect(docx.suggestedFilename()).toMatch(/^icp-copy-of-family-dental-practices-lodz-\d{8}-\d{4}\.docx$/);
  const text = docxText(await docx.path());
  for (const s of [
    copyName,
    'B2B Ideal Client Profile',
    'Firmographics',
    'Dental practices',
    'Empty chairs on Mondays',
  ])
    expect(text).toContain(s);

  // The profiles as CSV from the dashboard: both rows, quoted as RFC 4180 says.
  await page.goto('/');
  const csvDownload = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Your Client Profiles' })
    .getByRole('button', { name: 'Download CSV' })
    .click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^icps-\d{8}-\d{4}\.csv$/);
  const file = readFileSync(await csv.path(), 'utf8');
  expect(file.startsWith('\uFEFF"Name","Type","Status",')).toBe(true);
  const rows = file.slice(1).trimEnd().split('\r\n');
  expect(rows).toHaveLength(3);
  const copyRow = rows.find((r) => r.includes(copyId));
  expect(copyRow?.startsWith('"Copy of Family dental practices, ""Łódź""","B2B","In Progress",')).toBe(true);
  expect(rows.some((r) => r.includes(id) && r.startsWith(`"${name.replace(/"/g, '""')}"`))).toBe(true);
});
