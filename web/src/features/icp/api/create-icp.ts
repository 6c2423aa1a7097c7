import type { Icp, IcpFields } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

export interface CreateIcpInput {
  fields: IcpFields;
  /** The draft the profile came from: the server deletes it with the creation. */
  draftId?: string | null;
  /** Client mode: a team member or admin creating for this client (`POST /api/advisor/icp`). */
  clientId?: string | null;
}

/** `POST /api/icps` (201), or `POST /api/advisor/icp` with `clientId` in client mode. */
export function createIcp({ fields, draftId, clientId }: CreateIcpInput): Promise<Icp> {
  const body = { ...fields, ...(draftId ? { draftId } : {}) };
  return clientId
    ? api.call('createIcpForClient', { body: { ...body, clientId } })
    : api.call('createIcp', { body });
}

export function useCreateIcp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIcp,
    onSuccess: (icp) => {
      queryClient.setQueryData(icpKeys.detail(icp.id), icp);
      void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: icpKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: icpKeys.drafts() });
    },
  });
}
