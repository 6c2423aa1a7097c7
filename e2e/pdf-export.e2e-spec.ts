import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test('Export PDF downloads a profile document whose text holds its name', async ({ page }) => {
  await registerThroughUi(page, newUser('Emery'));
  const name = 'Zoë’s boutique agencies in Łódź';
  const res = await page.request.post('/api/icps', {
    data: { name, type: 'b2b', industry: 'Marketing agencies', painPoints: ['Unpredictable pipeline'] },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/icp/${id}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^icp-zoe-s-boutique-agencies-in-lodz-\d{8}-\d{4}\.pdf$/);
  await expect(page.getByText('PDF exported successfully')).toBeVisible();

  const text = pdfText(await download.path());
  expect(text).toContain(name);
  expect(text).toContain('B2B IDEAL CLIENT PROFILE');
  expect(text).toContain('Unpredictable pipeline');
  expect(text).toMatch(/Page 1 of \d+/);
});

test('Export PDF on a playbook downloads its document', async ({ page }) => {
  await registerThroughUi(page, newUser('Rowan'));
  const icp = await page.request.post('/api/icps', { data: { name: 'Dental groups', type: 'b2b' } });
  const { id: icpId } = (await icp.json()) as { id: string };
  const pb = await page.request.post('/api/playbooks', {
    data: {
      icpId,
      name: 'Dental groups - Marketing Playbook',
      valueProposition: 'More chairs filled, fewer no-shows.',
    },
  });
  expect(pb.status()).toBe(201);
  const { id } = (await pb.json()) as { id: string };
  await page.goto(`/playbooks/${id}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^playbook-dental-groups-marketing-playbook-\d{8}-\d{4}\.pdf$/,
  );
  const text = pdfText(await download.path());
  expect(text).toContain('Dental groups - Marketing Playbook');
  expect(text).toContain('More chairs filled, fewer no-shows.');
});
