import { Injectable } from '@nestjs/common';
import type {
  Actor,
  MessageResponse,
  PlaybookReview,
  PlaybookReviewAnswer,
  PlaybookReviewInput,
} from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { Peers } from '../access/peers.js';
import { ReviewsRepository, type ReviewRow } from './reviews.repository.js';

/** The message of a profile the actor may not see (or that is gone). */
export const REVIEW_ICP_NOT_FOUND = 'ICP not found';

function toReview(row: ReviewRow): PlaybookReview {
  return { icpId: row.icpId, review: row.review, updatedAt: new Date(row.updatedAt).toISOString() };
}

/**
 * Generated playbooks under review (docs/product.md, "Generating a playbook"): each user keeps one per
 * profile they may see, until they create the playbook or discard it. Only its keeper reads or writes it;
 * a profile the actor may not see (any more) is 404 'ICP not found', as for the profile itself.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly peers: Peers,
  ) {}

  async get(actor: Actor, icpId: string): Promise<PlaybookReviewAnswer> {
    await this.seesIcp(actor, icpId);
    const row = await this.reviews.find(actor.userId, icpId);
    return { kept: row ? toReview(row) : null };
  }

  async save(actor: Actor, icpId: string, review: PlaybookReviewInput): Promise<PlaybookReview> {
    await this.seesIcp(actor, icpId);
    return toReview(await this.reviews.save(actor.userId, icpId, review));
  }

  async discard(actor: Actor, icpId: string): Promise<MessageResponse> {
    await this.seesIcp(actor, icpId);
    await this.reviews.remove(actor.userId, icpId);
    return { message: 'Review discarded' };
  }

  private async seesIcp(actor: Actor, icpId: string): Promise<void> {
    const answer = await this.peers.icpCanSee(actor, icpId);
    if (!answer.allowed) throw DomainError.notFound(REVIEW_ICP_NOT_FOUND);
  }
}
