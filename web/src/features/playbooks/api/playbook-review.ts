import type { PlaybookReview, PlaybookReviewAnswer, PlaybookReviewInput } from '@icp-studio/contracts';
import { api } from '@/lib/api-client';

/** The query key of the caller's kept review of a profile (docs/product.md, "Generating a playbook"). */
export const playbookReviewKey = (icpId: string) => ['playbook-review', icpId] as const;

/** `GET /api/icps/{id}/playbook-review`: the generated playbook the caller left under review, or null. */
export function getPlaybookReview(icpId: string): Promise<PlaybookReviewAnswer> {
  return api.call('getPlaybookReview', { params: { id: icpId } });
}

/** `PUT /api/icps/{id}/playbook-review`: keeps the review as it is now (the last save wins). */
export function savePlaybookReview(
  icpId: string,
  review: PlaybookReviewInput,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<PlaybookReview> {
  return api.call('savePlaybookReview', { params: { id: icpId }, body: review, keepalive });
}

/** `DELETE /api/icps/{id}/playbook-review`: the review is created or discarded; nothing is kept. */
export function discardPlaybookReview(icpId: string): Promise<unknown> {
  return api.call('discardPlaybookReview', { params: { id: icpId } });
}
