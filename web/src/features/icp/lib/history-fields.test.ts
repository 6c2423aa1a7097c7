import { describe, expect, it } from 'vitest';
import { ICP_HISTORY_LABELS, icpHistoryContent } from './history-fields';

describe('icpHistoryContent', () => {
  it('keeps the versioned fields only, absent ones as null', () => {
    const content = icpHistoryContent({ name: 'Dentists', status: 'completed', painPoints: ['No-shows'] });
    expect(Object.keys(content)).toEqual(Object.keys(ICP_HISTORY_LABELS));
    expect(content).toMatchObject({ name: 'Dentists', painPoints: ['No-shows'], industry: null });
    expect(content).not.toHaveProperty('status');
  });
});
