import type {
  ChannelsSection,
  JourneyStage,
  KpisSection,
  RankedChannel,
  RoadmapCampaign,
  RoadmapSection,
} from '@icp-studio/contracts';
import { JOURNEY_STAGES, ROADMAP_DAYS } from '@icp-studio/contracts';
import { lcFirst, ucFirst } from '../english.js';
import { headOf, kindOf, partnerOf, shortChannel, type ChannelKind } from './channel-kinds.js';
import { offerPhrase, type PlaybookContext } from './context.js';
import { addDays, busyDays, phasesOf, placeOutOfSeason } from './seasons.js';

/** When each stage's campaigns run within the 90 days: awareness first, retention once clients arrive. */
const WINDOWS: Record<JourneyStage, [number, number][]> = {
  awareness: [
    [1, 42],
    [8, 63],
  ],
  consideration: [[22, 63]],
  decision: [[29, 90]],
  retention: [[50, 90]],
};
/** Always-on channels (reviews, booking) run the whole 90 days; an event is one week of invitations and the day. */
const ALWAYS_ON: ChannelKind[] = ['review', 'booking'];

/** Which role runs a campaign: the owner where it is about relationships, the client-care lead for clients. */
function ownerOf(kind: ChannelKind, c: PlaybookContext): string {
  if (['linkedin', 'referral-partners', 'podcast', 'community', 'event'].includes(kind)) return 'Owner';
  if (['review', 'email', 'booking', 'referral-clients'].includes(kind))
    return c.m.knowledge.family === 'health' && c.m.served ? 'Practice manager' : 'Client care lead';
  return 'Marketing lead';
}

/** A campaign's name for a kind of channel, filled with the trade's material. */
function nameOf(kind: ChannelKind, channel: string, stage: JourneyStage, c: PlaybookContext): string {
  const { material } = c;
  // Whatever carries it, a campaign that keeps clients asks them for introductions (its offer says so).
  if (stage === 'retention' && kind !== 'email' && kind !== 'referral-clients')
    return `${ucFirst(c.noun)} referral thank-you programme`;
  const topic = material.topics[c.variant % 2]!;
  const otherTopic = material.topics[(c.variant + 1) % 2]!;
  switch (kind) {
    case 'linkedin':
      return `${ucFirst(topic)} LinkedIn series`;
    case 'referral-clients':
      return `${ucFirst(c.noun)} referral thank-you programme`;
    case 'referral-partners':
      return `Referral circle with ${partnerOf(channel, material.referralPartners)}`;
    case 'event':
      // The trade's own event where the channel is an event; otherwise a presence where the channel gathers people.
      return /webinar|workshop|seminar|event|open (?:house|day)|class|talk|evening|morning|briefing|roundtable|dinner|breakfast|lunch|session/i.test(
        channel,
      )
        ? material.event
        : `${headOf(channel)} presence`;
    case 'email':
      return stage === 'retention'
        ? `${ucFirst(otherTopic)} monthly note`
        : `${ucFirst(material.leadMagnet)} follow-up sequence`;
    case 'booking':
      return 'Prices and online booking page';
    case 'review':
      return `${shortChannel(channel)} review drive`;
    case 'ads':
      return `High-intent search ads on ${lcFirst(otherTopic)}`;
    case 'search':
      return `${ucFirst(otherTopic)} answer pages`;
    case 'podcast':
      return 'Guest appearances tour';
    case 'social':
      return `${ucFirst(topic)} on ${shortChannel(channel)}`;
    case 'community':
      return `${headOf(channel)} presence`;
    case 'print':
      return 'Three-touch mailing';
    case 'other':
      return `${headOf(channel)} pilot`;
  }
}

/**
 * What a campaign offers, by the stage it serves: a free guide to get noticed, the event or the partners'
 * note while they compare, the trade's first step to decide, and a reason to come back or refer.
 */
function offerOf(kind: ChannelKind, stage: JourneyStage, c: PlaybookContext): string {
  const { material } = c;
  const guide = (t: string) => `A free guide to ${lcFirst(t)}`;
  switch (stage) {
    case 'awareness':
      return guide(material.topics[c.variant % 2]!);
    case 'consideration':
      if (kind === 'event') return `A free place at “${material.event}”`;
      if (kind === 'referral-partners')
        return `A one-page note on who you help best, and a first meeting for every ${c.noun} they send`;
      return guide(material.topics[(c.variant + 1) % 2]!);
    case 'decision':
      return ucFirst(offerPhrase(material.leadMagnet));
    case 'retention':
      return kind === 'email'
        ? `A short monthly note on ${lcFirst(material.topics[(c.variant + 1) % 2]!)}`
        : 'A thank-you for both sides of every introduction';
  }
}

/**
 * The 90-day roadmap: two awareness campaigns, then consideration, decision and retention, each on one of
 * the ranked channels (the best one for that stage; a variant takes the next one and shifts the start by a
 * week), with its offer, the role that runs it, its days and the KPI it drives.
 */
export function generateRoadmap(
  c: PlaybookContext,
  channels: ChannelsSection,
  kpis: KpisSection,
): RoadmapSection {
  const roadmap = roadmapAround(c, channels, kpis, busyDays(c));
  if (roadmap.campaigns.length) return roadmap;
  // A plan wholly in the busy season with nothing that asks nothing of the client keeps its campaigns (a
  // roadmap has at least one); its phases still say the season is on.
  const plain = roadmapAround(c, channels, kpis, null);
  return { ...plain, phases: phasesOf(c, plain.campaigns, busyDays(c)) };
}

function roadmapAround(
  c: PlaybookContext,
  channels: ChannelsSection,
  kpis: KpisSection,
  busy: boolean[] | null,
): RoadmapSection {
  const startDate = c.options.startDate ?? null;
  const used = new Map<string, number>();
  const campaigns: RoadmapCampaign[] = [];
  const names = new Set<string>();
  for (const stage of JOURNEY_STAGES) {
    for (const [w, window] of WINDOWS[stage].entries()) {
      const channel = channelFor(stage, channels, used, c.variant, w > 0);
      if (!channel) continue;
      used.set(channel.channel, (used.get(channel.channel) ?? 0) + 1);
      const kind = kindOf(channel.channel);
      let name = nameOf(kind, channel.channel, stage, c);
      // Two campaigns of the same kind would share a name: the second is named after its channel.
      if (names.has(name.toLowerCase()))
        name = /\bcampaign$/i.test(headOf(channel.channel))
          ? headOf(channel.channel)
          : `${headOf(channel.channel)} campaign`;
      if (names.has(name.toLowerCase())) name = `${name} (${stage})`;
      if (names.has(name.toLowerCase())) continue;
      names.add(name.toLowerCase());
      const shift = c.variant ? 7 * (1 + (c.variant % 2)) : 0;
      const planned: [number, number] = ALWAYS_ON.includes(kind)
        ? [1, ROADMAP_DAYS]
        : kind === 'event'
          ? [Math.min(window[0] + 14 + shift, 77), Math.min(window[0] + 27 + shift, ROADMAP_DAYS)]
          : [Math.min(window[0] + shift, 76), Math.min(window[1] + shift, ROADMAP_DAYS)];
      // Never in the client's busy season: moved to a quiet stretch, or left for the next plan.
      const placed = placeOutOfSeason(kind, planned[0], planned[1], busy);
      if (!placed) {
        names.delete(name.toLowerCase());
        continue;
      }
      const [from, to] = placed;
      const kpi = kpis.find((x) => x.stage === stage) ?? kpis[0]!;
      campaigns.push({
        name,
        stage,
        channel: channel.channel,
        offer: offerOf(kind, stage, c),
        owner: ownerOf(kind, c),
        startDay: from,
        endDay: to,
        startDate: startDate ? addDays(startDate, from - 1) : null,
        endDate: startDate ? addDays(startDate, to - 1) : null,
        kpi: kpi.name,
      });
    }
  }
  return { startDate, days: ROADMAP_DAYS, campaigns, phases: phasesOf(c, campaigns, busy) };
}

/** Kinds of channel that can carry a stage when no ranked channel serves it directly, best first. */
const CAN_SERVE: Record<JourneyStage, ChannelKind[]> = {
  awareness: ['social', 'search', 'community', 'linkedin', 'podcast', 'print', 'referral-partners', 'other'],
  consideration: ['event', 'referral-partners', 'email', 'search', 'social', 'linkedin', 'review'],
  decision: ['review', 'booking', 'ads', 'referral-partners', 'event', 'email', 'search'],
  retention: ['email', 'referral-clients', 'review', 'social', 'referral-partners', 'community', 'event'],
};

/**
 * The ranked channel for a stage: one that serves it and is not used yet (the variant picks among them),
 * else an unused one whose kind can carry the stage, else the best unused one, else the best one. A
 * stage's second campaign only runs on a channel that serves the stage itself.
 */
function channelFor(
  stage: JourneyStage,
  channels: ChannelsSection,
  used: Map<string, number>,
  variant: number,
  second: boolean,
): RankedChannel | null {
  const fresh = channels.filter((ch) => !used.has(ch.channel));
  const forStage = fresh.filter((ch) => ch.stage === stage);
  if (forStage.length) return forStage[variant % forStage.length]!;
  if (second) return null;
  // A channel that can carry the stage: an unused one first, else one already in use.
  for (const list of [fresh, channels])
    for (const kind of CAN_SERVE[stage]) {
      const found = list.find((ch) => kindOf(ch.channel) === kind);
      if (found) return found;
    }
  return fresh[0] ?? channels[0] ?? null;
}
