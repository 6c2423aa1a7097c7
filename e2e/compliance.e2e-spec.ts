import { test, expect } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** The compliance check on the playbook page (docs/compliance.md). */

test("a financial adviser's playbook promising returns shows the finding with its rule and a rewording", async ({
  page,
}) => {
  await registerThroughUi(page, newUser('Fiona'));
  const icp = await page.request.post('/api/icps', {
    data: {
      name: 'Retiring physicians',
      type: 'b2c',
      profession: 'financial-advisors',
      occupation: 'Physician',
      painPoints: ['Unsure when they can retire'],
    },
  });
  expect(icp.status()).toBe(201);
  const icpId = ((await icp.json()) as { id: string }).id;
  const playbook = await page.request.post('/api/playbooks', {
    data: {
      icpId,
      name: 'Retirement outreach',
      valueProposition: 'A written retirement plan, reviewed with you every year.',
      keyMessages: ['Plan your exit from clinical work', 'Guaranteed 12% returns on your savings'],
    },
  });
  expect(playbook.status()).toBe(201);
  const playbookId = ((await playbook.json()) as { id: string }).id;

  await page.goto(`/playbooks/${playbookId}`);
  const panel = page.getByRole('region', { name: 'Compliance check' });
  await expect(panel.getByText('1 to review')).toBeVisible();
  const finding = panel.getByRole('listitem');
  await expect(finding).toContainText('Key messages: “Guaranteed 12% returns”');
  await expect(finding.locator('mark')).toHaveText('Guaranteed 12% returns');
  await expect(finding).toContainText('A promise of investment returns');
  await expect(finding).toContainText('Rule: SEC Marketing Rule 206(4)-1');
  await expect(finding).toContainText(
    'Instead: a plan built to pursue your goals; returns are not guaranteed',
  );
  await expect(panel).toContainText('Guidance, not legal advice');
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: test.info().outputPath('compliance-card.png') });

  // The compliant wording clears the finding.
  const put = await page.request.get(`/api/playbooks/${playbookId}`);
  const current = (await put.json()) as Record<string, unknown>;
  const saved = await page.request.put(`/api/playbooks/${playbookId}`, {
    data: {
      icpId,
      name: current.name,
      valueProposition: current.valueProposition,
      keyMessages: ['Plan your exit from clinical work', 'Returns are not guaranteed; your plan is.'],
    },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(panel.getByText('No findings')).toBeVisible();
});

test("the wizard marks a financial adviser's promise as they type, and the offered wording clears it", async ({
  page,
}) => {
  await registerThroughUi(page, newUser('Farah'));
  const icp = await page.request.post('/api/icps', {
    data: { name: 'Young dentists', type: 'b2c', profession: 'financial-advisors', occupation: 'Dentist' },
  });
  expect(icp.status()).toBe(201);
  const icpId = ((await icp.json()) as { id: string }).id;

  await page.goto(`/playbooks/new?icpId=${icpId}`);
  const field = page.getByRole('textbox', { name: 'Value proposition', exact: true });
  await field.click();
  await field.pressSequentially('A written plan with guaranteed 12% returns', { delay: 10 });
  const block = page.getByTestId('compliance-valueProposition');
  await expect(block.getByRole('status')).toHaveText('Value proposition: 1 phrase to review for compliance');
  const findings = block.getByRole('list', { name: 'Compliance findings: Value proposition' });
  await expect(findings.locator('mark')).toHaveText('guaranteed 12% returns');
  await expect(findings).toContainText('A promise of investment returns');
  await expect(findings).toContainText('Rule: SEC Marketing Rule 206(4)-1');
  await expect(findings).toContainText(
    'Instead: a plan built to pursue your goals; returns are not guaranteed',
  );
  await expect(page.getByTestId('wizard-compliance-notice')).toContainText('Guidance, not legal advice');
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('wizard-compliance.png'), fullPage: true });

  await findings.getByRole('button', { name: /Use this wording/ }).click();
  await expect(field).toHaveValue(
    'A written plan with a plan built to pursue your goals; returns are not guaranteed',
  );
  await expect(block.getByRole('status')).toHaveText('Value proposition: no compliance findings');
  await expect(findings).toHaveCount(0);
});
