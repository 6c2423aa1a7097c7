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
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
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
