import type { KpiEvent, NoteEvent, ScoreEvent } from '@icp-studio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/auth/get-auth-check';
import { noteKeys, targetOfRoom } from '@/lib/query-keys/note-keys';
import { realtimeSessionHooks } from '@/lib/session-events';
import { getRealtimeConnection, type RealtimeStatus } from './realtime-connection';

/**
 * Live updates of one room (`icp:<id>` or `playbook:<id>`, docs/product.md §4): joins it on the tab's shared
 * socket (`/ws?userId=` of the signed-in user) and refetches the room's notes on note_added,
 * note_updated, task_assigned and task_completed, and after a reconnect; hands a profile room's
 * score_updated to `onScore`. Leaves the room on unmount (the
 * socket closes once no room is left). Returns the connection status for a "Live" indicator.
 */
export function useRealtimeRoom(
  room: string | null | undefined,
  {
    onEvent,
    onScore,
    onKpi,
    onResync,
    onJoined,
  }: {
    onEvent?: (event: NoteEvent) => void;
    /** A profile room's `score_updated` (its AI review ended). */
    onScore?: (event: ScoreEvent) => void;
    /** A playbook room's `kpi_updated` (its KPI actuals changed, docs/product.md §17). */
    onKpi?: (event: KpiEvent) => void;
    /** After a reconnect (events may have been missed). */
    onResync?: () => void;
    /** The server confirmed the join (events from now on arrive). */
    onJoined?: () => void;
  } = {},
): { status: RealtimeStatus } {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('idle');
  const onEventRef = useRef(onEvent);
  const onScoreRef = useRef(onScore);
  const onKpiRef = useRef(onKpi);
  const onResyncRef = useRef(onResync);
  const onJoinedRef = useRef(onJoined);
  useEffect(() => {
    onEventRef.current = onEvent;
    onScoreRef.current = onScore;
    onKpiRef.current = onKpi;
    onResyncRef.current = onResync;
    onJoinedRef.current = onJoined;
  }, [onEvent, onScore, onKpi, onResync, onJoined]);

  useEffect(() => {
    if (!room || !userId) return;
    const target = targetOfRoom(room);
    const refresh = () => {
      if (target) void queryClient.invalidateQueries({ queryKey: noteKeys.list(target) });
    };
    // The server closes with 4401 when the session is over: the app offers to sign in again.
    const connection = getRealtimeConnection(userId, realtimeSessionHooks);
    const leave = connection.subscribe(room, {
      onEvent: (event) => {
        refresh();
        onEventRef.current?.(event);
      },
      onScore: (event) => onScoreRef.current?.(event),
      onKpi: (event) => onKpiRef.current?.(event),
      onJoined: () => onJoinedRef.current?.(),
      onResync: () => {
        refresh();
        onResyncRef.current?.();
      },
    });
    const stopWatching = connection.onStatus(setStatus);
    return () => {
      stopWatching();
      leave();
    };
  }, [room, userId, queryClient]);

  return { status: room && userId ? status : 'idle' };
}
