import { test, expect, type Page } from '@playwright/test';
import { makeAdvisorOf, newUser, registerThroughUi, userIdOf, type TestUser } from './support/users';

/**
 * docs/product.md §18: an advisor with three clients sorts the portfolio by overdue tasks and opens the
 * client at the top; that client signs off their profile's version; the advisor sees it signed off, and
 * "changed since" once the profile is edited.
 */
test('an advisor sorts the portfolio by overdue tasks, and follows a client’s sign-off', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const advisor = newUser('Morgan');
  const clients: { user: TestUser; page: Page; id: string; icpId: string; overdue: number }[] = [];
  for (const [first, overdue] of [
    ['Quinn', 1],
    ['Riley', 3],
    ['Sage', 0],
  ] as const) {
    const user = newUser(first);
    const page = await (await browser.newContext()).newPage();
    await registerThroughUi(page, user);
    const icp = await page.request.post('/api/icps', {
      data: { name: `${first}'s dentists`, type: 'b2b', industry: 'Dentistry' },
    });
    expect(icp.status()).toBe(201);
    const icpId = ((await icp.json()) as { id: string }).id;
    for (let i = 0; i < overdue; i++) {
      const task = await page.request.post('/api/notes', {
        data: { icpId, note: `Overdue ${i + 1}`, isTask: true, dueDate: '2024-03-01' },
      });
      expect(task.status()).toBe(201);
    }
    clients.push({ user, page, id: await userIdOf(page), icpId, overdue });
  }
  const v = await (await browser.newContext()).newPage();
  await registerThroughUi(v, advisor);
  // The admin makes Morgan an advisor and assigns the three clients (set-up, through the admin API).
  await makeAdvisorOf(
    browser,
    advisor,
    v,
    clients.map((c) => c.id),
  );

  // The advisor's menu opens the portfolio; sorting by overdue puts Riley (3) first.
  await v.getByRole('link', { name: 'Portfolio' }).first().click();
  await expect(v).toHaveURL(/\/team\/cockpit$/);
  await expect(v.getByRole('heading', { level: 1, name: 'Client portfolio' })).toBeVisible();
  const rows = v.getByTestId('cockpit-row');
  await expect(rows).toHaveCount(3);
  await v.getByTestId('sort-overdueTasks').click();
  const riley = clients[1]!;
  const rileyName = `${riley.user.firstName} ${riley.user.lastName}`;
  await expect(rows.first()).toHaveAttribute('aria-label', rileyName);
  await expect(rows.first()).toContainText('Profile: not signed off');
  await expect(v.getByTestId('attention-list')).toContainText('3 overdue tasks');
  await rows.first().getByRole('link', { name: rileyName }).click();
  await expect(v).toHaveURL(new RegExp(`/icp/${riley.icpId}$`));
  await expect(v.getByRole('heading', { level: 1, name: "Riley's dentists" })).toBeVisible();
  // The advisor sees no sign-off and no button to sign for the client.
  await expect(v.getByRole('button', { name: 'Sign off this version' })).toHaveCount(0);

  // Riley signs off version 1 of the profile.
  await riley.page.goto(`/icp/${riley.icpId}`);
  await riley.page.getByRole('button', { name: 'Sign off this version' }).click();
  await expect(riley.page.getByTestId('sign-off-status')).toContainText('Signed off version 1 on');
  await expect(riley.page.getByRole('button', { name: 'Sign off this version' })).toHaveCount(0);

  // The advisor sees it signed off, on the profile and in the portfolio.
  await v.reload();
  await expect(v.getByTestId('sign-off-status')).toContainText('Signed off version 1 on');
  await v.goto('/team/cockpit');
  const row = v.getByRole('row', { name: rileyName });
  await expect(row).toContainText('Profile: v1 signed off');

  // An edit makes version 2: "changed since" in the portfolio and on the page.
  const current = (await (await v.request.get(`/api/icps/${riley.icpId}`)).json()) as Record<string, unknown>;
  const saved = await v.request.put(`/api/icps/${riley.icpId}`, {
    data: { name: current.name, type: current.type, industry: 'Orthodontics' },
  });
  expect(saved.status()).toBe(200);
  await v.reload();
  await expect(v.getByRole('row', { name: rileyName })).toContainText('Profile: changed since v1');
  await v.goto(`/icp/${riley.icpId}`);
  await expect(v.getByText('Changed since (now version 2)')).toBeVisible();
  // The client may sign off the new version.
  await riley.page.reload();
  await expect(riley.page.getByRole('button', { name: 'Sign off this version' })).toBeVisible();
});
