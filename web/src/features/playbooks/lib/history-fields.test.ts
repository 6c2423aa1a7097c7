import { describe, expect, it } from 'vitest';
import { PLAYBOOK_HISTORY_LABELS, playbookHistoryContent } from './history-fields';

describe('playbookHistoryContent', () => {
  it('keeps the versioned fields only (not the profile link nor the status), absent ones as null', () => {
    const content = playbookHistoryContent({ name: 'Launch', icpId: 'x', status: 'draft', tonality: 'Warm' });
    expect(Object.keys(content)).toEqual(Object.keys(PLAYBOOK_HISTORY_LABELS));
    expect(content).toMatchObject({ name: 'Launch', tonality: 'Warm', positioning: null });
    expect(content).not.toHaveProperty('icpId');
  });
});
