import type { JourneyStage } from '@icp-studio/contracts';
import { lcFirst, ucFirst } from '../english.js';

/** What a channel is, read from its text: it decides the stage it serves, who runs it and what it offers. */
export type ChannelKind =
  | 'linkedin'
  | 'referral-clients'
  | 'referral-partners'
  | 'event'
  | 'email'
  | 'booking'
  | 'review'
  | 'ads'
  | 'search'
  | 'podcast'
  | 'social'
  | 'community'
  | 'print'
  | 'other';

/** The first pattern that matches wins (the same reading as the engine's campaign task). */
const KINDS: [RegExp, ChannelKind][] = [
  [/linked ?in/i, 'linkedin'],
  [
    /referr\w* (?:from|by) (?:current|past|existing|placed|happy)|word of mouth|bring-a-friend|from past clients/i,
    'referral-clients',
  ],
  [/referr|partner|introduc/i, 'referral-partners'],
  [/e-?mail|newsletter|nurture|text messag|\bsms\b|reminder|recall/i, 'email'],
  [/online booking|book online|booking page|self-booking/i, 'booking'],
  [
    /review|google business|maps|yelp|zocdoc|healthgrades|avvo|directory|listing|clutch|houzz|zillow|realtor\.com|trustpilot|\bg2\b/i,
    'review',
  ],
  [/\bads?\b|ppc|paid|sponsored post|search ad/i, 'ads'],
  [
    /webinar|workshop|seminar|event|open (?:house|day)|class|clinic day|meetup|expo|fair\b|talk|evening|morning|tasting|session|briefing|roundtable|screening|dinner|breakfast|lunch|showing|starter|programme|program\b/i,
    'event',
  ],
  [/podcast|radio/i, 'podcast'],
  [/video|youtube|instagram|tiktok|facebook|social|reels|pinterest|nextdoor|whatsapp/i, 'social'],
  [
    /seo|\bsearch|google|blog|content|website|article|guide|faq|research|report|white ?paper|\bnotes?\b/i,
    'search',
  ],
  [/community|school|church|sponsor|local|chamber|bni|association|club|league|meet/i, 'community'],
  [/mail|postcard|print|flyer|letter|yard signs?|door hangers?|vehicle wrap/i, 'print'],
];

export function kindOf(channel: string): ChannelKind {
  return KINDS.find(([re]) => re.test(channel))?.[1] ?? 'other';
}

export const STAGE_OF: Record<ChannelKind, JourneyStage> = {
  linkedin: 'awareness',
  'referral-clients': 'retention',
  'referral-partners': 'consideration',
  event: 'consideration',
  email: 'retention',
  booking: 'decision',
  review: 'decision',
  ads: 'decision',
  search: 'awareness',
  podcast: 'awareness',
  social: 'awareness',
  community: 'awareness',
  print: 'awareness',
  other: 'awareness',
};

/** How much of a budget a kind of channel usually needs (relative weights). */
export const SPEND_WEIGHT: Record<ChannelKind, number> = {
  ads: 35,
  print: 25,
  event: 20,
  search: 20,
  social: 18,
  linkedin: 12,
  podcast: 10,
  community: 12,
  'referral-partners': 8,
  'referral-clients': 6,
  review: 5,
  email: 6,
  booking: 8,
  other: 12,
};

const PLATFORMS =
  /google business profile|google ads|google|instagram|facebook|tiktok|youtube|linkedin|nextdoor|pinterest|yelp|zocdoc|healthgrades|houzz|avvo|zillow|clutch|upwork|whatsapp|reddit|x \(twitter\)/i;

/** A channel's first few words, up to where its details start ("Home and hospital visits"). */
export function headOf(c: string): string {
  return ucFirst(
    c
      .replace(/^(?:a|an|the)\s+/i, '')
      .split(/\s+(?:for|with|to|on|in|about|that|who|around|near|before|after|during|when)\s+|[,(:]/)[0]!
      .trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(' ')
      .replace(/(?:\s+(?:or|and|the|a|an|of|at|by))+$/i, ''),
  );
}

/** A channel's platform, or its first few words, for a campaign name. */
export function shortChannel(c: string): string {
  const p = PLATFORMS.exec(c);
  if (p)
    return p[0]
      .replace(/^./, (x) => x.toUpperCase())
      .replace(/\b(business profile|ads)\b/gi, (w) => w.replace(/\b\w/g, (x) => x.toUpperCase()))
      .replace(/^Linkedin$/, 'LinkedIn')
      .replace(/^Youtube$/, 'YouTube')
      .replace(/^Tiktok$/, 'TikTok');
  return ucFirst(
    c
      .split(/\s+(?:for|with|to|on|in|about|and|that|who)\s+|[,(:]/)[0]!
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ')
      // A name never ends on a joining word ("Local business association or").
      .replace(/(?:\s+(?:or|and|the|a|an|of|at|by))+$/i, ''),
  );
}

/** Who refers clients, from the channel's own words ("Referrals from estate lawyers and accountants"). */
export function partnerOf(channel: string, fallback: string, all = false): string {
  const m = /\b(?:from|through|with|by)\s+(.+)$/i.exec(channel);
  const who = (m?.[1] ?? fallback).split(/\s+(?:in|who|that|at|for)\s+/)[0]!;
  // The first partner for a campaign's name; all of them ("bankers and business attorneys") for a reason.
  return lcFirst((all ? who : who.split(/,|\s+(?:and|or)\s+/)[0]!).trim());
}
