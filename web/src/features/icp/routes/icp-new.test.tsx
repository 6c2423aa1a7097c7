import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch, pageCalls } from '@/test/mock-fetch';
import { clockTime } from '@/lib/format';
import { makeUser, renderRoute } from '@/test/render';
import { CLIENT_ID, DRAFT_ID, ICP_ID, makeDraft, makeIcp } from '@/test/fixtures/icp-fixtures';

beforeAll(() => {
  // jsdom has no scrolling; the wizard scrolls to the top after a step change or a save.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const detailAnswers = {
  [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
  [`GET /api/icps/${ICP_ID}/score`]: {
    status: 404,
    body: { code: 'not_found', status: 404, message: 'No score yet' },
  },
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string, index = 0) => {
  const [method, path] = key.split(' ');
  const calls = fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
  );
  const init = calls[index]?.[1];
  return init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined;
};

async function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

describe('ICP wizard (/icp/new)', () => {
  it('cannot leave step 1 without a name, and shows the contract message', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderRoute('/icp/new', { session: 'client' });

    await stepHeading('Basic Info');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Profile name is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Info' })).toBeInTheDocument();

    // The step indicators obey the same rule.
    await user.click(screen.getByRole('button', { name: 'Step 4: Pain Points' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Info' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Profile name'), 'Dentists');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await stepHeading('Client Details');
    expect(screen.queryByText('Profile name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Industry')).toBeInTheDocument();
    expect(pageCalls(fetchMock)).toEqual([]);
  });

  it('shows placeholders that fit the trade: a dental profile sees patients, never month-end close', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoute('/icp/new', { session: 'client' });
    await user.type(await screen.findByLabelText('Profile name'), 'Anxious dental patients');
    await user.click(screen.getByRole('radio', { name: /B2C/ }));
    const OFF_TRADE = /month-end|CFO|reporting|cash visibility|SaaS|Salesforce|LinkedIn|accountant|audit/i;
    const placeholders = (...labels: string[]) =>
      labels.map((l) => screen.getByLabelText(l).getAttribute('placeholder') ?? '').join(' | ');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await stepHeading('Client Details');
    expect(placeholders('Occupation', 'Income range')).not.toMatch(OFF_TRADE);

    await user.click(screen.getByRole('button', { name: 'Step 3: Psychology' }));
    await stepHeading('Psychology');
    expect(placeholders('Psychographics', 'Behavioral traits')).not.toMatch(OFF_TRADE);
    expect(placeholders('Behavioral traits')).toMatch(/appointments/);

    await user.click(screen.getByRole('button', { name: 'Step 4: Pain Points' }));
    await stepHeading('Pain Points');
    const pains = placeholders('Pain points', 'Needs', 'Goals');
    expect(pains).not.toMatch(OFF_TRADE);
    expect(pains).toMatch(/check-up|appointment/);

    await user.click(screen.getByRole('button', { name: 'Step 5: Buyer Journey' }));
    await stepHeading('Buyer Journey');
    const journey = placeholders('Preferred channels', 'Awareness', 'Consideration', 'Decision');
    expect(journey).not.toMatch(OFF_TRADE);
    expect(journey).toMatch(/Google Business Profile/);
  });

  it('starts with the user’s own profession, which sets the placeholders and goes with the profile', async () => {
    const fetchMock = mockFetch({
      'POST /api/icps': { status: 201, body: makeIcp() },
      ...detailAnswers,
    });
    const user = userEvent.setup();
    renderRoute('/icp/new', { session: makeUser('client', { profession: 'dentists' }) });
    const select = await screen.findByRole('combobox', { name: 'Your profession' });
    expect(select).toHaveValue('dentists');
    // Nothing typed yet, and the examples already speak of the trade's clients.
    await user.click(screen.getByRole('radio', { name: /B2C/ }));
    await user.type(screen.getByLabelText('Profile name'), 'Nervous adults');
    await user.click(screen.getByRole('button', { name: 'Step 4: Pain Points' }));
    expect(await screen.findByLabelText('Pain points')).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/check-up|dentist|dental|teeth|tooth/i),
    );
    await user.click(screen.getByRole('button', { name: 'Step 1: Basic Info (filled in)' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Your profession' }),
      'Veterinarians',
    );
    await user.click(screen.getByRole('button', { name: 'Step 5: Buyer Journey' }));
    await user.click(await screen.findByRole('button', { name: 'Create Profile' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/icps')).toMatchObject({ profession: 'veterinarians' }),
    );
  });

  it('shows demographics for b2c and firmographics for b2b on step 2', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoute('/icp/new', { session: 'client' });
    await user.type(await screen.findByLabelText('Profile name'), 'Parents');
    await user.click(screen.getByRole('radio', { name: /B2C/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await stepHeading('Client Details');
    expect(screen.getByLabelText('Age range')).toBeInTheDocument();
    expect(screen.getByLabelText('Gender')).toHaveValue('all');
    expect(screen.queryByLabelText('Industry')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Geography')).toBeInTheDocument();
    expect(screen.getByLabelText('Not a fit (anti-ICP)')).toBeInTheDocument();
    expect(screen.getByText(/Who you do not want as a client/)).toBeInTheDocument();
  });

  it('creates the profile with the whole form and opens it with "Success!"', async () => {
    const fetchMock = mockFetch({
      'POST /api/icps': { status: 201, body: makeIcp() },
      ...detailAnswers,
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/icp/new', { session: 'client' });

    await user.type(await screen.findByLabelText('Profile name'), '  SaaS CFOs ');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.type(await screen.findByLabelText('Industry'), 'B2B SaaS');
    await user.type(screen.getByLabelText('Geography'), 'Canada{Enter}');
    await user.type(screen.getByLabelText('Not a fit (anti-ICP)'), 'fewer than 5 employees{Enter}');
    await user.click(screen.getByRole('button', { name: 'Step 4: Pain Points' }));
    await user.type(await screen.findByLabelText('Pain points'), 'Slow close{Enter}');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await stepHeading('Buyer Journey');
    await user.type(screen.getByLabelText('Awareness'), 'Peers');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/icp/${ICP_ID}`));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/icps')).toMatchObject({
      name: 'SaaS CFOs',
      type: 'b2b',
      industry: 'B2B SaaS',
      companySize: null,
      geographics: ['Canada'],
      disqualifiers: ['fewer than 5 employees'],
      painPoints: ['Slow close'],
      gender: null,
      buyerJourney: { awareness: 'Peers', consideration: null, decision: null },
    });
    expect(bodyOf(fetchMock, 'POST /api/icps')).not.toHaveProperty('draftId');
  });

  it("shows 'Error' with the server's message when creating fails", async () => {
    mockFetch({
      'POST /api/icps': {
        status: 400,
        body: { code: 'bad_request', status: 400, message: 'Industry is too long' },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/icp/new', { session: 'client' });
    await user.type(await screen.findByLabelText('Profile name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Step 5: Buyer Journey' }));
    await user.click(await screen.findByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('Industry is too long')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/icp/new');
  });

  it('saves a draft with POST, then PUT, and sends its id when creating', async () => {
    const saved = makeDraft({ lastSaved: new Date().toISOString() });
    const fetchMock = mockFetch({
      'POST /api/drafts': { status: 201, body: saved },
      [`PUT /api/drafts/${DRAFT_ID}`]: { body: saved },
      'POST /api/icps': { status: 201, body: makeIcp() },
      ...detailAnswers,
    });
    const user = userEvent.setup();
    renderRoute('/icp/new', { session: 'client' });

    await user.type(await screen.findByLabelText('Profile name'), 'Dental practices');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    expect(await screen.findByText(`Saved at ${clockTime(saved.lastSaved)}`)).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/drafts')).toEqual({
      clientType: 'b2b',
      name: 'Dental practices',
      industry: null,
      draftData: expect.objectContaining({ name: 'Dental practices', type: 'b2b', painPoints: [] }),
      currentStep: 1,
      clientId: null,
    });

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.type(await screen.findByLabelText('Industry'), 'Dental care');
    // Differs from the stored draft again.
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyOf(fetchMock, `PUT /api/drafts/${DRAFT_ID}`)).toMatchObject({
        industry: 'Dental care',
        currentStep: 2,
      }),
    );
    expect(bodyOf(fetchMock, 'POST /api/drafts', 1)).toBeUndefined(); // created once, then updated

    await user.click(screen.getByRole('button', { name: 'Step 5: Buyer Journey' }));
    await user.click(await screen.findByRole('button', { name: 'Create Profile' }));
    await screen.findByText('Success!');
    expect(bodyOf(fetchMock, 'POST /api/icps')).toMatchObject({ draftId: DRAFT_ID });
  });

  it('resumes a draft: the form, the step and the last-saved time', async () => {
    const draft = makeDraft();
    mockFetch({ [`GET /api/drafts/${DRAFT_ID}`]: { body: draft } });
    const user = userEvent.setup();
    renderRoute(`/icp/new?draftId=${DRAFT_ID}`, { session: 'client' });

    await stepHeading('Psychology');
    expect(screen.getByText(`Saved at ${clockTime(draft.lastSaved)}`)).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Step 4: Pain Points/ }));
    expect(await screen.findByRole('button', { name: 'Remove No-shows' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Step 1: Basic Info/ }));
    expect(await screen.findByLabelText('Profile name')).toHaveValue('Dental practices');
  });

  it("says 'Failed to load draft' and starts blank when the draft cannot be read", async () => {
    mockFetch({ [`GET /api/drafts/${DRAFT_ID}`]: { status: 500, body: { message: 'boom' } } });
    renderRoute(`/icp/new?draftId=${DRAFT_ID}`, { session: 'client' });
    expect(await screen.findByText('Failed to load draft')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile name')).toHaveValue('');
  });

  it('auto-saves 30 s after the last change, only once the profile has a name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({ 'POST /api/drafts': { status: 201, body: makeDraft() } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/icp/new', { session: 'client' });

    // A change without a name: nothing is saved.
    await user.click(await screen.findByRole('radio', { name: /B2C/ }));
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(bodyOf(fetchMock, 'POST /api/drafts')).toBeUndefined();

    await user.type(screen.getByLabelText('Profile name'), 'Parents');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(bodyOf(fetchMock, 'POST /api/drafts')).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/drafts')).toMatchObject({ name: 'Parents', clientType: 'b2c' }),
    );
  });

  it('only logs a failed draft save', async () => {
    mockFetch({ 'POST /api/drafts': { status: 503, body: { message: 'down' } } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute('/icp/new', { session: 'client' });
    await user.type(await screen.findByLabelText('Profile name'), 'X');
    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to save draft', expect.any(Error)));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByText(/Saved/)).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('leaving the wizard', () => {
  it('asks before leaving with unsaved changes: Stay keeps the work, Leave goes', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const { router } = renderRoute('/icp/new', { session: 'client' });
    await user.type(await screen.findByLabelText('Profile name'), 'Half done');

    await user.click(screen.getByRole('link', { name: /Back to dashboard/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/icp/new');
    expect(screen.getByLabelText('Profile name')).toHaveValue('Half done');

    await user.click(screen.getByRole('link', { name: /Back to dashboard/ }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets you go without asking once the draft is saved', async () => {
    mockFetch({
      'POST /api/drafts': { status: 201, body: makeDraft({ lastSaved: new Date().toISOString() }) },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/icp/new', { session: 'client' });
    await user.type(await screen.findByLabelText('Profile name'), 'Saved');
    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await screen.findByText(/^Saved at \d\d:\d\d$/);
    await user.click(screen.getByRole('link', { name: /Back to dashboard/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('ICP wizard in client mode (?clientId=)', () => {
  const client = {
    id: CLIENT_ID,
    firstName: 'Ann',
    lastName: 'Client',
    email: 'ann@example.com',
    username: 'ann',
    role: 'client',
    profileImageUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('names the client, creates with POST /api/advisor/icp and says whom it was for', async () => {
    const fetchMock = mockFetch({
      [`GET /api/users/${CLIENT_ID}`]: { body: client },
      'POST /api/advisor/icp': { status: 201, body: makeIcp({ userId: CLIENT_ID }) },
      ...detailAnswers,
    });
    const user = userEvent.setup();
    renderRoute(`/icp/new?clientId=${CLIENT_ID}`, { session: 'team_member' });

    expect(await screen.findByText('Creating a profile for Ann Client')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Profile name'), 'For Ann');
    await user.click(screen.getByRole('button', { name: 'Step 5: Buyer Journey' }));
    await user.click(await screen.findByRole('button', { name: 'Create ICP for Client' }));

    expect(await screen.findByText('Ideal client profile created for Ann Client.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/advisor/icp')).toMatchObject({
      clientId: CLIENT_ID,
      name: 'For Ann',
    });
  });

  it('starts a profile for a client with the client’s profession, not the advisor’s', async () => {
    const fetchMock = mockFetch({
      [`GET /api/users/${CLIENT_ID}`]: { body: { ...client, profession: 'accountants' } },
      'POST /api/advisor/icp': { status: 201, body: makeIcp({ userId: CLIENT_ID }) },
      ...detailAnswers,
    });
    const user = userEvent.setup();
    renderRoute(`/icp/new?clientId=${CLIENT_ID}`, {
      session: makeUser('team_member', { profession: 'marketing-agencies' }),
    });
    expect(await screen.findByText('Creating a profile for Ann Client')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Your profession' })).toHaveValue('accountants'),
    );
    await user.type(screen.getByLabelText('Profile name'), 'For Ann');
    await user.click(screen.getByRole('button', { name: 'Step 5: Buyer Journey' }));
    await user.click(await screen.findByRole('button', { name: 'Create ICP for Client' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/advisor/icp')).toMatchObject({ profession: 'accountants' }),
    );
  });

  it('falls back to the user list, and says when the client is not there', async () => {
    mockFetch({
      [`GET /api/users/${CLIENT_ID}`]: { status: 404, body: { message: 'Not found' } },
      'GET /api/users': listAnswer([], { limit: 200 }),
    });
    renderRoute(`/icp/new?clientId=${CLIENT_ID}`, { session: 'admin' });
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
  });

  it('finds the client in the user list when the direct look-up fails', async () => {
    mockFetch({
      [`GET /api/users/${CLIENT_ID}`]: { status: 404, body: { message: 'Not found' } },
      'GET /api/users': listAnswer([client], { limit: 200 }),
    });
    renderRoute(`/icp/new?clientId=${CLIENT_ID}`, { session: 'admin' });
    expect(await screen.findByText('Creating a profile for Ann Client')).toBeInTheDocument();
  });
});

describe('ICP edit (/icp/:id/edit)', () => {
  it('pre-fills the wizard and saves the whole form with PUT', async () => {
    const fetchMock = mockFetch({
      [`PUT /api/icps/${ICP_ID}`]: { body: makeIcp({ name: 'Renamed' }) },
      ...detailAnswers,
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/icp/${ICP_ID}/edit`, { session: 'client' });

    const name = await screen.findByLabelText('Profile name');
    expect(name).toHaveValue('Growth-stage SaaS CFOs');
    expect(screen.queryByRole('button', { name: /Save Draft/ })).not.toBeInTheDocument();
    // The saved profile's own steps are filled in; nothing differs from it yet.
    expect(screen.getByRole('button', { name: 'Step 4: Pain Points (filled in)' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Renamed');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Step 5: Buyer Journey/ }));
    const nav = screen.getByRole('list', { name: 'Wizard steps' });
    expect(within(nav).getByRole('button', { name: /Step 5/ })).toHaveAttribute('aria-current', 'step');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/icp/${ICP_ID}`));
    expect(bodyOf(fetchMock, `PUT /api/icps/${ICP_ID}`)).toMatchObject({
      name: 'Renamed',
      industry: 'B2B SaaS',
      technographics: ['NetSuite'],
      painPoints: ['Slow month-end close', 'No cash visibility', 'Manual board packs'],
      buyerJourney: { awareness: 'Peers', consideration: null, decision: null },
    });
  });

  it("shows 'ICP not found' for a missing profile", async () => {
    mockFetch({});
    renderRoute(`/icp/${ICP_ID}/edit`, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'ICP not found' })).toBeInTheDocument();
  });
});
