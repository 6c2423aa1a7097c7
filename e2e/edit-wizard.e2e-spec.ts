import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** The profile's edit wizard: its step in the address, Back to the previous step, save from any step. */

test('the edit wizard keeps its step in the address: Back shows the previous step, nothing typed is lost, and Save works from any step', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, newUser('Nora'));
  const created = await page.request.post('/api/icps', {
    data: { name: 'Dental Owners', type: 'b2b', industry: 'Dental clinics in Austin' },
  });
  const { id } = (await created.json()) as { id: string };
  // An address naming a step opens it (a reload keeps the step).
  await page.goto(`/icp/${id}/edit?step=3`);
  await expect(page.getByRole('heading', { level: 2, name: 'Psychology' })).toBeVisible();
  await page.goto(`/icp/${id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/icp/${id}/edit\\?step=1$`));
  const name = page.getByLabel(/Profile name/);
  await expect(name).toHaveValue('Dental Owners');
  await name.fill('Dental Owners in Texas');

  await page.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  const industry = page.getByRole('textbox', { name: /Industry/ });
  await industry.fill('Orthodontic clinics in Austin');

  // Back: the previous step, in the wizard, with no "Leave without saving?"; Forward: the typed text is there.
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\?step=1$/);
  await expect(page.getByLabel(/Profile name/)).toHaveValue('Dental Owners in Texas');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByRole('textbox', { name: /Industry/ })).toHaveValue('Orthodontic clinics in Austin');
  expect(dialogs).toBe(0);

  // Save from step 2 (not only the last step).
  await page.getByRole('textbox', { name: /Industry/ }).fill('Pediatric dental clinics');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/icp/${id}$`));
  const saved = (await (await page.request.get(`/api/icps/${id}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ industry: 'Pediatric dental clinics' });
});
