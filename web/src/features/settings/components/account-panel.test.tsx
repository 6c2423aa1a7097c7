import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const AI = {
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
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => init?.method === method && String(url).endsWith(path),
  );
  return call?.[1]?.body ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
};

const badRequest = (field: string, message: string) => ({
  status: 400,
  body: { code: 'bad_request', status: 400, message, fields: { [field]: [message] } },
});

describe('Settings › Account', () => {
  it('changes the name (only what changed) and keeps the answer as the session user', async () => {
    const fetchMock = mockFetch({
      ...AI,
      'PATCH /api/auth/me': (init) => ({ body: makeUser('client', JSON.parse(String(init?.body))) }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute('/settings?tab=account', { session: 'client' });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, '  Ada ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was updated.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH', '/api/auth/me')).toEqual({ firstName: 'Ada' });
    expect(queryClient.getQueryData(['auth', 'check'])).toMatchObject({ user: { firstName: 'Ada' } });
  });

  it('refuses an empty name before asking the server', async () => {
    const fetchMock = mockFetch(AI);
    const user = userEvent.setup();
    renderRoute('/settings?tab=account', { session: 'client' });
    await user.clear(await screen.findByRole('textbox', { name: 'Last name' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('changes the password, and shows a wrong current password inline', async () => {
    let attempt = 0;
    const fetchMock = mockFetch({
      ...AI,
      'POST /api/auth/password': () =>
        ++attempt === 1
          ? badRequest('currentPassword', 'Current password is incorrect')
          : { body: { message: 'Password changed. Every other session of yours was signed out.' } },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=account', { session: 'client' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Wrong1!pass');
    await user.type(within(form).getByLabelText('New password'), 'Brand-new1!');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Brand-new1!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'Right1!pass');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('You stay signed in here; every other session of yours was signed out.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/auth/password')).toEqual({
      currentPassword: 'Wrong1!pass',
      newPassword: 'Brand-new1!',
    });
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });

  it('checks the new password against the registration rules and the confirmation before sending', async () => {
    const fetchMock = mockFetch(AI);
    const user = userEvent.setup();
    renderRoute('/settings?tab=account', { session: 'client' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Right1!pass');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.type(within(form).getByLabelText('Confirm new password'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText("Passwords don't match")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/password'))).toBe(false);
  });

  it('asks for an e-mail change and shows it as pending until confirmed', async () => {
    const fetchMock = mockFetch({
      ...AI,
      'POST /api/auth/email-change': { body: makeUser('client', { pendingEmail: 'new@example.com' }) },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=account', { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await user.type(within(form).getByLabelText('New e-mail address'), 'new@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'Right1!pass');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByTestId('pending-email')).toHaveTextContent(
      'Pending: confirm at new@example.com',
    );
    expect(screen.getByTestId('account-email')).toHaveTextContent('jane@example.com');
    expect(bodyOf(fetchMock, 'POST', '/api/auth/email-change')).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'Right1!pass',
    });
  });

  it('a new password ends the pending e-mail change: the card reads the session again', async () => {
    const pending = makeUser('client', { pendingEmail: 'new@example.com' });
    let checks = 0;
    mockFetch({
      ...AI,
      'GET /api/auth/check': () => {
        checks += 1;
        return { body: { authenticated: true, user: { ...pending, pendingEmail: null } } };
      },
      'POST /api/auth/password': {
        body: { message: 'Password changed. Every other session of yours was signed out.' },
      },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=account', { session: pending });
    expect(await screen.findByTestId('pending-email')).toHaveTextContent(
      'Pending: confirm at new@example.com',
    );
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Right1!pass');
    await user.type(within(form).getByLabelText('New password'), 'Brand-new1!');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Brand-new1!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByTestId('pending-email')).not.toBeInTheDocument());
    expect(checks).toBeGreaterThan(0);
  });

  it('shows a taken address on its field', async () => {
    mockFetch({
      ...AI,
      'POST /api/auth/email-change': {
        status: 409,
        body: {
          code: 'conflict',
          status: 409,
          message: 'An account with this email already exists',
          fields: { newEmail: ['An account with this email already exists'] },
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=account', { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await user.type(within(form).getByLabelText('New e-mail address'), 'taken@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'Right1!pass');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('deletes the account from a dialog that says what happens, then goes to sign-in', async () => {
    const fetchMock = mockFetch({
      ...AI,
      'DELETE /api/auth/me': { body: { message: 'Your account and everything you owned were deleted.' } },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=account', { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Delete my account/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('including tasks you gave to others');
    expect(dialog).toHaveTextContent('Tasks others gave you stay on their items, with no one assigned.');
    expect(dialog).toHaveTextContent('Your AI settings and API key are deleted.');
    await user.type(within(dialog).getByLabelText('Current password'), 'Right1!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'DELETE', '/api/auth/me')).toEqual({ currentPassword: 'Right1!pass' }),
    );
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  });

  it('says inline why the last admin cannot delete their account', async () => {
    const message =
      'You are the last admin, so your account cannot be deleted. Make another user an admin first.';
    mockFetch({
      ...AI,
      'DELETE /api/auth/me': { status: 409, body: { code: 'conflict', status: 409, message } },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=account', { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: /Delete my account/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Right1!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
