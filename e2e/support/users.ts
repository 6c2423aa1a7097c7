import { randomBytes } from 'node:crypto';
import { type Browser, type Page, expect } from '@playwright/test';
import { E2E } from './env.mjs';

export interface TestUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export function newUser(first = 'Casey'): TestUser {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: first,
    lastName: 'Tester',
    username: `${first.toLowerCase()}_${id}`,
    email: `${first.toLowerCase()}.${id}@example.com`,
    password: 'Str0ng!Pass',
  };
}

/**
 * Answers the first sign-in question ("What is your profession?"): picks the profession by its label, or
 * skips it.
 */
export async function answerProfessionQuestion(page: Page, professionLabel?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'What is your profession?' });
  await expect(dialog).toBeVisible();
  if (professionLabel) {
    await dialog.getByLabel('Profession').selectOption({ label: professionLabel });
    await dialog.getByRole('button', { name: 'Save' }).click();
  } else {
    await dialog.getByRole('button', { name: 'Skip for now' }).click();
  }
  await expect(dialog).toBeHidden();
}

/**
 * Registers through the real form, waits for the dashboard and answers the first sign-in question (skips
 * it unless a profession label is given).
 */
export async function registerThroughUi(
  page: Page,
  user: TestUser,
  opts: { profession?: string } = {},
): Promise<void> {
  await submitRegistration(page, user);
  await expect(page.getByText(`Welcome, ${user.firstName}`)).toBeVisible();
  await answerProfessionQuestion(page, opts.profession);
}

/** Fills in and sends the register form (the first sign-in question then opens over the dashboard). */
export async function submitRegistration(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: /create account/i }).click();
}

export async function loginThroughUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** The signed-in user's id (GET /api/auth/check). */
export async function userIdOf(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/check');
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/**
 * Set-up through the admin API: the admin makes `advisor` (registered and signed in on `advisorPage`) an
 * advisor and assigns the clients to them; the advisor then signs in afresh, as an advisor (a signed-in
 * visitor to /login would be sent home instead). Answers the advisor's id.
 */
export async function makeAdvisorOf(
  browser: Browser,
  advisor: TestUser,
  advisorPage: Page,
  clientIds: string[],
): Promise<string> {
  const advisorId = await userIdOf(advisorPage);
  const admin = await (await browser.newContext()).newPage();
  await loginThroughUi(admin, E2E.admin.username, E2E.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  expect(
    (await admin.request.patch(`/api/admin/users/${advisorId}`, { data: { role: 'team_member' } })).status(),
  ).toBe(200);
  for (const clientId of clientIds)
    expect(
      (await admin.request.post('/api/admin/assignments', { data: { clientId, advisorId } })).status(),
    ).toBe(201);
  await admin.context().close();
  await advisorPage.context().clearCookies();
  await loginThroughUi(advisorPage, advisor.username, advisor.password);
  await expect(advisorPage.getByText('Welcome back!')).toBeVisible();
  return advisorId;
}

/**
 * A client and their advisor, each registered through the UI in a browser of their own (`c`, `v`), the
 * advisor made one and given the client (makeAdvisorOf), and both ids.
 */
export async function clientAndAdvisor(
  browser: Browser,
  clientFirst: string,
  advisorFirst: string,
): Promise<{ client: TestUser; advisor: TestUser; c: Page; v: Page; clientId: string; advisorId: string }> {
  const client = newUser(clientFirst);
  const advisor = newUser(advisorFirst);
  const c = await (await browser.newContext()).newPage();
  await registerThroughUi(c, client);
  const v = await (await browser.newContext()).newPage();
  await registerThroughUi(v, advisor);
  const clientId = await userIdOf(c);
  const advisorId = await makeAdvisorOf(browser, advisor, v, [clientId]);
  return { client, advisor, c, v, clientId, advisorId };
}
