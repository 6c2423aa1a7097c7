import type { Icp } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeIcp, makePlaybook, page } from '@/test/fixtures/icp-fixtures';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { ADVISOR_ID, CLIENT_A, CLIENT_B, makeAdvisorClient } from '@/test/fixtures/team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const params = (url: string) => new URL(url, 'http://localhost').searchParams;

const icpByAdvisor = makeIcp({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Advisor-made profile',
  userId: CLIENT_A,
  createdBy: ADVISOR_ID,
  clientName: 'Ethan Walker',
  status: 'completed',
  type: 'b2c',
  industry: 'Retail',
});
const icpByClient = makeIcp({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Client-made profile',
  userId: CLIENT_B,
  createdBy: CLIENT_B,
  clientName: null,
  clientEmail: null,
  industry: 'Healthcare',
});

/** `GET /api/icps`: one-item pages are counts (per client); others the list, filtered by `status`. */
function icpHandler(all: Icp[], seen: string[] = []): MockHandler {
  return (_init, url) => {
    seen.push(url);
    const q = params(url);
    const limit = Number(q.get('limit') ?? 50);
    if (q.get('userId')) {
      const mine = all.filter((i) => i.userId === q.get('userId'));
      return page(mine.slice(0, limit), mine.length, limit, 0);
    }
    const status = q.get('status');
    const list = status ? all.filter((i) => i.status === status) : all;
    return page(list.slice(0, limit), list.length, limit, 0);
  };
}

function advisorHandlers(icps: Icp[], seen: string[] = []) {
  return {
    'GET /api/advisor/clients': {
      body: [
        // The server's figures for Ethan (spec: profile and playbook counts, open tasks, last activity).
        {
          ...makeAdvisorClient(),
          icpCount: 1,
          playbookCount: 1,
          openTasks: 3,
          lastActivityAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
        },
        makeAdvisorClient({
          id: CLIENT_B,
          firstName: 'Mia',
          lastName: 'Chen',
          email: 'mia@example.com',
          notes: null,
        }),
      ],
    },
    'GET /api/icps': icpHandler(icps, seen),
    'GET /api/playbooks': (_init: RequestInit | undefined, url: string) => {
      const q = params(url);
      if (q.get('userId')) return page([], 1, 1, 0);
      return page(
        [
          makePlaybook({ userId: CLIENT_A, icpName: 'Advisor-made profile' }),
          makePlaybook({
            id: '00000000-0000-4000-8000-0000000000f2',
            name: 'Unassigned owner playbook',
            userId: '00000000-0000-4000-8000-0000000000e9',
            clientName: 'Nora Nobody',
          }),
        ],
        2,
      );
    },
    'POST /api/notes/open-task-counts': (init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body)) as { icpIds: string[]; playbookIds: string[] };
      return {
        body: {
          icps: Object.fromEntries(body.icpIds.map((id, i) => [id, i === 0 ? 2 : 0])),
          playbooks: Object.fromEntries(body.playbookIds.map((id) => [id, 1])),
        },
      };
    },
  } satisfies Record<string, MockHandler | { body: unknown }>;
}

describe('team page, advisor', () => {
  it('shows the assigned clients with their span, counts and note', async () => {
    mockFetch(advisorHandlers([icpByAdvisor, icpByClient]));
    renderRoute('/team', { session: 'team_member' });

    const section = await screen.findByRole('region', { name: 'Your Assigned Clients' });
    const ethan = await within(section).findByRole('article', { name: 'Ethan Walker' });
    expect(within(ethan).getByText('ethan@example.com')).toBeInTheDocument();
    expect(within(ethan).getByText('Working together for 3 days')).toBeInTheDocument();
    expect(within(ethan).getByText('Quarterly strategy reviews')).toBeInTheDocument();
    // Ethan's figures come with the list: "1 ICP", "1 Playbook", "3 Open tasks", the last activity.
    expect(within(ethan).getByText('ICP')).toBeInTheDocument();
    expect(within(ethan).getByText('Playbook')).toBeInTheDocument();
    expect(within(ethan).getByText('Open tasks')).toBeInTheDocument();
    expect(within(ethan).getByText('3')).toBeInTheDocument();
    expect(within(ethan).getByTestId('last-activity')).toHaveTextContent('Last activity about 2 hours ago');
    expect(within(ethan).getByText('EW')).toBeInTheDocument();
    // Mia's answer carries none (an older server): her counts are asked for.
    const mia = within(section).getByRole('article', { name: 'Mia Chen' });
    await waitFor(() => expect(within(mia).getByText('ICPs')).toBeInTheDocument());
  });

  it("asks for no per-client counts when the advisor's client list carries them", async () => {
    const seen: string[] = [];
    mockFetch(advisorHandlers([icpByAdvisor, icpByClient], seen));
    renderRoute('/team', { session: 'team_member' });
    const section = await screen.findByRole('region', { name: 'Your Assigned Clients' });
    await within(section).findByRole('article', { name: 'Ethan Walker' });
    await waitFor(() => expect(seen.some((u) => params(u).get('userId') === CLIENT_B)).toBe(true));
    expect(seen.some((u) => params(u).get('userId') === CLIENT_A && params(u).get('limit') === '1')).toBe(
      false,
    );
  });

  it('shows profile cards: client, Created by you, status, type, industry, open tasks, pain points', async () => {
    mockFetch(advisorHandlers([icpByAdvisor, icpByClient]));
    renderRoute('/team', { session: 'team_member' });

    const section = await screen.findByRole('region', { name: 'Client ICPs' });
    const mine = await within(section).findByRole('article', { name: 'Advisor-made profile' });
    expect(within(mine).getByText('Ethan Walker')).toBeInTheDocument();
    expect(within(mine).getByText('Created by you')).toBeInTheDocument();
    expect(within(mine).getByText('Completed')).toBeInTheDocument();
    expect(within(mine).getByText('B2C')).toBeInTheDocument();
    expect(within(mine).getByText('Retail')).toBeInTheDocument();
    expect(within(mine).getByText('Updated Mar 4, 2025')).toBeInTheDocument();
    expect(within(mine).getByText('Slow month-end close')).toBeInTheDocument();
    expect(within(mine).queryByText('Manual board packs')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(mine).getByTestId('open-task-count')).toHaveTextContent('2 open tasks'),
    );
    expect(within(mine).getByRole('link', { name: 'View Advisor-made profile' })).toHaveAttribute(
      'href',
      `/icp/${icpByAdvisor.id}`,
    );

    const theirs = within(section).getByRole('article', { name: 'Client-made profile' });
    expect(within(theirs).getByText('Unknown Client')).toBeInTheDocument();
    expect(within(theirs).queryByText('Created by you')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('2 in total')).toBeInTheDocument();

    // A playbook names its client itself (one not among the assigned clients here).
    const other = await within(screen.getByRole('region', { name: 'Marketing Playbooks' })).findByRole(
      'article',
      { name: 'Unassigned owner playbook' },
    );
    expect(within(other).getByTestId('playbook-client')).toHaveTextContent('Nora Nobody');

    // The playbook card: its client (from the assigned clients), linked ICP, channels, View link.
    const playbooks = screen.getByRole('region', { name: 'Marketing Playbooks' });
    const card = await within(playbooks).findByRole('article', { name: 'CFO Playbook' });
    expect(within(card).getByText('Ethan Walker')).toBeInTheDocument();
    expect(within(card).getByText('ICP: Advisor-made profile')).toBeInTheDocument();
    expect(within(card).getByText('2 channels')).toBeInTheDocument();
    expect(within(card).getByText('Close the books in 3 days')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View CFO Playbook' })).toHaveAttribute(
      'href',
      '/playbook/66666666-6666-4666-8666-666666666666',
    );
    await waitFor(() => expect(within(card).getByTestId('open-task-count')).toHaveTextContent('1 open task'));
  });

  it('sends the filters to the server and says when they match nothing', async () => {
    const seen: string[] = [];
    mockFetch(advisorHandlers([icpByAdvisor, icpByClient], seen));
    const user = userEvent.setup();
    renderRoute('/team?search=Ethan', { session: 'team_member' });

    const section = await screen.findByRole('region', { name: 'Client ICPs' });
    expect(within(section).getByLabelText('Search ICPs')).toHaveValue('Ethan');
    await within(section).findByRole('article', { name: 'Advisor-made profile' });
    const listCalls = () => seen.filter((u) => !params(u).get('userId'));
    expect(params(listCalls()[0]!).get('search')).toBe('Ethan');

    await user.selectOptions(within(section).getByLabelText('Type'), 'b2c');
    await user.selectOptions(within(section).getByLabelText('Industry'), 'Retail');
    await user.selectOptions(within(section).getByLabelText('Created by'), 'me');
    await user.selectOptions(within(section).getByLabelText('Status'), 'draft');
    await waitFor(() => {
      const q = params(listCalls().at(-1)!);
      expect(Object.fromEntries(q)).toEqual({
        search: 'Ethan',
        status: 'draft',
        type: 'b2c',
        industry: 'Retail',
        createdBy: 'me',
        limit: '9',
        offset: '0',
      });
    });
    expect(await within(section).findByText('No ICPs found')).toBeInTheDocument();
    expect(within(section).getByText('Try adjusting your filters')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Clear filters' }));
    expect(await within(section).findByRole('article', { name: 'Client-made profile' })).toBeInTheDocument();
    expect(within(section).getByLabelText('Search ICPs')).toHaveValue('');
    await waitFor(() => expect(params(listCalls().at(-1)!).toString()).toBe('limit=9&offset=0'));
  });

  it('invites an advisor without profiles to create one, through the client picker', async () => {
    mockFetch(advisorHandlers([]));
    const user = userEvent.setup();
    renderRoute('/team', { session: 'team_member' });
    const section = await screen.findByRole('region', { name: 'Client ICPs' });
    expect(
      await within(section).findByText('Create an ICP for one of your assigned clients'),
    ).toBeInTheDocument();
    // No profiles loaded: no industry to filter by.
    expect(within(section).queryByLabelText('Industry')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: /Create ICP for Client/ }));
    expect(await screen.findByRole('dialog', { name: 'Select Client for ICP Creation' })).toBeInTheDocument();
  });

  it('adds a note to a profile from its card', async () => {
    const notes: unknown[] = [];
    mockFetch({
      ...advisorHandlers([icpByAdvisor]),
      'POST /api/notes': (init) => {
        notes.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { id: 'n1' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/team', { session: 'team_member' });
    const card = await screen.findByRole('article', { name: 'Advisor-made profile' });
    await user.click(within(card).getByRole('button', { name: 'Add a note to Advisor-made profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await within(dialog).findByText('Note cannot be empty')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note'), '  Tighten the pain points  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(notes).toHaveLength(1);
    expect(notes).toEqual([
      {
        icpId: icpByAdvisor.id,
        note: 'Tighten the pain points',
        isTask: false,
        assignedTo: null,
        status: 'open',
      },
    ]);
  });
});

describe('team page, a note that cannot be saved', () => {
  it("says 'Error' with 'Failed to create note' from the card's note dialog", async () => {
    mockFetch({ ...advisorHandlers([icpByAdvisor]), 'POST /api/notes': { status: 500, body: '' } });
    const user = userEvent.setup();
    renderRoute('/team', { session: 'team_member' });
    const card = await screen.findByRole('article', { name: 'Advisor-made profile' });
    await user.click(within(card).getByRole('button', { name: 'Add a note to Advisor-made profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    await user.type(within(dialog).getByLabelText('Note'), 'Tighten the pain points');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await findErrorToast('Failed to create note');
  });
});

describe('team page, admin', () => {
  it('has no assigned clients and no Created by filter; its empty state speaks of the system', async () => {
    mockFetch({
      'GET /api/icps': icpHandler([]),
      'GET /api/playbooks': page([], 0),
    });
    renderRoute('/team', { session: 'admin' });
    const section = await screen.findByRole('region', { name: 'Client ICPs' });
    expect(await within(section).findByText('No client profiles available yet')).toBeInTheDocument();
    expect(within(section).queryByLabelText('Created by')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Assigned Clients' })).not.toBeInTheDocument();
    expect(await screen.findByText('No playbooks found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch ICPs' when the list fails, and the toast 'Error' with the server's message", async () => {
    mockFetch({
      'GET /api/icps': { status: 500, body: { message: 'boom' } },
      'GET /api/playbooks': page([], 0),
    });
    renderRoute('/team', { session: 'admin' });
    expect(await screen.findAllByText('Failed to fetch ICPs')).not.toHaveLength(0);
    await findErrorToast('boom');
  });

  it("says 'Error' with 'Failed to fetch playbooks' when that list fails without a reason", async () => {
    mockFetch({
      'GET /api/icps': icpHandler([]),
      'GET /api/playbooks': { status: 503, body: '' },
    });
    renderRoute('/team', { session: 'admin' });
    await findErrorToast('Failed to fetch playbooks');
  });
});
