import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { test, expect } from '@playwright/test';
import { clientAndAdvisor } from './support/users';

/** The text of a .docx: word/document.xml unzipped, its text runs joined. */
function docxText(bytes: Uint8Array): string {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']!);
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1])
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

const VIOLATING = 'Guaranteed 12% returns on your savings';
const FIXED = 'A written retirement plan, reviewed with you every year';

/**
 * docs/approvals.md: a financial adviser's playbook with a violating claim is sent for approval, returned
 * with comments, fixed, sent again and approved by their advisor; an edit after approval shows "Not
 * approved"; the Word export prints the approval and the disclosures; the record downloads as CSV.
 */
test("a financial adviser's playbook is sent for approval, returned, fixed, approved, then changed", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { c, v } = await clientAndAdvisor(browser, 'Fiona', 'Rowan');
  const icp = await c.request.post('/api/icps', {
    data: {
      name: 'Retiring physicians',
      type: 'b2c',
      profession: 'financial-advisors',
      occupation: 'Physician',
    },
  });
  expect(icp.status()).toBe(201);
  const icpId = ((await icp.json()) as { id: string }).id;
  const created = await c.request.post('/api/playbooks', {
    data: {
      icpId,
      name: 'Retirement outreach',
      keyMessages: ['Plan your exit from clinical work', VIOLATING],
    },
  });
  expect(created.status()).toBe(201);
  const playbookId = ((await created.json()) as { id: string }).id;

  // Fiona sends it for approval from the playbook page.
  await c.goto(`/playbooks/${playbookId}`);
  const panel = c.getByRole('region', { name: 'Approval' });
  await expect(panel.getByTestId('approval-status')).toHaveText('Not approved');
  await panel.getByRole('button', { name: 'Send for approval' }).click();
  await panel.getByLabel('Note to the reviewer (optional)').fill('For the spring mailing');
  await panel.getByRole('button', { name: 'Send version 1 for approval' }).click();
  await expect(panel.getByTestId('approval-status')).toHaveText('Waiting for approval');

  // Rowan, her advisor, finds it in his queue with its finding and returns it with a comment.
  await v.getByRole('link', { name: 'Approvals' }).first().click();
  await expect(v).toHaveURL(/\/approvals$/);
  const request = v.getByRole('link', { name: 'Retirement outreach — version 1' });
  await expect(v.getByRole('list', { name: 'Approval requests' })).toContainText('1 finding');
  await request.click();
  await expect(v.getByRole('heading', { level: 1, name: 'Retirement outreach — version 1' })).toBeVisible();
  const findings = v.getByRole('list', { name: 'Findings' });
  await expect(findings).toContainText('Guaranteed 12% returns');
  await expect(findings).toContainText('A promise of investment returns');
  await expect(v.getByRole('heading', { name: 'Disclosures the copy must carry' })).toBeVisible();
  await v.getByRole('button', { name: 'Return with comments' }).click();
  await expect(v.getByRole('alert')).toContainText('a comment is required');
  await v.getByLabel('Comments (required to return the copy)').fill('Remove the promise of returns.');
  await v.getByRole('button', { name: 'Return with comments' }).click();
  await expect(v.getByTestId('approval-record-state')).toHaveText('Returned');

  // Fiona reads the comment, fixes the copy and sends version 2.
  await c.reload();
  await expect(panel.getByTestId('approval-status')).toHaveText('Returned with comments');
  await expect(panel.getByTestId('approval-comment')).toContainText('Remove the promise of returns.');
  const current = (await (await c.request.get(`/api/playbooks/${playbookId}`)).json()) as { name: string };
  const fixed = await c.request.put(`/api/playbooks/${playbookId}`, {
    data: { icpId, name: current.name, keyMessages: ['Plan your exit from clinical work', FIXED] },
  });
  expect(fixed.status()).toBe(200);
  await c.reload();
  await panel.getByRole('button', { name: 'Send for approval' }).click();
  await panel.getByRole('button', { name: 'Send version 2 for approval' }).click();
  await expect(panel.getByTestId('approval-status')).toHaveText('Waiting for approval');

  // Rowan approves version 2: no findings left.
  await v.goto('/approvals');
  await v.getByRole('link', { name: 'Retirement outreach — version 2' }).click();
  await expect(v.getByText('No phrase of this copy breaks')).toBeVisible();
  await v.getByRole('button', { name: 'Approve version 2' }).click();
  await expect(v.getByTestId('approval-record-state')).toHaveText('Approved');

  // Approved on Fiona's page, and in the Word export with the disclosures.
  await c.reload();
  await expect(panel.getByTestId('approval-status')).toHaveText('Approved');
  await expect(panel).toContainText('Version 2 approved by Rowan');
  const docx = await c.request.get(`/api/playbooks/${playbookId}/export/docx`);
  expect(docx.status()).toBe(200);
  const text = docxText(new Uint8Array(await docx.body()));
  expect(text).toContain('Approved for distribution: version 2, by Rowan');
  expect(text).toContain('Disclosures');

  // The record downloads as CSV: both requests, the finding of the first.
  const csvDownload = c.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download record (CSV)' }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain('approval_id,playbook,version,state');
  expect(csv).toMatch(/,2,approved,/);
  expect(csv).toMatch(/,1,returned,.*Guaranteed 12% returns/);

  // An edit after approval: "Not approved" on the page and in the export.
  const edited = await c.request.put(`/api/playbooks/${playbookId}`, {
    data: { icpId, name: current.name, keyMessages: ['Plan your exit from clinical work', `${FIXED}.`] },
  });
  expect(edited.status()).toBe(200);
  await c.reload();
  await expect(panel.getByTestId('approval-status')).toHaveText('Not approved');
  await expect(panel).toContainText('The copy changed after version 2 was approved');
  const after = await c.request.get(`/api/playbooks/${playbookId}/export/docx`);
  expect(docxText(new Uint8Array(await after.body()))).toContain(
    'Not approved for distribution: changed since version 2 was approved',
  );
});
