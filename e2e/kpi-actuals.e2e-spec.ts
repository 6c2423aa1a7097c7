import { test, expect, type Page } from '@playwright/test';
import { loginThroughUi, newUser, registerThroughUi } from './support/users';

/** KPI actuals on a playbook (docs/product.md §17). */

async function createPlaybookWithKpi(page: Page): Promise<string> {
  const icp = await page.request.post('/api/icps', {
    data: { name: 'Busy accountants', type: 'b2b', industry: 'Accounting' },
  });
  expect(icp.status()).toBe(201);
  const icpId = ((await icp.json()) as { id: string }).id;
  const res = await page.request.post('/api/playbooks', {
    data: {
      icpId,
      name: 'Spring plan',
      kpis: [{ name: 'Qualified leads', target: 40, unit: 'leads', period: 'month', stage: 'consideration' }],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function record(page: Page, period: string, value: string): Promise<void> {
  const kpi = page.getByRole('article', { name: 'Qualified leads' });
  const open = kpi.getByRole('button', { name: 'Record values' });
  if (await open.isVisible()) await open.click();
  await kpi.getByLabel('Period (month)').fill(period);
  await kpi.getByLabel('Value (leads)').fill(value);
  await kpi.getByRole('button', { name: 'Save value' }).click();
}

test('three months of a KPI: the chart, the status, the review after two missed months; live in a second browser', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const user = newUser('Morgan');
  const first = await browser.newContext();
  const a = await first.newPage();
  await registerThroughUi(a, user);
  const playbookId = await createPlaybookWithKpi(a);

  // The same client in a second browser.
  const second = await browser.newContext();
  const b = await second.newPage();
  await loginThroughUi(b, user.username, user.password);
  await expect(b.getByText('Welcome back!')).toBeVisible();

  await a.goto(`/playbooks/${playbookId}`);
  await b.goto(`/playbooks/${playbookId}`);
  const kpiA = a.getByRole('article', { name: 'Qualified leads' });
  const kpiB = b.getByRole('article', { name: 'Qualified leads' });
  await expect(kpiA.getByText('No values recorded yet.')).toBeVisible();
  await expect(kpiA.getByTestId('kpi-status')).toHaveText('No status yet');
  await expect(b.getByText('Live', { exact: true })).toBeVisible();

  // January: above the target.
  await record(a, '2026-01', '45');
  await expect(kpiA.getByTestId('kpi-status')).toHaveText('On track');
  await expect(kpiA.getByRole('img', { name: /Qualified leads: actuals per month/ })).toBeVisible();
  // The second browser sees it without a reload.
  await expect(kpiB.getByTestId('kpi-status')).toHaveText('On track', { timeout: 5000 });
  await expect(kpiB.getByRole('img', { name: /Latest: 45 in Jan 2026/ })).toBeVisible();

  // February: far below. Behind, but one month only: no review yet.
  await record(a, '2026-02', '10');
  await expect(kpiA.getByTestId('kpi-status')).toHaveText('Behind');
  await expect(kpiA.getByRole('listitem').filter({ hasText: 'Feb 2026: 10' })).toBeVisible();
  await expect(a.getByTestId('note-item').filter({ hasText: 'Review the profile and playbook' })).toHaveCount(
    0,
  );

  // March: below again: two months behind in a row ask for one review task.
  await record(a, '2026-03', '12');
  await expect(
    kpiA.getByRole('img', { name: /Latest: 12 in Mar 2026\. Trend falling\. Status: Behind\./ }),
  ).toBeVisible();
  const review = a.getByTestId('note-item').filter({ hasText: 'Review the profile and playbook' });
  await expect(review).toHaveCount(1, { timeout: 10_000 });
  await expect(review).toContainText('"Qualified leads" has been behind its target two periods in a row');
  await expect(b.getByTestId('note-item').filter({ hasText: 'Review the profile and playbook' })).toHaveCount(
    1,
    { timeout: 10_000 },
  );
  await expect(kpiB.getByTestId('kpi-status')).toHaveText('Behind');

  // Fixing March's value (still behind) asks no second review.
  await kpiA.getByRole('button', { name: 'Edit the value of Mar 2026' }).click();
  await expect(kpiA.getByLabel('Value (leads)')).toHaveValue('12');
  await kpiA.getByLabel('Value (leads)').fill('14');
  await kpiA.getByRole('button', { name: 'Save value' }).click();
  await expect(kpiA.getByRole('listitem').filter({ hasText: 'Mar 2026: 14' })).toBeVisible();
  await a.reload();
  await expect(a.getByRole('article', { name: 'Qualified leads' }).getByTestId('kpi-status')).toHaveText(
    'Behind',
  );
  await expect(a.getByTestId('note-item').filter({ hasText: 'Review the profile and playbook' })).toHaveCount(
    1,
  );

  // A CSV with a bad row imports nothing and names the row.
  await a.getByRole('button', { name: 'Import values from CSV' }).click();
  await a
    .getByLabel('CSV rows to import')
    .fill('kpi,period,value\nQualified leads,2026-04,41\nUnknown thing,2026-04,3\n');
  await a.getByRole('button', { name: 'Import values' }).click();
  const alert = a.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(alert).toContainText('line 3: Unknown KPI "Unknown thing"');
  await a.getByLabel('CSV rows to import').fill('kpi,period,value\nQualified leads,2026-04,41\n');
  await a.getByRole('button', { name: 'Import values' }).click();
  await expect(a.getByRole('status').filter({ hasText: '1 value imported' })).toBeVisible();
  await expect(a.getByRole('article', { name: 'Qualified leads' }).getByTestId('kpi-status')).toHaveText(
    'On track',
  );
  await expect(kpiB.getByTestId('kpi-status')).toHaveText('On track', { timeout: 5000 });

  await first.close();
  await second.close();
});
