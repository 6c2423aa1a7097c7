import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIcp, makePlaybook, page } from '@/test/fixtures/icp-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function serve({ profiles, playbooks }: { profiles: number; playbooks: number }) {
  mockFetch({
    'GET /api/icps': (_init, url) => {
      const all = Array.from({ length: profiles }, (_, i) => makeIcp({ name: `Profile ${i + 1}` }));
      const q = new URL(url, 'http://localhost').searchParams;
      return page(all, all.length, Number(q.get('limit') ?? 50), 0);
    },
    'GET /api/playbooks': (_init, url) => {
      const all = Array.from({ length: playbooks }, () => makePlaybook());
      const q = new URL(url, 'http://localhost').searchParams;
      return page(all, all.length, Number(q.get('limit') ?? 50), 0);
    },
    'GET /api/drafts': { body: [] },
  });
}

describe('the start checklist', () => {
  it('greets a first-time client with three steps under the greeting, the first one next', async () => {
    serve({ profiles: 0, playbooks: 0 });
    renderRoute('/', { session: 'client' });

    // The first test of the file waits for the lazy page's first import too.
    const checklist = await screen.findByRole(
      'region',
      { name: 'Get started in three steps' },
      { timeout: 15_000 },
    );
    const steps = within(checklist).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Tell us your profession');
    expect(within(checklist).getByText('0 of 3 done')).toBeInTheDocument();
    expect(within(steps[0]!).getByRole('link', { name: 'Choose profession' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(steps[1]!).getByRole('link', { name: 'Create profile' })).toHaveAttribute(
      'href',
      '/icp/new',
    );
    expect(within(steps[2]!).getByRole('link', { name: 'Create playbook' })).toHaveAttribute(
      'href',
      '/playbooks/new',
    );
    // Under the greeting, before the summary figures.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.compareDocumentPosition(checklist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('ticks what the user has done, from their profession and the server totals', async () => {
    serve({ profiles: 2, playbooks: 0 });
    renderRoute('/', { session: makeUser('client', { profession: 'accountants' }) });

    const checklist = await screen.findByRole('region', { name: 'Get started in three steps' });
    expect(within(checklist).getByText('2 of 3 done')).toBeInTheDocument();
    expect(within(checklist).getByText(/Tell us your profession/)).toHaveTextContent('(done)');
    expect(within(checklist).queryByRole('link', { name: 'Create profile' })).toBeNull();
    expect(within(checklist).getByRole('link', { name: 'Create playbook' })).toBeInTheDocument();
  });

  it('is gone once every step is done', async () => {
    serve({ profiles: 1, playbooks: 1 });
    renderRoute('/', { session: makeUser('client', { profession: 'accountants' }) });
    await screen.findByText('Profile 1');
    expect(screen.queryByRole('region', { name: 'Get started in three steps' })).toBeNull();
  });

  it('stays hidden once the user hides it', async () => {
    serve({ profiles: 0, playbooks: 0 });
    const first = renderRoute('/', { session: 'client' });
    const checklist = await screen.findByRole('region', { name: 'Get started in three steps' });
    await userEvent.click(within(checklist).getByRole('button', { name: 'Hide checklist' }));
    expect(screen.queryByRole('region', { name: 'Get started in three steps' })).toBeNull();
    first.unmount();

    renderRoute('/', { session: 'client' });
    await screen.findByText('No profiles yet');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get started in three steps' })).toBeNull(),
    );
  });

  it('is not shown to advisors', async () => {
    serve({ profiles: 0, playbooks: 0 });
    renderRoute('/', { session: 'team_member' });
    await screen.findByText('No profiles yet');
    expect(screen.queryByRole('region', { name: 'Get started in three steps' })).toBeNull();
  });
});
