#!/usr/bin/env node
/**
 * Screenshots of the SPA for a visual check, against a built and served web/dist:
 *
 *   npm run build -w web && (cd web && npx vite preview --port 4173 --strictPort) &
 *   node web/scripts/screenshots.mjs [baseUrl] [outDir]
 *
 * The backend need not run: `/api/*` is answered here (signed out, or a signed-in user of each role).
 * Uses Debian's Chromium (/usr/bin/chromium) through playwright-core. Not a test; nothing is asserted.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const BASE = process.argv[2] ?? 'http://localhost:4173';
const OUT = process.argv[3] ?? '/tmp/shots';
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

const USERS = {
  client: {
    firstName: 'Jane',
    lastName: 'Cooper',
    email: 'jane@cooper.co',
    username: 'jane',
    role: 'client',
  },
  team_member: {
    firstName: 'Marcus',
    lastName: 'Reid',
    email: 'marcus@icp.studio',
    username: 'marcus',
    role: 'team_member',
  },
  admin: { firstName: 'Ada', lastName: 'Stone', email: 'ada@icp.studio', username: 'ada', role: 'admin' },
};

function user(role) {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    profileImageUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...USERS[role],
  };
}

async function newPage(browser, viewport, { role = null, api = {} } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const handler = api[url.pathname];
    if (handler) return route.fulfill(handler);
    if (url.pathname === '/api/auth/check') {
      return route.fulfill({
        json: role ? { authenticated: true, user: user(role) } : { authenticated: false, user: null },
      });
    }
    return route.fulfill({ status: 404, json: { code: 'not_found', status: 404, message: 'Not found' } });
  });
  return page;
}

async function shot(page, name, fullPage = false) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage });
  console.log(`saved ${OUT}/${name}.png`);
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    for (const [suffix, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ]) {
      let page = await newPage(browser, viewport);
      await page.goto(`${BASE}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, `landing-${suffix}`, true);
      await shot(page, `landing-fold-${suffix}`);

      await page.goto(`${BASE}/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await shot(page, `login-${suffix}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await shot(page, `login-errors-${suffix}`);

      await page.goto(`${BASE}/register`);
      await page.getByLabel('First name').fill('Jane');
      await page.getByLabel('Password', { exact: true }).fill('abcdefg1');
      await page.getByLabel('Confirm password').fill('abc');
      await page.getByLabel('First name').focus();
      await shot(page, `register-${suffix}`, true);

      await page.goto(`${BASE}/forgot-password`);
      await page.getByLabel('Email').waitFor();
      await shot(page, `forgot-${suffix}`);

      await page.goto(`${BASE}/reset-password`);
      await page.getByText('Invalid or Expired Link').waitFor();
      await shot(page, `reset-invalid-${suffix}`);

      await page.goto(`${BASE}/reset-password/abc123`);
      await page.getByLabel('New password', { exact: true }).fill('Abcdefgh1');
      await shot(page, `reset-form-${suffix}`);

      await page.goto(`${BASE}/no/such/page`);
      await page.getByText('404 Page Not Found').waitFor();
      await shot(page, `404-${suffix}`);
      await page.context().close();

      // Forgot password: the sent confirmation.
      page = await newPage(browser, viewport, {
        api: { '/api/auth/forgot-password': { json: { message: 'ok' } } },
      });
      await page.goto(`${BASE}/forgot-password`);
      await page.getByLabel('Email').fill('jane@cooper.co');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Check your email').waitFor();
      await shot(page, `forgot-sent-${suffix}`);
      await page.context().close();

      // Login failure toast.
      page = await newPage(browser, viewport, {
        api: {
          '/api/auth/login': {
            status: 401,
            json: { code: 'unauthenticated', status: 401, message: 'Invalid username or password' },
          },
        },
      });
      await page.goto(`${BASE}/login`);
      await page.getByLabel('Email or Username').fill('jane');
      await page.getByLabel('Password', { exact: true }).fill('wrong');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Login failed').waitFor();
      await shot(page, `login-failed-${suffix}`);
      await page.context().close();

      // Signed-in screens: the header for each role.
      for (const [role, path] of [
        ['client', '/'],
        ['team_member', '/team'],
        ['admin', '/admin'],
      ]) {
        page = await newPage(browser, viewport, { role });
        await page.goto(`${BASE}${path}`);
        await page.getByText('Coming soon').first().waitFor();
        await shot(page, `header-${role}-${suffix}`);
        if (suffix === 'desktop') {
          await page.getByRole('button', { name: /Account menu/ }).click();
          await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
          await shot(page, `user-menu-${role}-${suffix}`);
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog').waitFor();
          await page.waitForTimeout(700); // let the slide-in finish
          await shot(page, `mobile-menu-${role}`);
        }
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
