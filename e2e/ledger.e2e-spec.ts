import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/**
 * docs/evidence.md, "Evidence ledger": the detail page marks each field with where it comes from, calls a
 * profile without observed fields a hypothesis, and marks fields observed once the client list is in.
 */
test('evidence ledger: a hypothesis until the client list observes it, each field marked with its source', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, newUser('Lea'));
  const res = await page.request.post('/api/icps', {
    data: {
      name: 'Dental clinics',
      type: 'b2b',
      industry: 'Dental',
      companySize: '500+',
      geographics: ['Germany'],
      painPoints: ['No-shows eat the schedule'],
      fieldSources: { painPoints: 'ai', companySize: 'assumed' },
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await page.goto(`/icp/${id}`);
  await expect(page.getByText('This profile is a hypothesis')).toBeVisible({ timeout: 30_000 });
  const firmographics = page.getByRole('region', { name: 'Firmographics' });
  await expect(firmographics.getByLabel(/^Stated\. Source: stated by a person/)).toHaveText('Stated');
  await expect(firmographics.getByLabel(/^Assumed\. Source: an assumption/)).toHaveText('Assumed');
  await expect(
    page
      .getByRole('region', { name: 'Pain Points' })
      .getByLabel(/^AI-suggested\. Source: suggested by the AI/),
  ).toHaveText('AI-suggested');

  // The client list arrives: two of three clients are dental practices in Germany.
  const csv = [
    'Company,Industry,Employees,Country,Annual fee',
    'Smile Dental,Dental practice,20,Germany,1000',
    'Bright Teeth,Dental,35,Germany,1200',
    'City Clinic,Healthcare,120,Austria,9000',
  ].join('\n');
  expect((await page.request.put(`/api/icps/${id}/evidence`, { data: { csv } })).status()).toBe(200);
  await page.reload();
  await expect(firmographics.getByText('Observed · 2 of 3 clients')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: 'Geography' }).getByText('Observed · 2 of 3 clients'),
  ).toBeVisible();
  // No client has 500+ employees: still the author's assumption.
  await expect(firmographics.getByLabel(/^Assumed\. Source: an assumption/)).toHaveText('Assumed');
  await expect(page.getByText('This profile is a hypothesis')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('ledger.png'), fullPage: true });

  // The PDF with its Evidence page, from the Evidence tab.
  await page.getByRole('tab', { name: 'Evidence' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF with evidence page' }).click();
  expect((await download).suggestedFilename()).toMatch(/^icp-dental-clinics-\d{8}-\d{4}\.pdf$/);
});
