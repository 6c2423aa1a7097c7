import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/**
 * docs/product.md §14: the owner shares a profile read-only, the link opens in a browser with no session
 * (the profile's content, no owner e-mail, noindex), its view is counted, the owner changes its label
 * and expiry (the same address shows the new label), revokes it and the link then says it is no longer
 * valid.
 */
test('sharing a profile read-only, opening it signed out, editing it, revoking it', async ({
  page,
  browser,
}) => {
  const owner = newUser('Sana');
  await registerThroughUi(page, owner);
  const res = await page.request.post('/api/icps', {
    data: {
      name: 'Orthodontists in Leeds',
      type: 'b2b',
      industry: 'Orthodontics',
      painPoints: ['Consultations that never book'],
      preferredChannels: ['Instagram'],
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/icp/${id}`);

  // Share: a labelled link, its address shown once.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Orthodontists in Leeds”' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('No live links.')).toBeVisible();
  await dialog.getByLabel('Label (optional)').fill('For the Leeds partners');
  await dialog.getByLabel('Expires').selectOption({ label: '30 days' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const urlField = dialog.getByTestId('share-url');
  await expect(urlField).toHaveValue(/\/s\/i_[A-Za-z0-9_-]{43}$/);
  const link = await urlField.inputValue();
  const rows = dialog.getByTestId('share-link-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('For the Leeds partners');
  await expect(rows.first()).toContainText('Not viewed yet');
  await expect(rows.first()).toContainText(/expires /);

  // A fresh browser context: no session at all.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const answer = visitor.waitForResponse((r) => r.url().includes('/api/shared/'));
  await visitor.goto(link);
  expect((await answer).headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Orthodontists in Leeds' })).toBeVisible();
  await expect(visitor.getByText('Read-only')).toBeVisible();
  await expect(visitor.getByText('For the Leeds partners')).toBeVisible();
  await expect(visitor.getByText('Consultations that never book')).toBeVisible();
  await expect(visitor.getByText('Orthodontics').first()).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const shown = await visitor.locator('body').innerText();
  expect(shown).not.toContain(owner.email);
  expect(shown).not.toMatch(/Team Collaboration|Evidence|Sign out/);
  expect(new URL(visitor.url()).pathname).toBe(new URL(link).pathname);

  // The owner sees the view counted.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(dialog.getByTestId('share-link-row').first()).toContainText('1 view · last viewed');

  // Edit it in place: a new label, never expiring; the same address shows the new label.
  await dialog.getByRole('button', { name: 'Edit For the Leeds partners' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit link' });
  await expect(edit.getByLabel('Expires')).toHaveValue('keep');
  await edit.getByLabel('Label (optional)').fill('For the Leeds board');
  await edit.getByLabel('Expires').selectOption({ label: 'Never expires' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = dialog.getByTestId('share-link-row').first();
  await expect(edited).toContainText('For the Leeds board');
  await expect(edited).toContainText('never expires');
  await expect(edited).toContainText('1 view');
  if (process.env.E2E_SCREENSHOTS)
    await dialog.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/share-link-edited.png` });
  await visitor.reload();
  await expect(visitor.getByText('For the Leeds board')).toBeVisible();
  await expect(visitor.getByText('For the Leeds partners')).toHaveCount(0);

  // Revoke it: the list empties and the link is dead for the visitor.
  await dialog.getByRole('button', { name: 'Revoke For the Leeds board' }).click();
  await expect(dialog.getByText('No live links.')).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This link is no longer valid' }),
  ).toBeVisible();
  await expect(visitor.getByText('Orthodontists in Leeds')).toHaveCount(0);
  const gone = await stranger.request.get(`/api/shared/${new URL(link).pathname.split('/').pop()}`);
  expect(gone.status()).toBe(404);
  expect(((await gone.json()) as { message: string }).message).toBe('This link is no longer valid');
  await stranger.close();
});

test('revoke all on a playbook ends every link', async ({ page, browser }) => {
  await registerThroughUi(page, newUser('Rhea'));
  const icp = (await (
    await page.request.post('/api/icps', { data: { name: 'Cafés', type: 'b2c' } })
  ).json()) as {
    id: string;
  };
  const playbook = (await (
    await page.request.post('/api/playbooks', {
      data: { icpId: icp.id, name: 'Spring launch', valueProposition: 'Coffee worth the walk' },
    })
  ).json()) as { id: string };
  const tokens: string[] = [];
  for (const label of ['One', 'Two']) {
    const made = await page.request.post(`/api/playbooks/${playbook.id}/shares`, { data: { label } });
    expect(made.status()).toBe(201);
    tokens.push(((await made.json()) as { token: string }).token);
  }
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(`/s/${tokens[0]}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Spring launch' })).toBeVisible();
  await expect(visitor.getByText('Coffee worth the walk')).toBeVisible();

  await page.goto(`/playbooks/${playbook.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Spring launch”' });
  await expect(dialog.getByTestId('share-link-row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Revoke all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke all' }).click();
  await expect(dialog.getByText('No live links.')).toBeVisible();
  for (const token of tokens) {
    await visitor.goto(`/s/${token}`);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This link is no longer valid' }),
    ).toBeVisible();
  }
  await stranger.close();
});

/**
 * docs/product.md §14, "Copy again": a link made and never copied (the dialog closed at once) is copied
 * later from the owner's list, and that address opens the profile signed out.
 */
test('a share link closed without copying is copied again from the list', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughUi(page, newUser('Cora'));
  const res = await page.request.post('/api/icps', {
    data: { name: 'Physios in Bristol', type: 'b2c', painPoints: ['Back pain that keeps coming back'] },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/icp/${id}`);

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Physios in Bristol”' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const shown = await dialog.getByTestId('share-url').inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Later: the list still offers the link's address.
  await page.reload();
  await page.getByRole('button', { name: 'Share' }).click();
  const row = dialog.getByTestId('share-link-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Untitled link');
  await row.getByRole('button', { name: 'Copy link: untitled link' }).click();
  await expect(row.getByRole('button', { name: 'Copied: untitled link' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(copied);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Physios in Bristol' })).toBeVisible();
  await stranger.close();
});
