import { test, expect } from '@playwright/test';
import { mailContaining } from './support/mail';
import { clientAndAdvisor, newUser, registerThroughUi } from './support/users';

/** docs/product.md §15: a mention in a note reaches the person's bell live, and their inbox. */
test('a client mentions their advisor in a note: the advisor’s bell updates live, opens the profile, and the mail arrives', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { client, advisor, c, v } = await clientAndAdvisor(browser, 'Morgan', 'Riley');

  // Being given the client is the advisor's first notification.
  const bell = v.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  const res = await c.request.post('/api/icps', {
    data: {
      name: 'Dental practices in Leeds',
      type: 'b2b',
      industry: 'Dental',
      preferredChannels: ['LinkedIn'],
    },
  });
  expect(res.status()).toBe(201);
  const icpId = ((await res.json()) as { id: string }).id;
  await c.goto(`/icp/${icpId}`);

  // The client types @ and picks the advisor from the people who may see the profile, with the keyboard.
  const note = c.getByLabel('Note', { exact: true });
  await note.click();
  await note.pressSequentially(
    `Could you check the pricing, @${advisor.firstName.slice(0, 3).toLowerCase()}`,
  );
  const suggestions = c.getByRole('listbox', { name: 'People to mention' });
  await expect(suggestions).toBeVisible();
  await expect(suggestions.getByRole('option', { name: new RegExp(advisor.username) })).toBeVisible();
  await c.screenshot({ path: test.info().outputPath('mention-autocomplete.png') });
  await note.press('Enter');
  await expect(suggestions).toBeHidden();
  await expect(note).toHaveValue(`Could you check the pricing, @${advisor.username} `);
  await note.pressSequentially('before Friday?');
  await c.getByRole('button', { name: 'Add Note' }).click();
  await expect(c.getByTestId('note-item').filter({ hasText: 'before Friday?' })).toBeVisible();

  // The advisor, on their dashboard all along, sees the count go up without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 10_000 });
  await bell.click();
  const entry = v.getByRole('button', {
    name: new RegExp(`${client.firstName} ${client.lastName} mentioned you on Dental practices in Leeds`),
  });
  await expect(entry).toBeVisible();
  await expect(v.getByRole('button', { name: /assigned you a client/ })).toBeVisible();
  await v.screenshot({ path: test.info().outputPath('bell-open.png') });
  await entry.click();
  await expect(v).toHaveURL(new RegExp(`/icp/${icpId}$`));
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(v.getByTestId('note-item').filter({ hasText: 'before Friday?' })).toBeVisible();

  // The same notification by e-mail (instant is the default), linking to the profile.
  const mail = await mailContaining(advisor.email, 'mentioned you on Dental practices in Leeds');
  expect(mail).toContain(`/icp/${icpId}`);
  expect(mail).toContain('before Friday?');

  // Mark all as read empties the count.
  await bell.click();
  await v.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, no unread');
});

test('e-mail notifications: the advisor chooses none in Settings and a mention reaches only the bell', async ({
  page,
}) => {
  const user = newUser('Sasha');
  await registerThroughUi(page, user);
  await page.goto('/settings?tab=account');
  const group = page.getByRole('radiogroup', { name: 'E-mail notifications' });
  await expect(group.getByRole('radio', { name: /Instant/ })).toBeChecked();
  await group.getByText('None', { exact: true }).click();
  await expect(page.getByText('E-mail notifications saved')).toBeVisible();
  await page.reload();
  await expect(group.getByRole('radio', { name: /None/ })).toBeChecked();
  const res = await page.request.get('/api/account/notifications');
  expect(await res.json()).toEqual({ email: 'none' });
});
