import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/test/fixtures/icp-fixtures';
import {
  ADVISOR_ID,
  CLIENT_A,
  CLIENT_B,
  makeAdvisorSummary,
  makeClientListing,
  OTHER_ADVISOR_ID,
} from '@/test/fixtures/team-fixtures';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';

afterEach(() => {
  vi.unstubAllGlobals();
});

const params = (url: string) => new URL(url, 'http://localhost').searchParams;

const metrics = {
  totalUsers: 18,
  totalICPs: 7,
  totalPlaybooks: 2,
  activeAssignments: 5,
  unassignedClients: 9,
  advisorCount: 2,
};

const assigned = makeClientListing({
  id: CLIENT_B,
  firstName: 'Lucas',
  lastName: 'Okafor',
  email: 'lucas@example.com',
  advisorId: OTHER_ADVISOR_ID,
  advisor: { firstName: 'Marcus', lastName: 'Reid' },
  assignedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  notes: 'Weekly check-ins',
  icpCount: 2,
  playbookCount: 1,
});
const unassigned = makeClientListing({ icpCount: 1 });

const recent = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `0000000${i}-0000-4000-8000-000000000000`,
    firstName: `Client${i}`,
    lastName: 'Test',
    email: `c${i}@example.com`,
    assignedAt: new Date().toISOString(),
  }));

const advisors = [
  makeAdvisorSummary({
    id: OTHER_ADVISOR_ID,
    firstName: 'Marcus',
    lastName: 'Reid',
    clientCount: 2,
    clients: recent(2),
  }),
  makeAdvisorSummary({
    id: ADVISOR_ID,
    firstName: 'Olivia',
    lastName: 'Bennett',
    clientCount: 5,
    clients: recent(3),
  }),
];

function handlers(
  overrides: Record<string, MockHandler | { status?: number; body?: unknown }> = {},
  seen: string[] = [],
) {
  return {
    'GET /api/admin/metrics': { body: metrics },
    'GET /api/admin/clients': ((_init, url) => {
      seen.push(url);
      return page([unassigned, assigned], 14, 10, 0);
    }) as MockHandler,
    'GET /api/admin/advisors': { body: advisors },
    'GET /api/users': page([], 0, 8, 0),
    ...overrides,
  };
}

describe('admin page', () => {
  it('shows the six metrics, the clients and the advisor workload', async () => {
    mockFetch(handlers());
    renderRoute('/admin', { session: 'admin' });

    for (const [title, value] of [
      ['Total Users', '18'],
      ['Total ICPs', '7'],
      ['Playbooks', '2'],
      ['Assignments', '5'],
      ['Unassigned', '9'],
      ['Advisors', '2'],
    ]) {
      const card = await screen.findByRole('group', { name: title });
      expect(await within(card).findByText(value!)).toBeInTheDocument();
    }

    const lucas = await screen.findByRole('listitem', { name: 'Lucas Okafor' });
    expect(within(lucas).getByText('Marcus Reid')).toBeInTheDocument();
    expect(within(lucas).getByText('Assigned 2 days ago')).toBeInTheDocument();
    expect(within(lucas).getByRole('combobox', { name: 'Role of Lucas Okafor' })).toHaveDisplayValue(
      'Client',
    );
    expect(within(lucas).getByRole('link', { name: '2 ICPs of Lucas Okafor' })).toHaveAttribute(
      'href',
      '/team?search=Lucas%20Okafor',
    );
    expect(within(lucas).getByRole('link', { name: 'Create ICP for Lucas Okafor' })).toHaveAttribute(
      'href',
      `/icp/new?clientId=${CLIENT_B}`,
    );
    expect(within(lucas).getByRole('button', { name: 'Reassign Lucas Okafor' })).toBeInTheDocument();
    expect(
      within(lucas).getByRole('button', { name: "Remove Lucas Okafor's assignment" }),
    ).toBeInTheDocument();

    const ethan = screen.getByRole('listitem', { name: 'Ethan Walker' });
    expect(within(ethan).getByText('Unassigned')).toBeInTheDocument();
    expect(within(ethan).getByRole('button', { name: 'Assign Ethan Walker' })).toBeInTheDocument();
    expect(within(ethan).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 14 clients')).toBeInTheDocument();

    const olivia = screen.getByRole('article', { name: 'Olivia Bennett' });
    expect(within(olivia).getByText('5 clients')).toBeInTheDocument();
    expect(within(olivia).getByText('+2 more')).toBeInTheDocument();
    const marcus = screen.getByRole('article', { name: 'Marcus Reid' });
    expect(within(marcus).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('sends the search and filters to the server; View Clients filters by that advisor', async () => {
    const seen: string[] = [];
    mockFetch(handlers({}, seen));
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    await screen.findByRole('listitem', { name: 'Lucas Okafor' });

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'oka');
    await waitFor(() => expect(params(seen.at(-1)!).get('search')).toBe('oka'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unassigned');
    await waitFor(() =>
      expect(Object.fromEntries(params(seen.at(-1)!))).toEqual({
        search: 'oka',
        assignment: 'unassigned',
        limit: '10',
        offset: '0',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'View clients of Olivia Bennett' }));
    await waitFor(() =>
      expect(Object.fromEntries(params(seen.at(-1)!))).toEqual({
        assignment: 'assigned',
        advisorId: ADVISOR_ID,
        limit: '10',
        offset: '0',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Advisor' })).toHaveValue(ADVISOR_ID);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(params(seen.at(-1)!).get('offset')).toBe('10'));
  });

  it('reassigns: Confirm waits for another advisor; notes are trimmed', async () => {
    const bodies: unknown[] = [];
    mockFetch(
      handlers({
        [`PUT /api/admin/assignments/${CLIENT_B}`]: (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return {
            body: { id: 'x', clientId: CLIENT_B, advisorId: ADVISOR_ID, notes: 'Q3', assignedAt: '' },
          };
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const lucas = await screen.findByRole('listitem', { name: 'Lucas Okafor' });
    await user.click(within(lucas).getByRole('button', { name: 'Reassign Lucas Okafor' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reassign Client' });
    expect(within(dialog).getByTestId('assignment-client')).toHaveTextContent('Lucas Okafor');
    expect(within(dialog).getByTestId('assignment-current-advisor')).toHaveTextContent('Marcus Reid');
    expect(within(dialog).getByText('Reassignment Warning')).toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: /New advisor/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an advisor', 'Marcus Reid (2 clients) · current', 'Olivia Bennett (5 clients)']);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Reassignment' });
    expect(confirm).toBeDisabled();
    const notes = within(dialog).getByRole('textbox', { name: 'Assignment Notes (Optional)' });
    expect(notes).toHaveValue('Weekly check-ins');

    await user.selectOptions(select, ADVISOR_ID);
    expect(within(dialog).getByText('Olivia Bennett currently manages 5 clients.')).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await user.selectOptions(select, OTHER_ADVISOR_ID);
    expect(confirm).toBeDisabled();
    await user.selectOptions(select, ADVISOR_ID);

    await user.clear(notes);
    await user.type(notes, '   Q3 launch   ');
    await user.click(confirm);
    expect(await screen.findByText('Assignment updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ clientId: CLIENT_B, advisorId: ADVISOR_ID, notes: 'Q3 launch' }]);
  });

  it('assigns an unassigned client without notes, and reports a failure', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    mockFetch(
      handlers({
        'POST /api/admin/assignments': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return fail
            ? { status: 409, body: { message: 'This client already has an advisor.' } }
            : { status: 201, body: { id: 'x' } };
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const ethan = await screen.findByRole('listitem', { name: 'Ethan Walker' });
    await user.click(within(ethan).getByRole('button', { name: 'Assign Ethan Walker' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign Client to Advisor' });
    expect(within(dialog).getByTestId('assignment-current-advisor')).toHaveTextContent('None');
    expect(within(dialog).queryByText('Reassignment Warning')).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Assignment' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Advisor/ }), OTHER_ADVISOR_ID);
    await user.type(within(dialog).getByRole('textbox', { name: 'Assignment Notes (Optional)' }), '   ');
    await user.click(confirm);
    expect(await screen.findByText('Assignment updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ clientId: CLIENT_A, advisorId: OTHER_ADVISOR_ID }]);

    fail = true;
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Assign Client to Advisor' })).not.toBeInTheDocument(),
    );
    await user.click(within(ethan).getByRole('button', { name: 'Assign Ethan Walker' }));
    dialog = await screen.findByRole('dialog', { name: 'Assign Client to Advisor' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Advisor/ }), OTHER_ADVISOR_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Assignment' }));
    await findErrorToast('This client already has an advisor.');
  });

  it('tells two advisors of the same name apart by their e-mail in the advisor picker', async () => {
    const twin = makeAdvisorSummary({
      id: '77777777-7777-4777-8777-777777777777',
      firstName: 'Olivia',
      lastName: 'Bennett',
      email: 'o.bennett@north.example',
      clientCount: 1,
    });
    mockFetch(handlers({ 'GET /api/admin/advisors': { body: [...advisors, twin] } }));
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const ethan = await screen.findByRole('listitem', { name: 'Ethan Walker' });
    await user.click(within(ethan).getByRole('button', { name: 'Assign Ethan Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Client to Advisor' });
    const select = within(dialog).getByRole('combobox', { name: /Advisor/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select an advisor',
      'Marcus Reid (2 clients)',
      'Olivia Bennett (olivia@example.com) (5 clients)',
      'Olivia Bennett (o.bennett@north.example) (1 client)',
    ]);
    await user.selectOptions(select, twin.id);
    expect(within(dialog).getByTestId('advisor-workload-note')).toHaveTextContent(
      'Olivia Bennett (o.bennett@north.example) currently manages 1 client.',
    );
  });

  it('removes an assignment after confirmation', async () => {
    const deleted = vi.fn();
    mockFetch(
      handlers({
        [`DELETE /api/admin/assignments/${CLIENT_B}`]: () => {
          deleted();
          return { body: { message: 'Assignment removed' } };
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const lucas = await screen.findByRole('listitem', { name: 'Lucas Okafor' });
    await user.click(within(lucas).getByRole('button', { name: "Remove Lucas Okafor's assignment" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove assignment?' });
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Assignment removed successfully')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledOnce();
  });

  it("says 'Error' with 'Failed to remove assignment' when the removal fails without a reason", async () => {
    mockFetch(handlers({ [`DELETE /api/admin/assignments/${CLIENT_B}`]: { status: 500, body: '' } }));
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const lucas = await screen.findByRole('listitem', { name: 'Lucas Okafor' });
    await user.click(within(lucas).getByRole('button', { name: "Remove Lucas Okafor's assignment" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove assignment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findErrorToast('Failed to remove assignment');
  });

  it("says 'Error' with 'Failed to update assignment' when the assignment fails without a reason", async () => {
    mockFetch(handlers({ 'POST /api/admin/assignments': { status: 502, body: '' } }));
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const ethan = await screen.findByRole('listitem', { name: 'Ethan Walker' });
    await user.click(within(ethan).getByRole('button', { name: 'Assign Ethan Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Client to Advisor' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Advisor/ }), OTHER_ADVISOR_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Assignment' }));
    await findErrorToast('Failed to update assignment');
  });

  it('changes a role after confirmation and shows the server’s refusal', async () => {
    const patches: unknown[] = [];
    mockFetch(
      handlers({
        [`PATCH /api/admin/users/${CLIENT_A}`]: (init) => {
          patches.push(JSON.parse(String(init?.body)));
          return { status: 409, body: { message: 'The last admin cannot be demoted' } };
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const ethan = await screen.findByRole('listitem', { name: 'Ethan Walker' });
    await user.selectOptions(
      within(ethan).getByRole('combobox', { name: 'Role of Ethan Walker' }),
      'team_member',
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Ethan Walker an Advisor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await findErrorToast('The last admin cannot be demoted');
    expect(patches).toEqual([{ role: 'team_member' }]);
  });

  it('finds any user by role and search in Users & Roles', async () => {
    const seen: string[] = [];
    mockFetch(
      handlers({
        'GET /api/users': (_init, url) => {
          seen.push(url);
          return page(
            [
              {
                ...makeClientListing({ id: ADVISOR_ID, firstName: 'Olivia', lastName: 'Bennett' }),
                role: 'team_member',
              },
            ],
            1,
            8,
            0,
          );
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const users = await screen.findByRole('region', { name: 'Users & Roles' });
    expect(await within(users).findByRole('combobox', { name: 'Role of Olivia Bennett' })).toHaveDisplayValue(
      'Advisor',
    );
    await user.selectOptions(within(users).getByRole('combobox', { name: 'Role' }), 'admin');
    await user.type(within(users).getByRole('searchbox', { name: 'Search users' }), 'oli');
    await waitFor(() =>
      expect(Object.fromEntries(params(seen.at(-1)!))).toEqual({
        role: 'admin',
        search: 'oli',
        limit: '8',
        offset: '0',
      }),
    );
  });

  it('deletes a user from Users & Roles after a confirmation; never offers it on the admin’s own row', async () => {
    let deleted: string | null = null;
    mockFetch(
      handlers({
        'GET /api/users': () =>
          page(
            [
              {
                ...makeClientListing({ id: OTHER_ADVISOR_ID, firstName: 'Olivia', lastName: 'Bennett' }),
                role: 'team_member',
              },
              {
                ...makeClientListing({ id: '11111111-1111-4111-8111-111111111111', firstName: 'Jane' }),
                role: 'admin',
              },
            ],
            2,
            8,
            0,
          ),
        [`DELETE /api/admin/users/${OTHER_ADVISOR_ID}`]: () => {
          deleted = OTHER_ADVISOR_ID;
          return { body: { message: "Olivia Bennett's account and everything they owned were deleted." } };
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    const users = await screen.findByRole('region', { name: 'Users & Roles' });
    await within(users).findByRole('combobox', { name: 'Role of Olivia Bennett' });
    expect(within(users).getAllByRole('button', { name: /^Delete / })).toHaveLength(1);
    await user.click(within(users).getByRole('button', { name: 'Delete Olivia Bennett' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Olivia Bennett?' });
    expect(dialog).toHaveTextContent('Their clients are left without an advisor.');
    expect(deleted).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(deleted).toBe(OTHER_ADVISOR_ID));
    expect(
      await screen.findByText("Olivia Bennett's account and everything they owned were deleted."),
    ).toBeInTheDocument();
  });

  it('tells the admin when the install cannot send e-mail, and only then', async () => {
    mockFetch(handlers({ 'GET /api/admin/metrics': { body: { ...metrics, emailConfigured: false } } }));
    const first = renderRoute('/admin', { session: 'admin' });
    expect(await screen.findByTestId('no-email-notice')).toHaveTextContent(
      'This installation cannot send e-mail',
    );
    first.unmount();
    mockFetch(handlers({ 'GET /api/admin/metrics': { body: { ...metrics, emailConfigured: true } } }));
    renderRoute('/admin', { session: 'admin' });
    expect(await screen.findByRole('group', { name: 'Total ICPs' })).toBeInTheDocument();
    expect(screen.queryByTestId('no-email-notice')).not.toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    mockFetch(
      handlers({
        'GET /api/admin/clients': page([], 0, 10, 0),
        'GET /api/admin/advisors': { body: [] },
      }),
    );
    renderRoute('/admin', { session: 'admin' });
    expect(await screen.findByText('No clients available')).toBeInTheDocument();
    expect(await screen.findByText('No advisors available')).toBeInTheDocument();
  });

  it("says 'No clients found matching your filters' when filtering", async () => {
    mockFetch(handlers({ 'GET /api/admin/clients': page([], 0, 10, 0) }));
    const user = userEvent.setup();
    renderRoute('/admin', { session: 'admin' });
    await screen.findByText('No clients available');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'assigned');
    expect(await screen.findByText('No clients found matching your filters')).toBeInTheDocument();
  });
});
