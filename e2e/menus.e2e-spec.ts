import { test, expect, type Browser, type Page } from '@playwright/test';
import { E2E } from './support/env.mjs';
import { loginThroughUi, newUser, registerThroughUi } from './support/users';

/**
 * Every menu item of every role opens a page of its own with real content (docs/product.md §2, header):
 * a distinct address, a level-one heading, and no "Coming soon" placeholder.
 */
async function walkMenu(page: Page, role: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The menu is drawn once the session is known: read it when its first item is there.
  await expect(nav.getByRole('link').first()).toBeVisible();
  const labels = await nav.getByRole('link').allInnerTexts();
  expect(labels.length, `${role}: the menu has items`).toBeGreaterThanOrEqual(4);
  const seen = new Map<string, string>();
  for (const label of labels.map((l) => l.trim())) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, `${role} › ${label}: a page heading`).toBeVisible();
    await expect(heading).not.toHaveText('');
    await expect(page.getByText('Coming soon'), `${role} › ${label}: real content`).toHaveCount(0);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    const path = new URL(page.url()).pathname;
    expect(seen.get(path), `${role} › ${label} opens ${path}, a page of its own`).toBeUndefined();
    seen.set(path, label);
  }
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test('each role’s menu items open pages of their own', async ({ browser }) => {
  test.setTimeout(180_000);
  const client = await newPage(browser);
  await registerThroughUi(client, newUser('Menu'));
  await walkMenu(client, 'client');

  const admin = await newPage(browser);
  await loginThroughUi(admin, E2E.admin.username, E2E.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await walkMenu(admin, 'admin');

  const advisor = await newPage(browser);
  const advisorUser = newUser('Ada');
  await registerThroughUi(advisor, advisorUser);
  const me = (await (await advisor.request.get('/api/auth/check')).json()) as { user: { id: string } };
  const promoted = await admin.request.patch(`/api/admin/users/${me.user.id}`, {
    data: { role: 'team_member' },
  });
  expect(promoted.status()).toBe(200);
  await advisor.goto('/team');
  await expect(advisor.getByRole('heading', { level: 1 })).toBeVisible();
  await walkMenu(advisor, 'advisor');
});
