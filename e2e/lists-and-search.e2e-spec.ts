import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/**
 * My ICPs and the header's search (docs/product.md §2): a client finds a profile by search on /icps,
 * switches to the table and sorts it (all kept in the URL and the view remembered), then finds a
 * playbook with Ctrl-K and opens it with the keyboard, and a note by its text, which opens its profile.
 */
test('a client finds a profile on My ICPs, sorts the table, and opens a playbook and a note from the search dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, newUser('Lena'));

  const first = await page.request.post('/api/icps', {
    data: { name: 'Orthodontists in Leeds', type: 'b2b', industry: 'Dental' },
  });
  expect(first.status()).toBe(201);
  const { id: icpId } = (await first.json()) as { id: string };
  const second = await page.request.post('/api/icps', {
    data: { name: 'Yoga studios', type: 'b2c', industry: 'Fitness' },
  });
  expect(second.status()).toBe(201);
  const plan = await page.request.post('/api/playbooks', { data: { icpId, name: 'Leeds smile launch' } });
  expect(plan.status()).toBe(201);
  const { id: playbookId } = (await plan.json()) as { id: string };

  // The menu's My ICPs: both profiles, newest change first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My ICPs' }).click();
  await expect(page).toHaveURL(/\/icps$/);
  await expect(page.getByRole('heading', { name: 'My ICPs' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName('Yoga studios');

  // Search: one match, the search in the URL.
  await page.getByRole('searchbox', { name: 'Search' }).fill('ortho');
  await expect(page).toHaveURL(/\/icps\?search=ortho$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName('Orthodontists in Leeds');

  // The table, sorted by name.
  await page.getByRole('button', { name: 'Table view' }).click();
  const table = page.getByRole('table', { name: 'Profiles' });
  await expect(table.getByRole('link', { name: 'Orthodontists in Leeds' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page).toHaveURL(/\/icps$/);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Yoga studios');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (A–Z)' });
  await expect(page).toHaveURL(/\/icps\?sort=name$/);
  await expect(rows.nth(1)).toContainText('Orthodontists in Leeds');
  await expect(rows.nth(2)).toContainText('Yoga studios');

  // A reload keeps the sort (the URL) and the table (remembered).
  await page.reload();
  await expect(page.getByRole('table', { name: 'Profiles' }).getByRole('row').nth(1)).toContainText(
    'Orthodontists in Leeds',
  );
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');

  // A row opens its profile.
  await table.getByRole('link', { name: 'Orthodontists in Leeds' }).click();
  await expect(page).toHaveURL(new RegExp(`/icp/${icpId}$`));

  // Ctrl-K finds the playbook; Enter opens it.
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Search' }).fill('smile');
  const option = dialog.getByRole('option', { name: /Leeds smile launch/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/playbooks/${playbookId}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Leeds smile launch' })).toBeVisible();

  // A note on the profile: Ctrl-K finds it by its text (a snippet, its profile named); Enter opens the profile.
  const note = await page.request.post('/api/notes', {
    data: { icpId, note: 'Ask the Leeds practices about Invisalign pricing before the launch' },
  });
  expect(note.status()).toBe(201);
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Search' }).fill('invisalign');
  const found = dialog.getByRole('group', { name: 'Notes' }).getByRole('option');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Invisalign pricing');
  await expect(found).toContainText('Note on Orthodontists in Leeds');
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/icp/${icpId}$`));
  await expect(dialog).toBeHidden();
});
