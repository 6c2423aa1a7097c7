import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/test/fixtures/icp-fixtures';
import { CLIENT_A, CLIENT_B, makeAdvisorClient, makeClientListing } from '@/test/fixtures/team-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { useState } from 'react';
import { ClientPickerDialog, PICKER_LIST_HEIGHT } from './client-picker-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return <ClientPickerDialog open={open} onOpenChange={setOpen} />;
}

const routes = [
  {
    path: '*',
    element: (
      <Routes>
        <Route path="/icp/new" element={<p>Wizard</p>} />
        <Route path="*" element={<Harness />} />
      </Routes>
    ),
  },
];

const params = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('client picker', () => {
  it('lets an advisor pick one of their clients; Create ICP waits for a choice', async () => {
    mockFetch({
      'GET /api/advisor/clients': {
        body: [
          makeAdvisorClient(),
          makeAdvisorClient({
            id: CLIENT_B,
            firstName: 'Mia',
            lastName: 'Chen',
            email: 'mia@example.com',
            notes: null,
          }),
        ],
      },
      // The advisor list has no counts: one-item pages per client give them.
      'GET /api/icps': (_init, url) => page([], params(url).get('userId') === CLIENT_A ? 1 : 4, 1, 0),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/team', { session: 'team_member', routes });

    const dialog = await screen.findByRole('dialog', { name: 'Select Client for ICP Creation' });
    expect(
      within(dialog).getByText('You can create ICPs only for the clients assigned to you.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('client-picker-list')).toHaveStyle({ height: PICKER_LIST_HEIGHT });
    const create = within(dialog).getByRole('button', { name: 'Create ICP' });
    expect(create).toBeDisabled();

    const ethan = await within(dialog).findByRole('radio', { name: /Ethan Walker/ });
    await waitFor(() => expect(within(dialog).getByText('1 ICP')).toBeInTheDocument());
    expect(within(dialog).getByText('4 ICPs')).toBeInTheDocument();
    const card = within(ethan.closest('label')!);
    expect(card.getByText('1 ICP')).toBeInTheDocument();
    expect(card.getByText('ethan@example.com')).toBeInTheDocument();
    expect(card.getByText('Assigned 3 days ago')).toBeInTheDocument();
    expect(card.getByText('“Quarterly strategy reviews”')).toBeInTheDocument();
    expect(card.getByText('EW')).toBeInTheDocument();

    await user.click(ethan);
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/icp/new'));
    expect(router.state.location.search).toBe(`?clientId=${CLIENT_A}`);
  });

  it('searches by name or email, and says when nothing matches', async () => {
    mockFetch({
      'GET /api/advisor/clients': {
        body: [
          makeAdvisorClient(),
          makeAdvisorClient({ id: CLIENT_B, firstName: 'Mia', lastName: 'Chen', email: 'mia@example.com' }),
        ],
      },
      'GET /api/icps': page([], 0, 1, 0),
    });
    const user = userEvent.setup();
    renderRoute('/team', { session: 'team_member', routes });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /Mia Chen/ });
    const search = within(dialog).getByRole('searchbox', { name: /Search clients/ });
    await user.type(search, 'MIA@');
    expect(within(dialog).queryByRole('radio', { name: /Ethan Walker/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Mia Chen/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(within(dialog).getByText('No clients found matching your search')).toBeInTheDocument();
  });

  it('says when an advisor has no clients', async () => {
    mockFetch({ 'GET /api/advisor/clients': { body: [] } });
    renderRoute('/team', { session: 'team_member', routes });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No clients available')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create ICP' })).toBeDisabled();
  });

  it('lets an admin pick any client, searched by the server', async () => {
    const seen: string[] = [];
    mockFetch({
      'GET /api/admin/clients': (_init, url) => {
        seen.push(url);
        const search = params(url).get('search');
        const all = [
          makeClientListing({ icpCount: 1 }),
          makeClientListing({
            id: CLIENT_B,
            firstName: 'Mia',
            lastName: 'Chen',
            email: 'mia@example.com',
            icpCount: 3,
          }),
        ];
        const items = search
          ? all.filter((c) => c.firstName.toLowerCase().includes(search.toLowerCase()))
          : all;
        return page(items, items.length, 25, 0);
      },
    });
    const user = userEvent.setup();
    renderRoute('/team', { session: 'admin', routes });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('As an admin, you can create an ICP for any client.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('1 ICP')).toBeInTheDocument();
    expect(within(dialog).getByText('3 ICPs')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: /Search clients/ }), 'mia');
    await waitFor(() => expect(params(seen.at(-1)!).get('search')).toBe('mia'));
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: /Ethan/ })).not.toBeInTheDocument(),
    );
    expect(params(seen.at(-1)!).get('limit')).toBe('25');
  });
});
