import { test, expect } from '@playwright/test';
import { parseLinkHeader } from '@icp-studio/contracts';
import { newUser, registerThroughUi } from './support/users';

const PROFILES = 250;
const name = (i: number) => `Paged profile ${String(i).padStart(3, '0')}`;

/**
 * Lists answer a JSON array with the total in X-Total-Count and the pages in Link, through the edge;
 * the dashboard pages through 250 profiles with Load more, reading those headers.
 */
test('a client with 250 profiles pages through them by the API headers and in the dashboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerThroughUi(page, newUser('Paige'));

  // 250 profiles through the API, ten at a time.
  for (let i = 0; i < PROFILES; i += 10) {
    const batch = Array.from({ length: Math.min(10, PROFILES - i) }, (_, k) =>
      page.request.post('/api/icps', { data: { name: name(i + k + 1), type: 'b2b' } }),
    );
    for (const res of await Promise.all(batch)) expect(res.status()).toBe(201);
  }

  // The API: pages of the default size (100) along Link rel="next", the total in X-Total-Count.
  const seen = new Set<string>();
  let url: string | undefined = '/api/icps?search=Paged';
  const sizes: number[] = [];
  while (url) {
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { id: string; name: string }[];
    expect(Array.isArray(body)).toBe(true);
    expect(res.headers()['x-total-count']).toBe(String(PROFILES));
    const links = parseLinkHeader(res.headers()['link']);
    expect(links.first).toBe('/api/icps?search=Paged&limit=100&offset=0');
    expect(links.last).toBe('/api/icps?search=Paged&limit=100&offset=200');
    for (const icp of body) seen.add(icp.id);
    sizes.push(body.length);
    url = links.next;
  }
  expect(sizes).toEqual([100, 100, 50]);
  expect(seen.size).toBe(PROFILES);

  // The dashboard: nine at a time, Load more until the last page.
  const requested: number[] = [];
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname === '/api/icps' && u.searchParams.get('limit') === '9')
      requested.push(Number(u.searchParams.get('offset')));
  });
  await page.goto('/');
  const count = page.getByRole('group', { name: 'Client Profiles' });
  await expect(count.getByText(String(PROFILES), { exact: true })).toBeVisible();
  const cards = page.getByRole('article', { name: /^Paged profile \d{3}$/ });
  await expect(cards).toHaveCount(9);
  await expect(page.getByText(`Showing 9 of ${PROFILES} profiles`)).toBeVisible();

  const loadMore = page.getByRole('button', { name: 'Load more' });
  for (let shown = 9; shown < PROFILES;) {
    await loadMore.click();
    shown = Math.min(PROFILES, shown + 9);
    await expect(cards).toHaveCount(shown);
    if (shown < PROFILES)
      await expect(page.getByText(`Showing ${shown} of ${PROFILES} profiles`)).toBeVisible();
  }
  await expect(loadMore).toHaveCount(0);
  const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(PROFILES);
  // Each page asked once, at the offsets the Link headers named.
  expect(requested).toEqual(Array.from({ length: Math.ceil(PROFILES / 9) }, (_, k) => k * 9));
});
