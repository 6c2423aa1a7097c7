import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot password page', () => {
  it('validates the email, then shows the confirmation, which can go back to the form', async () => {
    mockFetch({ 'POST /api/auth/forgot-password': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderRoute('/forgot-password');

    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Reset link sent!')).toBeInTheDocument();
    expect(
      screen.getByText("If an account exists with this email, you'll receive a password reset link."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.com');
  });

  it('says so when the install cannot send e-mail, and never that a link is coming', async () => {
    mockFetch({
      'POST /api/auth/forgot-password': {
        body: {
          message: "If an account exists with this email, you'll receive a password reset link.",
          emailConfigured: false,
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByRole('heading', { name: 'This installation cannot send e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No password reset link will arrive');
    expect(screen.queryByText('Reset link sent!')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it("shows 'Error' with the fallback message when the server's answer has none", async () => {
    mockFetch({ 'POST /api/auth/forgot-password': { status: 502, statusText: 'Bad Gateway' } });
    const user = userEvent.setup();
    renderRoute('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
