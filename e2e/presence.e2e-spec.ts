import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { clientAndAdvisor } from './support/users';

/**
 * Presence on an item's page (docs/product.md §4): a client and her advisor open the same profile's edit
 * wizard; the advisor sees which field the client edits (in the bar and beside the field's label)
 * within a few seconds, and the indicator goes when she leaves the page. Axe on that state. The same on a
 * playbook's page, where a field is edited in place.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.id} (${v.impact}): ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
  expect(serious.length, `${what}:\n${report}`).toBe(0);
}

test('a client and her advisor on one profile: who edits which field, gone when she leaves', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { client, advisor, c, v } = await clientAndAdvisor(browser, 'Fiona', 'Victor');
  const created = await c.request.post('/api/icps', {
    data: { name: 'Owner-led bakeries', type: 'b2b', industry: 'Food' },
  });
  expect(created.status()).toBe(201);
  const icpId = ((await created.json()) as { id: string }).id;
  const fiona = `${client.firstName} ${client.lastName}`;
  const victor = `${advisor.firstName} ${advisor.lastName}`;

  await c.goto(`/icp/${icpId}/edit`);
  await expect(c.getByLabel('Profile name')).toHaveValue('Owner-led bakeries');
  await v.goto(`/icp/${icpId}/edit`);
  await expect(v.getByLabel('Profile name')).toHaveValue('Owner-led bakeries');

  // The wizard puts the focus in its first field as it opens: that is viewing, not editing, until a
  // key or a click. Each sees the other viewing; nobody sees themself.
  const bar = (page: Page) => page.getByRole('region', { name: 'Also on this page' });
  await expect(bar(v)).toContainText(`${fiona} is viewing`, { timeout: 5000 });
  await expect(bar(c)).toContainText(`${victor} is viewing`, { timeout: 5000 });
  await expect(bar(v)).not.toContainText(victor);
  await expect(bar(v)).not.toContainText('is editing');
  await c.getByRole('heading', { level: 1 }).click();

  // She focuses a field: he sees it in the bar and beside its label within a few seconds.
  await c.getByLabel('Profile name').click();
  await expect(bar(v)).toContainText(`${fiona} is editing Profile name`, { timeout: 5000 });
  await expect(v.getByTestId('field-editors')).toHaveText(`${fiona} is editing`);
  // The badge sits outside the label: the field keeps its name.
  await expect(v.getByLabel('Profile name', { exact: true })).toHaveValue('Owner-led bakeries');
  await expect(v.getByTestId('presence-announcement')).toHaveText(`${fiona} is editing Profile name`);
  await expectAccessible(v, 'the edit wizard with presence');

  for (const width of [1280, 390]) {
    await v.setViewportSize({ width, height: 900 });
    await bar(v).scrollIntoViewIfNeeded();
    await v.screenshot({ path: test.info().outputPath(`presence-${width}.png`) });
  }

  // She leaves the page: the indicator goes.
  await c.goto('/');
  await expect(bar(v)).toHaveCount(0, { timeout: 5000 });
  await expect(v.getByTestId('field-editors')).toHaveCount(0);
  await expect(v.getByTestId('presence-announcement')).toHaveText(`${fiona} left`);
  await c.context().close();
  await v.context().close();
});

test('a client and her advisor on one playbook: the field she edits in place, gone when she leaves', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { client, c, v } = await clientAndAdvisor(browser, 'Paula', 'Vince');
  const icp = await c.request.post('/api/icps', {
    data: { name: 'Owner-led bakeries', type: 'b2b', industry: 'Food' },
  });
  expect(icp.status()).toBe(201);
  const icpId = ((await icp.json()) as { id: string }).id;
  const created = await c.request.post('/api/playbooks', {
    data: { icpId, name: 'Bakery referrals', valueProposition: 'Fresh bread, fewer returns.' },
  });
  expect(created.status()).toBe(201);
  const playbookId = ((await created.json()) as { id: string }).id;
  const paula = `${client.firstName} ${client.lastName}`;

  await c.goto(`/playbooks/${playbookId}`);
  await v.goto(`/playbooks/${playbookId}`);
  const bar = (page: Page) => page.getByRole('region', { name: 'Also on this page' });
  await expect(bar(v)).toContainText(`${paula} is viewing`, { timeout: 5000 });

  // She opens the Value Proposition card's editor and types: he sees the field she edits.
  await c.getByRole('button', { name: 'Edit Value Proposition' }).click();
  const field = c.getByRole('form', { name: 'Edit Value Proposition' }).getByLabel('Value proposition');
  await field.click();
  await field.press('End');
  await field.pressSequentially(' Every week.');
  await expect(bar(v)).toContainText(`${paula} is editing Value proposition`, { timeout: 5000 });
  await expect(v.getByTestId('presence-announcement')).toHaveText(`${paula} is editing Value proposition`);
  await expectAccessible(v, 'the playbook page with presence');

  // She leaves the page: the indicator goes.
  await c.goto('/');
  await expect(bar(v)).toHaveCount(0, { timeout: 5000 });
  await expect(v.getByTestId('presence-announcement')).toHaveText(`${paula} left`);
  await c.context().close();
  await v.context().close();
});
