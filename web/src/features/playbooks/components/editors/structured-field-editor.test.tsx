import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '@/lib/theme';
import type { StructuredKind } from '../../lib/field-rows';
import { parseCampaigns, parseKpis, parseStructured } from '../../lib/json-or-text';
import { StructuredFieldEditor } from './structured-field-editor';

const LABELS: Record<StructuredKind, string> = {
  kpis: 'KPIs',
  targetMetrics: 'Target metrics',
  teamRoles: 'Team roles',
  messagingPillars: 'Messaging pillars',
  campaigns: 'Campaigns',
};

function Harness({ kind, initial = '' }: { kind: StructuredKind; initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <ChakraProvider value={system}>
      <StructuredFieldEditor
        kind={kind}
        label={LABELS[kind]}
        emptyText="Nothing yet."
        value={text}
        onChange={setText}
      />
      <output data-testid="value">{text}</output>
    </ChakraProvider>
  );
}

const formText = () => screen.getByTestId('value').textContent ?? '';
const field = (name: string) => screen.getByRole('group', { name });

describe('the KPI rows', () => {
  it('adds a row, edits it, removes it; the field holds KPIs as the playbook stores them', async () => {
    const user = userEvent.setup();
    render(<Harness kind="kpis" />);
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add KPI' }));
    const row = field('KPI 1');
    expect(within(row).getByRole('textbox', { name: 'KPI' })).toHaveFocus();
    await user.type(within(row).getByRole('textbox', { name: 'KPI' }), 'Qualified leads');
    await user.type(within(row).getByRole('textbox', { name: 'Target' }), '40');
    await user.type(within(row).getByRole('textbox', { name: 'Unit' }), 'leads');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Period' }), 'month');
    expect(parseKpis(formText())).toEqual([
      { name: 'Qualified leads', target: 40, unit: 'leads', period: 'month' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Add KPI' }));
    await user.type(within(field('KPI 2')).getByRole('textbox', { name: 'KPI' }), 'Cost per lead');
    await user.type(within(field('KPI 2')).getByRole('textbox', { name: 'Target' }), '$45');
    expect(parseKpis(formText())).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove KPI 1' }));
    expect(parseKpis(formText())).toEqual([{ name: 'Cost per lead', target: '$45' }]);
    expect(within(field('KPI 1')).getByRole('textbox', { name: 'KPI' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove KPI 1' }));
    expect(formText()).toBe('');
    expect(screen.getByRole('button', { name: 'Add KPI' })).toHaveFocus();
  });

  it('shows an old text value as it was, in free text, and keeps it until it is edited', async () => {
    const user = userEvent.setup();
    render(<Harness kind="kpis" initial="Qualified leads: 40 a month; discovery-call rate: 25%" />);
    const box = screen.getByRole('textbox', { name: 'KPIs' });
    expect(box).toHaveValue('Qualified leads: 40 a month; discovery-call rate: 25%');
    expect(screen.getByRole('checkbox', { name: 'Free text: KPIs' })).toBeChecked();
    expect(screen.getByText(/Saved as free text/)).toBeInTheDocument();
    await user.type(box, '!');
    expect(formText()).toBe('Qualified leads: 40 a month; discovery-call rate: 25%!');
  });

  it('free text and back: the rows return as they were when the text was left alone', async () => {
    const user = userEvent.setup();
    const stored = [{ name: 'Bookings', target: 30, unit: 'bookings', period: 'month', basis: 'Two a day' }];
    render(<Harness kind="kpis" initial={JSON.stringify(stored, null, 2)} />);
    expect(within(field('KPI 1')).getByRole('textbox', { name: 'Target' })).toHaveValue('30');

    await user.click(screen.getByRole('checkbox', { name: 'Free text: KPIs' }));
    expect(screen.getByRole('textbox', { name: 'KPIs' })).toHaveValue('Bookings: 30 bookings per month');
    expect(formText()).toBe('Bookings: 30 bookings per month');

    await user.click(screen.getByRole('checkbox', { name: 'Free text: KPIs' }));
    expect(parseKpis(formText())).toEqual(stored);

    // Edited text comes back one row per line.
    await user.click(screen.getByRole('checkbox', { name: 'Free text: KPIs' }));
    const box = screen.getByRole('textbox', { name: 'KPIs' });
    await user.clear(box);
    await user.type(box, 'Leads: 40{Enter}Calls');
    await user.click(screen.getByRole('checkbox', { name: 'Free text: KPIs' }));
    expect(parseKpis(formText())).toEqual([{ name: 'Leads', target: 40 }, { name: 'Calls' }]);
  });

  it('nowhere asks for JSON', () => {
    render(<Harness kind="kpis" initial="[not structure" />);
    expect(document.body.textContent).not.toMatch(/json/i);
  });
});

describe('the team role rows', () => {
  it('adds a role with a person and responsibilities, stored as the generated playbook stores roles', async () => {
    const user = userEvent.setup();
    render(<Harness kind="teamRoles" />);
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const row = field('Role 1');
    await user.type(within(row).getByRole('textbox', { name: 'Role' }), 'Marketing lead');
    await user.type(within(row).getByRole('textbox', { name: 'Person' }), 'Dana');
    await user.type(
      within(row).getByRole('textbox', { name: 'Responsibilities' }),
      'Runs campaigns{Enter}Reports',
    );
    expect(parseStructured(formText())).toEqual([
      { role: 'Marketing lead', person: 'Dana', responsibilities: ['Runs campaigns', 'Reports'] },
    ]);
  });

  it('edits a map of role to duties in place and keeps it a map', async () => {
    const user = userEvent.setup();
    render(<Harness kind="teamRoles" initial='{"Partner": "Approves messaging"}' />);
    const duties = within(field('Role 1')).getByRole('textbox', { name: 'Responsibilities' });
    expect(duties).toHaveValue('Approves messaging');
    await user.type(duties, ' and budget');
    expect(parseStructured(formText())).toEqual({ Partner: 'Approves messaging and budget' });
  });
});

describe('the campaign timeline', () => {
  it('adds, edits and removes cards, in the order they start', async () => {
    const user = userEvent.setup();
    const stored = [
      { name: 'Summer', startDate: '2026-06-01', endDate: '2026-06-30', budget: 900 },
      { name: 'Spring', startDate: '2026-03-01', endDate: '2026-03-31', objective: 'Re-engage' },
    ];
    render(<Harness kind="campaigns" initial={JSON.stringify(stored)} />);
    const timeline = screen.getByRole('list', { name: 'Campaign timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Campaign 1: Spring' })).toHaveTextContent(
      'Mar 1, 2026 – Mar 31, 2026',
    );
    expect(screen.getByRole('group', { name: 'Campaign 2: Summer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add campaign' }));
    const card = screen.getByRole('group', { name: 'Campaign 3' });
    await user.type(within(card).getByRole('textbox', { name: 'Campaign name' }), 'Launch');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Stage' }), 'awareness');
    await user.type(within(card).getByRole('textbox', { name: 'Channel' }), 'LinkedIn');
    await user.type(within(card).getByLabelText('Start'), '2026-01-05');
    await user.type(within(card).getByLabelText('End'), '2026-01-30');
    await user.tab();
    // Left the dates: the new card moves to the front.
    expect(screen.getByRole('group', { name: 'Campaign 1: Launch' })).toBeInTheDocument();
    expect(parseCampaigns(formText())).toEqual([
      {
        name: 'Launch',
        stage: 'awareness',
        channel: 'LinkedIn',
        startDate: '2026-01-05',
        endDate: '2026-01-30',
        timeline: '2026-01-05 to 2026-01-30',
      },
      stored[1],
      stored[0],
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove campaign 2' }));
    expect((parseCampaigns(formText()) as { name: string }[]).map((c) => c.name)).toEqual([
      'Launch',
      'Summer',
    ]);
  });

  it('shows old campaign text in free text', () => {
    render(<Harness kind="campaigns" initial="Spring open house" />);
    expect(screen.getByRole('textbox', { name: 'Campaigns' })).toHaveValue('Spring open house');
  });
});
