import type { AdminReports } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/test/fixtures/icp-fixtures';
import {
  ADVISOR_ID,
  CLIENT_B,
  OTHER_ADVISOR_ID,
  makeAdvisorClient,
  makeAdvisorSummary,
  makeClientListing,
} from '@/test/fixtures/team-fixtures';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const params = (url: string) => new URL(url, 'http://localhost').searchParams;

/** A desktop: every media query matches, so the pages show their tables. */
function wideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const lucas = makeClientListing({
  id: CLIENT_B,
  firstName: 'Lucas',
  lastName: 'Okafor',
  email: 'lucas@example.com',
  profession: 'dentists',
  createdAt: '2026-03-04T10:00:00.000Z',
  advisorId: OTHER_ADVISOR_ID,
  advisor: { firstName: 'Marcus', lastName: 'Reid' },
  assignedAt: new Date().toISOString(),
  icpCount: 2,
  playbookCount: 1,
});
const ethan = makeClientListing({ createdAt: '2025-01-01T00:00:00.000Z' });
const marcus = makeAdvisorSummary({
  id: OTHER_ADVISOR_ID,
  firstName: 'Marcus',
  lastName: 'Reid',
  clientCount: 1,
});
const olivia = makeAdvisorSummary({
  id: ADVISOR_ID,
  firstName: 'Olivia',
  lastName: 'Bennett',
  clientCount: 0,
});

describe('All Clients (/admin/clients)', () => {
  const handlers = (seen: string[]) => ({
    'GET /api/admin/clients': ((_init, url) => {
      seen.push(url);
      return page([lucas, ethan], 2, 10, 0);
    }) as MockHandler,
    'GET /api/admin/advisors': { body: [marcus, olivia] },
  });

  it('shows every client with profession, advisor, counts and sign-up date, newest first', async () => {
    wideScreen();
    const seen: string[] = [];
    mockFetch(handlers(seen));
    renderRoute('/admin/clients', { session: 'admin' });

    expect(await screen.findByRole('heading', { name: 'All Clients', level: 1 })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: 'Lucas Okafor' });
    expect(within(row).getByText('lucas@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Dentists')).toBeInTheDocument();
    expect(within(row).getByText('Marcus Reid')).toBeInTheDocument();
    expect(within(row).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '2 ICPs of Lucas Okafor' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: "Remove Lucas Okafor's assignment" })).toBeInTheDocument();
    const other = screen.getByRole('row', { name: 'Ethan Walker' });
    expect(within(other).getByText('Not set')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Assign Ethan Walker' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'descending');
    expect(params(seen.at(-1)!).get('sort')).toBe('createdAt');
    expect(params(seen.at(-1)!).get('order')).toBe('desc');
  });

  it('sorts on the server by the clicked column, turning it around on a second click', async () => {
    wideScreen();
    const seen: string[] = [];
    mockFetch(handlers(seen));
    const user = userEvent.setup();
    renderRoute('/admin/clients', { session: 'admin' });
    await screen.findByRole('row', { name: 'Lucas Okafor' });

    await user.click(screen.getByRole('button', { name: /^Client/ }));
    await waitFor(() => expect(params(seen.at(-1)!).get('sort')).toBe('name'));
    expect(params(seen.at(-1)!).get('order')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Client/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: /^Client/ }));
    await waitFor(() => expect(params(seen.at(-1)!).get('order')).toBe('desc'));

    await user.click(screen.getByRole('button', { name: /^Advisor/ }));
    await waitFor(() => expect(params(seen.at(-1)!).get('sort')).toBe('advisor'));
    expect(params(seen.at(-1)!).get('order')).toBe('asc');
  });

  it('on a phone: cards, and the order is a select', async () => {
    const seen: string[] = [];
    mockFetch(handlers(seen));
    const user = userEvent.setup();
    renderRoute('/admin/clients', { session: 'admin' });
    const card = await screen.findByRole('listitem', { name: 'Lucas Okafor' });
    expect(within(card).getByText('Dentists')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name A–Z');
    await waitFor(() => expect(params(seen.at(-1)!).get('sort')).toBe('name'));
  });

  it('opens on one advisor’s clients from ?advisor=, and removes an assignment', async () => {
    wideScreen();
    const seen: string[] = [];
    const fetchMock = mockFetch({
      ...handlers(seen),
      [`DELETE /api/admin/assignments/${CLIENT_B}`]: { body: { message: 'Assignment removed' } },
    });
    const user = userEvent.setup();
    renderRoute(`/admin/clients?advisor=${OTHER_ADVISOR_ID}`, { session: 'admin' });
    await screen.findByRole('row', { name: 'Lucas Okafor' });
    expect(params(seen[0]!).get('advisorId')).toBe(OTHER_ADVISOR_ID);

    await user.click(screen.getByRole('button', { name: "Remove Lucas Okafor's assignment" }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/admin/assignments/${CLIENT_B}`,
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('says when there are no clients yet', async () => {
    mockFetch({ 'GET /api/admin/clients': page([], 0, 10, 0), 'GET /api/admin/advisors': { body: [] } });
    renderRoute('/admin/clients', { session: 'admin' });
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
  });
});

describe('Advisors (/admin/advisors)', () => {
  it('lists every advisor with their workload, and their clients on demand', async () => {
    const seen: string[] = [];
    mockFetch({
      'GET /api/admin/advisors': { body: [marcus, olivia] },
      'GET /api/advisor/clients': ((_init, url) => {
        seen.push(url);
        return {
          body: [
            {
              ...makeAdvisorClient({ id: CLIENT_B, firstName: 'Lucas', lastName: 'Okafor' }),
              icpCount: 2,
              playbookCount: 1,
              openTasks: 3,
              lastActivityAt: null,
            },
          ],
        };
      }) as MockHandler,
    });
    const user = userEvent.setup();
    renderRoute('/admin/advisors', { session: 'admin' });

    const row = await screen.findByRole('listitem', { name: 'Marcus Reid' });
    expect(within(row).getByText('1 client')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Manage the clients of Marcus Reid' })).toHaveAttribute(
      'href',
      `/admin/clients?advisor=${OTHER_ADVISOR_ID}`,
    );
    const idle = screen.getByRole('listitem', { name: 'Olivia Bennett' });
    expect(within(idle).getByText('0 clients')).toBeInTheDocument();
    expect(within(idle).getByRole('button', { name: 'Show clients of Olivia Bennett' })).toBeDisabled();
    expect(seen).toEqual([]); // nothing fetched until opened

    const show = within(row).getByRole('button', { name: 'Show clients of Marcus Reid' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const table = await within(row).findByRole('table', { name: 'Clients of Marcus Reid' });
    expect(within(table).getByText('Lucas Okafor')).toBeInTheDocument();
    expect(within(table).getByText('2 ICPs · 1 playbook')).toBeInTheDocument();
    expect(within(table).getByText('No activity yet')).toBeInTheDocument();
    expect(params(seen[0]!).get('advisorId')).toBe(OTHER_ADVISOR_ID);
    expect(within(row).getByRole('button', { name: 'Hide clients of Marcus Reid' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const figures = screen.getByRole('region', { name: 'Workload in figures' });
    expect(within(figures).getByText('0.5')).toBeInTheDocument(); // clients per advisor
  });

  it('says when there are no advisors', async () => {
    mockFetch({ 'GET /api/admin/advisors': { body: [] } });
    renderRoute('/admin/advisors', { session: 'admin' });
    expect(await screen.findByText('No advisors yet')).toBeInTheDocument();
  });
});

describe('Reports (/admin/reports)', () => {
  const report: AdminReports = {
    weeks: [
      { weekStart: '2026-11-09', profiles: 1, playbooks: 0 },
      { weekStart: '2026-11-16', profiles: 0, playbooks: 0 },
      { weekStart: '2026-11-23', profiles: 3, playbooks: 2 },
    ],
    scoreBuckets: [
      { label: '0–19', min: 0, max: 19, count: 0 },
      { label: '20–39', min: 20, max: 39, count: 1 },
      { label: '40–59', min: 40, max: 59, count: 0 },
      { label: '60–79', min: 60, max: 79, count: 2 },
      { label: '80–100', min: 80, max: 100, count: 0 },
    ],
    unscored: 1,
    advisorWorkload: [
      { advisorId: OTHER_ADVISOR_ID, firstName: 'Marcus', lastName: 'Reid', clientCount: 1 },
      { advisorId: ADVISOR_ID, firstName: 'Olivia', lastName: 'Bennett', clientCount: 4 },
    ],
  };

  it('summarises each chart and gives its figures as a table', async () => {
    mockFetch({ 'GET /api/admin/reports': { body: report } });
    renderRoute('/admin/reports', { session: 'admin' });

    expect(
      await screen.findByText('4 ICPs and 2 playbooks created in the last 3 weeks.'),
    ).toBeInTheDocument();
    const weekly = screen.getByRole('table', { name: 'ICPs and playbooks created per week' });
    expect(within(weekly).getByRole('row', { name: 'Nov 23 3 2' })).toBeInTheDocument();
    expect(screen.getByText('3 scored ICPs, most of them 60–79; 1 not scored yet.')).toBeInTheDocument();
    const scores = screen.getByRole('table', { name: 'ICPs by quality score' });
    expect(within(scores).getByRole('row', { name: 'Unscored 1' })).toBeInTheDocument();
    expect(within(scores).getByRole('row', { name: '60–79 2' })).toBeInTheDocument();
    expect(
      screen.getByText('5 clients among 2 advisors; the busiest, Olivia Bennett, has 4.'),
    ).toBeInTheDocument();
    const workload = screen.getByRole('table', { name: 'Clients per advisor' });
    expect(
      within(workload)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Olivia Bennett4', 'Marcus Reid1']);
  });

  it('shows friendly empty states on an empty installation', async () => {
    mockFetch({
      'GET /api/admin/reports': {
        body: {
          ...report,
          weeks: report.weeks.map((w) => ({ ...w, profiles: 0, playbooks: 0 })),
          scoreBuckets: report.scoreBuckets.map((b) => ({ ...b, count: 0 })),
          unscored: 0,
          advisorWorkload: [],
        },
      },
    });
    renderRoute('/admin/reports', { session: 'admin' });
    expect(await screen.findByText('Nothing created in the last 12 weeks')).toBeInTheDocument();
    expect(screen.getByText('No ICPs yet')).toBeInTheDocument();
    expect(screen.getByText('No advisors yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the reports fail', async () => {
    mockFetch({ 'GET /api/admin/reports': { status: 503, body: { message: 'Service unavailable' } } });
    renderRoute('/admin/reports', { session: 'admin' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
