import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** The message tester on a profile (docs/product.md §16): offline scoring of a piece of copy. */

test('test a message: a generic one scores weak, a specific one scores higher, a promise of returns is flagged', async ({
  page,
}) => {
  await registerThroughUi(page, newUser('Mona'));
  const created = await page.request.post('/api/icps', {
    data: {
      name: 'Hospital doctors near retirement',
      type: 'b2c',
      profession: 'financial-advisors',
      occupation: 'Hospital doctors',
      painPoints: [
        'No time to look after a pension between night shifts',
        'Worried about the pension annual allowance tax charge',
      ],
      goals: ['Retire at 58 without cutting their lifestyle'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/icp/${id}`);
  await page.getByRole('tab', { name: 'Test a message' }).click();
  const card = page.getByRole('region', { name: 'Test a message' });
  await expect(card.getByText('The score appears here as you type.')).toBeVisible();
  await card.getByLabel('Journey stage it targets').selectOption('decision');

  const copy = card.getByLabel('Your copy');
  await copy.fill('Your trusted partner for holistic, end-to-end wealth solutions. Contact us today.');
  const score = card.getByTestId('message-score');
  await expect(card.getByText('Weak')).toBeVisible();
  const weak = Number((await score.textContent())?.split(' ')[0]);
  await expect(card.getByRole('list', { name: 'Jargon and stock phrases' })).toContainText('holistic');

  await copy.fill(
    'Doctors: worried about the pension tax charge? Book a free 30-minute review this month and see what retiring at 58 would take.',
  );
  await expect(card.getByTestId('message-stage')).toHaveText('Fits the decision stage.');
  await expect(card.getByRole('list', { name: 'Speaks to' })).toContainText(
    'Worried about the pension annual allowance tax charge',
  );
  const strong = Number((await score.textContent())?.split(' ')[0]);
  expect(strong).toBeGreaterThanOrEqual(weak + 30);
  await card.screenshot({ path: test.info().outputPath('message-tester.png') });

  // A promise of returns: the compliance finding, its rule and a rewording, and the notice.
  await copy.fill('Doctors: guaranteed 12% returns on your pension. Book a call.');
  const findings = card.getByRole('list', { name: 'Compliance findings' });
  await expect(findings).toContainText('guaranteed 12% returns');
  await expect(findings).toContainText('Rule: SEC Marketing Rule');
  await expect(card).toContainText('Guidance, not legal advice');
  await expect(
    card.getByRole('list', { name: 'What to change' }).getByRole('listitem').first(),
  ).toContainText('Reword “guaranteed 12% returns”');
});
