import { test, expect } from '@playwright/test';
import { clientAndAdvisor } from './support/users';

test('an advisor gives a client a dated task; the client completes it from /tasks; the advisor sees it done', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { client, c, v, clientId } = await clientAndAdvisor(browser, 'Harper', 'Rowan');

  const res = await c.request.post('/api/icps', {
    data: { name: 'Family dentists in Bristol', type: 'b2c', industry: 'Dentistry' },
  });
  expect(res.status()).toBe(201);
  const icpId = ((await res.json()) as { id: string }).id;

  // My Clients lists Harper, linked to the team page narrowed to her.
  await v.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Clients' }).click();
  await expect(v).toHaveURL(/\/team\/clients$/);
  const row = v.getByRole('row', { name: `${client.firstName} ${client.lastName}` });
  await expect(row).toBeVisible();
  await expect(row.getByText(client.email)).toBeVisible();

  // The advisor writes Harper a task on her profile, due on a day already past.
  await v.goto(`/icp/${icpId}`);
  await v.getByLabel('Note', { exact: true }).fill('Send the three best patient reviews');
  await v.getByText('Make it a task').click();
  await v.getByLabel('Assign to').selectOption(clientId);
  await v.getByLabel('Due date').fill('2024-03-01');
  await v.getByRole('button', { name: 'Add Task' }).click();
  await expect(v.getByText('Task created successfully')).toBeVisible();

  // Under Tasks, "Assigned by me" holds it, overdue and highlighted, linked to the profile.
  await v.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(v).toHaveURL(/\/tasks$/);
  await v.getByRole('tab', { name: /Assigned by me/ }).click();
  const byMe = v.getByTestId('task-row').filter({ hasText: 'Send the three best patient reviews' });
  await expect(byMe).toHaveAttribute('data-overdue', 'true');
  await expect(byMe.getByText('Overdue')).toBeVisible();
  await expect(byMe.getByText('Mar 1, 2024')).toBeVisible();
  await expect(byMe.getByRole('link', { name: 'Family dentists in Bristol' })).toHaveAttribute(
    'href',
    `/icp/${icpId}`,
  );

  // Harper finds it under "Assigned to me" (also from her dashboard) and ticks it off.
  await c.goto('/');
  await c.getByRole('link', { name: 'My Tasks' }).click();
  await expect(c).toHaveURL(/\/tasks$/);
  const mine = c.getByTestId('task-row').filter({ hasText: 'Send the three best patient reviews' });
  await expect(mine).toHaveAttribute('data-overdue', 'true');
  await expect(mine.getByText('You')).toBeVisible();
  // The box is drawn over its (visually hidden) input: a click on what the user sees ticks it.
  await expect(
    mine.getByRole('checkbox', { name: /Complete task: Send the three best patient reviews/ }),
  ).not.toBeChecked();
  await mine.locator('[data-part="control"]').click();
  await expect(mine).toHaveCount(0);
  await c.getByRole('tab', { name: /Done/ }).click();
  await expect(
    c.getByRole('checkbox', { name: /Reopen task: Send the three best patient reviews/ }),
  ).toBeChecked();

  // The advisor sees it under Done, no longer overdue.
  await v.goto('/tasks?filter=done');
  const done = v.getByTestId('task-row').filter({ hasText: 'Send the three best patient reviews' });
  await expect(done).toBeVisible();
  await expect(done.getByText('Overdue')).toHaveCount(0);
  await v.goto('/tasks?filter=overdue');
  await expect(v.getByText('Nothing overdue')).toBeVisible();
});
