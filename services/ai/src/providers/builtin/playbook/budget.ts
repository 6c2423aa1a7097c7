import type { BudgetSection, RoadmapSection } from '@icp-studio/contracts';
import { joinList, lcFirst, sentence } from '../english.js';
import { kindOf, SPEND_WEIGHT, type ChannelKind } from './channel-kinds.js';
import type { PlaybookContext } from './context.js';

const WHY: Record<ChannelKind, string> = {
  ads: 'paid clicks are the one line that scales with spend; cap it and pause keywords without enquiries',
  print: 'printing and postage for three mailings',
  event: 'the room, refreshments and the invitations',
  search: 'writing and updating the pages, and a little promotion for the best one',
  social: 'short videos and a small boost for the posts that already work',
  linkedin: 'time to write, plus a small boost for the best posts',
  podcast: 'preparation and travel for the recordings',
  community: 'sponsorship fees, a stand and printed material',
  'referral-partners': 'meetings with partners and the thank-yous for introductions',
  'referral-clients': 'thank-you gifts for both sides of each introduction',
  review: 'little money: a review-request tool and photos for the profile',
  email: 'the email or text tool and the writing',
  booking: 'the booking tool and a clear price page',
  other: 'a six-week test, kept only if it brings clients at a cost worth paying again',
};

/**
 * What the line buys, in the client's own terms and the niche's words (`ProfileModel.talk`, the campaign
 * material): the search terms, the topic, the offer, the partners.
 */
function nicheSpend(kind: ChannelKind, c: PlaybookContext, i: number): string {
  const n = c.m.niche;
  const talk = c.m.talk;
  if (!talk.length) return '';
  const term = `“${talk[i % talk.length]!}”`;
  switch (kind) {
    case 'ads':
      return `bid on searches such as ${term}`;
    case 'search':
    case 'social':
    case 'linkedin':
    case 'podcast':
    case 'community':
    case 'event':
      return `on ${term}, in the words ${n?.label ?? c.nouns} use`;
    case 'email':
    case 'print':
      return n ? `carrying the offer: ${lcFirst(n.entryOffer)}` : `with a note on ${term}`;
    case 'referral-partners':
      return n ? `with ${joinList(n.referralPartners)}` : `introducing what you do on ${term}`;
    case 'review':
      // feedback on the work, not a testimonial to publish (testimonial rules: docs/compliance.md)
      return `asking ${c.nouns} what made the difference on ${term}`;
    case 'booking':
      return `with ${term} named on the page, as they search for it`;
    default:
      return '';
  }
}

/**
 * The budget split over the roadmap's channels: each campaign's channel weighted by what that kind of
 * channel costs to run, the decision campaigns a little more (they turn interest into clients), and a
 * reserve for the campaign that works best after the first month. In whole units; the lines and the
 * reserve add up to the budget exactly. A variant holds back a larger reserve.
 */
export function generateBudget(c: PlaybookContext, roadmap: RoadmapSection): BudgetSection | null {
  const budget = c.options.budget;
  if (!budget) return null;
  const currency = budget.currency ?? 'USD';
  const channels = [...new Set(roadmap.campaigns.map((x) => x.channel))];
  const reserveShare = c.variant ? 0.15 : 0.1;
  const weights = channels.map((ch) => {
    const stage = roadmap.campaigns.find((x) => x.channel === ch)!.stage;
    return SPEND_WEIGHT[kindOf(ch)] * (stage === 'decision' ? 1.2 : 1);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const spend = budget.amount - Math.floor(budget.amount * reserveShare);
  // Largest remainder: whole amounts that add up to the spend exactly.
  const raw = weights.map((w) => (spend * w) / total);
  const amounts = raw.map(Math.floor);
  let left = spend - amounts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    amounts[i]!++;
    left--;
  }
  const pct = (n: number) => Math.round((1000 * n) / budget.amount) / 10;
  return {
    amount: budget.amount,
    currency,
    period: '90 days',
    lines: channels.map((channel, i) => ({
      channel,
      amount: amounts[i]!,
      share: pct(amounts[i]!),
      reason: sentence(
        [WHY[kindOf(channel)].replace(/^./, (x) => x.toUpperCase()), nicheSpend(kindOf(channel), c, i)]
          .filter(Boolean)
          .join('; '),
      ),
    })),
    reserve: budget.amount - spend,
  };
}
