import { useEffect } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';

/**
 * A list that fails to load shows its error toast, once per failure: the title 'Error' with the
 * server's message, or the list's default ('Failed to fetch ICPs', ...) when it sent none. The screen
 * also shows the error in place.
 */
export function useErrorToast(error: unknown, fallback: string) {
  useEffect(() => {
    if (!error) return;
    // After React has finished committing: the toast store renders synchronously.
    const timer = setTimeout(() => notifyError('Error', getServerMessage(error, fallback)));
    return () => clearTimeout(timer);
  }, [error, fallback]);
}
