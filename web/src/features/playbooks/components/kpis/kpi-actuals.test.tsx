import { ChakraProvider } from '@chakra-ui/react';
import { playbookKpisOf, type KpiWithActuals } from '@icp-studio/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/lib/theme';
import { KpiActualForm } from './kpi-actual-form';
import { KpiChart } from './kpi-chart';
import { KpiImport } from './kpi-import';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
const ID = '00000000-0000-4000-8000-000000000001';
const AT = '2026-03-01T00:00:00.000Z';

function leads(values: [string, number][]): KpiWithActuals {
  return playbookKpisOf(
    ID,
    [{ name: 'Qualified leads', target: 40, unit: 'leads', period: 'month' }],
    values.map(([periodStart, value]) => ({
      kpiKey: 'qualified-leads',
      periodStart,
      value,
      recordedBy: null,
      recordedAt: AT,
    })),
  ).kpis[0]!;
}

describe('KPI chart', () => {
  it('is an image with a title and a description, and the values in a table', () => {
    wrap(
      <KpiChart
        kpi={leads([
          ['2026-01-01', 10],
          ['2026-03-01', 12],
        ])}
      />,
    );
    const chart = screen.getByRole('img', { name: /Qualified leads: actuals per month/ });
    expect(chart).toHaveAccessibleName(/Target 40 per month\. Latest: 12 in Mar 2026\. .*Status: Behind\./);
    expect(within(chart).getByText('no value')).toBeInTheDocument(); // February
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByTestId('kpi-target-line')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-trend-line')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Qualified leads: values per month/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Jan 202610' + '40', 'Feb 2026No value40', 'Mar 202612' + '40']);
  });

  it('draws no trend from a single value', () => {
    wrap(<KpiChart kpi={leads([['2026-01-01', 45]])} />);
    expect(screen.queryByTestId('kpi-trend-line')).toBeNull();
    expect(screen.getByRole('img')).toHaveAccessibleName(/Status: On track/);
  });
});

describe('KPI value form', () => {
  it('records a value for a period, and checks both first', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    wrap(<KpiActualForm kpi={leads([])} onSave={onSave} onDelete={vi.fn()} today="2026-03-14" />);
    const period = screen.getByLabelText('Period (month)');
    expect(period).toHaveValue('2026-03');
    fireEvent.click(screen.getByRole('button', { name: 'Save value' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Value (leads)'), { target: { value: '42' } });
    fireEvent.change(period, { target: { value: '2026-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save value' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('2026-02', 42));
  });

  it('refuses a value below zero before sending it', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    wrap(<KpiActualForm kpi={leads([])} onSave={onSave} onDelete={vi.fn()} today="2026-03-14" />);
    fireEvent.change(screen.getByLabelText('Value (leads)'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save value' }));
    expect(await screen.findByText('Value cannot be negative')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lists the values to edit or delete', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    wrap(
      <KpiActualForm
        kpi={leads([
          ['2026-01-01', 10],
          ['2026-02-01', 20],
        ])}
        onSave={vi.fn()}
        onDelete={onDelete}
        today="2026-03-14"
      />,
    );
    const list = screen.getByRole('list', { name: 'Recorded values of Qualified leads' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Feb 2026: 20', 'Jan 2026: 10']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the value of Jan 2026' }));
    expect(screen.getByLabelText('Period (month)')).toHaveValue('2026-01');
    expect(screen.getByLabelText('Value (leads)')).toHaveValue('10');
    fireEvent.click(screen.getByRole('button', { name: 'Delete the value of Feb 2026' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith('2026-02'));
  });
});

describe('KPI CSV import', () => {
  it('names each bad line of a refused import', async () => {
    const onImport = vi
      .fn()
      .mockRejectedValue(new Error('400: {"message":"Nothing was imported: 2 rows need fixing"}'));
    wrap(
      <KpiImport
        onImport={onImport}
        errorLines={() => ['line 2: Unknown KPI "Nope"', 'line 3: Value "x" is not a number']}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import values' }));
    expect(await screen.findByText('Choose a CSV file or paste its rows first')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('CSV rows to import'), {
      target: { value: 'kpi,period,value\nNope,2026-01,1\nQualified leads,2026-01,x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import values' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: 2 rows need fixing');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['line 2: Unknown KPI "Nope"', 'line 3: Value "x" is not a number']);
  });

  it('says how many values it imported', async () => {
    wrap(<KpiImport onImport={vi.fn().mockResolvedValue({ imported: 3 })} errorLines={() => []} />);
    fireEvent.change(screen.getByLabelText('CSV rows to import'), {
      target: { value: 'kpi,period,value\na,b,1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import values' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 values imported');
  });
});
