import { icpFieldsSchema, type Icp, type IcpFields } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp } from '@/test/fixtures/icp-fixtures';
import { icpToForm, toIcpPayload } from '../../lib/icp-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noScore = { status: 404, body: { code: 'not_found', status: 404, message: 'No score yet' } };
const notes = { 'GET /api/notes': listAnswer([], { limit: 200 }) };
const path = `/icp/${ICP_ID}`;

/** A server that keeps the profile: PUT replaces its fields (the status stays) and answers it. */
function profileServer(start: Icp) {
  let current = start;
  const puts: IcpFields[] = [];
  const fetchMock = mockFetch({
    [`GET /api/icps/${ICP_ID}`]: () => ({ body: current }),
    [`GET /api/icps/${ICP_ID}/score`]: noScore,
    ...notes,
    [`PUT /api/icps/${ICP_ID}`]: (init) => {
      const fields = JSON.parse(String(init?.body)) as IcpFields;
      puts.push(fields);
      current = { ...current, ...fields, status: current.status } as Icp;
      return { body: current };
    },
  });
  return { puts, fetchMock, current: () => current };
}

/** What a save sends when nothing is changed: the profile as the form holds it. */
const unchanged = (icp: Icp): IcpFields => toIcpPayload(icpFieldsSchema.parse(icpToForm(icp)));

/**
 * Opens a card's form, lets `change` edit it, saves; checks the PUT carries that change and nothing else,
 * then undoes it and checks the second PUT is the profile as it was.
 */
async function editSaveUndo(
  start: Icp,
  title: string,
  change: (form: HTMLElement, user: ReturnType<typeof userEvent.setup>) => Promise<void>,
  changed: Partial<IcpFields>,
  shown: string,
) {
  const server = profileServer(start);
  const user = userEvent.setup();
  renderRoute(path, { session: 'client' });

  const card = await screen.findByRole('region', { name: title }, { timeout: 10_000 });
  await user.click(within(card).getByRole('button', { name: `Edit ${title}` }));
  const form = within(card).getByRole('form', { name: `Edit ${title}` });
  await change(form, user);
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(`${title} saved.`)).toBeInTheDocument();
  expect(server.puts).toHaveLength(1);
  expect(server.puts[0]).toEqual({ ...unchanged(start), ...changed });
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: title })).getByText(shown)).toBeInTheDocument(),
  );
  await waitFor(() => expect(screen.getByRole('button', { name: `Edit ${title}` })).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Change undone')).toBeInTheDocument();
  expect(server.puts).toHaveLength(2);
  expect(server.puts[1]).toEqual(unchanged(start));
  await waitFor(() => expect(screen.queryByText(shown)).not.toBeInTheDocument());
}

describe('edit in place on the profile page', () => {
  it('edits the pain points in place, saves the whole profile with PUT, then undoes the change', async () => {
    const server = profileServer(makeIcp());
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });

    const pains = await screen.findByRole('region', { name: 'Pain Points' }, { timeout: 10_000 });
    await user.click(within(pains).getByRole('button', { name: 'Edit Pain Points' }));
    const form = within(pains).getByRole('form', { name: 'Edit Pain Points' });
    // The first field has the focus: type a new pain point and add it with Enter.
    const input = within(form).getByRole('textbox', { name: /Pain points/ });
    expect(input).toHaveFocus();
    await user.keyboard('Churn after onboarding{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Pain Points saved.')).toBeInTheDocument();
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]!.painPoints).toEqual([
      'Slow month-end close',
      'No cash visibility',
      'Manual board packs',
      'Churn after onboarding',
    ]);
    // Every other field goes as it was (PUT clears what it omits).
    expect(server.puts[0]).toMatchObject({
      name: 'Growth-stage SaaS CFOs',
      industry: 'B2B SaaS',
      needs: ['Automation'],
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Pain Points' })).getByText('Churn after onboarding'),
      ).toBeInTheDocument(),
    );
    // The focus goes back to the card's Edit button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Pain Points' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change undone')).toBeInTheDocument();
    expect(server.puts).toHaveLength(2);
    expect(server.puts[1]!.painPoints).toEqual([
      'Slow month-end close',
      'No cash visibility',
      'Manual board packs',
    ]);
    await waitFor(() => expect(screen.queryByText('Churn after onboarding')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // Two saves, two toasts and a whole profile page: 16 s on a loaded 2-core machine.
  }, 45_000);

  it('cancels with the Cancel button or Escape, sending nothing', async () => {
    const server = profileServer(makeIcp());
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });

    const channels = await screen.findByRole('region', { name: 'Preferred Channels' }, { timeout: 10_000 });
    await user.click(within(channels).getByRole('button', { name: 'Edit Preferred Channels' }));
    await user.keyboard('Podcasts{Enter}');
    await user.click(within(channels).getByRole('button', { name: 'Cancel' }));
    expect(within(channels).queryByRole('form')).not.toBeInTheDocument();
    expect(within(channels).queryByText('Podcasts')).not.toBeInTheDocument();

    // Keyboard only: focus the Edit button, open with Enter, close with Escape.
    within(channels).getByRole('button', { name: 'Edit Preferred Channels' }).focus();
    await user.keyboard('{Enter}');
    expect(within(channels).getByRole('form', { name: 'Edit Preferred Channels' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(channels).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(channels).getByRole('button', { name: 'Edit Preferred Channels' })).toHaveFocus(),
    );
    expect(server.puts).toHaveLength(0);
  });

  it("keeps the form open and shows the server's message when the save fails", async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`PUT /api/icps/${ICP_ID}`]: {
        status: 403,
        body: { code: 'forbidden', status: 403, message: 'You cannot edit this profile' },
      },
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });
    const psych = await screen.findByRole('region', { name: 'Psychographics' }, { timeout: 10_000 });
    await user.click(within(psych).getByRole('button', { name: 'Edit Psychographics' }));
    const text = within(psych).getByRole('textbox', { name: 'Psychographics' });
    await user.clear(text);
    await user.type(text, 'Risk-averse');
    await user.click(within(psych).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You cannot edit this profile')).toBeInTheDocument();
    expect(within(psych).getByRole('form', { name: 'Edit Psychographics' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('edits the Firmographics card in place: the industry and the technology stack, then undoes', async () => {
    await editSaveUndo(
      makeIcp(),
      'Firmographics',
      async (form, user) => {
        // The wizard's fields, with its labels.
        const industry = within(form).getByRole('textbox', { name: 'Industry' });
        expect(industry).toHaveFocus();
        expect(industry).toHaveAttribute('maxLength', '200');
        await user.clear(industry);
        await user.type(industry, 'Fintech');
        await user.type(within(form).getByRole('textbox', { name: /Technology stack/ }), 'Xero{Enter}');
      },
      { industry: 'Fintech', technographics: ['NetSuite', 'Xero'] },
      'Fintech',
    );
  }, 45_000);

  it('edits the Demographics card of a b2c profile in place, then undoes', async () => {
    const b2c = makeIcp({
      type: 'b2c',
      industry: null,
      companySize: null,
      revenue: null,
      technographics: [],
      decisionMakerRole: null,
      decisionMakerTitle: null,
      ageRange: '28-45',
      gender: 'all',
      education: 'Degree',
      occupation: 'Nurse',
      income: '$40k-$60k',
    });
    await editSaveUndo(
      b2c,
      'Demographics',
      async (form, user) => {
        expect(within(form).getByRole('textbox', { name: 'Age range' })).toHaveFocus();
        const occupation = within(form).getByRole('textbox', { name: 'Occupation' });
        await user.clear(occupation);
        await user.type(occupation, 'Midwife');
        await user.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'female');
      },
      { occupation: 'Midwife', gender: 'female' },
      'Midwife',
    );
  }, 45_000);

  it('edits the Buyer Journey card in place, then undoes', async () => {
    await editSaveUndo(
      makeIcp(),
      'Buyer Journey',
      async (form, user) => {
        const awareness = within(form).getByRole('textbox', { name: /Awareness/ });
        expect(awareness).toHaveFocus();
        await user.type(within(form).getByRole('textbox', { name: /Decision/ }), 'The partners sign off');
      },
      { buyerJourney: { awareness: 'Peers', consideration: null, decision: 'The partners sign off' } },
      'The partners sign off',
    );
  }, 45_000);

  it('shows the Not a fit (anti-ICP) card and edits its disqualifiers in place, then undoes', async () => {
    await editSaveUndo(
      makeIcp({ disqualifiers: ['fewer than 5 employees'] }),
      'Not a fit (anti-ICP)',
      async (form, user) => {
        const input = within(form).getByRole('textbox', { name: /Not a fit/ });
        expect(input).toHaveFocus();
        await user.keyboard('wants one-off filings only{Enter}');
      },
      { disqualifiers: ['fewer than 5 employees', 'wants one-off filings only'] },
      'wants one-off filings only',
    );
  }, 45_000);

  it('has no Not a fit card while the profile names no disqualifier', async () => {
    profileServer(makeIcp({ disqualifiers: [] }));
    renderRoute(path, { session: 'client' });
    await screen.findByRole('region', { name: 'Pain Points' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Not a fit (anti-ICP)' })).not.toBeInTheDocument();
  }, 45_000);

  it('checks an in-place field with the same rules as the wizard', async () => {
    const server = profileServer(makeIcp());
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });
    const journey = await screen.findByRole('region', { name: 'Buyer Journey' }, { timeout: 10_000 });
    await user.click(within(journey).getByRole('button', { name: 'Edit Buyer Journey' }));
    const decision = within(journey).getByRole('textbox', { name: /Decision/ });
    await user.click(decision);
    await user.paste('x'.repeat(5001));
    await user.click(within(journey).getByRole('button', { name: 'Save' }));
    expect(await within(journey).findByText('Decision must be at most 5000 characters')).toBeInTheDocument();
    // The wizard's counter says by how much.
    expect(within(journey).getByText('5,001 / 5,000 · 1 character too many')).toBeInTheDocument();
    expect(server.puts).toHaveLength(0);
  }, 45_000);
});
