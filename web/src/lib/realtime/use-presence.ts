import type { PresenceMember } from '@icp-studio/contracts';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/auth/get-auth-check';
import { realtimeSessionHooks } from '@/lib/session-events';
import { getRealtimeConnection } from './realtime-connection';

/** docs/product.md §4: the page refreshes its presence this often (the server forgets it after 30 s). */
export const PRESENCE_REFRESH_MS = 10_000;
/** A focus change is told after this pause, so tabbing through a form is not announced field by field. */
export const PRESENCE_FOCUS_DEBOUNCE_MS = 300;

export interface Presence {
  /** The others on the page (the signed-in user left out), one entry per person. */
  others: PresenceMember[];
  /** The field (its label) the user now edits, or null; told after a short pause. */
  focus: (field: string | null) => void;
  /** The last change in words, for a polite live region ("Fiona Tester is editing Goals"); '' at first. */
  announcement: string;
}

/**
 * Presence on an item's page (docs/product.md §4): says on the tab's shared socket that the user is on
 * `room`'s page, which field they edit (`focus`, debounced), refreshes it every 10 s, ends it on
 * unmount; answers who else is there and a sentence for the last change.
 */
export function usePresence(room: string | null | undefined): Presence {
  const { user } = useSession();
  const userId = user?.id;
  const [members, setMembers] = useState<PresenceMember[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<PresenceMember[]>([]);
  const send = useRef<(field: string | null) => void>(() => undefined);
  const wanted = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!room || !userId) return;
    const connection = getRealtimeConnection(userId, realtimeSessionHooks);
    let sent: string | null = null;
    const leave = connection.subscribe(room, {
      onEvent: () => undefined,
      onPresence: (event) => {
        const others = event.members.filter((m) => m.userId !== userId);
        const sentence = describeChange(previous.current, others);
        previous.current = others;
        setMembers(others);
        if (sentence) setAnnouncement(sentence);
      },
    });
    send.current = (field) => {
      if (field === sent) return;
      sent = field;
      connection.setPresence(room, field);
    };
    connection.setPresence(room, null);
    const refresh = setInterval(() => connection.setPresence(room, sent), PRESENCE_REFRESH_MS);
    return () => {
      clearInterval(refresh);
      clearTimeout(timer.current);
      send.current = () => undefined;
      wanted.current = null;
      connection.clearPresence(room);
      leave();
      previous.current = [];
      setMembers([]);
      setAnnouncement('');
    };
  }, [room, userId]);

  const focus = useCallback((field: string | null) => {
    wanted.current = field;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send.current(wanted.current), PRESENCE_FOCUS_DEBOUNCE_MS);
  }, []);

  return { others: members, focus, announcement };
}

/** "Fiona Tester is editing Goals", "Fiona Tester is viewing": one person's line. */
export function presenceLine(member: PresenceMember): string {
  return member.field ? `${member.name} is editing ${member.field}` : `${member.name} is viewing`;
}

/** What changed between two lists, in one sentence (arrivals, departures, field changes); '' for none. */
export function describeChange(before: PresenceMember[], after: PresenceMember[]): string {
  const was = new Map(before.map((m) => [m.userId, m]));
  const now = new Map(after.map((m) => [m.userId, m]));
  const parts: string[] = [];
  for (const m of after) {
    const old = was.get(m.userId);
    if (!old) parts.push(m.field ? presenceLine(m) : `${m.name} opened this page`);
    else if (old.field !== m.field)
      parts.push(m.field ? presenceLine(m) : `${m.name} stopped editing ${old.field}`);
  }
  for (const m of before) if (!now.has(m.userId)) parts.push(`${m.name} left`);
  return parts.join('. ');
}

/** The page's presence, for its bar and its fields' badges (null outside a presence scope). */
export const PresenceContext = createContext<Presence | null>(null);

/** Who else is editing the field labelled `label` (names; empty outside a presence scope). */
export function useFieldEditors(label: unknown): string[] {
  const presence = useContext(PresenceContext);
  if (!presence || typeof label !== 'string') return [];
  return presence.others.filter((m) => m.field === label).map((m) => m.name);
}
