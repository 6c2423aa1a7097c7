import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/**
 * Templates (docs/product.md §12, Templates): a profile made from a built-in template of the user's profession, then
 * saved as the user's own template, which the dashboard's picker then offers (and lets them delete).
 */
test('new profile from a template, then saved as a template of ones own', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, newUser('Tess'), { profession: 'Dentists' });

  // No profile yet: the empty dashboard offers the templates beside the wizard.
  await page.getByRole('button', { name: 'New from template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New profile from a template' });
  await expect(dialog).toBeVisible();
  // The user's own profession is chosen: the dentists' templates, the first one previewed.
  await expect(dialog.getByLabel('Profession')).toHaveValue('dentists');
  const list = dialog.getByRole('list', { name: 'Profile templates' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await list.getByRole('button', { name: /Anxious avoiders/ }).click();
  const preview = dialog.getByRole('region', { name: 'Preview of Anxious avoiders' });
  await expect(preview).toContainText('Pain points');
  await expect(preview).toContainText('Built-in');
  await expect(dialog.getByLabel('Name of the new profile')).toHaveValue('Anxious avoiders');
  await dialog.getByLabel('Name of the new profile').fill('Nervous patients in Leeds');
  await dialog.getByRole('button', { name: 'Use this template' }).click();

  // The new profile opens, with the template's content, scored like any other.
  await expect(page).toHaveURL(/\/icp\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nervous patients in Leeds' })).toBeVisible();
  const id = page.url().split('/').pop()!;
  const icp = await (await page.request.get(`/api/icps/${id}`)).json();
  expect(icp).toMatchObject({ type: 'b2c', profession: 'dentists', name: 'Nervous patients in Leeds' });
  expect(icp.painPoints.length).toBeGreaterThanOrEqual(3);
  await expect
    .poll(async () => (await (await page.request.get(`/api/icps/${id}/score`)).json()).overallScore, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(70);

  // Save it as a template of one's own.
  await page.getByRole('button', { name: 'Save as template' }).click();
  const save = page.getByRole('dialog', { name: 'Save this profile as a template' });
  await save.getByLabel('Template name').fill('My Leeds patients');
  await save.getByLabel('Description').fill('Nervous adults near the Leeds practice');
  // Only admins share with the whole installation.
  await expect(save.getByText('Share with everyone in this installation')).toHaveCount(0);
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(save).toBeHidden();
  await expect(page.getByText('Saved as template')).toBeVisible();

  // The dashboard's picker lists it first, as the user's own, and lets them delete it.
  await page.goto('/');
  await page.getByRole('button', { name: 'New from template' }).click();
  await expect(list.getByRole('button')).toHaveCount(3);
  await expect(list.getByRole('button').first()).toContainText('My Leeds patients');
  await list.getByRole('button', { name: /My Leeds patients/ }).click();
  const own = dialog.getByRole('region', { name: 'Preview of My Leeds patients' });
  await expect(own).toContainText('Yours');
  await expect(own).toContainText('Nervous adults near the Leeds practice');
  await own.getByRole('button', { name: 'Delete this template' }).click();
  await expect(list.getByRole('button')).toHaveCount(2);
});

test('new playbook from a template of ones profession, for a chosen profile, opens with its content', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, newUser('Milo'), { profession: 'Dentists' });
  const created = await page.request.post('/api/icps', {
    data: { name: 'Nervous patients in Leeds', type: 'b2c', painPoints: ['Fear of the drill'] },
  });
  expect(created.status()).toBe(201);
  const icp = (await created.json()) as { id: string };

  await page.goto('/playbooks');
  await page.getByRole('button', { name: 'New from template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New playbook from a template' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Profession')).toHaveValue('dentists');
  const list = dialog.getByRole('list', { name: 'Playbook templates' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await list.getByRole('button', { name: /anxious avoiders/ }).click();
  const preview = dialog.getByRole('region', { name: 'Preview of 90-day plan: anxious avoiders' });
  await expect(preview).toContainText('Built-in');
  await expect(preview).toContainText('Value proposition');
  await expect(preview).toContainText('Campaigns');
  await expect(dialog.getByLabel('For the profile')).toHaveValue(icp.id);
  await expect(dialog.getByLabel('Name of the new playbook')).toHaveValue('90-day plan: anxious avoiders');
  await dialog.getByLabel('Name of the new playbook').fill('Calm visits plan');
  await page.screenshot({ path: test.info().outputPath('playbook-template-dialog.png') });
  await dialog.getByRole('button', { name: 'Use this template' }).click();

  // The new playbook opens for that profile, holding the template's plan.
  await expect(page).toHaveURL(/\/playbooks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calm visits plan' })).toBeVisible();
  const id = page.url().split('/').pop()!;
  const playbook = (await (await page.request.get(`/api/playbooks/${id}`)).json()) as {
    icpId: string;
    valueProposition: string;
    campaigns: { name: string }[];
  };
  expect(playbook.icpId).toBe(icp.id);
  expect(playbook.campaigns.length).toBeGreaterThan(0);
  await expect(page.getByText(playbook.campaigns[0]!.name).first()).toBeVisible();
  await expect(page.getByText(playbook.valueProposition).first()).toBeVisible();
});
