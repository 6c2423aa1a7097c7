import { Icon, Text } from '@chakra-ui/react';
import { LuCheck, LuCircleDot } from 'react-icons/lu';
import { clockTime } from '@/lib/format';

export interface SaveState {
  /** A save is in flight. */
  saving: boolean;
  /** The form differs from what was last saved (or, before any save, from what it started with). */
  dirty: boolean;
  /** When the last save was stored, if any. */
  lastSaved: string | null;
}

export type SaveStatusKind = 'saving' | 'unsaved' | 'saved' | 'none';

/**
 * What the wizard says about saving (docs/product.md §2): "Saving draft…" while a save runs, "Unsaved
 * changes" as soon as the form differs from what was last saved, "Saved at 14:05" after a save, and
 * nothing before there is anything to say.
 */
export function saveStatus({ saving, dirty, lastSaved }: SaveState): { kind: SaveStatusKind; text: string } {
  if (saving) return { kind: 'saving', text: 'Saving draft…' };
  if (dirty) return { kind: 'unsaved', text: 'Unsaved changes' };
  const time = clockTime(lastSaved);
  if (time) return { kind: 'saved', text: `Saved at ${time}` };
  return { kind: 'none', text: '' };
}

export function SaveStatus(props: SaveState) {
  const { kind, text } = saveStatus(props);
  return (
    <Text fontSize="xs" color="fg.muted" aria-live="polite" data-testid="draft-status" data-state={kind}>
      {kind === 'saved' ? <Icon as={LuCheck} color="green.600" me="1" verticalAlign="-2px" /> : null}
      {kind === 'unsaved' ? <Icon as={LuCircleDot} color="orange.600" me="1" verticalAlign="-2px" /> : null}
      {text}
    </Text>
  );
}
