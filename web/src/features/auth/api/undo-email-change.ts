import type { UndoEmailChangeResponse } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';

/** `POST /api/auth/email-change/undo`: the link mailed to the old address (docs/product.md §7). */
export function undoEmailChange(token: string): Promise<UndoEmailChangeResponse> {
  return api.call('undoEmailChange', { body: { token } });
}

/** Undoing ends every session of the account: whoever is signed in here is asked again. */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.check() }),
  });
}
