import type { Icp, IcpFields } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp } from '@/test/fixtures/icp-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noScore = { status: 404, body: { code: 'not_found', status: 404, message: 'No score yet' } };
const notes = { 'GET /api/notes': listAnswer([], { limit: 200 }) };
const path = `/icp/${ICP_ID}`;

/** A server that keeps the profile: PUT replaces its fields (the status stays) and answers it. */
function profileServer(start: Icp) {
  let current = start;
  const puts: IcpFields[] = [];
  const fetchMock = mockFetch({
    [`GET /api/icps/${ICP_ID}`]: () => ({ body: current }),
    [`GET /api/icps/${ICP_ID}/score`]: noScore,
    ...notes,
    [`PUT /api/icps/${ICP_ID}`]: (init) => {
      const fields = JSON.parse(String(init?.body)) as IcpFields;
      puts.push(fields);
      current = { ...current, ...fields, status: current.status } as Icp;
      return { body: current };
    },
  });
  return { puts, fetchMock, current: () => current };
}

describe('edit in place on the profile page', () => {
  it('edits the pain points in place, saves the whole profile with PUT, then undoes the change', async () => {
    const server = profileServer(makeIcp());
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });

    const pains = await screen.findByRole('region', { name: 'Pain Points' });
    await user.click(within(pains).getByRole('button', { name: 'Edit Pain Points' }));
    const form = within(pains).getByRole('form', { name: 'Edit Pain Points' });
    // The first field has the focus: type a new pain point and add it with Enter.
    const input = within(form).getByRole('textbox', { name: /Pain points/ });
    expect(input).toHaveFocus();
    await user.keyboard('Churn after onboarding{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Pain Points saved.')).toBeInTheDocument();
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]!.painPoints).toEqual([
      'Slow month-end close',
      'No cash visibility',
      'Manual board packs',
      'Churn after onboarding',
    ]);
    // Every other field goes as it was (PUT clears what it omits).
    expect(server.puts[0]).toMatchObject({
      name: 'Growth-stage SaaS CFOs',
      industry: 'B2B SaaS',
      needs: ['Automation'],
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Pain Points' })).getByText('Churn after onboarding'),
      ).toBeInTheDocument(),
    );
    // The focus goes back to the card's Edit button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Pain Points' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change undone')).toBeInTheDocument();
    expect(server.puts).toHaveLength(2);
    expect(server.puts[1]!.painPoints).toEqual([
      'Slow month-end close',
      'No cash visibility',
      'Manual board packs',
    ]);
    await waitFor(() => expect(screen.queryByText('Churn after onboarding')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // Two saves, two toasts and a whole profile page: 16 s on a loaded 2-core machine.
  }, 45_000);

  it('cancels with the Cancel button or Escape, sending nothing', async () => {
    const server = profileServer(makeIcp());
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });

    const channels = await screen.findByRole('region', { name: 'Preferred Channels' });
    await user.click(within(channels).getByRole('button', { name: 'Edit Preferred Channels' }));
    await user.keyboard('Podcasts{Enter}');
    await user.click(within(channels).getByRole('button', { name: 'Cancel' }));
    expect(within(channels).queryByRole('form')).not.toBeInTheDocument();
    expect(within(channels).queryByText('Podcasts')).not.toBeInTheDocument();

    // Keyboard only: focus the Edit button, open with Enter, close with Escape.
    within(channels).getByRole('button', { name: 'Edit Preferred Channels' }).focus();
    await user.keyboard('{Enter}');
    expect(within(channels).getByRole('form', { name: 'Edit Preferred Channels' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(channels).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(channels).getByRole('button', { name: 'Edit Preferred Channels' })).toHaveFocus(),
    );
    expect(server.puts).toHaveLength(0);
  });

  it("keeps the form open and shows the server's message when the save fails", async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`PUT /api/icps/${ICP_ID}`]: {
        status: 403,
        body: { code: 'forbidden', status: 403, message: 'You cannot edit this profile' },
      },
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });
    const psych = await screen.findByRole('region', { name: 'Psychographics' });
    await user.click(within(psych).getByRole('button', { name: 'Edit Psychographics' }));
    const text = within(psych).getByRole('textbox', { name: 'Psychographics' });
    await user.clear(text);
    await user.type(text, 'Risk-averse');
    await user.click(within(psych).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You cannot edit this profile')).toBeInTheDocument();
    expect(within(psych).getByRole('form', { name: 'Edit Psychographics' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
