import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const RESTORED =
  'Your e-mail address is old@example.com again. Every session of your account was signed out, and we sent a link to old@example.com to choose a new password.';

describe('undo e-mail change page', () => {
  it('asks first, and sends the token only when the owner confirms', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/email-change/undo': { body: { message: RESTORED, email: 'old@example.com' } },
    });
    renderRoute('/undo-email-change/tok_123-abc');
    expect(await screen.findByRole('heading', { name: 'Undo the e-mail change?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'It was me: keep the new address' })).toHaveAttribute(
      'href',
      '/',
    );
    const undoCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth/email-change/undo'));
    expect(undoCalls()).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Restore my old address' }));
    expect(await screen.findByRole('heading', { name: 'Your old address is back' })).toBeInTheDocument();
    expect(screen.getByTestId('undo-email-message')).toHaveTextContent(RESTORED);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(undoCalls()).toHaveLength(1);
    const [, init] = undoCalls()[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({ token: 'tok_123-abc' });
  });

  it("shows the server's reason when the link does not work", async () => {
    mockFetch({
      'POST /api/auth/email-change/undo': {
        status: 400,
        body: {
          code: 'bad_request',
          status: 400,
          message: 'This undo link is invalid or has already been used.',
        },
      },
    });
    renderRoute('/undo-email-change/used-token');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Restore my old address' }));
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This undo link is invalid or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
