import type { ChannelsSection } from '@icp-studio/contracts';
import { normalize } from '../../clean.js';
import { joinList, lcFirst, sentence, ucFirst, withArticle } from '../english.js';
import { GENERIC } from '../knowledge/index.js';
import type { Item, Knowledge } from '../knowledge/types.js';
import { best, pool, stemsOf } from '../model.js';
import { kindOf, partnerOf, STAGE_OF, type ChannelKind } from './channel-kinds.js';
import { alternative, fill, repeatsProfile, type PlaybookContext } from './context.js';

/** What a signal tag of the profile means for a channel's reason ("it also fits: little time"). */
const TAG_PHRASE: Record<string, string> = {
  time: 'they have little time',
  price: 'price matters to them',
  fear: 'nerves hold them back',
  anxiety: 'nerves hold them back',
  trust: 'trust has to be earned first',
  urgent: 'their need is urgent',
  family: 'they decide as a family',
  insurance: 'insurance questions come first',
  growth: 'they plan to grow',
  compliance: 'rules and deadlines weigh on them',
  'first-time': 'it is their first time',
  security: 'security worries them',
  remote: 'they prefer to meet online',
  digital: 'they look for help online',
  owner: 'the owner decides',
  home: 'the work is about their home',
  relocation: 'a move is part of the story',
  pet: 'their animal is family',
  investor: 'they think like investors',
  hiring: 'hiring is on their mind',
  'cash-flow': 'cash flow is tight',
  injury: 'an injury changed their plans',
  wedding: 'a wedding date is set',
  health: 'their health is at stake',
  quality: 'they were let down by poor work before',
  retirement: 'retirement is on their mind',
  'student-debt': 'student debt shapes their choices',
};

/** Why this kind of channel reaches this trade's clients. */
function kindReason(kind: ChannelKind, channel: string, c: PlaybookContext): string {
  const { nouns, k, material } = c;
  const firm = withArticle(k.firm);
  switch (kind) {
    case 'review':
      return `${ucFirst(nouns)} read reviews before they choose ${firm}, so this is where the choice is made`;
    case 'booking':
      return `It lets ${nouns} book the moment they decide, without waiting for a call back`;
    case 'referral-clients':
      return `A recommendation from someone they trust is the shortest way to a new ${c.noun}, and it costs little`;
    case 'referral-partners':
      return `${ucFirst(partnerOf(channel, material.referralPartners, true))} already meet ${nouns} at the moment they need ${k.service}`;
    case 'event':
      return `Meeting in person answers the questions about ${k.service} that a page cannot, and fills the diary for the weeks after`;
    case 'email':
      return `It keeps the ${k.firm} in mind between conversations and brings ${nouns} back at the right time`;
    case 'ads':
      return `It reaches ${nouns} when they search to hire, and every click can be traced to an enquiry`;
    case 'search':
      return `${ucFirst(nouns)} search for answers before they call; pages that answer them bring them to you`;
    case 'social':
      return `It lets ${nouns} see the people and the work before they ever meet you`;
    case 'linkedin':
      return c.m.type === 'b2b'
        ? `The people who decide at ${nouns} read it during the working week, so a practical post reaches them by name`
        : `${ucFirst(nouns)} read it for their work and careers, so a practical post reaches them by name`;
    case 'podcast':
      return `${ucFirst(nouns)} already trust the hosts, and that trust carries over to a guest`;
    case 'community':
      return `${ucFirst(nouns)} already gather there, and a familiar face nearby is trusted sooner`;
    case 'print':
      return `It reaches ${nouns} nearby who are not searching yet, with something they can keep`;
    case 'other':
      return `It fits how ${nouns} look for ${k.service}`;
  }
}

/** A channel the trade excludes (named in its `excluded` list). */
function excluded(text: string, k: Knowledge): boolean {
  const t = normalize(text);
  return k.excluded.some((e) => t.includes(normalize(e.channel)));
}

/** The fitting channels, best first: the trade's, then the general ones for this kind of client. */
export function channelCandidates(c: PlaybookContext): Item[] {
  const { m } = c;
  const own = best(pool(m, 'channels'), m, 10, 5);
  const general = best(
    GENERIC.channels.filter((x) => !x.type || x.type === m.type),
    m,
    6,
    4,
  );
  const seen = new Set<string>();
  const kept: Set<string>[] = [];
  const out: Item[] = [];
  for (const entry of [...own, ...general]) {
    const text = fill(entry.text, m);
    const key = normalize(text);
    if (seen.has(key) || excluded(text, m.knowledge) || excluded(text, c.k) || repeatsProfile(text, m))
      continue;
    // A general channel that says nearly what one already in the list says ("community groups") adds nothing.
    const stems = new Set(stemsOf(text));
    if (kept.some((k) => [...stems].filter((s) => k.has(s)).length / Math.max(1, stems.size) >= 0.5))
      continue;
    seen.add(key);
    kept.push(stems);
    out.push({ ...entry, text });
  }
  return out;
}

/** The channels ranked for this profile, each with the stage it serves and the reason it is there. */
export function generateChannels(c: PlaybookContext): ChannelsSection {
  const list = channelCandidates(c);
  // The trade's own channels come first; general ones only complete a short list.
  const chosen = alternative(list, Math.min(6, Math.max(4, list.length)), c.variant);
  return chosen.map((entry, i) => {
    const kind = kindOf(entry.text);
    const hits = (entry.any ?? []).filter((t) => c.m.tags.has(t) && TAG_PHRASE[t]).map((t) => TAG_PHRASE[t]!);
    const why = [sentence(kindReason(kind, entry.text, c))];
    if (hits.length)
      why.push(sentence(`It also fits this profile: ${joinList([...new Set(hits)].slice(0, 2))}`));
    if (i === 0) why.push(sentence(`Ranked first because it is the best fit for ${lcFirst(c.audience)}`));
    // The client's own terms and the niche's words to lead with there, two at a time in turn, so each
    // channel speaks the niche.
    const words = c.m.talk;
    if (words.length >= 2)
      why.push(
        sentence(
          `Lead with what ${c.m.niche?.label ?? c.nouns} already talk about: ${joinList([words[(2 * i) % words.length]!, words[(2 * i + 1) % words.length]!].map((w) => `“${w}”`))}`,
        ),
      );
    else if (words.length === 1) why.push(sentence(`Lead with “${words[0]!}”, their own word for it`));
    return { rank: i + 1, channel: entry.text, stage: STAGE_OF[kind], reason: why.join(' ') };
  });
}
