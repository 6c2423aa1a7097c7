import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** docs/product.md §2, "Compare": two profiles side by side, reached from a profile's Compare menu. */
test('compare two profiles: from a profile, the fields that differ marked and both scores', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, newUser('Cora'));
  const create = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/icps', { data });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const dental = await create({
    name: 'Dental clinics',
    type: 'b2b',
    industry: 'Dental',
    geographics: ['Germany', 'Austria'],
    painPoints: ['No-shows'],
  });
  await create({
    name: 'Law firms',
    type: 'b2b',
    industry: 'Legal',
    geographics: ['Germany'],
    painPoints: ['No-shows'],
  });

  await page.goto(`/icp/${dental}`);
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.getByRole('menuitem', { name: 'Law firms' }).click();
  await expect(page).toHaveURL(/\/icps\/compare\?a=.+&b=.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare profiles' })).toBeVisible();

  const fields = page.getByRole('region', { name: 'Fields' });
  const industry = fields.getByRole('row', { name: /Industry/ });
  await expect(industry).toHaveAttribute('data-differs', 'true');
  await expect(industry).toContainText('Dental');
  await expect(industry).toContainText('Legal');
  await expect(fields.getByRole('row', { name: /Pain points/ })).toHaveAttribute('data-differs', 'false');
  // Both are scored on create (docs/product.md §10): a figure on each side of every row, once the scores are in.
  const scores = page.getByRole('region', { name: 'Quality scores' });
  await expect(scores.getByRole('row')).toHaveCount(7, { timeout: 30_000 });
  await expect(scores.getByText('not analysed')).toHaveCount(0, { timeout: 30_000 });
  await expect(scores.getByRole('row', { name: /Overall/ })).toContainText('/ 100');
  await fields.getByText('Only fields that differ').click();
  await expect(fields.getByRole('row', { name: /Pain points/ })).toHaveCount(0);
  await expect(industry).toBeVisible();
});
