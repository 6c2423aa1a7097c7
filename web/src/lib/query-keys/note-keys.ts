/** The profile or the playbook a list of notes belongs to (exactly one). */
export type NoteTarget =
  { icpId: string; playbookId?: undefined } | { playbookId: string; icpId?: undefined };

/**
 * Query keys of the notes feature. `noteKeys.list(target)` holds the notes and tasks of one profile or
 * playbook; invalidate it after adding or completing one (and on a realtime event of its room).
 */
export const noteKeys = {
  all: ['notes'] as const,
  lists: () => [...noteKeys.all, 'list'] as const,
  list: (target: NoteTarget) =>
    [
      ...noteKeys.lists(),
      target.icpId ? { icpId: target.icpId } : { playbookId: target.playbookId as string },
    ] as const,
  /** The header search's notes whose text holds `term` (under `all`: a changed note refreshes it). */
  search: (term: string) => [...noteKeys.all, 'search', { term }] as const,
  /** The people a task on an item may be assigned to. */
  assignees: (target: NoteTarget | null) =>
    [
      ...noteKeys.all,
      'assignees',
      target ? (target.icpId ? { icpId: target.icpId } : { playbookId: target.playbookId as string }) : null,
    ] as const,
};

/** The realtime room of a profile or playbook: `icp:<id>` or `playbook:<id>`. */
export function roomOf(target: NoteTarget): string {
  return target.icpId ? `icp:${target.icpId}` : `playbook:${target.playbookId}`;
}

/** The item of a room name, or null when it is not one. */
export function targetOfRoom(room: string): NoteTarget | null {
  const match = /^(icp|playbook):(.+)$/i.exec(room.trim());
  if (!match) return null;
  const id = match[2]!.toLowerCase();
  return match[1]!.toLowerCase() === 'icp' ? { icpId: id } : { playbookId: id };
}

/** The target named by the panel's props, or null when neither (or both) is given. */
export function noteTargetOf({
  icpId,
  playbookId,
}: {
  icpId?: string;
  playbookId?: string;
}): NoteTarget | null {
  if (icpId && !playbookId) return { icpId };
  if (playbookId && !icpId) return { playbookId };
  return null;
}
