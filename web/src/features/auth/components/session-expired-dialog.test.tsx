import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, getServerMessage } from '@/lib/api-client';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';
import { SessionExpiredDialog } from './session-expired-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOT_SIGNED_IN = {
  status: 401,
  body: { code: 'unauthenticated', status: 401, message: 'Not authenticated' },
};

/** A page with something typed and a save that needs the session. */
function EditingPage() {
  const [text, setText] = useState('');
  const [result, setResult] = useState('');
  const save = async () => {
    try {
      await api.call('getAiSettings');
      setResult('saved');
    } catch (error) {
      setResult(getServerMessage(error, 'failed'));
    }
  };
  return (
    <div>
      <textarea aria-label="Notes" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <p data-testid="result">{result}</p>
    </div>
  );
}

const routes = [
  {
    path: '/work',
    element: (
      <>
        <SessionExpiredDialog />
        <EditingPage />
      </>
    ),
  },
  { path: '/login', element: <p>Sign-in page</p> },
  { path: '/team', element: <p>Advisor home</p> },
];

describe('SessionExpiredDialog', () => {
  it('opens over the page on a 401, signs the same user in again and keeps what was typed', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      'GET /api/ai-settings': () =>
        signedIn
          ? {
              body: {
                provider: 'openai',
                model: null,
                customApiUrl: null,
                customApiKey: '',
                hasApiKey: false,
                useReplitAI: true,
              },
            }
          : NOT_SIGNED_IN,
      'POST /api/auth/login': (init) => {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        if (password !== 'Right-1!')
          return {
            status: 401,
            body: { code: 'unauthenticated', status: 401, message: 'Invalid credentials' },
          };
        signedIn = true;
        return { body: { message: 'Login successful', user: makeUser('client') } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/work', { session: 'client', routes });

    await user.type(await screen.findByLabelText('Notes'), 'Half-written thoughts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('result')).toHaveTextContent(
      'Your session has ended. Sign in again to carry on.',
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(within(dialog).getByLabelText('Email or Username')).toHaveValue('jane');

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('do not match an account');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Right-1!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Signed in again')).toBeInTheDocument();
    // Same page, same text; the save works now.
    expect(router.state.location.pathname).toBe('/work');
    expect(screen.getByLabelText('Notes')).toHaveValue('Half-written thoughts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('result')).toHaveTextContent('saved');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth/login'))).toHaveLength(2);
  });

  it('stays shut for an answer other than a 401 (the session is still there)', async () => {
    mockFetch({
      'GET /api/auth/check': NOT_SIGNED_IN,
      'GET /api/ai-settings': { status: 403, body: { message: 'Forbidden' } },
    });
    const user = userEvent.setup();
    renderRoute('/work', { session: 'client', routes });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('result')).toHaveTextContent('Forbidden');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes another account to its own home, and "Use the sign-in page" comes back here after', async () => {
    mockFetch({
      'GET /api/ai-settings': NOT_SIGNED_IN,
      'POST /api/auth/login': {
        body: {
          message: 'Login successful',
          user: makeUser('team_member', { id: '99999999-9999-4999-8999-999999999999', username: 'marcus' }),
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/work', { session: 'client', routes });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Use the sign-in page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/work');
    cleanup();

    const again = renderRoute('/work', { session: 'client', routes });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('alertdialog');
    await user.clear(within(dialog).getByLabelText('Email or Username'));
    await user.type(within(dialog).getByLabelText('Email or Username'), 'marcus');
    await user.type(within(dialog).getByLabelText('Password'), 'Other-1!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/team'));
  });
});
