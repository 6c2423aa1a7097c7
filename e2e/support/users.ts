import { randomBytes } from 'node:crypto';
import { type Page, expect } from '@playwright/test';

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
  await expect(page.getByText(`Welcome back, ${user.firstName}`)).toBeVisible();
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
