import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import {
  defaultAnswer,
  FAKE_PLAYBOOK,
  playbookSectionOf,
  startFakeOpenAi,
  type FakeProviderServer,
} from '../services/ai/test/support/fake-providers';
import { newUser, registerThroughUi } from './support/users';

async function createProfile(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/icps', {
    data: {
      name,
      type: 'b2b',
      industry: 'Accounting',
      companySize: '10-50 employees',
      painPoints: ['Slow month-end close'],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('from a profile, one click generates a whole playbook; the user regenerates a section, drops a campaign, edits a KPI and saves it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, newUser('Quinn'));
  const icpId = await createProfile(page, 'Owner-led restaurants');
  await page.goto(`/icp/${icpId}`);

  await page.getByLabel('Budget for 90 days (optional)').fill('6000');
  await page.getByLabel('Currency').fill('EUR');
  await page.getByRole('button', { name: 'Generate playbook' }).click();
  await expect(page.getByRole('heading', { name: 'Review your generated playbook' })).toBeVisible();
  // Every section arrives, filled.
  await expect(page.getByTestId('generation-progress')).toBeHidden();
  await expect(page.getByText('Not written.')).toHaveCount(0);

  for (const title of [
    'Positioning and value proposition',
    'Key messages by stage',
    'Objections and answers',
    'Channels, ranked',
    '90-day roadmap',
    'KPIs',
    'Budget split',
  ])
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('[aria-labelledby="generated-playbook-title"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // Regenerate the positioning: another one replaces it.
  const positioning = page.getByRole('region', { name: 'Positioning and value proposition' });
  const before = await positioning.locator('p').first().textContent();
  await positioning.getByRole('button', { name: 'Regenerate positioning and value proposition' }).click();
  await expect(positioning.locator('p').first()).not.toHaveText(before ?? '');

  // Drop the first campaign of the roadmap.
  const roadmap = page.getByRole('region', { name: '90-day roadmap' });
  const cards = roadmap.getByRole('listitem');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  const dropped = (await cards.first().locator('p').nth(1).textContent())!;
  await cards
    .first()
    .getByRole('button', { name: `Remove "${dropped}"` })
    .click();
  await expect(cards).toHaveCount(count - 1);

  // Edit the first KPI: its name and target.
  const kpis = page.getByRole('region', { name: 'KPIs' });
  await kpis
    .getByRole('button', { name: /^Edit "/ })
    .first()
    .click();
  await kpis.getByLabel('KPI', { exact: true }).fill('Booked tasting evenings (edited)');
  await kpis.getByLabel('Target').fill('987');
  await kpis.getByRole('button', { name: 'Save' }).click();
  await expect(kpis.getByText('Booked tasting evenings (edited)')).toBeVisible();

  // The review is kept on the server: a reload reopens it as it was, nothing written again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review your generated playbook' })).toBeVisible();
  await expect(page.getByTestId('review-kept')).toContainText('Reopened the review you left on');
  await expect(
    page.getByRole('region', { name: 'KPIs' }).getByText('Booked tasting evenings (edited)'),
  ).toBeVisible();
  await expect(cards).toHaveCount(count - 1);
  await expect(roadmap).not.toContainText(dropped);

  await page.getByRole('button', { name: 'Create playbook' }).click();
  await expect(page).toHaveURL(/\/playbooks\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Playbook for Owner-led restaurants' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Booked tasting evenings (edited)');
  await expect(page.getByRole('main')).toContainText('987');
  const campaigns = page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem');
  await expect(campaigns).toHaveCount(count - 1);
  await expect(page.getByRole('list', { name: 'Campaigns' })).not.toContainText(dropped);

  // Created: the profile offers a new run, no review reopens.
  await page.goto(`/icp/${icpId}`);
  await expect(page.getByRole('button', { name: 'Generate playbook' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review your generated playbook' })).toHaveCount(0);
});

test.describe("the user's own provider writes the playbook, section by section", () => {
  let fake: FakeProviderServer;
  test.beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  test.afterAll(async () => {
    await fake?.close();
  });

  test('sections arrive one by one with the progress; the user edits one meanwhile; a failed section is kept apart and tried again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A slow provider (2 s a section, 8 s for the channels) whose first answer for the KPIs is an outage.
    let kpiAnswers = 0;
    fake.setDefault((req) => {
      const section = playbookSectionOf(req.prompt);
      if (section === 'kpis' && ++kpiAnswers === 1) return { delayMs: 600, then: { status: 503 } };
      return { delayMs: section === 'channels' ? 8000 : 2000, then: { content: defaultAnswer(req.prompt) } };
    });
    await registerThroughUi(page, newUser('Sasha'));
    const saved = await page.request.put('/api/ai-settings', {
      data: {
        provider: 'custom',
        model: 'fake-model',
        customApiUrl: fake.baseUrl,
        customApiKey: 'sk-e2e-sections',
        useReplitAI: false,
      },
    });
    expect(saved.status()).toBe(200);
    const icpId = await createProfile(page, 'Boutique fitness studios');
    await page.goto(`/icp/${icpId}`);
    const before = fake.requests.length;
    await page.getByRole('button', { name: 'Generate playbook' }).click();

    const progress = page.getByTestId('generation-progress');
    await expect(progress).toHaveText('Writing positioning… 1 of 6');
    const positioning = page.getByRole('region', { name: 'Positioning and value proposition' });
    await expect(positioning.getByText(FAKE_PLAYBOOK.positioning.valueProposition)).toBeVisible();
    await expect(page.getByTestId('playbook-writer')).toHaveText(
      'Written by Custom API · fake-model. Keep, edit or remove each suggestion.',
    );

    // The page stays usable: while the channels are being written, the user edits a received pillar.
    await expect(progress).toHaveText('Writing channels… 4 of 6', { timeout: 15_000 });
    const roadmap = page.getByRole('region', { name: '90-day roadmap' });
    await expect(roadmap.getByText('Waiting for its turn…')).toBeVisible();
    await positioning.getByRole('button', { name: 'Edit "Community first"' }).click();
    await positioning.getByLabel('Pillar').fill('Community before everything');
    await positioning.getByRole('button', { name: 'Save' }).click();
    await expect(positioning.getByText('Community before everything')).toBeVisible();
    await expect(progress).toHaveText('Writing channels… 4 of 6');

    // The KPIs fail: what arrived stays, the KPIs say what went wrong.
    await expect(progress).toHaveText('4 of 6 sections written. The KPIs could not be written.', {
      timeout: 15_000,
    });
    const kpis = page.getByRole('region', { name: 'KPIs' });
    await expect(kpis.getByText('The KPIs could not be written')).toBeVisible();
    await expect(kpis.getByText('The AI provider is unavailable')).toBeVisible();
    await expect(
      page.getByRole('region', { name: '90-day roadmap' }).getByText('Not written.'),
    ).toBeVisible();
    await expect(page.getByText(`1. ${FAKE_PLAYBOOK.channels.channels[0].channel}`)).toBeVisible();
    await expect(positioning.getByText('Community before everything')).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .include('[aria-labelledby="generated-playbook-title"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

    await kpis.getByRole('button', { name: 'Try again' }).click();
    await expect(kpis.getByText(FAKE_PLAYBOOK.kpis.kpis[0].name)).toBeVisible();
    await expect(progress).toBeHidden({ timeout: 15_000 });
    await expect(roadmap.getByText(FAKE_PLAYBOOK.roadmap.campaigns[1].name)).toBeVisible();

    // Every section came from the user's provider, the roadmap on the channels and KPIs received.
    const asked = fake.requests.slice(before).map((r) => playbookSectionOf(r.prompt));
    expect(asked).toEqual(['positioning', 'messages', 'objections', 'channels', 'kpis', 'kpis', 'roadmap']);
    expect(fake.requests.at(-1)!.prompt).toContain(
      `Each campaign drives one of these KPIs: ${FAKE_PLAYBOOK.kpis.kpis[0].name}`,
    );

    await page.getByRole('button', { name: 'Create playbook' }).click();
    await expect(page).toHaveURL(/\/playbooks\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('main')).toContainText('Community before everything');
  });

  test('Stop keeps what arrived; Continue writes the rest', async ({ page }) => {
    test.setTimeout(120_000);
    fake.setDefault((req) => ({
      delayMs: playbookSectionOf(req.prompt) === 'messages' ? 6000 : 1500,
      then: { content: defaultAnswer(req.prompt) },
    }));
    await registerThroughUi(page, newUser('Noor'));
    await page.request.put('/api/ai-settings', {
      data: { provider: 'custom', model: 'fake-model', customApiUrl: fake.baseUrl, useReplitAI: false },
    });
    const icpId = await createProfile(page, 'Yoga studios');
    await page.goto(`/icp/${icpId}`);
    await page.getByRole('button', { name: 'Generate playbook' }).click();
    const progress = page.getByTestId('generation-progress');
    await expect(progress).toHaveText('Writing key messages… 2 of 6', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(progress).toHaveText('Stopped: 1 of 6 sections written.');
    await expect(page.getByText('Not written.')).toHaveCount(5);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(progress).toHaveText('Writing key messages… 2 of 6');
    await expect(progress).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText('Not written.')).toHaveCount(0);
  });
});
