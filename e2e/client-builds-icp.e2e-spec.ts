import { test, expect, type Page } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

async function addToList(page: Page, label: string, entries: string[]) {
  const input = page.getByLabel(label, { exact: true });
  for (const entry of entries) {
    await input.fill(entry);
    await input.press('Enter');
  }
}

async function fillStepOne(page: Page, name: string) {
  await page.getByLabel('Profile name').fill(name);
  await page.getByRole('radio', { name: /B2B/ }).check({ force: true });
}

test('a client builds a b2b profile through all five steps and lands on its detail page', async ({
  page,
}) => {
  await registerThroughUi(page, newUser('Quinn'));
  await page.getByRole('link', { name: 'New Client Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create Ideal Client Profile' })).toBeVisible();

  // Step 1 will not let go without a name.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Profile name is required')).toBeVisible();
  await fillStepOne(page, 'Growth-stage SaaS CFOs');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel('Industry').fill('B2B SaaS');
  await page.getByLabel('Company size').fill('50-200 employees');
  await page.getByLabel('Revenue range').fill('$5M-$20M ARR');
  await page.getByLabel('Decision maker role').fill('Finance leader');
  await page.getByLabel('Decision maker title').fill('CFO');
  await addToList(page, 'Technology stack', ['NetSuite', '  ', 'Slack']);
  await expect(page.getByRole('button', { name: 'Remove NetSuite' })).toBeVisible();
  await addToList(page, 'Geography', ['North America']);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByLabel('Psychographics').fill('Data-driven, values predictable growth and clean books.');
  await addToList(page, 'Behavioral traits', ['Researches thoroughly before buying']);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await addToList(page, 'Pain points', ['Month-end close takes two weeks', 'No real-time cash visibility']);
  await addToList(page, 'Needs', ['Automated reconciliation']);
  await addToList(page, 'Goals', ['Close the books in 3 days']);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await addToList(page, 'Preferred channels', ['LinkedIn', 'CFO communities']);
  await page.getByLabel('Awareness').fill('Notices the problem when the board asks for numbers.');
  await page.getByLabel('Consideration').fill('Reads comparison guides and asks peers.');
  await page.getByLabel('Decision').fill('Signs off after a two-week pilot.');
  await page.getByRole('button', { name: 'Create Profile' }).click();

  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page).toHaveURL(/\/icp\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Growth-stage SaaS CFOs' })).toBeVisible();
  await expect(page.getByText('B2B Ideal Client Profile')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pain Points' }).getByText('Month-end close takes two weeks'),
  ).toBeVisible();
  await expect(page.getByText('NetSuite')).toBeVisible();

  // The dashboard counts it.
  await page.getByRole('link', { name: 'Back' }).click();
  const profiles = page.getByRole('group', { name: 'Client Profiles' });
  await expect(profiles.getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Growth-stage SaaS CFOs' })).toBeVisible();
});

test('a draft saved at step 3 survives a reload and resumes at step 3 with its data', async ({ page }) => {
  await registerThroughUi(page, newUser('Drew'));
  await page.goto('/icp/new');
  await fillStepOne(page, 'Boutique law firms');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Industry').fill('Legal services');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByLabel('Psychographics').fill('Risk-averse partners who value reputation.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/Saved .*ago|Saved just now|Saved/)).toBeVisible();

  await page.reload();
  await page.goto('/');
  const draft = page.getByRole('article', { name: 'Draft: Boutique law firms' });
  await expect(draft).toBeVisible();
  await expect(draft.getByText('Step 3 of 5')).toBeVisible();
  await expect(draft.getByText('B2B')).toBeVisible();
  await draft.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/icp\/new\?draftId=/);
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await expect(page.getByLabel('Psychographics')).toHaveValue('Risk-averse partners who value reputation.');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Industry')).toHaveValue('Legal services');
});

test('a profile is scored on create and after each save, live; Re-analyze shows its score with its label', async ({
  page,
}) => {
  await registerThroughUi(page, newUser('Sage'));
  const created = await page.request.post('/api/icps', {
    data: {
      name: 'Young families buying first homes',
      type: 'b2c',
      ageRange: '28-40',
      income: '$80k-$150k',
      painPoints: ['Saving for a deposit takes years'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/icp/${id}`);
  const scoreCard = page.getByRole('region', { name: 'Quality Score' });
  // Scored on create, without Analyze (docs/product.md §10).
  await expect(scoreCard.getByTestId('score-band')).toBeVisible();
  await expect(scoreCard.getByText('Not analysed yet')).toHaveCount(0);
  const before = await scoreCard.getByText(/^Overall score \d+ out of 100/).textContent();

  // A save elsewhere (another tab, a colleague): the open page takes the new score from the profile
  // room's event, well before its 15 s fallback read.
  const saved = await page.request.put(`/api/icps/${id}`, {
    data: {
      name: 'Young families buying first homes',
      type: 'b2c',
      ageRange: '28-40',
      income: '$80k-$150k',
      occupation: 'Teachers and nurses',
      geographics: ['Leeds, UK'],
      psychographics: 'Careful planners who want certainty about monthly costs before they commit.',
      painPoints: [
        'Saving for a deposit takes years while rent keeps rising',
        'Mortgage offers are hard to compare across lenders',
        'Fear of hidden fees at completion',
      ],
      goals: ['Own a home within three years'],
      preferredChannels: ['Instagram', 'Local community groups'],
    },
  });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { scoreState?: string }).scoreState).toBe('updating');
  await expect(scoreCard.getByText(/^Overall score \d+ out of 100/)).not.toHaveText(before ?? '', {
    timeout: 5000,
  });
  await expect(scoreCard.getByTestId('score-freshness')).toHaveCount(0);

  await scoreCard.getByRole('button', { name: 'Re-analyze' }).click();
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  // The toast names the score; the card shows the same score with the label of its band (docs/product.md §9).
  const toast = await page.getByText(/Your profile scored \d+ out of 100/).textContent();
  const score = Number(/scored (\d+)/.exec(toast ?? '')?.[1]);
  expect(score).toBeGreaterThanOrEqual(0);
  const label = score >= 76 ? 'Excellent' : score >= 51 ? 'Good' : 'Needs Work';
  const card = page.getByRole('region', { name: 'Quality Score' });
  await expect(card.getByText(`Overall score ${score} out of 100, ${label}`)).toBeAttached();
  await expect(card.getByTestId('score-band')).toHaveText(label);
  await expect(page.getByRole('meter', { name: 'Demographics' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Pain Points' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-analyze' })).toBeVisible();
});
