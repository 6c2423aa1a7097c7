import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { CLIENT_A, CLIENT_B, makeAdvisorClient } from '@/test/fixtures/team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ethan = {
  ...makeAdvisorClient({ profession: 'dentists' }),
  icpCount: 2,
  playbookCount: 1,
  openTasks: 3,
  lastActivityAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
};
const mia = {
  ...makeAdvisorClient({
    id: CLIENT_B,
    firstName: 'Mia',
    lastName: 'Chen',
    email: 'mia@example.com',
    notes: null,
  }),
  icpCount: 0,
  playbookCount: 0,
  openTasks: 0,
  lastActivityAt: null,
};

describe('My Clients page', () => {
  it("lists the advisor's clients with profession, counts, open tasks and last activity, each linked", async () => {
    mockFetch({ 'GET /api/advisor/clients': { body: [ethan, mia] } });
    renderRoute('/team/clients', { session: 'team_member' });

    expect(await screen.findByRole('heading', { level: 1, name: /My Clients/ })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My clients' });
    const row = within(table).getByRole('row', { name: 'Ethan Walker' });
    expect(within(row).getByText('ethan@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Dentists')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('about 2 hours ago')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Ethan Walker' })).toHaveAttribute(
      'href',
      '/team?search=Ethan%20Walker',
    );
    const other = within(table).getByRole('row', { name: 'Mia Chen' });
    expect(within(other).getByText('Not set')).toBeInTheDocument();
    expect(within(other).getByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByLabelText('2 in total')).toBeInTheDocument();
    expect(CLIENT_A).toBe(ethan.id);
  });

  it('searches by name, email or profession, and says when nothing matches', async () => {
    mockFetch({ 'GET /api/advisor/clients': { body: [ethan, mia] } });
    const user = userEvent.setup();
    renderRoute('/team/clients', { session: 'team_member' });
    const table = await screen.findByRole('table', { name: 'My clients' });

    await user.type(screen.getByLabelText('Search clients'), 'dent');
    expect(
      within(table)
        .getAllByTestId('client-row')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Ethan Walker']);
    await user.clear(screen.getByLabelText('Search clients'));
    await user.type(screen.getByLabelText('Search clients'), 'mia@');
    expect(screen.getAllByTestId('client-row').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Mia Chen',
    ]);
    await user.type(screen.getByLabelText('Search clients'), 'zzz');
    expect(await screen.findByText('No clients match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByTestId('client-row')).toHaveLength(2);
  });

  it('says when no clients are assigned yet', async () => {
    mockFetch({ 'GET /api/advisor/clients': { body: [] } });
    renderRoute('/team/clients', { session: 'team_member' });
    expect(await screen.findByText('No clients assigned yet')).toBeInTheDocument();
  });

  it('points an admin to the admin page without asking for an advisor list', async () => {
    const fetch = mockFetch({});
    renderRoute('/team/clients', { session: 'admin' });
    expect(await screen.findByText('All clients are on the admin page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the admin page/ })).toHaveAttribute('href', '/admin');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/advisor/clients'))).toBe(false);
  });
});
