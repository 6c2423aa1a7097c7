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

/** Registers through the real form and waits for the dashboard. */
export async function registerThroughUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText(`Welcome back, ${user.firstName}`)).toBeVisible();
}

export async function loginThroughUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}
