import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeIcp, makePlaybook, page } from '@/test/fixtures/icp-fixtures';
import { makeNote } from '@/test/fixtures/playbook-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const icp = makeIcp({ id: '00000000-0000-4000-8000-000000000001', name: 'Dentists in Ohio' });
const plan = makePlaybook({ id: '00000000-0000-4000-8000-000000000002', name: 'Dental launch' });

describe('global search', () => {
  it('opens with Ctrl-K, finds profiles and playbooks, and opens one with the arrow keys and Enter', async () => {
    const fetchMock = mockFetch({
      'GET /api/icps': () => page([icp]),
      'GET /api/playbooks': () => page([plan]),
      'GET /api/notes/search': () => page([]),
      'GET /api/drafts': { body: [] },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/settings', { session: 'client' });
    await screen.findByRole('button', { name: 'Search' });

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'dent');

    const list = await within(dialog).findByRole('listbox', { name: 'Search results' });
    expect(within(list).getByRole('group', { name: 'Profiles' })).toHaveTextContent('Dentists in Ohio');
    expect(within(list).getByRole('group', { name: 'Playbooks' })).toHaveTextContent('Dental launch');
    expect(within(list).queryByRole('group', { name: 'Clients' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('group', { name: 'Notes' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/icps?search=dent&limit=5');
    expect(urls).toContain('/api/playbooks?search=dent&limit=5');
    expect(urls).toContain('/api/notes/search?search=dent&limit=5');

    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${plan.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
  });

  it('opens from the header button and closes with Escape', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    const button = await screen.findByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(
      within(dialog).getByText('Find your profiles and playbooks by name, and notes by their text.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
  });

  it("finds an advisor's clients too, and says when nothing matches", async () => {
    mockFetch({
      'GET /api/icps': () => page([]),
      'GET /api/playbooks': () => page([]),
      'GET /api/notes/search': () => page([]),
      'GET /api/advisor/clients': () =>
        page([
          {
            id: '00000000-0000-4000-8000-000000000009',
            firstName: 'Carol',
            lastName: 'Clark',
            email: 'carol@example.com',
            username: 'carol',
            role: 'client',
            profileImageUrl: null,
            createdAt: '2025-01-01T00:00:00.000Z',
            assignedAt: '2025-01-02T00:00:00.000Z',
            notes: null,
            icpCount: 0,
            playbookCount: 0,
            openTasks: 0,
            lastActivity: null,
          },
        ]),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/settings', { session: 'team_member' });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    await user.type(input, 'nobody');
    expect(await within(dialog).findByText('No results for “nobody”.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'carol');
    const clients = await within(dialog).findByRole('group', { name: 'Clients' });
    expect(clients).toHaveTextContent('Carol Clark');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/icps'));
    expect(router.state.location.search).toBe('?search=carol%40example.com');
  });

  it('finds notes by their text: a snippet around the match, the item named, Enter opens its page', async () => {
    const long = `${'Earlier context. '.repeat(6)}Call the Harbor clinic about pricing. ${'Later words. '.repeat(8)}`;
    const onProfile = makeNote({
      id: '00000000-0000-4000-8000-000000000021',
      icpId: icp.id,
      playbookId: null,
      note: long,
    });
    const onPlaybook = makeNote({
      id: '00000000-0000-4000-8000-000000000022',
      playbookId: plan.id,
      note: 'Draft the HARBOR email sequence',
      isTask: true,
    });
    const fetchMock = mockFetch({
      'GET /api/icps': () => page([]),
      'GET /api/playbooks': () => page([]),
      'GET /api/notes/search': () =>
        page([
          { ...onProfile, itemName: 'Dentists in Ohio', clientName: 'Jane Cooper' },
          { ...onPlaybook, itemName: 'Dental launch', clientName: 'Jane Cooper' },
        ]),
      'GET /api/drafts': { body: [] },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/settings', { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search' }), 'harbor');

    const notes = await within(dialog).findByRole('group', { name: 'Notes' });
    const options = within(notes).getAllByRole('option');
    expect(options).toHaveLength(2);
    // The text around the match, cut with ellipses, the match marked as written.
    expect(options[0]).toHaveTextContent(
      /^…[^…]*context\. Call the Harbor clinic about pricing\. Later[^…]*…Note on Dentists in Ohio$/,
    );
    expect(options[0]!.querySelector('mark')).toHaveTextContent(/^Harbor$/);
    expect(options[1]).toHaveTextContent('Draft the HARBOR email sequence');
    expect(options[1]!.querySelector('mark')).toHaveTextContent(/^HARBOR$/);
    expect(options[1]).toHaveTextContent('Task on Dental launch');
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/notes/search?search=harbor&limit=5');

    // Enter opens the first note's profile; a click on the second opens its playbook.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/icp/${icp.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(again).getByRole('combobox', { name: 'Search' }), 'harbor');
    const second = await within(again).findByRole('option', { name: /Draft the HARBOR email sequence/ });
    await user.click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${plan.id}`));
  });
});
