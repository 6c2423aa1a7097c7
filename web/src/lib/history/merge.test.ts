import { describe, expect, it } from 'vitest';
import type { VersionConflict } from '@icp-studio/contracts';
import { chosenValue, editableText, isEditable, resolvedContent } from './merge';

const conflict: VersionConflict = {
  baseVersion: 1,
  current: {
    version: 2,
    authorId: null,
    authorName: 'Fiona',
    createdAt: '2026-11-29T10:00:00.000Z',
    changedFields: ['valueProposition', 'goals', 'positioning'],
    restoredFrom: null,
    content: { valueProposition: 'Hers', goals: ['a'], positioning: 'Premium', name: 'Plan' },
  },
  fields: [
    { field: 'valueProposition', base: 'Old', theirs: 'Hers', mine: 'His' },
    { field: 'goals', base: [], theirs: ['a'], mine: ['b'] },
  ],
  merged: { valueProposition: 'Hers', goals: ['a'], positioning: 'Premium', name: 'My name' },
};

describe('conflict merge choices', () => {
  it('keeps the server merge and puts each choice over it; no choice keeps mine', () => {
    expect(
      resolvedContent(conflict, {
        valueProposition: { keep: 'theirs' },
        goals: { keep: 'edited', text: 'a\n\n b ' },
      }),
    ).toEqual({ valueProposition: 'Hers', goals: ['a', 'b'], positioning: 'Premium', name: 'My name' });
    expect(resolvedContent(conflict, {}).valueProposition).toBe('His');
  });

  it('edits text and lists of text, one item a line; other shapes are kept whole', () => {
    expect(editableText(['a', 'b'])).toBe('a\nb');
    expect(isEditable(conflict.fields![0]!)).toBe(true);
    expect(isEditable({ field: 'kpis', base: null, theirs: [{ name: 'x' }], mine: [] })).toBe(false);
    expect(chosenValue(conflict.fields![0]!, { keep: 'edited', text: '  ' })).toBeNull();
  });
});
