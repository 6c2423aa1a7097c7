import { test, expect } from '@playwright/test';
import { loginThroughUi, newUser, registerThroughUi } from './support/users';

/**
 * The prerendered public pages (docs/benchmarks.md, "The first page"): a signed-out visitor gets static
 * HTML and a small script, the app arrives at the first key and takes the form over; a signed-in user
 * gets the app at `/` and never sees the landing page.
 */

test('signed out: the public pages are prerendered and load no app chunk until the visitor acts', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  for (const [path, heading] of [
    ['/', 'Know your'],
    ['/login', 'Sign in to ICP Studio'],
    ['/register', 'Create your account'],
  ] as const) {
    scripts.length = 0;
    await page.goto(path);
    await expect(page.locator('#root[data-first-page]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.every((s) => /\/assets\/(first-page|scroll-to-features)-/.test(s)),
      scripts.join(', '),
    ).toBe(true);
  }
  // Learn More works without the app.
  await page.goto('/');
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.locator('#features')).toBeFocused();
});

test('signed out: what is typed before the app arrives is kept, and the form is the app’s after', async ({
  page,
  browser,
}) => {
  const user = newUser('Quinn');
  const other = await browser.newPage();
  await registerThroughUi(other, user);
  await other.close();

  await loginThroughUi(page, user.username, user.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome back, ${user.firstName}`)).toBeVisible();
});

test('signed out: a password shown on the static sign-in page stays shown once the app is there', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('#root[data-first-page]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Show password' }).click();
  const password = page.getByPlaceholder('Your password');
  await expect(password).toHaveAttribute('type', 'text');
  await password.fill('Visible-Secret-1');
  // The app has taken the page over (the prerendered root is gone) and kept both.
  await expect(page.locator('#root[data-first-page]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Visible-Secret-1');
});

test('signed in: `/` is the app (no landing page, not even for a frame)', async ({ page }) => {
  const user = newUser('Avery');
  await registerThroughUi(page, user);
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('data-first-page');
  await page.addInitScript(() => {
    const w = window as unknown as { sawLanding?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Start Building Your ICP')) w.sawLanding = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  await expect(page.getByText(`Welcome back, ${user.firstName}`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawLanding?: boolean }).sawLanding)).toBeFalsy();
  // The sign-in pages send a signed-in user on, as before.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});
