import { useEffect } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';

/**
 * Spec section 8: a list that fails to load shows its error toast ('Failed to fetch ICPs', ...), once
 * per failure, with the server's message when it gave one. The screen also shows the error in place.
 */
export function useErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (!error) return;
    // After React has finished committing: the toast store renders synchronously.
    const timer = setTimeout(() => notifyError(title, getServerMessage(error)));
    return () => clearTimeout(timer);
  }, [error, title]);
}
