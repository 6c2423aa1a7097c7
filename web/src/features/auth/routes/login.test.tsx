import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('shows the validation messages for empty fields and does not call the server', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderRoute('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the forgot-password and register screens', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    // The page speaks to newcomers too, not only to returning users.
    expect(screen.getByRole('heading', { name: 'Sign in to ICP Studio' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('signs in, welcomes the user and goes to their home', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/login': { body: { message: 'Login successful', user: makeUser('team_member') } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/login');

    await user.type(await screen.findByLabelText('Email or Username'), 'marcus');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      username: 'marcus',
      password: 'Secret123!',
      rememberMe: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
  });

  it('returns to the deep link that sent the visitor to sign in', async () => {
    mockFetch({
      'POST /api/auth/login': { body: { message: 'Login successful', user: makeUser('client') } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/settings?tab=account');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Email or Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=account');
  });

  it("shows 'Login failed' with the server's message", async () => {
    mockFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { code: 'unauthenticated', status: 401, message: 'Invalid username or password' },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/login');

    await user.type(await screen.findByLabelText('Email or Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // Said on the page too (the toast goes away), with the password ready to type again.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sign-in failedThe email or username and password do not match an account.',
    );
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('shows the generic message when the network fails', async () => {
    mockFetch({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderRoute('/login');

    await user.type(await screen.findByLabelText('Email or Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });
});
