import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { newUser, registerThroughUi } from './support/users';

/** The roadmap on the playbook page and in people's calendars (docs/product.md §2, "Roadmap"). */

async function createPlaybookWithCampaigns(page: Page): Promise<string> {
  const icp = await page.request.post('/api/icps', {
    data: { name: 'Family dental practices', type: 'b2b', industry: 'Dentistry' },
  });
  expect(icp.status()).toBe(201);
  const icpId = ((await icp.json()) as { id: string }).id;
  const res = await page.request.post('/api/playbooks', {
    data: {
      icpId,
      name: 'Spring plan, 2027',
      timeline: '90 days from 2027-01-04:',
      campaigns: [
        {
          name: 'Open house; new patients',
          stage: 'awareness',
          owner: 'Practice owner',
          offer: 'Free check-up',
          kpi: 'New-patient bookings',
          startDate: '2027-01-10',
          endDate: '2027-01-20',
        },
        { name: 'Referral push', stage: 'decision', owner: 'Marketing lead', startDay: 31, endDay: 60 },
        { name: 'Loyalty club', stage: 'retention', owner: 'Front desk', startDay: 61, endDay: 90 },
        { name: 'Someday campaign', objective: 'No timing yet' },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('the roadmap as a timeline on the playbook page, and as a calendar file with one event per dated campaign', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, newUser('Rowan'));
  const playbookId = await createPlaybookWithCampaigns(page);
  await page.goto(`/playbooks/${playbookId}`);

  const card = page.getByRole('region', { name: 'Roadmap' });
  await expect(page.getByRole('heading', { name: 'Marketing Campaigns' })).toBeVisible();
  await expect(card).toBeVisible();
  const items = card.getByRole('list', { name: 'Roadmap timeline' }).getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText('Open house; new patients');
  await expect(items.nth(0)).toContainText('Awareness');
  await expect(items.nth(0)).toContainText('Jan 10 – Jan 20, 2027');
  await expect(items.nth(1)).toContainText('Feb 3 – Mar 4, 2027 (days 31–60)');
  await expect(items.nth(3)).toContainText('No dates');
  await expect(card).toContainText('1 campaign without dates');

  // The calendar file, under the playbook's name.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('spring-plan-2027-roadmap.ics');
  const ics = readFileSync(await file.path(), 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const events = ics
    .replace(/\r\n /g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((e) => e.split('\r\n'));
  expect(events).toHaveLength(3);
  const summaryAndStart = events.map((lines) => [
    lines.find((l) => l.startsWith('SUMMARY:')),
    lines.find((l) => l.startsWith('DTSTART')),
  ]);
  expect(summaryAndStart).toEqual([
    ['SUMMARY:Open house\\; new patients', 'DTSTART;VALUE=DATE:20270110'],
    ['SUMMARY:Referral push', 'DTSTART;VALUE=DATE:20270203'],
    ['SUMMARY:Loyalty club', 'DTSTART;VALUE=DATE:20270305'],
  ]);
  expect(ics).toContain('X-ICP-STUDIO-UNDATED-CAMPAIGNS:1');

  // The page in that state through axe (WCAG 2.0/2.1 A and AA).
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // On a phone the page does not scroll sideways; the timeline fits its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.ROADMAP_SHOTS) {
    await card.screenshot({ path: `${process.env.ROADMAP_SHOTS}/roadmap-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.screenshot({ path: `${process.env.ROADMAP_SHOTS}/roadmap-1280.png` });
  }
});
