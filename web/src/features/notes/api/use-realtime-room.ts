import type { NoteEvent } from '@icp-studio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { authKeys } from '@/features/auth/api/auth-keys';
import { useSession } from '@/features/auth/api/get-auth-check';
import { noteKeys, targetOfRoom } from './note-keys';
import { getRealtimeConnection, type RealtimeStatus } from './realtime-connection';

/**
 * Live updates of one room (`icp:<id>` or `playbook:<id>`, spec section 4): joins it on the tab's shared
 * socket (`/ws?userId=` of the signed-in user) and refetches the room's notes on note_added,
 * note_updated, task_assigned and task_completed, and after a reconnect. Leaves the room on unmount (the
 * socket closes once no room is left). Returns the connection status for a "Live" indicator.
 */
export function useRealtimeRoom(
  room: string | null | undefined,
  { onEvent }: { onEvent?: (event: NoteEvent) => void } = {},
): { status: RealtimeStatus } {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('idle');
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!room || !userId) return;
    const target = targetOfRoom(room);
    const refresh = () => {
      if (target) void queryClient.invalidateQueries({ queryKey: noteKeys.list(target) });
    };
    const connection = getRealtimeConnection(userId, {
      // The server closes with 4401 when the session is over: let the guards send the user to /login.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: authKeys.check() }),
    });
    const leave = connection.subscribe(room, {
      onEvent: (event) => {
        refresh();
        onEventRef.current?.(event);
      },
      onResync: refresh,
    });
    const stopWatching = connection.onStatus(setStatus);
    return () => {
      stopWatching();
      leave();
    };
  }, [room, userId, queryClient]);

  return { status: room && userId ? status : 'idle' };
}
