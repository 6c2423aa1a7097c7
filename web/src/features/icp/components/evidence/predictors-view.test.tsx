import type { EvidencePredictor, EvidencePredictors } from '@icp-studio/contracts';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PredictorsView, rowsBehind } from './predictors-view';

const dental: EvidencePredictor = {
  measure: 'win_rate',
  attribute: 'industry',
  column: 'Industry',
  value: 'Dental',
  direction: 'higher',
  sentence: 'Clients in Dental were won 4 times as often as the rest: 16 of 20 (80%) against 8 of 40 (20%).',
  detail:
    "+60 points (95% interval 36 to 75); Fisher's exact test p < 0.001, adjusted < 0.001 across 6 comparisons.",
  group: { hits: 16, of: 20 },
  rest: { hits: 8, of: 40 },
  groupFigure: 0.8,
  restFigure: 0.2,
  interval: { low: 0.36, high: 0.75 },
  p: 0.00001,
  q: 0.00006,
  rows: Array.from({ length: 20 }, (_, i) => i + 2),
};

const base = { fdr: 0.05, minSample: 10, decided: 60, retained: 0, withValue: 0 };

function renderView(predictors: EvidencePredictors) {
  render(
    <ChakraProvider value={defaultSystem}>
      <PredictorsView predictors={predictors} />
    </ChakraProvider>,
  );
  return screen.getByRole('region', { name: 'What predicts a won client' });
}

describe('What predicts a won client', () => {
  it('reads each difference as a sentence with its interval and the rows behind it', () => {
    const section = renderView({
      ...base,
      verdict: 'found',
      message:
        '1 of 6 comparisons show a difference the data supports (Benjamini-Hochberg, false discovery rate 5%).',
      comparisons: 6,
      findings: [dental],
    });
    expect(within(section).getByText(/1 of 6 comparisons show a difference/)).toBeInTheDocument();
    expect(within(section).getByText(dental.sentence)).toBeInTheDocument();
    expect(within(section).getByText('Win rate')).toBeInTheDocument();
    expect(within(section).getByText(/95% interval 36 to 75/)).toBeInTheDocument();
    expect(
      within(section).getByText('Rows 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 and 8 more'),
    ).toBeInTheDocument();
  });

  it('says so when the list is too small, and lists nothing', () => {
    const message =
      'The list is too small to say what predicts a good client: no value of an attribute has 10 rows on each side of a comparison (12 deals won or lost, 0 clients kept or churned, 0 clients with a value).';
    const section = renderView({ ...base, verdict: 'too_small', message, comparisons: 0, findings: [] });
    expect(within(section).getByText(message)).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('names every row when there are few', () => {
    expect(rowsBehind({ ...dental, rows: [2, 5, 9], group: { hits: 2, of: 3 } })).toBe('Rows 2, 5, 9');
  });
});
