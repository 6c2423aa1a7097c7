import type {
  ShareCreateRequest,
  ShareKind,
  ShareLink,
  ShareLinkCreated,
  SharedItem,
  ShareUpdateRequest,
} from '@icp-studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The item a share link shows: a profile or a playbook, by id. */
export interface ShareTarget {
  kind: ShareKind;
  id: string;
}

export const shareKeys = {
  all: ['shares'] as const,
  list: (t: ShareTarget) => ['shares', t.kind, t.id] as const,
  shared: (token: string) => ['shared', token] as const,
};

/** `GET /api/icps/{id}/shares` or `/api/playbooks/{id}/shares`: the item's live links, newest first. */
export function listShareLinks(t: ShareTarget): Promise<ShareLink[]> {
  const params = { params: { id: t.id } };
  return t.kind === 'icp' ? api.callAll('listIcpShares', params) : api.callAll('listPlaybookShares', params);
}

/** `POST .../shares`: a new link; its answer holds the token, shown this once. */
export function createShareLink(t: ShareTarget, body: ShareCreateRequest): Promise<ShareLinkCreated> {
  const parts = { params: { id: t.id }, body };
  return t.kind === 'icp' ? api.call('createIcpShare', parts) : api.call('createPlaybookShare', parts);
}

/** `DELETE .../shares/{shareId}`. */
export function revokeShareLink(t: ShareTarget, shareId: string) {
  const parts = { params: { id: t.id, shareId } };
  return t.kind === 'icp' ? api.call('revokeIcpShare', parts) : api.call('revokePlaybookShare', parts);
}

/** `PATCH .../shares/{shareId}`: a live link's new label and expiry (an absent field stays). */
export function updateShareLink(
  t: ShareTarget,
  shareId: string,
  body: ShareUpdateRequest,
): Promise<ShareLink> {
  const parts = { params: { id: t.id, shareId }, body };
  return t.kind === 'icp' ? api.call('updateIcpShare', parts) : api.call('updatePlaybookShare', parts);
}

/** `DELETE .../shares`: every live link of the item. */
export function revokeAllShareLinks(t: ShareTarget) {
  const parts = { params: { id: t.id } };
  return t.kind === 'icp'
    ? api.call('revokeAllIcpShares', parts)
    : api.call('revokeAllPlaybookShares', parts);
}

/** `GET /api/shared/{token}`: what a link shows, without a session. */
export function getSharedItem(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<SharedItem> {
  return api.call('getSharedItem', { params: { token }, signal });
}

export function useShareLinks(t: ShareTarget, enabled = true) {
  return useQuery({ queryKey: shareKeys.list(t), queryFn: () => listShareLinks(t), enabled });
}

export function useSharedItem(token: string) {
  return useQuery({
    queryKey: shareKeys.shared(token),
    queryFn: ({ signal }) => getSharedItem(token, { signal }),
    // A dead link stays dead; a view is counted per load, so no retries or refetches on focus.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

function useShareMutation<A, R>(t: ShareTarget, fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareKeys.list(t) }),
  });
}

export const useCreateShareLink = (t: ShareTarget) =>
  useShareMutation(t, (body: ShareCreateRequest) => createShareLink(t, body));
export const useRevokeShareLink = (t: ShareTarget) =>
  useShareMutation(t, (shareId: string) => revokeShareLink(t, shareId));
export const useUpdateShareLink = (t: ShareTarget) =>
  useShareMutation(t, ({ shareId, ...body }: ShareUpdateRequest & { shareId: string }) =>
    updateShareLink(t, shareId, body),
  );
export const useRevokeAllShareLinks = (t: ShareTarget) => useShareMutation(t, () => revokeAllShareLinks(t));
