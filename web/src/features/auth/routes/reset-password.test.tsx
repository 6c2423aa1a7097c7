import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function submitNewPassword(password = 'Abcdef1!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset password page', () => {
  it('shows the Invalid or Expired Link panel when there is no token', async () => {
    renderRoute('/reset-password');

    expect(await screen.findByRole('heading', { name: 'Invalid or Expired Link' })).toBeInTheDocument();
    expect(screen.getByText(/expire after 1 hour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: /Back to Login/ })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('shows the form with a strength meter when there is a token', async () => {
    renderRoute('/reset-password/abc123');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength: Weak' })).toBeInTheDocument();
  });

  it('switches to the invalid panel when the server says the link expired', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { code: 'bad_request', status: 400, message: 'Reset link has expired' },
      },
    });
    renderRoute('/reset-password/abc123');
    await submitNewPassword();

    expect(await screen.findByRole('heading', { name: 'Invalid or Expired Link' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({ token: 'abc123', newPassword: 'Abcdef1!' });
  });

  it("shows 'Reset failed' for other failures and keeps the form", async () => {
    mockFetch({
      'POST /api/auth/reset-password': {
        status: 429,
        body: { code: 'rate_limited', status: 429, message: 'Too many attempts, try again later' },
      },
    });
    renderRoute('/reset-password/abc123');
    await submitNewPassword();

    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts, try again later')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('shows the success panel after a reset', async () => {
    mockFetch({ 'POST /api/auth/reset-password': { body: { message: 'Password updated' } } });
    renderRoute('/reset-password/abc123');
    await submitNewPassword();
    expect(await screen.findByRole('heading', { name: 'Password reset successful' })).toBeInTheDocument();
  });

  it('validates the new password with the spec messages', async () => {
    const user = userEvent.setup();
    renderRoute('/reset-password/abc123');
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });
});
