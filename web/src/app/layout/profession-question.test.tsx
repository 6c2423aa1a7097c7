import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The settings page the question opens over: its own calls answer with the defaults. */
const PAGE_CALLS = {
  'GET /api/ai-settings': {
    body: {
      provider: 'openai',
      model: null,
      customApiUrl: null,
      customApiKey: '',
      hasApiKey: false,
      useReplitAI: true,
    },
  },
  'GET /api/ai-settings/options': {
    body: {
      providers: [],
      builtin: { label: 'Use built-in AI (no API key needed)', provider: 'builtin', model: null },
      operatorConfigured: false,
    },
  },
};

function patchAnswer(bodies: unknown[]) {
  return (init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { profession?: string | null };
    bodies.push(body);
    return {
      body: makeUser('client', {
        profession: body.profession === undefined ? null : body.profession,
        professionAsked: true,
      }),
    };
  };
}

describe('the first sign-in question: which profession', () => {
  it('asks a user who has not answered, saves the choice and does not ask again', async () => {
    const bodies: unknown[] = [];
    mockFetch({ ...PAGE_CALLS, 'PATCH /api/auth/me': patchAnswer(bodies) });
    const user = userEvent.setup();
    renderRoute('/settings', { session: makeUser('client', { profession: null, professionAsked: false }) });

    const dialog = await screen.findByRole('dialog', { name: 'What is your profession?' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Profession' }), 'Dentists');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ profession: 'dentists' }]);
  });

  it('"Skip for now" answers it without a profession', async () => {
    const bodies: unknown[] = [];
    mockFetch({ ...PAGE_CALLS, 'PATCH /api/auth/me': patchAnswer(bodies) });
    const user = userEvent.setup();
    renderRoute('/settings', { session: makeUser('client', { profession: null, professionAsked: false }) });
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{}]);
  });

  it('is not asked of users who answered, of admins, or by a server that predates the question', async () => {
    for (const session of [
      makeUser('client', { profession: null, professionAsked: true }),
      makeUser('admin', { profession: null, professionAsked: false }),
      makeUser('client'),
    ]) {
      mockFetch(PAGE_CALLS);
      const { unmount } = renderRoute('/settings', { session });
      expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
  });
});
