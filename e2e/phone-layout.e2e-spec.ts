import { test, expect, type Page } from '@playwright/test';
import { E2E } from './support/env.mjs';
import { loginThroughUi, newUser, registerThroughUi } from './support/users';

/**
 * Phone layout (390 px wide): no main page scrolls sideways (`document.scrollingElement.scrollWidth`
 * at most the viewport's width), for a client, an advisor's pages and the admin's. Set
 * PHONE_SHOTS_DIR to keep a screenshot of each page.
 */
test.use({ viewport: { width: 390, height: 844 } });

const WIDTH = 390;
const shots = process.env.PHONE_SHOTS_DIR;

async function expectNoSideScroll(page: Page, path: string, ready: (p: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  // Late content (lists, cards) has come in: the widest the page gets.
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (shots) {
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
  }
  const viewport = page.viewportSize()?.width ?? WIDTH;
  expect(width, `${path} is ${width} px wide at ${viewport}`).toBeLessThanOrEqual(viewport);
}

const h1 = (name: string | RegExp) => async (p: Page) => {
  await expect(p.getByRole('heading', { level: 1, name })).toBeVisible();
};

test('every main page fits a 390 px phone without sideways scrolling', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const client = newUser('Phoebe');
  await registerThroughUi(page, client);
  const res = await page.request.post('/api/icps', {
    data: {
      name: 'Independent dental practices in the north of England',
      type: 'b2c',
      painPoints: ['Patients who book once and never come back for their check-up'],
      preferredChannels: [
        'Instagram stories from the practice team',
        'Google Business Profile reviews and posts',
        'Word-of-mouth referrals from existing patients',
      ],
    },
  });
  expect(res.status()).toBe(201);
  const icpId = ((await res.json()) as { id: string }).id;
  const pb = await page.request.post('/api/playbooks', {
    data: { icpId, name: 'Spring recall campaign for lapsed patients of the practice' },
  });
  expect(pb.status()).toBe(201);
  const playbookId = ((await pb.json()) as { id: string }).id;

  await expectNoSideScroll(page, '/', h1(/^Welcome/));
  await expectNoSideScroll(page, '/icps', h1('My ICPs'));
  await expectNoSideScroll(page, '/playbooks', h1('My Playbooks'));
  await expect(page.getByRole('link', { name: 'New Playbook' })).toBeInViewport();
  await expectNoSideScroll(page, '/tasks', h1('Tasks'));
  await expectNoSideScroll(page, '/settings', h1(/Settings/));
  await expectNoSideScroll(page, `/icp/${icpId}`, h1('Independent dental practices in the north of England'));
  // The profile page opens with its two main actions; the others wait behind More actions.
  const actions = page.getByTestId('icp-actions');
  await expect(actions.getByRole('button', { name: 'More actions' })).toBeVisible();
  await expect(actions.getByRole('button', { name: /Export PDF/ })).toBeHidden();
  await actions.getByRole('button', { name: 'More actions' }).click();
  await expect(actions.getByRole('button', { name: /Export PDF/ })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await expectNoSideScroll(page, `/playbooks/${playbookId}`, h1(/Spring recall campaign/));
  await expectNoSideScroll(page, '/icp/new', async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  await expectNoSideScroll(page, '/playbooks/new', async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await loginThroughUi(admin, E2E.admin.username, E2E.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await expectNoSideScroll(admin, '/admin', h1('Admin Dashboard'));
  await expectNoSideScroll(admin, '/admin/clients', async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  await expectNoSideScroll(admin, '/admin/advisors', async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  await expectNoSideScroll(admin, '/admin/reports', async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  await expectNoSideScroll(admin, '/team/cockpit', async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  await admin.context().close();
});

test('on a laptop too, the header and the main pages never scroll sideways (1024 to 1366 px)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A long name: the account menu shows it beside the avatar where there is room.
  await registerThroughUi(page, { ...newUser('Maximiliana'), lastName: 'Featherstonehaugh-Worthington' });
  const res = await page.request.post('/api/icps', {
    data: { name: 'Dental practices in Texas', type: 'b2b', industry: 'Dental practices' },
  });
  const icpId = ((await res.json()) as { id: string }).id;
  const admin = await (await browser.newContext()).newPage();
  await loginThroughUi(admin, E2E.admin.username, E2E.admin.password);
  for (const width of [1024, 1180, 1280, 1366]) {
    for (const p of [page, admin]) await p.setViewportSize({ width, height: 800 });
    await expectNoSideScroll(page, '/', h1(/^Welcome/));
    await expectNoSideScroll(page, `/icp/${icpId}`, h1('Dental practices in Texas'));
    await expectNoSideScroll(admin, '/admin', h1('Admin Dashboard'));
  }
  await admin.context().close();
});
