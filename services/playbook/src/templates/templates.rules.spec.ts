import type { Actor } from '@icp-studio/contracts';
import {
  ICP_TEMPLATE_FIELDS,
  canDeleteTemplate,
  canSeeTemplate,
  maySaveWithScope,
  templateContent,
} from './templates.rules.js';

const client: Actor = { userId: 'u-client', role: 'client' } as Actor;
const other: Actor = { userId: 'u-other', role: 'client' } as Actor;
const advisor: Actor = { userId: 'u-advisor', role: 'team_member' } as Actor;
const admin: Actor = { userId: 'u-admin', role: 'admin' } as Actor;

describe('template rules', () => {
  it('a private template is its owner’s alone; the others are everyone’s', () => {
    const mine = { scope: 'private' as const, ownerId: client.userId };
    expect([client, other, advisor, admin].map((a) => canSeeTemplate(a, mine))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    for (const scope of ['builtin', 'installation'] as const)
      for (const a of [client, advisor, admin])
        expect(canSeeTemplate(a, { scope, ownerId: null })).toBe(true);
  });

  it('deletes: a built-in one never, an installation one by admins, a private one by its owner', () => {
    expect(
      [client, advisor, admin].some((a) => canDeleteTemplate(a, { scope: 'builtin', ownerId: null })),
    ).toBe(false);
    expect(
      [client, advisor, admin].map((a) => canDeleteTemplate(a, { scope: 'installation', ownerId: null })),
    ).toEqual([false, false, true]);
    const mine = { scope: 'private' as const, ownerId: client.userId };
    expect([client, other, admin].map((a) => canDeleteTemplate(a, mine))).toEqual([true, false, false]);
  });

  it('only admins save for the installation', () => {
    expect([client, advisor, admin].map((a) => maySaveWithScope(a, 'installation'))).toEqual([
      false,
      false,
      true,
    ]);
    expect([client, advisor, admin].every((a) => maySaveWithScope(a, 'private'))).toBe(true);
  });

  it('keeps the named fields that hold something, under the template’s name', () => {
    expect(
      templateContent(
        { id: 'x', name: 'Old', type: 'b2c', industry: null, painPoints: [], goals: ['A'], score: 90 },
        ICP_TEMPLATE_FIELDS,
        'New',
      ),
    ).toEqual({ name: 'New', type: 'b2c', goals: ['A'] });
  });
});
