import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { versionConflictOf } from './conflict';

const conflict = {
  baseVersion: 1,
  current: {
    version: 2,
    authorId: null,
    authorName: 'Ann Advisor',
    createdAt: '2026-01-02T03:04:05.000Z',
    changedFields: ['industry'],
    restoredFrom: null,
    content: { industry: 'Dental' },
  },
};

describe('versionConflictOf', () => {
  it('reads both versions from a 409 that carries them', () => {
    const body = JSON.stringify({ code: 'conflict', status: 409, message: 'Someone else saved', conflict });
    expect(versionConflictOf(new ApiError(409, body))).toEqual(conflict);
  });

  it('is null for any other error, a 409 without versions included', () => {
    expect(versionConflictOf(new ApiError(409, JSON.stringify({ code: 'conflict', message: 'Moved' })))).toBe(
      null,
    );
    expect(versionConflictOf(new ApiError(400, JSON.stringify({ conflict })))).toBe(null);
    expect(versionConflictOf(new ApiError(409, 'not json'))).toBe(null);
    expect(versionConflictOf(new Error('offline'))).toBe(null);
  });
});
