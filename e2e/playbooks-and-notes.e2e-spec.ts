import { test, expect, type Page } from '@playwright/test';
import { clientAndAdvisor, newUser, registerThroughUi } from './support/users';

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
  test.setTimeout(180_000); // five steps with the row and card editors, then the page's checks
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

  // Step 4: a campaign card, a KPI row and a target, with the editors (nothing to write by hand).
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Add campaign' }).click();
  const card = page.getByRole('group', { name: 'Campaign 1' });
  await card.getByLabel('Campaign name').fill('Close faster');
  await card.getByLabel('Channel').fill('LinkedIn');
  await card.getByLabel('Start').fill('2026-01-05');
  await card.getByLabel('End').fill('2026-03-27');
  await card.getByLabel('Objective').fill('Book discovery calls');
  await page.getByRole('button', { name: 'Add KPI' }).click();
  const kpi = page.getByRole('group', { name: 'KPI 1' });
  await expect(kpi.getByRole('textbox', { name: 'KPI' })).toBeFocused();
  await kpi.getByRole('textbox', { name: 'KPI' }).fill('Discovery calls');
  await kpi.getByRole('textbox', { name: 'Target' }).fill('20');
  await kpi.getByRole('textbox', { name: 'Unit' }).fill('calls');
  await kpi.getByRole('combobox', { name: 'Period' }).selectOption('quarter');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Add role' }).click();
  const role = page.getByRole('group', { name: 'Role 1' });
  await role.getByRole('textbox', { name: 'Role' }).fill('Marketing lead');
  await role.getByRole('textbox', { name: 'Person' }).fill('Dana Reyes');
  await role.getByRole('textbox', { name: 'Responsibilities' }).fill('Runs campaigns\nReports monthly');
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
  // The campaign in the Campaigns card (the Roadmap card names it too).
  await expect(
    page.getByRole('list', { name: 'Campaigns' }).getByText('Close faster', { exact: true }),
  ).toBeVisible();
  // The KPIs card (the KPI tracking section below it names the KPI and its target too).
  const kpis = page.getByRole('list', { name: 'KPIs' });
  await expect(kpis.getByText('Discovery calls', { exact: true })).toBeVisible();
  await expect(kpis.getByText('Target: 20')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discovery calls' })).toBeVisible();
  await expect(page.getByText('Dana Reyes')).toBeVisible();

  // The stored shapes are the playbook's usual ones.
  const id = page.url().split('/').pop()!;
  const stored = (await (await page.request.get(`/api/playbooks/${id}`)).json()) as Record<string, unknown>;
  expect(stored.kpis).toEqual([{ name: 'Discovery calls', target: 20, unit: 'calls', period: 'quarter' }]);
  expect(stored.teamRoles).toEqual([
    { role: 'Marketing lead', person: 'Dana Reyes', responsibilities: ['Runs campaigns', 'Reports monthly'] },
  ]);
  expect(stored.campaigns).toEqual([
    {
      name: 'Close faster',
      channel: 'LinkedIn',
      startDate: '2026-01-05',
      endDate: '2026-03-27',
      objective: 'Book discovery calls',
      timeline: '2026-01-05 to 2026-03-27',
    },
  ]);

  // Edit one KPI in place, save, then undo it.
  await page.getByRole('button', { name: 'Edit KPIs & Metrics' }).click();
  const target = page.getByRole('group', { name: 'KPI 1' }).getByRole('textbox', { name: 'Target' });
  await target.fill('30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Target: 30')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit KPIs & Metrics' })).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone')).toBeVisible();
  await expect(page.getByText('Target: 20')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Target: 20')).toBeVisible();

  // The dashboard lists it.
  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Marketing Playbooks' })
      .getByText('Owner-led accounting firms - Marketing Playbook'),
  ).toBeVisible();
});

test('a note added in one browser appears in the other without a reload', async ({ browser }) => {
  test.setTimeout(120_000); // two browsers, each signing in
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

test('a client gives their advisor a dated task, edits it, and both see every change live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { advisor, c, v, advisorId } = await clientAndAdvisor(browser, 'Morgan', 'Riley');

  const icpId = await createProfile(c, 'Dental practices in Leeds');
  await c.goto(`/icp/${icpId}`);
  await v.goto(`/icp/${icpId}`);
  await expect(v.getByText('Live', { exact: true })).toBeVisible();

  // The client writes a task for the advisor, due on a day already past.
  await c.getByLabel('Note', { exact: true }).fill('Review the pricing section');
  await c.getByText('Make it a task').click();
  const picker = c.getByLabel('Assign to');
  await expect(picker.locator('option', { hasText: `${advisor.firstName} ${advisor.lastName}` })).toHaveCount(
    1,
  );
  await picker.selectOption(advisorId);
  await c.getByLabel('Due date').fill('2024-03-01');
  await c.getByRole('button', { name: 'Add Task' }).click();
  await expect(c.getByText('Task created successfully')).toBeVisible();

  const inV = v.getByTestId('note-item').filter({ hasText: 'Review the pricing' });
  await expect(inV).toBeVisible({ timeout: 5000 });
  await expect(inV.getByText('Assigned to you')).toBeVisible();
  await expect(inV.getByText('Overdue')).toBeVisible();
  await expect(inV.getByText('Mar 1, 2024')).toBeVisible();
  // Not the advisor's note: they may complete it, not edit or delete it.
  await expect(inV.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // The client edits the text and moves the date: the advisor sees both, marked edited.
  const inC = c.getByTestId('note-item').filter({ hasText: 'Review the pricing' });
  await inC.getByRole('button', { name: 'Edit' }).click();
  await inC.getByLabel('Edit note').fill('Review the pricing and the FAQ sections');
  await inC.getByLabel('Due date').fill('2099-06-30');
  await inC.getByRole('button', { name: 'Save' }).click();
  await expect(c.getByText('Task updated')).toBeVisible();
  await expect(inV.getByText('Review the pricing and the FAQ sections')).toBeVisible({ timeout: 5000 });
  await expect(inV.getByText('(edited)')).toBeVisible();
  await expect(inV.getByText('Overdue')).toHaveCount(0);
  await expect(inV.getByText('Jun 30, 2099')).toBeVisible();

  // The advisor completes it, the client reopens it.
  await inV.getByRole('button', { name: 'Complete' }).click();
  await expect(inC.getByText('Completed')).toBeVisible({ timeout: 5000 });
  await inC.getByRole('button', { name: 'Reopen' }).click();
  await expect(c.getByText('Task reopened')).toBeVisible();
  await expect(inV.getByRole('button', { name: 'Complete' })).toBeVisible({ timeout: 5000 });

  // The client deletes it: gone for the advisor too, and it stays gone after a reload.
  await inC.getByRole('button', { name: 'Delete' }).click();
  await inC.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(c.getByText('Task deleted')).toBeVisible();
  await expect(inV).toHaveCount(0, { timeout: 5000 });
  await v.reload();
  await expect(v.getByText('No notes yet')).toBeVisible();
});
