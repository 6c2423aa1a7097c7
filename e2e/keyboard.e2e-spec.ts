import { test, expect, type Locator, type Page } from '@playwright/test';
import { registerThroughUi, newUser } from './support/users';

/**
 * The keyboard reaches the work at once: on each wizard the first field is at most three Tab presses from
 * the top of a freshly loaded page (docs/product.md §2, accessibility).
 */
async function tabsTo(page: Page, field: Locator): Promise<number> {
  await expect(field).toBeVisible();
  for (let presses = 0; presses <= 10; presses++) {
    if (await field.evaluate((el) => el === document.activeElement)) return presses;
    await page.keyboard.press('Tab');
  }
  return Infinity;
}

const firstField = (page: Page) =>
  page.locator('form').locator('input:not([type="hidden"]), textarea, select').first();

test('the first field of each wizard is at most three Tab presses from the top', async ({ page }) => {
  const user = newUser('Kim');
  await registerThroughUi(page, user, { profession: 'Accountants' });

  await page.goto('/icp/new');
  await expect(page.getByRole('heading', { name: 'Basic Info' })).toBeVisible();
  await expect(firstField(page)).toHaveAccessibleName(/Profile name/);
  expect(await tabsTo(page, firstField(page))).toBeLessThanOrEqual(3);

  const res = await page.request.post('/api/icps', { data: { name: 'Growing practices', type: 'b2b' } });
  expect(res.status()).toBe(201);
  const icp = (await res.json()) as { id: string };
  await page.goto(`/playbooks/new?icpId=${icp.id}`);
  await expect(page.getByRole('heading', { name: 'Strategy & Goals' })).toBeVisible();
  expect(await tabsTo(page, firstField(page))).toBeLessThanOrEqual(3);
});
