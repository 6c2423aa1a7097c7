import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { newUser, registerThroughUi } from './support/users';

/** Set PERSONA_SHOTS_DIR to keep screenshots of the page (1280 and 390 wide) and the downloaded PNG. */
const shots = process.env.PERSONA_SHOTS_DIR;

async function addToList(page: Page, label: string, entries: string[]) {
  const input = page.getByLabel(label, { exact: true });
  for (const entry of entries) {
    await input.fill(entry);
    await input.press('Enter');
  }
}

test('a client builds a profile, sees its persona card, downloads it as a PNG, edits a card in place and undoes', async ({
  page,
}) => {
  // A whole journey: the wizard, a render in the pdf worker, two saves.
  test.setTimeout(150_000);
  await registerThroughUi(page, newUser('Morgan'));
  await page.goto('/icp/new');
  await page.getByLabel('Profile name').fill('🦷 Dental Owners');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel('Industry').fill('Dental clinics');
  await page.getByLabel('Decision maker title').fill('Practice owner');
  await addToList(page, 'Geography', ['Austin, TX']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await addToList(page, 'Pain points', ['High patient no-show rates', 'Insurance paperwork eats evenings']);
  await addToList(page, 'Goals', ['Fill the chair schedule two weeks ahead']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await addToList(page, 'Preferred channels', ['LinkedIn', 'Dental conferences']);
  await page
    .getByLabel('Consideration')
    .fill('Compares three vendors. Worried the switch will disrupt the front desk.');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/icp\/[0-9a-f-]{36}$/);

  // The card: initials (the whole emoji), the quote, the lists, the stage.
  const card = page.getByRole('region', { name: 'Persona card' });
  await expect(card).toBeVisible();
  await expect(card.getByText('🦷O', { exact: true })).toBeVisible();
  await expect(card.getByText('Practice owner · Dental clinics · Austin, TX')).toBeVisible();
  await expect(
    card.getByText(
      '“My biggest headache: high patient no-show rates. What I want: fill the chair schedule two weeks ahead.”',
    ),
  ).toBeVisible();
  await expect(card.getByRole('region', { name: 'Objections' })).toContainText(
    'Worried the switch will disrupt the front desk.',
  );
  await expect(card.getByText('Mapped to Consideration')).toBeVisible();
  // Scored on create through the queue; the score reaches the open page with its event (docs/product.md §10).
  await expect(card.getByRole('img', { name: /^Quality score \d+ of 100, / })).toBeVisible();

  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(shots, 'profile-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(shots, 'profile-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Download card (PNG): the pdf worker's Chromium draws it.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download card (PNG)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^icp-dental-owners-persona-\d{8}-\d{4}\.png$/);
  await expect(page.getByText('Persona card downloaded')).toBeVisible();
  const file = await download.path();
  if (shots) await download.saveAs(join(shots, 'persona-card.png'));
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(statSync(file).size).toBeGreaterThan(10_000);
  const png = PNG.sync.read(bytes);
  expect(png.width).toBeGreaterThan(1200);
  expect(png.height).toBeGreaterThan(500);
  // The header band's brand indigo (#4f46e5) left of the avatar.
  const i = (png.width * 120 + 45) * 4;
  const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
  expect([Math.abs(r - 0x4f) < 24, Math.abs(g - 0x46) < 24, Math.abs(b - 0xe5) < 24]).toEqual([
    true,
    true,
    true,
  ]);

  // Edit the Pain Points card in place, keyboard only: the persona card follows.
  const pains = page.getByRole('region', { name: 'Pain Points' });
  await pains.getByRole('button', { name: 'Edit Pain Points' }).focus();
  await page.keyboard.press('Enter');
  const input = pains.getByRole('textbox', { name: /Pain points/ });
  await expect(input).toBeFocused();
  await input.fill('Front desk turnover');
  await input.press('Enter');
  await pains.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pain Points saved.')).toBeVisible();
  await expect(pains.getByText('Front desk turnover')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Pains' })).toContainText('Front desk turnover');

  // Undo restores the previous pain points with another update, and the server keeps them.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone')).toBeVisible();
  await expect(pains.getByText('Front desk turnover')).toHaveCount(0);
  await expect(card.getByRole('region', { name: 'Pains' })).not.toContainText('Front desk turnover');
  const id = /\/icp\/([0-9a-f-]{36})$/.exec(page.url())![1];
  const saved = (await (await page.request.get(`/api/icps/${id}`)).json()) as { painPoints: string[] };
  expect(saved.painPoints).toEqual(['High patient no-show rates', 'Insurance paperwork eats evenings']);
});

test('a client edits the Firmographics card in place, the persona card follows, and undoes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, newUser('Rowan'));
  const created = await page.request.post('/api/icps', {
    data: {
      name: 'Dental Owners',
      type: 'b2b',
      industry: 'Dental clinics',
      decisionMakerTitle: 'Practice owner',
      technographics: ['Dentrix'],
      geographics: ['Austin, TX'],
      painPoints: ['High patient no-show rates'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/icp/${id}`);

  const persona = page.getByRole('region', { name: 'Persona card' });
  await expect(persona.getByText('Practice owner · Dental clinics · Austin, TX')).toBeVisible();
  const firmo = page.getByRole('region', { name: 'Firmographics' });
  await firmo.getByRole('button', { name: 'Edit Firmographics' }).click();
  const industry = firmo.getByRole('textbox', { name: 'Industry' });
  await expect(industry).toBeFocused();
  await industry.fill('Orthodontics');
  const stack = firmo.getByRole('textbox', { name: /Technology stack/ });
  await stack.fill('Weave');
  await stack.press('Enter');
  await firmo.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Firmographics saved.')).toBeVisible();
  await expect(firmo.getByText('Orthodontics')).toBeVisible();
  await expect(firmo.getByText('Weave')).toBeVisible();
  await expect(firmo.getByRole('button', { name: 'Edit Firmographics' })).toBeFocused();
  await expect(persona.getByText('Practice owner · Orthodontics · Austin, TX')).toBeVisible();
  let saved = (await (await page.request.get(`/api/icps/${id}`)).json()) as {
    industry: string;
    technographics: string[];
    painPoints: string[];
  };
  expect(saved).toMatchObject({ industry: 'Orthodontics', technographics: ['Dentrix', 'Weave'] });

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone')).toBeVisible();
  await expect(firmo.getByText('Orthodontics')).toHaveCount(0);
  await expect(persona.getByText('Practice owner · Dental clinics · Austin, TX')).toBeVisible();
  saved = (await (await page.request.get(`/api/icps/${id}`)).json()) as typeof saved;
  expect(saved).toMatchObject({
    industry: 'Dental clinics',
    technographics: ['Dentrix'],
    painPoints: ['High patient no-show rates'],
  });
});
