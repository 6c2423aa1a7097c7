import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillForm(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Jane',
    'Last name': 'Cooper',
    Username: 'jane_c',
    Email: 'jane@example.com',
    Password: 'Abcdef1!',
    'Confirm password': 'Abcdef1!',
    ...overrides,
  };
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label, { selector: 'input' });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it('shows the spec messages for invalid fields', async () => {
    const fetchMock = mockFetch({});
    renderRoute('/register');
    await fillForm({
      'First name': '',
      Username: 'ab',
      Email: 'nope',
      Password: 'abcdefgh',
      'Confirm password': 'abcdefgX',
    });

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account without confirmPassword and goes to the dashboard', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/register': { status: 201, body: { message: 'Registered', user: makeUser('client') } },
      'GET /api/auth/check': { body: { authenticated: true, user: makeUser('client') } },
    });
    const { router } = renderRoute('/register');
    await fillForm();

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      firstName: 'Jane',
      lastName: 'Cooper',
      username: 'jane_c',
      email: 'jane@example.com',
      password: 'Abcdef1!',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane' })).toBeInTheDocument();
  });

  it("shows 'Registration failed' with the server message and marks the field", async () => {
    mockFetch({
      'POST /api/auth/register': {
        status: 409,
        body: {
          code: 'conflict',
          status: 409,
          message: 'That username is already taken',
          fields: { username: ['That username is already taken'] },
        },
      },
    });
    renderRoute('/register');
    await fillForm();

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getAllByText('That username is already taken')).toHaveLength(2);
  });
});
