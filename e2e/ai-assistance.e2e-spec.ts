import { test, expect, type Locator, type Page } from '@playwright/test';
import {
  FAKE_ANSWERS,
  FAKE_MARK,
  startFakeOpenAi,
  type FakeProviderServer,
} from '../services/ai/test/support/fake-providers';
import { newUser, registerThroughUi } from './support/users';

/** Steps 1 and 2 of the ICP wizard: a named b2b profile, on Client Details. */
async function startB2bProfile(page: Page, name: string) {
  await page.goto('/icp/new');
  await page.getByLabel('Profile name').fill(name);
  await page.getByRole('radio', { name: /B2B/ }).check({ force: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
}

/** Asks for AI suggestions in a region and waits for its chips. */
async function getSuggestions(page: Page, region: string): Promise<Locator> {
  const panel = page.getByRole('region', { name: region });
  await panel.getByRole('button', { name: 'Get AI suggestions' }).click();
  await expect(page.getByText('AI Suggestions Ready')).toBeVisible();
  const chips = panel.getByRole('button', { name: /^Add suggestion: / });
  await expect(chips.first()).toBeVisible();
  return chips;
}

const chipText = async (chip: Locator) => ((await chip.textContent()) ?? '').trim();

test('with the built-in AI, a new client gets suggestions in the wizard and one click fills the field', async ({
  page,
}) => {
  await registerThroughUi(page, newUser('Ari'));
  await startB2bProfile(page, 'Independent dental practices');
  await page.getByLabel('Industry').fill('Dental practices');

  // Client details: a 'Company size: ...' chip fills Company size with the part after the colon.
  const details = await getSuggestions(page, 'AI suggestions for client details');
  const sizeChip = details.filter({ hasText: 'Company size:' }).first();
  await expect(sizeChip).toBeVisible();
  const size = (await chipText(sizeChip)).replace(/^Company size:\s*/, '');
  expect(size.length).toBeGreaterThan(0);
  await sizeChip.click();
  await expect(page.getByLabel('Company size')).toHaveValue(size);
  await expect(page.getByText('Suggestion added to your profile')).toBeVisible();
  // Company size is filled now: no chip offers another one.
  await expect(details.filter({ hasText: 'Company size:' })).toHaveCount(0);

  // Pain points: a chip becomes a badge of the list, and leaves the chips.
  await page.getByRole('button', { name: 'Step 4: Pain Points' }).click();
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  const pains = await getSuggestions(page, 'AI suggested pain points');
  const pain = await chipText(pains.first());
  await pains.first().click();
  await expect(page.getByRole('button', { name: `Remove ${pain}` })).toBeVisible();
  await expect(page.getByText('Pain point added to your profile')).toBeVisible();
  await expect(page.getByRole('button', { name: `Add suggestion: ${pain}` })).toHaveCount(0);

  // Channels, on the last step.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  const channels = await getSuggestions(page, 'AI suggested channels');
  const channel = await chipText(channels.first());
  await channels.first().click();
  await expect(page.getByRole('button', { name: `Remove ${channel}` })).toBeVisible();

  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/icp\/[0-9a-f-]{36}$/);
  await expect(page.getByText(size, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(pain, { exact: true }).first()).toBeVisible();
});

test.describe('a custom OpenAI-compatible provider', () => {
  let fake: FakeProviderServer;
  test.beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  test.afterAll(async () => {
    await fake?.close();
  });

  test('a client points Settings at a local endpoint and gets its suggestions in the wizard', async ({
    page,
  }) => {
    await registerThroughUi(page, newUser('Rowan'));
    await page.goto('/settings');
    await expect(page.getByText('AI Provider Configuration')).toBeVisible();
    const builtin = page.getByLabel('Use built-in AI (no API key needed)');
    await expect(builtin).toBeChecked();
    await expect(page.getByLabel('AI Provider', { exact: true })).toHaveCount(0);

    await builtin.uncheck({ force: true });
    await page.getByLabel('AI Provider', { exact: true }).selectOption({ label: 'Custom API' });
    await page.getByLabel('API URL').fill('not a url');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();

    await page.getByLabel('API URL').fill(fake.baseUrl);
    await page.getByLabel('Model').fill('fake-model');
    await page.getByLabel('API Key (optional)').fill('sk-local-test-key');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByTestId('active-provider')).toHaveText('In use: Custom API · fake-model');
    // The key is stored, never shown again.
    await expect(page.getByText('A key is saved')).toBeVisible();
    await expect(page.getByLabel('API Key (optional)')).toHaveValue('');

    // Reloaded from the server: the same settings.
    await page.reload();
    await expect(page.getByLabel('API URL')).toHaveValue(fake.baseUrl);

    const before = fake.requests.length;
    await startB2bProfile(page, 'Boutique fitness studios');
    const details = await getSuggestions(page, 'AI suggestions for client details');
    await expect(details.filter({ hasText: FAKE_ANSWERS.demographics.suggestions[1] })).toBeVisible();
    await details.filter({ hasText: 'Company size: 12-40 employees' }).click();
    await expect(page.getByLabel('Company size')).toHaveValue('12-40 employees');

    await page.getByRole('button', { name: 'Step 4: Pain Points' }).click();
    const pains = await getSuggestions(page, 'AI suggested pain points');
    const marked = pains.filter({ hasText: FAKE_MARK });
    await expect(marked).toHaveCount(1);
    const pain = await chipText(marked);
    await marked.click();
    await expect(page.getByRole('button', { name: `Remove ${pain}` })).toBeVisible();

    // The endpoint answered, with the user's model and key.
    const calls = fake.requests.slice(before);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.every((r) => r.path === '/v1/chat/completions')).toBe(true);
    expect((calls[0]!.body as { model?: string }).model).toBe('fake-model');
    expect(calls[0]!.headers.authorization).toBe('Bearer sk-local-test-key');
  });
});

test('analysing with the built-in AI shows the persona narrative after the AI review', async ({ page }) => {
  await registerThroughUi(page, newUser('Mika'));
  const created = await page.request.post('/api/icps', {
    data: {
      name: 'First-time home buyers',
      type: 'b2c',
      ageRange: '28-40',
      income: '$80k-$150k',
      occupation: 'Young professionals',
      painPoints: ['Saving for a deposit takes years'],
      goals: ['Own a home within three years'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/icp/${id}`);
  const card = page.getByRole('region', { name: 'Quality Score' });
  // Scored on create (the rubric, through the queue); the AI review runs on Analyze.
  await expect(card.getByTestId('score-band')).toBeVisible();
  await card.getByRole('button', { name: 'Re-analyze' }).click();
  await expect(page.getByText('Analysis Complete')).toBeVisible();

  await expect(card.getByRole('heading', { name: 'AI suggestions' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('AI-generated', { exact: true })).toBeVisible();
  await expect(card.getByText('AI review in progress...')).toHaveCount(0);
  const persona = page.getByRole('heading', { name: 'AI-Generated Persona Narrative' });
  await expect(persona).toBeVisible();
  await card.getByRole('link', { name: /Read the AI-generated persona narrative/ }).click();
  await expect(persona).toBeInViewport();

  // The dashboard lights up: the profile is AI Enhanced and counts as an AI insight.
  await page.goto('/');
  await expect(
    page.getByRole('article', { name: 'First-time home buyers' }).getByText('AI Enhanced'),
  ).toBeVisible();
  await expect(page.getByTestId('summary-ai-insights')).toHaveText('1');
});
