import { test, expect, type Page } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

async function createProfile(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/icps', {
    data: {
      name,
      type: 'b2b',
      industry: 'Accounting',
      preferredChannels: ['LinkedIn', 'Webinars'],
      painPoints: ['Slow month-end close'],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function addToList(page: Page, label: string, entries: string[]) {
  const input = page.getByLabel(label, { exact: true });
  for (const entry of entries) {
    await input.fill(entry);
    await input.press('Enter');
  }
}

test('a client turns a profile into a playbook through all five steps and sees its cards', async ({
  page,
}) => {
  await registerThroughUi(page, newUser('Parker'));
  const icpId = await createProfile(page, 'Owner-led accounting firms');
  await page.goto(`/icp/${icpId}`);
  await page.getByRole('link', { name: 'Create Playbook' }).click();
  await expect(page).toHaveURL(new RegExp(`/playbooks/new\\?icpId=${icpId}`));

  // Step 1: the default name comes from the profile.
  await expect(page.getByLabel('Playbook name')).toHaveValue(
    'Owner-led accounting firms - Marketing Playbook',
  );
  await addToList(page, 'Marketing goals', ['Book 20 discovery calls a quarter', '   ']);
  await expect(page.getByRole('button', { name: 'Remove Book 20 discovery calls a quarter' })).toBeVisible();
  await page.getByLabel('Value proposition').fill('Close the books in three days, not three weeks.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await addToList(page, 'Key messages', ['Fast close', 'Real-time cash view', 'Audit-ready']);
  await page.getByLabel('Brand tonality').fill('Calm, expert, plain-spoken');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await addToList(page, 'Marketing channels', ['LinkedIn', 'Partner webinars']);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page
    .getByLabel('Campaigns', { exact: true })
    .fill('[{"name":"Close faster","objective":"Book discovery calls","timeline":"Q1"}]');
  await page.getByLabel('KPIs', { exact: true }).fill('[{"metric":"Discovery calls","target":20}]');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByLabel('Team roles').fill('Partner: approves; Marketing lead: runs campaigns');
  await page.getByRole('button', { name: 'Create Playbook' }).click();

  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page).toHaveURL(/\/playbooks\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Owner-led accounting firms - Marketing Playbook' }),
  ).toBeVisible();
  await expect(page.getByText('Marketing Playbook', { exact: true })).toBeVisible();
  await expect(page.getByText('Book 20 discovery calls a quarter')).toBeVisible();
  await expect(page.getByText('Close the books in three days, not three weeks.')).toBeVisible();
  await expect(page.getByText('Partner webinars')).toBeVisible();
  await expect(page.getByText('Close faster', { exact: true })).toBeVisible();
  await expect(page.getByText('Discovery calls', { exact: true })).toBeVisible();

  // The dashboard lists it.
  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Marketing Playbooks' })
      .getByText('Owner-led accounting firms - Marketing Playbook'),
  ).toBeVisible();
});

test('a note added in one browser appears in the other without a reload', async ({ browser }) => {
  const user = newUser('Robin');
  const first = await browser.newContext();
  const a = await first.newPage();
  await registerThroughUi(a, user);
  const icpId = await createProfile(a, 'Fractional CFO clients');

  // The same client in a second browser (another device).
  const second = await browser.newContext();
  const b = await second.newPage();
  await b.goto('/login');
  await b.getByLabel('Email or Username').fill(user.username);
  await b.getByLabel('Password', { exact: true }).fill(user.password);
  await b.getByRole('button', { name: /sign in/i }).click();
  await expect(b.getByText('Welcome back!')).toBeVisible();

  await a.goto(`/icp/${icpId}`);
  await b.goto(`/icp/${icpId}`);
  await expect(a.getByRole('heading', { name: 'Team Collaboration' })).toBeVisible();
  await expect(b.getByText('Live', { exact: true })).toBeVisible();
  await expect(b.getByText('No notes yet')).toBeVisible();

  await a.getByLabel('Note', { exact: true }).fill('Ask the partners about their close calendar');
  await a.getByRole('button', { name: 'Add Note' }).click();
  await expect(a.getByText('Note added successfully')).toBeVisible();

  // B sees it with no reload: the panel refreshed on the note_added event.
  await expect(b.getByText('Ask the partners about their close calendar')).toBeVisible({ timeout: 5000 });

  // A task created in B and completed in A shows completed in B.
  await b.getByLabel('Note', { exact: true }).fill('Send the onboarding checklist');
  await b.getByText('Make it a task').click();
  await b.getByRole('button', { name: 'Add Task' }).click();
  await expect(b.getByText('Task created successfully')).toBeVisible();
  const taskInA = a.getByTestId('note-item').filter({ hasText: 'Send the onboarding checklist' });
  await expect(taskInA).toBeVisible({ timeout: 5000 });
  await taskInA.getByRole('button', { name: 'Complete' }).click();
  await expect(a.getByText('Task completed')).toBeVisible();
  const taskInB = b.getByTestId('note-item').filter({ hasText: 'Send the onboarding checklist' });
  await expect(taskInB.getByText('Completed')).toBeVisible({ timeout: 5000 });
  await expect(taskInB.getByRole('button', { name: 'Complete' })).toHaveCount(0);

  await first.close();
  await second.close();
});
