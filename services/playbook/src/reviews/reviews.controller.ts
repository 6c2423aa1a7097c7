import { Controller } from '@nestjs/common';
import type {
  Actor,
  IdParam,
  MessageResponse,
  PlaybookReview,
  PlaybookReviewAnswer,
  RpcParsedBody,
} from '@icp-studio/contracts';
import { routeSubject } from '@icp-studio/contracts/http';
import { RpcHandler } from '@icp-studio/service-kit';
import { ReviewsService } from './reviews.service.js';

/** Subjects declared only in their route entries, which are also their RPC contracts. */
const GET = routeSubject('getPlaybookReview');
const SAVE = routeSubject('savePlaybookReview');
const DISCARD = routeSubject('discardPlaybookReview');

/** `/api/icps/{id}/playbook-review`: the actor's generated playbook under review for a profile. */
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** `{id}` -> `{kept}`: the actor's kept review of the profile, or null; 404 'ICP not found'. */
  @RpcHandler(GET)
  get(actor: Actor, { id }: IdParam): Promise<PlaybookReviewAnswer> {
    return this.reviews.get(actor, id);
  }

  /** `{id, name, options, sections, ...}` -> the kept review; 404 'ICP not found'. */
  @RpcHandler(SAVE)
  save(actor: Actor, { id, ...review }: RpcParsedBody<typeof SAVE>): Promise<PlaybookReview> {
    return this.reviews.save(actor, id, review);
  }

  /** `{id}` -> `{message: 'Review discarded'}` (also when nothing was kept); 404 'ICP not found'. */
  @RpcHandler(DISCARD)
  discard(actor: Actor, { id }: IdParam): Promise<MessageResponse> {
    return this.reviews.discard(actor, id);
  }
}
