import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { E2E } from './support/env.mjs';
import {
  answerProfessionQuestion,
  clientAndAdvisor,
  loginThroughUi,
  newUser,
  registerThroughUi,
  submitRegistration,
} from './support/users';

/**
 * Every page and dialog through axe-core (WCAG 2.0/2.1 A and AA): no serious or critical violation.
 * A new page joins the list below.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  // Animations and toasts settle first: axe reads colours as they are drawn (a toast fading in is
  // half transparent, so its text would measure below its real contrast).
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join(' ')}`)
          .join('\n'),
    )
    .join('\n');
  // Soft: one run reports every page's violations, not only the first page's.
  expect.soft(serious.length, `${what}:\n${report}`).toBe(0);
}

test('signed-out pages', async ({ page }) => {
  for (const [path, ready] of [
    ['/', (p: Page) => p.getByRole('heading', { level: 1 })],
    ['/login', (p: Page) => p.getByRole('heading', { name: 'Sign in to ICP Studio' })],
    ['/register', (p: Page) => p.getByRole('heading', { name: 'Create your account' })],
    ['/forgot-password', (p: Page) => p.getByLabel('Email')],
    ['/reset-password/not-a-real-token', (p: Page) => p.getByLabel('New password', { exact: true })],
    [
      '/confirm-email/not-a-real-token',
      (p: Page) => p.getByRole('heading', { name: 'This link did not work' }),
    ],
    [
      '/undo-email-change/not-a-real-token',
      (p: Page) => p.getByRole('heading', { name: 'Undo the e-mail change?' }),
    ],
  ] as const) {
    await page.goto(path);
    await expect(ready(page).first()).toBeVisible();
    await expectAccessible(page, path);
  }
  // The undo page once it has answered (here: a link that was never issued).
  await page.getByRole('button', { name: 'Restore my old address' }).click();
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expectAccessible(page, '/undo-email-change after a refused link');
  // A wrong password: the inline message is part of the page.
  await loginThroughUi(page, 'nobody-here', 'Wr0ng!Password');
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toBeVisible();
  await expectAccessible(page, '/login after a wrong password', 'main');
});

test('a client’s pages, the wizard’s steps and the dialogs', async ({ page }) => {
  // Two wizards, every step of each, a playbook edited in place and the lists: longer than one page's budget.
  test.setTimeout(300_000);
  const user = newUser('Alex');
  await submitRegistration(page, user);
  await expect(page.getByRole('dialog', { name: 'What is your profession?' })).toBeVisible();
  await expectAccessible(page, 'the first sign-in question');
  await answerProfessionQuestion(page, 'Dentists');
  await expectAccessible(page, 'dashboard (client)');
  // The dashboard's "New from template" (docs/product.md §12, Templates).
  await page.getByRole('button', { name: 'New from template' }).click();
  const templates = page.getByRole('dialog', { name: 'New profile from a template' });
  await expect(templates.getByRole('region', { name: /^Preview of / })).toBeVisible();
  await expectAccessible(page, 'the New from template dialog');
  await templates.getByRole('button', { name: 'Cancel' }).click();
  await expect(templates).toBeHidden();

  await page.goto('/icp/new');
  await expect(page.getByRole('heading', { name: 'Create Ideal Client Profile' })).toBeVisible();
  await expectAccessible(page, 'wizard step 1');
  await page.getByLabel('Profile name').fill('Nervous adults');
  const b2c = page.getByRole('radio', { name: /B2C/ });
  await page.locator('label').filter({ has: b2c }).click();
  await expect(b2c).toBeChecked();
  for (const step of [2, 3, 4, 5]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
    await expectAccessible(page, `wizard step ${step}`);
  }
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByRole('link', { name: 'Create Playbook' })).toBeVisible();
  await expectAccessible(page, 'profile page (with notes)');
  await page.getByRole('button', { name: 'Save as template' }).click();
  const saveTemplate = page.getByRole('dialog', { name: 'Save this profile as a template' });
  await expect(saveTemplate.getByLabel('Template name')).toBeVisible();
  await expectAccessible(page, 'the Save as template dialog');
  await saveTemplate.getByRole('button', { name: 'Cancel' }).click();
  await expect(saveTemplate).toBeHidden();
  await page.getByRole('button', { name: 'Playbook from template' }).click();
  const playbookTemplates = page.getByRole('dialog', { name: 'New playbook from a template' });
  await expect(playbookTemplates.getByRole('region', { name: /^Preview of / })).toBeVisible();
  await expectAccessible(page, 'the New playbook from a template dialog');
  await playbookTemplates.getByRole('button', { name: 'Cancel' }).click();
  await expect(playbookTemplates).toBeHidden();
  // The persona card, and a card edited in place (docs/product.md §2).
  await expect(page.getByRole('region', { name: 'Persona card' })).toBeVisible();
  const psych = await page.request.put(page.url().replace(/.*\/icp\//, '/api/icps/'), {
    data: { name: 'Nervous adults', type: 'b2c', painPoints: ['Fear of the drill'], goals: ['A calm visit'] },
  });
  expect(psych.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Persona card' })).toContainText('Fear of the drill');
  await expectAccessible(page, 'profile page with its persona card');
  await page.getByRole('button', { name: 'Edit Pain Points' }).click();
  await expect(page.getByRole('form', { name: 'Edit Pain Points' })).toBeVisible();
  await expectAccessible(page, 'profile page: a card edited in place');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The Evidence tab (docs/evidence.md): the upload, then a client list's report, suggestions and fit list.
  await page.getByRole('tab', { name: 'Evidence' }).click();
  await expect(page.getByLabel('Or paste from a spreadsheet')).toBeVisible();
  await expectAccessible(page, 'profile page: Evidence tab (upload)');
  const icpPath = page.url().replace(/.*\/icp\//, '/api/icps/');
  const stated = await page.request.put(icpPath, {
    data: {
      name: 'Nervous adults',
      type: 'b2c',
      painPoints: ['Fear of the drill'],
      goals: ['A calm visit'],
      occupation: 'Teacher',
      ageRange: '30-50',
    },
  });
  expect(stated.status()).toBe(200);
  const rows = Array.from({ length: 12 }, (_, i) =>
    i % 3 === 0 ? `Patient ${i},Teacher,${35 + i},400` : `Patient ${i},Nurse,${30 + i},900`,
  );
  const imported = await page.request.put(`${icpPath}/evidence`, {
    data: { csv: ['Client,Occupation,Age,Annual fee', ...rows].join('\n') },
  });
  expect(imported.status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'Evidence' }).click();
  await expect(page.getByRole('table', { name: 'Client fit' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to profile/ }).first()).toBeVisible();
  await expectAccessible(page, 'profile page: Evidence tab (report, suggestions, fit list)');
  // The message tester (docs/product.md §16) with a scored message.
  await page.getByRole('tab', { name: 'Test a message' }).click();
  await page
    .getByLabel('Your copy')
    .fill('Tired of long waits? Book a same-week visit: 3 slots left. Synergy!');
  await expect(page.getByTestId('message-score')).toBeVisible();
  await expectAccessible(page, 'profile page: Test a message tab (a scored message)');
  // Two profiles side by side (/icps/compare).
  const profileUrl = page.url();
  const other = await page.request.post('/api/icps', {
    data: { name: 'Calm seniors', type: 'b2c', ageRange: '65+', painPoints: ['Long waits'] },
  });
  expect(other.status()).toBe(201);
  const otherId = ((await other.json()) as { id: string }).id;
  await page.goto(`/icps/compare?a=${icpPath.replace('/api/icps/', '')}&b=${otherId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare profiles' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Age range/ })).toBeVisible();
  await expectAccessible(page, 'compare profiles');
  await page.goto(profileUrl);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Create Playbook' }).click();
  await expect(page.getByLabel('Playbook name')).toBeVisible();
  await expectAccessible(page, 'playbook wizard step 1');
  // Every step, with a row or a card in each of its editors (and one field in free text).
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add pillar' }).click();
  await page.getByRole('group', { name: 'Pillar 1' }).getByRole('textbox').fill('Gentle care');
  await expectAccessible(page, 'playbook wizard step 2 (pillar rows)');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAccessible(page, 'playbook wizard step 3');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add campaign' }).click();
  await page.getByRole('group', { name: 'Campaign 1' }).getByLabel('Campaign name').fill('Calm first visit');
  await page.getByRole('button', { name: 'Add KPI' }).click();
  await page.getByRole('group', { name: 'KPI 1' }).getByRole('textbox', { name: 'KPI' }).fill('Bookings');
  await page.getByRole('button', { name: 'Add metric' }).click();
  await page.getByText('Free text').last().click();
  await expectAccessible(page, 'playbook wizard step 4 (campaign cards, KPI rows, free text)');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add role' }).click();
  await expectAccessible(page, 'playbook wizard step 5 (role rows)');
  await page.getByRole('group', { name: 'Role 1' }).getByRole('textbox', { name: 'Role' }).fill('Dentist');
  await page.getByRole('button', { name: 'Create Playbook' }).click();
  await expect(page.getByRole('button', { name: 'Edit KPIs & Metrics' })).toBeVisible();
  await expectAccessible(page, 'playbook page');
  await page.getByRole('button', { name: 'Edit KPIs & Metrics' }).click();
  await expect(page.getByRole('form', { name: 'Edit KPIs & Metrics' })).toBeVisible();
  await expectAccessible(page, 'playbook page, a section edited in place');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expectAccessible(page, 'playbook page with Undo');
  // KPI tracking (docs/product.md §17): a value recorded (the chart drawn), the value form and the CSV import.
  const kpi = page.getByRole('article', { name: 'Bookings' });
  await kpi.getByRole('button', { name: 'Record values' }).click();
  await kpi.getByRole('textbox', { name: 'Value' }).fill('12');
  await kpi.getByRole('button', { name: 'Save value' }).click();
  await expect(kpi.getByRole('img', { name: /Bookings: actuals per month/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import values from CSV' }).click();
  await expectAccessible(page, 'playbook page: KPI tracking (chart, value form, CSV import)');

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Assigned to me/ })).toBeVisible();
  await expectAccessible(page, 'tasks (client)');

  // My ICPs and My Playbooks, in both views, and the header's search dialog with results.
  await page.goto('/icps');
  await expect(page.getByRole('article', { name: 'Nervous adults' })).toBeVisible();
  await expectAccessible(page, 'My ICPs (grid)');
  await page.getByRole('button', { name: 'Table view' }).click();
  await expect(page.getByRole('table', { name: 'Profiles' })).toBeVisible();
  await expectAccessible(page, 'My ICPs (table)');
  await page.goto('/icps?search=no-such-profile');
  await expect(page.getByText('No profiles match your filters')).toBeVisible();
  await expectAccessible(page, 'My ICPs (no results)');
  await page.goto('/playbooks');
  await expect(page.getByRole('heading', { name: 'My Playbooks' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'My Playbooks (grid)');
  await page.getByRole('button', { name: 'Table view' }).click();
  await expect(page.getByRole('table', { name: 'Playbooks' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'My Playbooks (table)');
  await page.getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('combobox', { name: 'Search' }).fill('nervous');
  await expect(search.getByRole('option').first()).toBeVisible();
  await expectAccessible(page, 'the search dialog with results');
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await expect(page.getByText('AI Provider Configuration')).toBeVisible();
  await expectAccessible(page, 'settings: AI');
  await page.goto('/settings?tab=account');
  await expect(page.getByRole('combobox', { name: 'Profession' })).toHaveValue('dentists');
  await expectAccessible(page, 'settings: Account');
});

test('Settings › Account: its forms, the delete dialog, a pending e-mail change', async ({ page }) => {
  const user = newUser('Kai');
  await submitRegistration(page, user);
  await answerProfessionQuestion(page);
  await page.goto('/settings?tab=account');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  const em = page.getByRole('form', { name: 'Change e-mail address' });
  await em.getByLabel('New e-mail address').fill(`new.${user.email}`);
  await em.getByLabel('Current password').fill(user.password);
  await em.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('pending-email')).toBeVisible();
  await page.getByRole('form', { name: 'Change password' }).getByLabel('Current password').fill('x');
  await page
    .getByRole('form', { name: 'Change password' })
    .getByRole('button', { name: 'Change password' })
    .click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expectAccessible(page, 'settings: Account with a pending e-mail and a refused password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
  await expectAccessible(page, 'the delete-account dialog');
});

test('the admin’s pages', async ({ page }) => {
  await loginThroughUi(page, E2E.admin.username, E2E.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('System Metrics')).toBeVisible();
  await expectAccessible(page, 'admin');
  // The delete-user dialog, opened on a user of the run's own and cancelled.
  const spare = newUser('Dana');
  const other = await (await page.context().browser()!.newContext()).newPage();
  await registerThroughUi(other, spare);
  await other.context().close();
  const users = page.getByRole('region', { name: 'Users & Roles' });
  await users.getByRole('searchbox', { name: 'Search users' }).fill(spare.email);
  await expect(users.getByTestId('user-row')).toHaveCount(1);
  await users.getByRole('button', { name: `Delete ${spare.firstName} ${spare.lastName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${spare.firstName} ${spare.lastName}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'admin: the delete-user dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/team/clients');
  await expect(page.getByText('All clients are on the admin page')).toBeVisible();
  await expectAccessible(page, 'my clients (admin)');
  await page.goto('/team/cockpit');
  await expect(page.getByRole('heading', { level: 1, name: 'Client portfolio' })).toBeVisible();
  await expect(page.getByLabel('Advisor', { exact: true })).toBeVisible();
  await expectAccessible(page, 'client portfolio (admin)');
});

test('an advisor’s My Clients and Tasks, with a client and an overdue task', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const client = newUser('Sasha');
  const advisor = newUser('Devon');
  const c = await (await browser.newContext()).newPage();
  await registerThroughUi(c, client, { profession: 'Dentists' });
  const clientId = ((await (await c.request.get('/api/auth/check')).json()) as { user: { id: string } }).user
    .id;
  const icp = await c.request.post('/api/icps', { data: { name: 'Anxious patients', type: 'b2c' } });
  const icpId = ((await icp.json()) as { id: string }).id;
  await registerThroughUi(page, advisor);
  const advisorId = ((await (await page.request.get('/api/auth/check')).json()) as { user: { id: string } })
    .user.id;
  const admin = await (await browser.newContext()).newPage();
  await loginThroughUi(admin, E2E.admin.username, E2E.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.request.patch(`/api/admin/users/${advisorId}`, { data: { role: 'team_member' } });
  await admin.request.post('/api/admin/assignments', { data: { clientId, advisorId } });
  const task = await c.request.post('/api/notes', {
    data: {
      icpId,
      note: `Check the reviews, @${advisor.username}`,
      isTask: true,
      assignedTo: advisorId,
      dueDate: '2024-03-01',
    },
  });
  expect(task.status()).toBe(201);
  await page.context().clearCookies();
  await loginThroughUi(page, advisor.username, advisor.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();

  await page.goto('/team/clients');
  await expect(page.getByRole('row', { name: `${client.firstName} ${client.lastName}` })).toBeVisible();
  await expectAccessible(page, 'my clients (advisor)');
  await page.goto('/team/cockpit');
  await expect(page.getByTestId('cockpit-row').first()).toBeVisible();
  await expect(page.getByTestId('attention-list')).toContainText('1 overdue task');
  await expectAccessible(page, 'client portfolio (advisor, an overdue task)');
  await page.goto('/tasks');
  await expect(page.getByTestId('task-row').filter({ hasText: 'Check the reviews' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, 'tasks (advisor, an overdue task)');

  // The bell open (docs/product.md §15): the client assigned and the task given, one of them read.
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await expect(page.getByRole('button', { name: /gave you a task/ })).toBeVisible();
  await expectAccessible(page, 'notifications (the bell open)');
  await page.keyboard.press('Escape');

  // The note composer's @ suggestions, on the client's profile.
  await page.goto(`/icp/${icpId}`);
  // The task's mention shows as the advisor's name (docs/product.md §15), checked with the page below.
  await expect(page.getByTestId('mention')).toHaveText(`@${advisor.firstName} ${advisor.lastName}`);
  const note = page.getByLabel('Note', { exact: true });
  await note.click();
  await note.pressSequentially(`Ask @${client.username.slice(0, 4)}`);
  await expect(page.getByRole('listbox', { name: 'People to mention' })).toBeVisible();
  await expectAccessible(page, 'mention suggestions');
});

test('the session-ended dialog and a task being edited', async ({ page, context }) => {
  const user = newUser('Quinn');
  await submitRegistration(page, user);
  await answerProfessionQuestion(page, 'Dentists');
  const res = await page.request.post('/api/icps', { data: { name: 'Anxious patients', type: 'b2c' } });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/icp/${id}`);
  await page.getByLabel('Note', { exact: true }).fill('Call the practice manager');
  await page.getByText('Make it a task').click();
  await page.getByLabel('Due date').fill('2024-01-10');
  await page.getByRole('button', { name: 'Add Task' }).click();
  const task = page.getByTestId('note-item').filter({ hasText: 'Call the practice manager' });
  await expect(task.getByText('Overdue')).toBeVisible();
  await task.getByRole('button', { name: 'Edit' }).click();
  await expectAccessible(page, 'profile page: an overdue task being edited');

  await context.clearCookies();
  await task.getByLabel('Edit note').fill('Call the practice manager on Monday');
  await task.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Your session has ended' })).toBeVisible();
  await expectAccessible(page, 'the session-ended dialog');
});

test('the Share dialog and a share link’s page, live and dead', async ({ page, browser }) => {
  await registerThroughUi(page, newUser('Shay'));
  const res = await page.request.post('/api/icps', {
    data: { name: 'Physio clinics', type: 'b2b', industry: 'Physiotherapy', painPoints: ['Empty slots'] },
  });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/icp/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Physio clinics”' });
  await dialog.getByLabel('Label (optional)').fill('Partners');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByTestId('share-url')).toHaveValue(/\/s\/i_/);
  await expectAccessible(page, 'the Share dialog with a new link', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Edit Partners' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit link' });
  await expect(edit.getByLabel('Label (optional)')).toHaveValue('Partners');
  await expectAccessible(page, 'the Edit link dialog', '[role="dialog"]');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  const link = await dialog.getByTestId('share-url').inputValue();

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Physio clinics' })).toBeVisible();
  await expectAccessible(visitor, '/s/{token} (a profile)');
  await visitor.goto(`/s/i_${'A'.repeat(43)}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This link is no longer valid' }),
  ).toBeVisible();
  await expectAccessible(visitor, '/s/{token} (a dead link)');
  await stranger.close();
});

test('the approval of a playbook: its panel, the reviewer’s queue and a request’s page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { c, v } = await clientAndAdvisor(browser, 'Avery', 'Blair');
  const icp = await c.request.post('/api/icps', {
    data: { name: 'Retiring teachers', type: 'b2c', profession: 'financial-advisors' },
  });
  const icpId = ((await icp.json()) as { id: string }).id;
  const playbook = await c.request.post('/api/playbooks', {
    data: { icpId, name: 'Pension outreach', keyMessages: ['Guaranteed 12% returns on your savings'] },
  });
  const playbookId = ((await playbook.json()) as { id: string }).id;
  const sent = await c.request.post(`/api/playbooks/${playbookId}/approvals`, { data: { version: 1 } });
  expect(sent.status()).toBe(201);
  const approvalId = ((await sent.json()) as { id: string }).id;

  await c.goto(`/playbooks/${playbookId}`);
  await expect(c.getByTestId('approval-status')).toHaveText('Waiting for approval');
  await expectAccessible(c, 'playbook approval panel (waiting, with its record)');
  await v.goto('/approvals');
  await expect(v.getByRole('list', { name: 'Approval requests' })).toContainText('Pension outreach');
  await expectAccessible(v, 'approvals queue (advisor)');
  await v.goto(`/approvals/${approvalId}`);
  await expect(v.getByRole('list', { name: 'Findings' })).toBeVisible();
  await expectAccessible(v, 'approval request (findings, copy, decision)');
});

test('a profile page on a phone, its More actions open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughUi(page, newUser('Pim'));
  const res = await page.request.post('/api/icps', {
    data: { name: 'Dental practices in Leeds', type: 'b2c', painPoints: ['Empty chairs on Mondays'] },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/icp/${id}`);
  const more = page.getByRole('button', { name: 'More actions' });
  await expect(more).toBeVisible();
  await expectAccessible(page, 'profile page (phone)');
  await more.click();
  await expect(page.getByRole('group', { name: 'More actions' })).toBeVisible();
  await expectAccessible(page, 'profile page (phone), More actions open');
});
