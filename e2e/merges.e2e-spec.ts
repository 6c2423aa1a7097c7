import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { loginThroughUi, newUser, registerThroughUi } from './support/users';

/** Saves after someone else's merge per field (docs/product.md §13): nobody's work is a dead end. */

async function expectAccessible(page: Page, include: string): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running'),
    undefined,
    { timeout: 5000 },
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(include)
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** One user signed in in two browsers, with a playbook both open on its page (version 1). */
async function twoBrowsersOnAPlaybook(browser: Browser, name: string) {
  const user = newUser(name);
  const first = await (await browser.newContext()).newPage();
  await registerThroughUi(first, user);
  const icp = await first.request.post('/api/icps', {
    data: { name: 'Dental Owners', type: 'b2b', industry: 'Dental clinics in Austin' },
  });
  expect(icp.status()).toBe(201);
  const icpId = ((await icp.json()) as { id: string }).id;
  const created = await first.request.post('/api/playbooks', {
    data: {
      icpId,
      name: 'Spring launch',
      valueProposition: 'Calm dentistry for busy parents',
      positioning: 'The calm clinic',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const second = await (await browser.newContext()).newPage();
  await loginThroughUi(second, user.username, user.password);
  await expect(second).not.toHaveURL(/\/login/);
  await first.goto(`/playbooks/${id}`);
  await second.goto(`/playbooks/${id}`);
  return { first, second, id };
}

async function openSection(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  await expect(form).toBeVisible();
  return form;
}

test('two browsers edit different fields of a playbook from the same version: both saves land', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { first, second, id } = await twoBrowsersOnAPlaybook(browser, 'Mira');
  const value2 = await openSection(second, 'Value Proposition');
  const pos1 = await openSection(first, 'Market Positioning');
  await pos1.getByRole('textbox').first().fill('The premium clinic');
  await pos1.getByRole('button', { name: 'Save' }).click();
  await expect(pos1).toHaveCount(0);

  // The second started from version 1 and changed another field: merged without asking.
  await value2.getByRole('textbox').first().fill('No-wait dentistry for busy parents');
  await value2.getByRole('button', { name: 'Save' }).click();
  await expect(value2).toHaveCount(0);
  await expect(second.getByRole('alertdialog')).toHaveCount(0);
  const stored = (await (await second.request.get(`/api/playbooks/${id}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({
    version: 3,
    positioning: 'The premium clinic',
    valueProposition: 'No-wait dentistry for busy parents',
  });
});

test('two browsers change the same field: the second sees both texts and saves a merge of them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { first, second, id } = await twoBrowsersOnAPlaybook(browser, 'Fiona');
  const value2 = await openSection(second, 'Value Proposition');
  const value1 = await openSection(first, 'Value Proposition');
  await value1.getByRole('textbox').first().fill('Calm dentistry, evenings and weekends');
  await value1.getByRole('button', { name: 'Save' }).click();
  await expect(value1).toHaveCount(0);

  await value2.getByRole('textbox').first().fill('Calm dentistry with no waiting room');
  await value2.getByRole('button', { name: 'Save' }).click();
  const dialog = second.getByRole('alertdialog', { name: 'Someone else saved first' });
  await expect(dialog).toBeVisible();
  const field = dialog.locator('[data-merge-field="valueProposition"]');
  await expect(field.locator('[data-side="theirs"]')).toContainText('Calm dentistry, evenings and weekends');
  await expect(field.locator('[data-side="mine"]')).toContainText('Calm dentistry with no waiting room');
  await expectAccessible(second, '[role="alertdialog"]');

  // Edit a merge: it starts from both texts.
  await field.getByText('Edit a merge').click();
  const merged = field.getByRole('textbox', { name: /Merged/ });
  await expect(merged).toHaveValue(/evenings and weekends[\s\S]*no waiting room/);
  await merged.fill('Calm dentistry with no waiting room, evenings and weekends');
  await expectAccessible(second, '[role="alertdialog"]');
  await second.screenshot({ path: test.info().outputPath('merge-dialog.png') });
  await dialog.getByRole('button', { name: 'Save the merge' }).click();
  await expect(dialog).toHaveCount(0);
  const stored = (await (await second.request.get(`/api/playbooks/${id}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({
    version: 3,
    valueProposition: 'Calm dentistry with no waiting room, evenings and weekends',
  });
  // their text is kept in history as version 2
  const v2 = (await (await second.request.get(`/api/playbooks/${id}/versions/2`)).json()) as {
    content: Record<string, unknown>;
  };
  expect(v2.content.valueProposition).toBe('Calm dentistry, evenings and weekends');
});

test('the same field on a profile: keep mine after seeing theirs, and Keep editing does not conflict again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const user = newUser('Tess');
  const first = await (await browser.newContext()).newPage();
  await registerThroughUi(first, user);
  const created = await first.request.post('/api/icps', {
    data: { name: 'Dental Owners', type: 'b2b', industry: 'Dental clinics in Austin' },
  });
  const { id } = (await created.json()) as { id: string };
  const second = await (await browser.newContext()).newPage();
  await loginThroughUi(second, user.username, user.password);
  await expect(second).not.toHaveURL(/\/login/);
  await second.goto(`/icp/${id}`);
  const firmo = second.getByRole('region', { name: 'Firmographics' });
  await firmo.getByRole('button', { name: 'Edit Firmographics' }).click();
  // someone else saves the same field meanwhile
  const theirs = await first.request.put(`/api/icps/${id}`, {
    data: { name: 'Dental Owners', type: 'b2b', industry: 'Orthodontic clinics in Austin', version: 1 },
  });
  expect(theirs.status()).toBe(200);
  await firmo.getByRole('textbox', { name: 'Industry' }).fill('Veterinary clinics in Austin');
  await firmo.getByRole('button', { name: 'Save' }).click();
  const dialog = second.getByRole('alertdialog', { name: 'Someone else saved first' });
  await expect(dialog.locator('[data-merge-field="industry"] [data-side="theirs"]')).toContainText(
    'Orthodontic clinics in Austin',
  );
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toHaveCount(0);
  // Save again: it now starts from their version and lands.
  await firmo.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Firmographics saved.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const stored = (await (await second.request.get(`/api/icps/${id}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ version: 3, industry: 'Veterinary clinics in Austin' });
});
