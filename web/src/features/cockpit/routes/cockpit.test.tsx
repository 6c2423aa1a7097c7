import { cockpitRow, type Cockpit, type CockpitClient } from '@icp-studio/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const client = (n: number, firstName: string, lastName: string): CockpitClient => ({
  id: id(n),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  advisorId: null,
  advisorName: null,
});
const profile = (n: number, overall: number, version = 1, signed: number | null = null) => ({
  id: id(100 + n),
  name: `Profile ${n}`,
  status: 'in_progress',
  version,
  score: { overall, demographics: 80, psychographics: 40, painPoints: 60, needs: 20, channels: 90 },
  evidence: { filled: 4, observed: 1 },
  signOff: signed ? { version: signed, signedAt: daysAgo(2) } : null,
});
const tasks = (open: number, overdue: number, last: string | null) => ({
  playbookCount: 0,
  playbook: null,
  openTasks: open,
  overdueTasks: overdue,
  lastActivityAt: last,
});

/** Three clients: Alma (2 overdue), Ben (5 overdue, low score), Cleo (stale, signed off and changed). */
const COCKPIT: Cockpit = {
  staleAfterDays: 90,
  lowScoreBelow: 50,
  truncated: false,
  clients: [
    cockpitRow(
      client(1, 'Alma', 'Ames'),
      { profileCount: 1, profile: profile(1, 72), lastActivityAt: daysAgo(1) },
      tasks(3, 2, daysAgo(1)),
      NOW,
    ),
    cockpitRow(
      client(2, 'Ben', 'Brooks'),
      { profileCount: 2, profile: profile(2, 35, 1, 1), lastActivityAt: daysAgo(3) },
      tasks(6, 5, daysAgo(3)),
      NOW,
    ),
    cockpitRow(
      client(3, 'Cleo', 'Cruz'),
      { profileCount: 1, profile: profile(3, 88, 3, 2), lastActivityAt: daysAgo(200) },
      tasks(0, 0, null),
      NOW,
    ),
  ],
};

const names = (table: HTMLElement) =>
  within(table)
    .getAllByTestId('cockpit-row')
    .map((r) => r.getAttribute('aria-label'));

describe('Client portfolio page', () => {
  it('lists the clients with their score strip, KPI "—", tasks and sign-off, and what needs attention', async () => {
    mockFetch({ 'GET /api/advisor/cockpit': { body: COCKPIT } });
    renderRoute('/team/cockpit', { session: 'team_member' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Client portfolio' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Client portfolio' });
    expect(names(table)).toEqual(['Alma Ames', 'Ben Brooks', 'Cleo Cruz']);
    const ben = within(table).getByRole('row', { name: 'Ben Brooks' });
    expect(within(ben).getByRole('img', { name: /^Score 35: Demographics 80/ })).toBeInTheDocument();
    expect(within(ben).getByLabelText('No KPI status')).toHaveTextContent('—');
    expect(within(ben).getByText('Profile: v1 signed off')).toBeInTheDocument();
    expect(within(ben).getByRole('link', { name: 'Ben Brooks' })).toHaveAttribute('href', `/icp/${id(102)}`);
    const cleo = within(table).getByRole('row', { name: 'Cleo Cruz' });
    expect(within(cleo).getByText('Profile: changed since v2')).toBeInTheDocument();
    expect(within(cleo).getByText('Stale')).toBeInTheDocument();

    const attention = screen.getByTestId('attention-list');
    const items = within(attention).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ben Brooks');
    expect(items[0]).toHaveTextContent('5 overdue tasks');
    expect(items[0]).toHaveTextContent('Profile score 35 (below 50)');
    expect(attention).toHaveTextContent('No update in 90 days');
    expect(screen.getByRole('link', { name: 'See My Clients' })).toHaveAttribute('href', '/team/clients');
  });

  it('sorts by each column, overdue tasks most first and again fewest first', async () => {
    mockFetch({ 'GET /api/advisor/cockpit': { body: COCKPIT } });
    const user = userEvent.setup();
    renderRoute('/team/cockpit', { session: 'team_member' });
    const table = await screen.findByRole('table', { name: 'Client portfolio' });

    await user.click(screen.getByTestId('sort-overdueTasks'));
    expect(names(table)).toEqual(['Ben Brooks', 'Alma Ames', 'Cleo Cruz']);
    expect(screen.getByTestId('sort-overdueTasks').closest('th')).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByTestId('sort-overdueTasks'));
    expect(names(table)).toEqual(['Cleo Cruz', 'Alma Ames', 'Ben Brooks']);
    await user.click(screen.getByTestId('sort-score'));
    expect(names(table)).toEqual(['Cleo Cruz', 'Alma Ames', 'Ben Brooks']);
    await user.click(screen.getByTestId('sort-lastActivity'));
    expect(names(table)).toEqual(['Alma Ames', 'Ben Brooks', 'Cleo Cruz']);
    await user.click(screen.getByTestId('sort-name'));
    expect(names(table)).toEqual(['Alma Ames', 'Ben Brooks', 'Cleo Cruz']);
    await user.click(screen.getByTestId('sort-name'));
    expect(names(table)).toEqual(['Cleo Cruz', 'Ben Brooks', 'Alma Ames']);
  });

  it('filters: stale only, needs sign-off, and a name search; says when nothing matches', async () => {
    mockFetch({ 'GET /api/advisor/cockpit': { body: COCKPIT } });
    const user = userEvent.setup();
    renderRoute('/team/cockpit', { session: 'team_member' });
    const table = await screen.findByRole('table', { name: 'Client portfolio' });

    await user.selectOptions(screen.getByLabelText('Show'), 'stale');
    expect(names(table)).toEqual(['Cleo Cruz']);
    await user.selectOptions(screen.getByLabelText('Show'), 'sign_off');
    expect(names(table)).toEqual(['Alma Ames', 'Cleo Cruz']);
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    await user.type(screen.getByLabelText('Search clients by name'), 'ben');
    expect(names(table)).toEqual(['Ben Brooks']);
    await user.selectOptions(screen.getByLabelText('Show'), 'kpi_behind');
    expect(await screen.findByText('No clients match')).toBeInTheDocument();
  });

  it('says so when the advisor has no clients yet', async () => {
    mockFetch({ 'GET /api/advisor/cockpit': { body: { ...COCKPIT, clients: [] } } });
    renderRoute('/team/cockpit', { session: 'team_member' });
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
  });
});
