import type { Template } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeIcp, makePlaybook, page } from '@/test/fixtures/icp-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const template = (over: Partial<Template>): Template => ({
  id: '00000000-0000-4000-8000-00000000aaa1',
  kind: 'playbook',
  profession: 'dentists',
  clientType: 'b2c',
  name: '90-day plan: anxious avoiders',
  description: 'A 90-day marketing plan for nervous patients.',
  content: {
    name: '90-day plan: anxious avoiders',
    valueProposition: 'Unhurried dental care, the full cost agreed first.',
    marketingGoals: ['30 new-patient bookings a month'],
    selectedChannels: [{ channel: 'Online booking on the practice website' }],
    campaigns: [{ name: 'Calm visits on Instagram', timeline: 'Days 1-42' }],
  },
  scope: 'builtin',
  ownerId: null,
  canDelete: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('My Playbooks: New from template (docs/product.md §12)', () => {
  it('lists the playbook templates of the user’s profession, previews one and creates the playbook for the chosen profile', async () => {
    const avoiders = template({});
    const adults = template({
      id: '00000000-0000-4000-8000-00000000aaa2',
      name: '90-day plan: busy working adults',
      content: { valueProposition: 'Appointments that fit your week.' },
    });
    const first = makeIcp({ id: '00000000-0000-4000-8000-0000000000b1', name: 'Busy parents' });
    const second = makeIcp({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Nervous patients' });
    const created = makePlaybook({ id: '00000000-0000-4000-8000-0000000000c1', name: 'Calm visits plan' });
    const fetchMock = mockFetch({
      'GET /api/playbooks': page([]),
      'GET /api/templates': page([avoiders, adults]),
      'GET /api/icps': page([first, second]),
      'POST /api/playbooks': { status: 201, body: created },
      [`GET /api/playbooks/${created.id}`]: { body: created },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/playbooks', {
      session: makeUser('client', { profession: 'dentists' }),
    });

    expect(
      await screen.findByRole('heading', { name: /My Playbooks/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'New from template' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New playbook from a template' });
    const list = await within(dialog).findByRole('list', { name: 'Playbook templates' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    const templatesCall = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname === '/api/templates');
    expect(templatesCall?.searchParams.get('kind')).toBe('playbook');
    expect(templatesCall?.searchParams.get('profession')).toBe('dentists');

    const preview = await within(dialog).findByRole('region', {
      name: 'Preview of 90-day plan: anxious avoiders',
    });
    expect(preview).toHaveTextContent('Built-in');
    expect(preview).toHaveTextContent('Unhurried dental care, the full cost agreed first.');
    expect(preview).toHaveTextContent('Online booking on the practice website');
    expect(preview).toHaveTextContent('Calm visits on Instagram');

    const profile = within(dialog).getByLabelText('For the profile');
    await waitFor(() => expect(profile).toHaveValue(first.id));
    await user.selectOptions(profile, second.id);
    const name = within(dialog).getByLabelText('Name of the new playbook');
    expect(name).toHaveValue('90-day plan: anxious avoiders');
    await user.clear(name);
    await user.type(name, 'Calm visits plan');
    await user.click(within(dialog).getByRole('button', { name: 'Use this template' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${created.id}`));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      ...avoiders.content,
      icpId: second.id,
      name: 'Calm visits plan',
      status: 'draft',
    });
  }, 60_000);
});
