import { test, expect, type Browser, type Page } from '@playwright/test';
import { E2E } from './support/env.mjs';
import { loginThroughUi, newUser, registerThroughUi, type TestUser } from './support/users';

/** A signed-in page in a browser context of its own (one per person: their own cookies). */
async function signUp(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughUi(page, user);
  return page;
}

const fullName = (u: TestUser) => `${u.firstName} ${u.lastName}`;

/** A profile the client builds for themselves, through the API of their own session. */
async function createOwnProfile(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/icps', {
    data: { name, type: 'b2b', industry: 'Hospitality', painPoints: ['Empty tables on weekdays'] },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Users & Roles: find the user by e-mail and give them a role, confirming the change. */
async function setRole(admin: Page, user: TestUser, role: 'team_member' | 'client' | 'admin', label: string) {
  const users = admin.getByRole('region', { name: 'Users & Roles' });
  await users.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
  const select = users.getByRole('combobox', { name: `Role of ${fullName(user)}` });
  await expect(users.getByTestId('user-row')).toHaveCount(1);
  await select.selectOption(role);
  await admin
    .getByRole('alertdialog', { name: `Make ${fullName(user)} ${label}?` })
    .getByRole('button', { name: 'Change role' })
    .click();
  await expect(admin.getByText('Role updated')).toBeVisible();
  await expect(select).toHaveValue(role);
}

/** Client Management: find the client by e-mail and (re)assign them to the advisor. */
async function assignClient(admin: Page, client: TestUser, advisor: TestUser, notes?: string) {
  const clients = admin.getByRole('region', { name: 'Client Management' });
  await clients.getByRole('searchbox', { name: 'Search clients' }).fill(client.email);
  const row = clients.getByTestId('client-row').filter({ hasText: client.email });
  await expect(clients.getByTestId('client-row')).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(`^(Assign|Reassign) ${fullName(client)}$`) }).click();

  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByTestId('assignment-client')).toHaveText(fullName(client));
  const confirm = dialog.getByRole('button', { name: /^Confirm (Assignment|Reassignment)$/ });
  await expect(confirm).toBeDisabled();
  const select = dialog.getByRole('combobox', { name: /advisor/i });
  const value = await select.locator('option', { hasText: fullName(advisor) }).getAttribute('value');
  await select.selectOption(value!);
  if (notes) await dialog.getByLabel('Assignment Notes (Optional)').fill(notes);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(admin.getByText('Assignment updated successfully')).toBeVisible();
  await expect(row.getByText(fullName(advisor))).toBeVisible();
}

test('an admin makes an advisor and assigns a client; reassigning takes the access away at once', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const firstAdvisor = newUser('Avery');
  const secondAdvisor = newUser('Blake');
  const client = newUser('Casey');
  const otherClient = newUser('Dana');

  const firstAdvisorPage = await signUp(browser, firstAdvisor);
  const secondAdvisorPage = await signUp(browser, secondAdvisor);
  const clientPage = await signUp(browser, client);
  const otherClientPage = await signUp(browser, otherClient);
  const clientProfile = `Casey's bistros ${client.username}`;
  const otherProfile = `Dana's dental clinics ${otherClient.username}`;
  await createOwnProfile(clientPage, clientProfile);
  const otherProfileId = await createOwnProfile(otherClientPage, otherProfile);

  // The admin makes two users advisors and assigns Casey to the first.
  const admin = await (await browser.newContext()).newPage();
  await loginThroughUi(admin, E2E.admin.username, E2E.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { name: 'System Metrics' })).toBeVisible();
  await setRole(admin, firstAdvisor, 'team_member', 'an Advisor');
  await setRole(admin, secondAdvisor, 'team_member', 'an Advisor');
  await expect(
    admin
      .getByRole('region', { name: 'Advisor Workload' })
      .getByRole('article', { name: fullName(firstAdvisor) }),
  ).toBeVisible();
  await assignClient(admin, client, firstAdvisor, '  Launching a second location in spring  ');

  // The advisor sees Casey and Casey's profile, and nothing of Dana's.
  const advisor = firstAdvisorPage;
  await advisor.goto('/team');
  const assigned = advisor.getByRole('region', { name: 'Your Assigned Clients' });
  const card = assigned.getByRole('article', { name: fullName(client) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Launching a second location in spring')).toBeVisible();
  await expect(card.getByText(/^Working together for /)).toBeVisible();
  const icps = advisor.getByRole('region', { name: 'Client ICPs' });
  await expect(icps.getByRole('article', { name: clientProfile })).toBeVisible();
  await expect(icps.getByRole('article', { name: otherProfile })).toHaveCount(0);
  await advisor.goto(`/icp/${otherProfileId}`);
  await expect(advisor.getByRole('heading', { name: 'ICP not found' })).toBeVisible();

  // ...and creates a profile for Casey through the client picker.
  await advisor.goto('/team');
  await advisor.getByRole('button', { name: 'Create ICP for Client' }).first().click();
  const picker = advisor.getByRole('dialog', { name: 'Select Client for ICP Creation' });
  const create = picker.getByRole('button', { name: 'Create ICP' });
  await expect(create).toBeDisabled();
  await picker.getByText(client.email).click();
  await expect(picker.getByRole('radio', { name: new RegExp(fullName(client)) })).toBeChecked();
  await create.click();
  await expect(advisor).toHaveURL(/\/icp\/new\?clientId=[0-9a-f-]{36}$/);
  await expect(advisor.getByTestId('client-banner')).toContainText(fullName(client));
  const advisorProfile = `Weekday lunch crowd ${client.username}`;
  await advisor.getByLabel('Profile name').fill(advisorProfile);
  const b2c = advisor.getByRole('radio', { name: /B2C/ });
  await advisor.locator('label').filter({ has: b2c }).click();
  await expect(b2c).toBeChecked();
  for (let step = 2; step <= 5; step++) {
    await advisor.getByRole('button', { name: 'Next' }).click();
    await expect(advisor.getByText(`Step ${step} of 5`)).toBeVisible();
  }
  await advisor.getByRole('button', { name: 'Create ICP for Client' }).click();
  await expect(advisor).toHaveURL(/\/icp\/[0-9a-f-]{36}$/);
  await expect(advisor.getByRole('heading', { name: advisorProfile })).toBeVisible();
  const advisorProfileUrl = advisor.url();

  await advisor.goto('/team');
  const made = advisor
    .getByRole('region', { name: 'Client ICPs' })
    .getByRole('article', { name: advisorProfile });
  await expect(made.getByText('Created by you')).toBeVisible();
  await expect(made.getByText(fullName(client))).toBeVisible();

  // Casey sees it on their dashboard.
  await clientPage.goto('/');
  await expect(clientPage.getByRole('article', { name: advisorProfile })).toBeVisible();

  // The admin reassigns Casey to the second advisor: the first loses access at once.
  await admin.reload();
  await assignClient(admin, client, secondAdvisor);

  await advisor.goto('/team');
  await expect(advisor.getByRole('region', { name: 'Client ICPs' })).toBeVisible();
  await expect(
    advisor.getByRole('region', { name: 'Your Assigned Clients' }).getByText('No clients assigned yet'),
  ).toBeVisible();
  await expect(advisor.getByRole('article', { name: clientProfile })).toHaveCount(0);
  await expect(advisor.getByRole('article', { name: advisorProfile })).toHaveCount(0);
  await advisor.goto(advisorProfileUrl);
  await expect(advisor.getByRole('heading', { name: 'ICP not found' })).toBeVisible();

  await secondAdvisorPage.goto('/team');
  await expect(
    secondAdvisorPage
      .getByRole('region', { name: 'Your Assigned Clients' })
      .getByRole('article', { name: fullName(client) }),
  ).toBeVisible();
  await expect(secondAdvisorPage.getByRole('article', { name: advisorProfile })).toBeVisible();
});
