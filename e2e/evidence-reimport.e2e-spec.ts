import { test, expect, type Page } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** Where screenshots of the steps go, when set (to look at them). */
const shots = process.env.EVIDENCE_SHOTS_DIR;

/** 30 dental practices of 12-41 employees; `sizeHeader` names the size column. */
function clientList(sizeHeader: string): string {
  const lines = [`Company,Industry,${sizeHeader},Country,Annual fee`];
  for (let i = 1; i <= 30; i++) lines.push(`Smile Dental ${i},Dental,${11 + i},Germany,${1000 + i}`);
  return `${lines.join('\n')}\n`;
}

async function pasteAndRead(page: Page, csv: string) {
  await page.getByLabel('Or paste from a spreadsheet').fill(csv);
  await page.getByRole('button', { name: 'Read file' }).click();
}

/**
 * docs/evidence.md, Column mapping and Content: a client imports a list whose size column they leave
 * "Not in the file", then the corrected file with that column renamed: the fresh guess on the renamed
 * column beats the old "not mapped", so the rows are scored on their size. A JSON file sent after it is
 * refused with a clear message and the list stays.
 */
test('evidence: a re-import with a changed header maps the new column; JSON is refused and the list kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, newUser('Rita'));
  const res = await page.request.post('/api/icps', {
    data: {
      name: 'German dentists',
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

  // The first file: its size column is left not mapped.
  await pasteAndRead(page, clientList('Headcount?'));
  await expect(page.getByText('30 client rows, 5 columns.')).toBeVisible();
  // "Headcount?" is guessed as the size; the user leaves it "Not in the file" (say it holds bands).
  const size = page.getByLabel('Company size (employees)', { exact: true });
  await expect(size).toHaveValue('Headcount?');
  await size.selectOption('');
  await expect(size).toHaveValue('');
  await page.getByRole('button', { name: 'Import 30 clients' }).click();
  await expect(page.getByText('30 rows imported on')).toBeVisible();
  const saved = async () =>
    (
      (await (await page.request.get(`/api/icps/${id}/evidence`)).json()) as {
        import: { rowCount: number; mapping: Record<string, string | null>; headers: string[] };
      }
    ).import;
  expect((await saved()).mapping.companySize).toBeNull();

  // The corrected file: the size column now says "Employees"; the mapping step proposes it.
  await page.getByRole('button', { name: 'Import a new file' }).click();
  await pasteAndRead(page, clientList('Employees'));
  await expect(page.getByText(/the mapping saved with your last import is applied/)).toBeVisible();
  await expect(size).toHaveValue('Employees');
  await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('Industry');
  if (shots) await page.screenshot({ path: `${shots}/evidence-reimport-mapping.png`, fullPage: true });
  await page.getByRole('button', { name: 'Import 30 clients' }).click();
  await expect(page.getByText('30 rows imported on')).toBeVisible();
  expect((await saved()).mapping.companySize).toBe('Employees');
  // Every client is scored on its size now: none is left with insufficient data, the fit list says why.
  await expect(page.getByText(/Company size \d+ is within 10-50/).first()).toBeVisible();

  // A JSON file sent as a list is refused with a clear message; the 30-row list stays.
  await page.getByRole('button', { name: 'Import a new file' }).click();
  await pasteAndRead(page, JSON.stringify([{ company: 'Acme', industry: 'Dental' }]));
  await expect(page.getByText(/^This is not a CSV file: it reads as JSON/)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/evidence-reimport-json.png`, fullPage: true });
  expect((await saved()).rowCount).toBe(30);
  expect((await saved()).headers).toContain('Employees');
});
