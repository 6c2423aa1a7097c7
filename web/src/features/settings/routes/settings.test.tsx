import { PROFESSIONS, type AiSettings, type AiSettingsOptions } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockAnswer } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SWITCH = 'Use built-in AI (no API key needed)';

const OPTIONS: AiSettingsOptions = {
  providers: [
    {
      id: 'openai',
      label: 'OpenAI',
      models: ['gpt-5', 'gpt-5-mini', 'gpt-4.1', 'gpt-4o'],
      defaultModel: 'gpt-5',
      requiresApiKey: true,
      requiresUrl: false,
    },
    {
      id: 'anthropic',
      label: 'Anthropic',
      models: ['claude-sonnet-4-5', 'claude-haiku-4-5'],
      defaultModel: 'claude-sonnet-4-5',
      requiresApiKey: true,
      requiresUrl: false,
    },
    {
      id: 'gemini',
      label: 'Google Gemini',
      models: ['gemini-2.5-flash', 'gemini-2.5-pro'],
      defaultModel: 'gemini-2.5-flash',
      requiresApiKey: true,
      requiresUrl: false,
    },
    {
      id: 'custom',
      label: 'Custom API',
      models: [],
      defaultModel: null,
      requiresApiKey: false,
      requiresUrl: true,
    },
  ],
  builtin: { label: SWITCH, provider: 'builtin', model: null },
  operatorConfigured: false,
};

const DEFAULTS: AiSettings = {
  provider: 'openai',
  model: null,
  customApiUrl: null,
  customApiKey: '',
  hasApiKey: false,
  useReplitAI: true,
};

function answers(
  settings: Partial<AiSettings> = {},
  put?: MockAnswer | ((init?: RequestInit) => MockAnswer | Promise<MockAnswer>),
) {
  const current = { ...DEFAULTS, ...settings };
  return {
    'GET /api/ai-settings': { body: current },
    'GET /api/ai-settings/options': { body: OPTIONS },
    'PUT /api/ai-settings':
      put ??
      ((init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return {
          body: {
            ...current,
            provider: body.provider,
            model: body.model ?? null,
            customApiUrl: body.customApiUrl ?? null,
            useReplitAI: body.useReplitAI,
            hasApiKey:
              typeof body.customApiKey === 'string'
                ? true
                : body.customApiKey === null
                  ? false
                  : current.hasApiKey,
          },
        };
      }),
  };
}

const putBody = (fetchMock: ReturnType<typeof mockFetch>, index = 0) => {
  const calls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
  const init = calls[index]?.[1];
  return init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined;
};

async function builtinSwitch() {
  return screen.findByRole('checkbox', { name: SWITCH });
}

describe('Settings (/settings)', () => {
  it('has the AI Settings and Account tabs; Account shows who is signed in and their profession', async () => {
    mockFetch(answers());
    const user = userEvent.setup();
    renderRoute('/settings', { session: makeUser('client', { profession: 'dentists' }) });
    expect(await screen.findByRole('tab', { name: /AI Settings/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('AI Provider Configuration')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Account/ }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Cooper');
    expect(screen.getByTestId('account-email')).toHaveTextContent('jane@example.com');
    expect(screen.getByText('@jane')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Profession' })).toHaveValue('dentists');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('changes the profession from the Account tab (PATCH /api/auth/me) and keeps the answer as the session user', async () => {
    const fetchMock = mockFetch({
      ...answers(),
      'PATCH /api/auth/me': (init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { profession: string | null };
        return { body: makeUser('client', { profession: body.profession, professionAsked: true }) };
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute('/settings?tab=account', { session: 'client' });
    const select = await screen.findByRole('combobox', { name: 'Profession' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Veterinarians');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was updated.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ profession: 'veterinarians' });
    expect(queryClient.getQueryData(['auth', 'check'])).toMatchObject({
      user: { profession: 'veterinarians' },
    });
    // Clearing it sends null.
    await user.selectOptions(select, 'Not set');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2),
    );
    const second = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')[1];
    expect(JSON.parse(String(second?.[1]?.body))).toEqual({ profession: null });
  });

  it('has built-in AI on by default, says what it is, and hides the provider fields until it is off', async () => {
    mockFetch(answers());
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });

    const toggle = await builtinSwitch();
    expect(toggle).toBeChecked();
    expect(screen.getByTestId('builtin-explainer')).toHaveTextContent("ICP Studio's built-in AI engine");
    expect(screen.getByTestId('builtin-explainer')).toHaveTextContent(
      `a knowledge base for ${PROFESSIONS.length} service professions`,
    );
    expect(screen.getByTestId('builtin-explainer')).not.toHaveTextContent('twelve');
    expect(screen.queryByLabelText('AI Provider')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Model')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    const provider = await screen.findByLabelText('AI Provider');
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['OpenAI', 'Anthropic', 'Google Gemini', 'Custom API']);
    expect(screen.getByLabelText('Model')).toHaveValue('gpt-5');

    await user.selectOptions(provider, 'gemini');
    expect(
      within(screen.getByLabelText('Model'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['gemini-2.5-flash', 'gemini-2.5-pro']);

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByLabelText('AI Provider')).not.toBeInTheDocument());
  });

  it("names the installation's provider when the operator configured one", async () => {
    mockFetch({
      ...answers(),
      'GET /api/ai-settings/options': {
        body: {
          ...OPTIONS,
          builtin: { label: SWITCH, provider: 'anthropic', model: 'claude-haiku-4-5' },
          operatorConfigured: true,
        },
      },
    });
    renderRoute('/settings', { session: 'client' });
    await builtinSwitch();
    expect(screen.getByTestId('builtin-explainer')).toHaveTextContent(
      'Anthropic (claude-haiku-4-5), set up for this installation.',
    );
  });

  it('needs a valid URL for a custom endpoint, then saves it showing Saving...', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockFetch(
      answers({}, async (init) => {
        await gate;
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: { ...DEFAULTS, ...body, customApiKey: '', hasApiKey: false } };
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });

    await user.click(await builtinSwitch());
    await user.selectOptions(await screen.findByLabelText('AI Provider'), 'custom');
    expect(screen.getByLabelText('Model')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    expect(
      await screen.findByText('Enter the API URL of your OpenAI-compatible endpoint'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('API URL'), 'not a url');
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    expect(putBody(fetchMock)).toBeUndefined();

    await user.clear(screen.getByLabelText('API URL'));
    await user.type(screen.getByLabelText('API URL'), 'http://llm.internal:8000/v1');
    await user.type(screen.getByLabelText('Model'), 'llama3.1');
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));

    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    release();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Your AI preferences have been updated.')).toBeInTheDocument();
    expect(putBody(fetchMock)).toEqual({
      useReplitAI: false,
      provider: 'custom',
      model: 'llama3.1',
      customApiUrl: 'http://llm.internal:8000/v1',
    });
  });

  it('never shows a saved key: a blank field keeps it, and Remove saved key sends null', async () => {
    const fetchMock = mockFetch(
      answers({ useReplitAI: false, provider: 'openai', model: 'gpt-4o', hasApiKey: true }),
    );
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });

    const key = await screen.findByLabelText('API Key');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('type', 'password');
    expect(screen.getByText('A key is saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('gpt-4o');

    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await screen.findByText('Settings saved');
    expect(putBody(fetchMock)).toEqual({
      useReplitAI: false,
      provider: 'openai',
      model: 'gpt-4o',
      customApiUrl: null,
    });

    await user.click(screen.getByRole('button', { name: 'Remove saved key' }));
    expect(screen.getByText('The saved key will be removed when you save.')).toBeInTheDocument();
    // Without a key OpenAI cannot answer: a new one is asked for.
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    expect(await screen.findByText('Enter your OpenAI API key')).toBeInTheDocument();
    expect(putBody(fetchMock, 1)).toBeUndefined();

    await user.type(screen.getByLabelText('API Key'), '  sk-new-key  ');
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await waitFor(() => expect(putBody(fetchMock, 1)).toMatchObject({ customApiKey: 'sk-new-key' }));
    await waitFor(() => expect(screen.getByLabelText('API Key')).toHaveValue(''));
  });

  it('removes a custom endpoint key with null', async () => {
    const fetchMock = mockFetch(
      answers({
        useReplitAI: false,
        provider: 'custom',
        customApiUrl: 'https://llm.example.com/v1',
        hasApiKey: true,
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Remove saved key' }));
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await waitFor(() =>
      expect(putBody(fetchMock)).toEqual({
        useReplitAI: false,
        provider: 'custom',
        model: null,
        customApiUrl: 'https://llm.example.com/v1',
        customApiKey: null,
      }),
    );
  });

  it('turning built-in AI back on keeps the saved provider settings as they are', async () => {
    const fetchMock = mockFetch(
      answers({
        useReplitAI: false,
        provider: 'custom',
        customApiUrl: 'https://llm.example.com/v1',
        model: 'qwen',
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await waitFor(() =>
      expect(putBody(fetchMock)).toEqual({
        useReplitAI: true,
        provider: 'custom',
        model: 'qwen',
        customApiUrl: 'https://llm.example.com/v1',
      }),
    );
  });

  it("shows the server's reason when it refuses the settings (a private address)", async () => {
    const message = 'This address is in a private network range and cannot be used';
    mockFetch(
      answers(
        {},
        {
          status: 400,
          body: { code: 'bad_request', status: 400, message, fields: { customApiUrl: [message] } },
        },
      ),
    );
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    await user.selectOptions(await screen.findByLabelText('AI Provider'), 'custom');
    await user.type(screen.getByLabelText('API URL'), 'http://10.0.0.5/v1');
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBe(2); // the toast and the field
  });

  it("says 'Error' with the spec's default when the save fails without a server message", async () => {
    mockFetch(answers({}, { status: 502, body: '' }));
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    // OpenAI needs a key: give one so the form reaches the server.
    await user.type(screen.getByLabelText('API Key'), 'sk-test');
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to update settings')).toBeInTheDocument();
  });

  it('saves a custom provider without an API key', async () => {
    const fetchMock = mockFetch(answers());
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    await user.selectOptions(await screen.findByLabelText('AI Provider'), 'custom');
    expect(screen.getByLabelText('API Key (optional)')).toHaveValue('');
    await user.type(screen.getByLabelText('API URL'), 'https://llm.example.com/v1');
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(putBody(fetchMock)).toEqual({
      useReplitAI: false,
      provider: 'custom',
      model: null,
      customApiUrl: 'https://llm.example.com/v1',
    });
  });

  it("shows the server's warning when a URL was saved whose host did not resolve", async () => {
    const warning = "Saved, but the API URL's host could not be found from here right now.";
    const fetchMock = mockFetch(
      answers({}, (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: { ...DEFAULTS, ...body, customApiKey: '', hasApiKey: false, warning } };
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    await user.selectOptions(await screen.findByLabelText('AI Provider'), 'custom');
    await user.type(screen.getByLabelText('API URL'), 'https://llm.example.com/v1');
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const alert = await screen.findByTestId('url-warning');
    expect(within(alert).getByText(warning)).toBeInTheDocument();
    expect(putBody(fetchMock)).toMatchObject({ customApiUrl: 'https://llm.example.com/v1' });
    // The URL stays in the form (the save was accepted).
    expect(screen.getByLabelText('API URL')).toHaveValue('https://llm.example.com/v1');
  });
});

describe('AI settings: local servers and Test connection (docs/product.md §10)', () => {
  it('says plainly, next to a custom URL, that the operator does not allow local servers and how to allow them', async () => {
    mockFetch({
      ...answers(),
      'GET /api/ai-settings/options': { body: { ...OPTIONS, allowPrivateUrls: false } },
    });
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    expect(screen.queryByTestId('private-urls-note')).not.toBeInTheDocument(); // OpenAI takes no URL here
    await user.selectOptions(await screen.findByLabelText('AI Provider'), 'custom');
    const note = await screen.findByTestId('private-urls-note');
    expect(note).toHaveTextContent('Local servers are not allowed on this installation');
    expect(note).toHaveTextContent("The installation's operator decides this");
    expect(note).toHaveTextContent('AI_ALLOW_PRIVATE_URLS=true');
  });

  it('says nothing about local servers when the operator allows them', async () => {
    mockFetch({
      ...answers(),
      'GET /api/ai-settings/options': { body: { ...OPTIONS, allowPrivateUrls: true } },
    });
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    await user.selectOptions(await screen.findByLabelText('AI Provider'), 'custom');
    expect(await screen.findByLabelText('API URL')).toBeInTheDocument();
    expect(screen.queryByTestId('private-urls-note')).not.toBeInTheDocument();
  });

  it('tests the connection as entered, lists the models next to the button and moves the focus there', async () => {
    const fetchMock = mockFetch({
      ...answers(),
      'POST /api/ai-settings/test': { body: { ok: true, models: ['llama3.1:8b', 'qwen2.5:7b'] } },
    });
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    await user.selectOptions(await screen.findByLabelText('AI Provider'), 'custom');
    await user.type(screen.getByLabelText('API URL'), 'http://gpu-box:11434/v1');
    await user.click(screen.getByRole('button', { name: /Test connection/ }));

    const result = screen.getByTestId('connection-result');
    expect(await within(result).findByText(/Connected\. The provider lists 2 models/)).toBeInTheDocument();
    expect(within(result).getByText('llama3.1:8b')).toBeInTheDocument();
    await waitFor(() => expect(result).toHaveFocus());
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/ai-settings/test'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      provider: 'custom',
      customApiUrl: 'http://gpu-box:11434/v1',
    });
    // Nothing was saved.
    expect(putBody(fetchMock)).toBeUndefined();

    // A change to what is tested clears the old result.
    await user.type(screen.getByLabelText('API URL'), 'x');
    expect(within(result).queryByText(/Connected/)).not.toBeInTheDocument();
  });

  it('shows why it could not connect, with the key as typed and never saved', async () => {
    const fetchMock = mockFetch({
      ...answers(),
      'POST /api/ai-settings/test': {
        status: 400,
        body: {
          code: 'bad_request',
          status: 400,
          message: 'Could not connect: The AI provider rejected the API key',
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/settings', { session: 'client' });
    await user.click(await builtinSwitch());
    await user.type(await screen.findByLabelText('API Key'), 'sk-typed');
    await user.click(screen.getByRole('button', { name: /Test connection/ }));
    const result = screen.getByTestId('connection-result');
    expect(
      await within(result).findByText('Could not connect: The AI provider rejected the API key'),
    ).toBeInTheDocument();
    await waitFor(() => expect(result).toHaveFocus());
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/ai-settings/test'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      provider: 'openai',
      customApiUrl: null,
      customApiKey: 'sk-typed',
    });
  });
});
