import type { CampaignSuggestion, Icp, IcpScore, Json, Messaging } from '@icp-studio/contracts';
import { cleanList, normalize } from '../clean.js';
import { listOf, textOf } from '../profile-text.js';
import type { AiProvider, DemographicsInput, IcpData, TaskKind, TaskOf, TaskOutputs } from '../provider.js';
import { GENERIC, LOCATION_SUGGESTIONS, PERSONA_NAMES, type Profession } from './knowledge-base.js';
import { matchProfession } from './match.js';

/** FNV-1a: a stable 32-bit hash, so the same input always picks the same entries. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** `n` entries of `list` starting at a seed-chosen one (wrapping): deterministic variety. */
function rotate<T>(list: readonly T[], seed: number, n = list.length): T[] {
  if (!list.length) return [];
  const start = seed % list.length;
  const out: T[] = [];
  for (let i = 0; i < Math.min(n, list.length); i++) out.push(list[(start + i) % list.length]!);
  return out;
}

const lcFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);
const ucFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const withArticle = (s: string) => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);
const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** A text field of the wizard's data ('' when absent). */
function str(data: Record<string, Json | undefined>, key: string): string {
  const v = data[key];
  return typeof v === 'string' ? v.trim() : '';
}

function stableKey(data: Record<string, Json | undefined>, keys: string[]): string {
  return JSON.stringify(keys.map((k) => textOf(data[k])));
}

/** The profession behind a profile: its industry first, then its name, occupation and roles. */
function professionOf(data: Record<string, Json | undefined>): Profession {
  return matchProfession(
    str(data, 'industry'),
    str(data, 'name'),
    str(data, 'occupation'),
    str(data, 'decisionMakerRole'),
  );
}

/** Who the profile describes, as a noun phrase for messaging. */
function audienceOf(data: Record<string, Json | undefined>, p: Profession): string {
  const type = str(data, 'type');
  if (type === 'b2c') {
    const occupation = str(data, 'occupation');
    const age = str(data, 'ageRange');
    return `${occupation ? `${lcFirst(occupation)} clients` : 'clients'}${age ? ` aged ${age}` : ''}`;
  }
  const industry = str(data, 'industry');
  const size = str(data, 'companySize');
  const title = str(data, 'decisionMakerTitle') || str(data, 'decisionMakerRole');
  const company = `companies${industry ? ` in ${lcFirst(industry)}` : p === GENERIC ? '' : ` that need ${p.service}`}${size ? ` with ${size}` : ''}`;
  return title ? `${title}s of ${company}` : company;
}

const FIELD_KEYS = [
  'name',
  'type',
  'industry',
  'companySize',
  'revenue',
  'decisionMakerRole',
  'decisionMakerTitle',
  'ageRange',
  'occupation',
  'income',
  'geographics',
  'psychographics',
  'behavioralTraits',
  'painPoints',
  'needs',
  'goals',
  'preferredChannels',
];

function demographics(input: DemographicsInput): string[] {
  const p = matchProfession(input.industry);
  const seed = hash(JSON.stringify([input.type, input.industry, input.companySize, input.ageRange]));
  const out: string[] = [];
  if (input.type === 'b2b') {
    if (!input.industry?.trim()) out.push(...rotate(p.b2b.industries, seed, 2).map((v) => `Industry: ${v}`));
    if (!input.companySize?.trim())
      out.push(...rotate(p.b2b.companySizes, seed, 2).map((v) => `Company size: ${v}`));
    out.push(...rotate(p.b2b.revenues, seed, 2).map((v) => `Revenue: ${v}`));
    out.push(...rotate(p.b2b.roles, seed, 2).map((v) => `Decision maker role: ${v}`));
    out.push(...rotate(p.b2b.titles, seed, 2).map((v) => `Title: ${v}`));
    out.push(LOCATION_SUGGESTIONS.b2b[seed % LOCATION_SUGGESTIONS.b2b.length]!);
  } else {
    if (!input.ageRange?.trim()) out.push(...rotate(p.b2c.ages, seed, 2).map((v) => `Age: ${v}`));
    out.push(...rotate(p.b2c.incomes, seed, 2).map((v) => `Income: ${v}`));
    out.push(...rotate(p.b2c.occupations, seed, 2).map((v) => `Occupation: ${v}`));
    out.push(...rotate(p.b2c.education, seed, 1).map((v) => `Education: ${v}`));
    out.push(LOCATION_SUGGESTIONS.b2c[seed % LOCATION_SUGGESTIONS.b2c.length]!);
  }
  return cleanList(out, { max: 10 });
}

function painPoints(data: IcpData): string[] {
  const p = professionOf(data);
  const seed = hash(stableKey(data, FIELD_KEYS));
  const derived: string[] = [];
  const goal = listOf(data.goals)[0];
  if (goal) derived.push(`No clear plan yet to ${lcFirst(goal).replace(/[.!]$/, '')}`);
  const size = str(data, 'companySize');
  const firstFigure = Number(/\d+/.exec(size)?.[0] ?? NaN);
  if (str(data, 'type') !== 'b2c' && Number.isFinite(firstFigure) && firstFigure <= 50)
    derived.push(`No in-house specialist, so ${p.service} lands on the owner’s desk`);
  return cleanList([...derived, ...rotate(p.painPoints, seed)], {
    max: 6,
    existing: listOf(data.painPoints),
  });
}

function channels(data: IcpData): string[] {
  const p = professionOf(data);
  const seed = hash(stableKey(data, FIELD_KEYS));
  const derived: string[] = [];
  const type = str(data, 'type');
  const age = Number(/\d+/.exec(str(data, 'ageRange'))?.[0] ?? NaN);
  if (type === 'b2c' && Number.isFinite(age)) {
    if (age < 35) derived.push('Instagram Reels and TikTok short videos');
    else if (age >= 55) derived.push('Facebook groups and local community events');
  }
  const title = str(data, 'decisionMakerTitle') || str(data, 'decisionMakerRole');
  if (type !== 'b2c' && title) derived.push(`LinkedIn direct outreach to ${title}s`);
  const place = listOf(data.geographics)[0];
  if (place) derived.push(`Local events and sponsorships in ${place}`);
  return cleanList([...derived, ...rotate(p.channels, seed)], {
    max: 6,
    existing: listOf(data.preferredChannels),
  });
}

function messaging(data: IcpData): Messaging {
  const p = professionOf(data);
  const seed = hash(stableKey(data, FIELD_KEYS));
  const audience = audienceOf(data, p);
  const pain = listOf(data.painPoints)[0] ?? rotate(p.painPoints, seed, 1)[0]!;
  const goal = listOf(data.goals)[0] ?? rotate(p.goals, seed, 1)[0]!;
  const promise = p.valueProposition.replace('{audience}', audience);
  return {
    valueProposition: `${promise} Focused on what matters most to them: ${sentence(lcFirst(goal))}`,
    keyMessages: cleanList(
      [
        ...rotate(p.keyMessages, seed, 3),
        `Start with your biggest problem: ${lcFirst(pain).replace(/[.!]$/, '')}`,
      ],
      { max: 5 },
    ),
    messagingPillars: cleanList(p.pillars, { max: 4 }),
  };
}

interface ChannelPlay {
  match: RegExp;
  campaign: (p: Profession, channel: string, audience: string) => Omit<CampaignSuggestion, 'channel'>;
}

const topicOf = (p: Profession, n: number) => p.topics[n % p.topics.length]!;

/** Campaign patterns by kind of channel; the profession fills the topic, offer and event. */
const CHANNEL_PLAYS: ChannelPlay[] = [
  {
    match: /linked ?in/i,
    campaign: (p, _c, audience) => ({
      name: `${ucFirst(topicOf(p, 0))} LinkedIn series`,
      objective: `Publish two posts a week on ${topicOf(p, 0)} for ${audience}; book 10 discovery calls in 90 days`,
      timeline: 'Weeks 1-12',
    }),
  },
  {
    match: /webinar|workshop|seminar|event|conference|roundtable|meetup|dinner|open house/i,
    campaign: (p) => ({
      name: p.event,
      objective: `Fill the ${lcFirst(p.event)} with 30+ registrants and book 8 consultations within two weeks after it`,
      timeline: 'Month 2',
    }),
  },
  {
    match: /referr|partner|word of mouth|introduc/i,
    campaign: (p) => ({
      name: 'Referral partner program',
      objective: `Agree on mutual referrals with 5 ${p.referralPartners}; generate 6 qualified introductions per quarter`,
      timeline: 'Quarter 1',
    }),
  },
  {
    match: /e-?mail|newsletter|nurture/i,
    campaign: (p) => ({
      name: `${p.leadMagnet} email nurture`,
      objective: `Offer the ${lcFirst(p.leadMagnet)} and follow up with a 5-email sequence; turn 5% of sign-ups into consultations`,
      timeline: 'Weeks 2-8',
    }),
  },
  {
    match: /ads|ppc|paid|sponsored/i,
    campaign: (p) => ({
      name: 'High-intent search ads',
      objective: `Run search ads on ${topicOf(p, 1)} keywords with the ${lcFirst(p.leadMagnet)} as the offer; keep cost per lead under target`,
      timeline: 'Weeks 1-8',
    }),
  },
  {
    match: /seo|search|google|blog|content|website|article|directory|review|zillow|clutch|avvo/i,
    campaign: (p) => ({
      name: `${ucFirst(topicOf(p, 1))} content hub`,
      objective: `Publish 6 search-optimised articles on ${topicOf(p, 1)} and collect 10 new reviews; reach 20 inbound leads a month by month 6`,
      timeline: 'Months 1-6',
    }),
  },
  {
    match: /podcast/i,
    campaign: (p, _c, audience) => ({
      name: 'Podcast guest tour',
      objective: `Appear on 6 podcasts that ${audience} listen to, each pointing to the ${lcFirst(p.leadMagnet)}`,
      timeline: 'Months 1-3',
    }),
  },
  {
    match: /video|youtube|instagram|tiktok|facebook|social|reels/i,
    campaign: (p) => ({
      name: `${ucFirst(topicOf(p, 0))} short-video series`,
      objective: `Post 3 short videos a week answering common questions on ${topicOf(p, 0)}; drive 15 inquiries a month`,
      timeline: 'Weeks 1-12',
    }),
  },
  {
    match: /mail|postcard|print/i,
    campaign: (p) => ({
      name: 'Direct mail to a target list',
      objective: `Send a 3-touch mailing with the ${lcFirst(p.leadMagnet)} to 500 target prospects; book 10 meetings`,
      timeline: 'Weeks 1-6',
    }),
  },
];

function campaigns(data: IcpData, chosen: string[]): CampaignSuggestion[] {
  const p = professionOf(data);
  const audience = audienceOf(data, p);
  const named = cleanList(chosen.length ? chosen : listOf(data.preferredChannels ?? data.selectedChannels), {
    max: 8,
  });
  const source = named.length ? named : p.channels.slice(0, 3);
  const used = new Set<ChannelPlay>();
  const out: CampaignSuggestion[] = [];
  for (const channel of source) {
    const play = CHANNEL_PLAYS.find((c) => c.match.test(channel));
    if (play && used.has(play)) continue;
    if (play) used.add(play);
    const base = play
      ? play.campaign(p, channel, audience)
      : {
          name: `${ucFirst(channel)} pilot`,
          objective: `Test ${channel} with the ${lcFirst(p.leadMagnet)} as the offer; keep it if cost per lead is under target after 6 weeks`,
          timeline: 'Weeks 1-6',
        };
    out.push({ ...base, channel });
    if (out.length >= 5) break;
  }
  return out;
}

function analysis(icp: Icp, score: IcpScore | null): TaskOutputs['analysis'] {
  const data = icp as unknown as Record<string, Json | undefined>;
  const p = professionOf(data);
  const seed = hash(stableKey(data, FIELD_KEYS));
  const pains = listOf(data.painPoints);
  const goals = listOf(data.goals);
  const needs = listOf(data.needs);
  const chans = listOf(data.preferredChannels);
  const places = listOf(data.geographics);
  const traits = listOf(data.behavioralTraits);
  const journey = icp.buyerJourney ?? {};
  const notIn = (list: string[], options: string[]) => {
    const have = new Set(list.map(normalize));
    return options.find((o) => !have.has(normalize(o))) ?? options[0]!;
  };

  const ideas: string[] = [];
  if (pains.length < 3)
    ideas.push(
      `Add more pain points in the client's own words, for example: "${notIn(pains, rotate(p.painPoints, seed))}"`,
    );
  if (!goals.length) ideas.push(`Add a measurable goal, for example: "${rotate(p.goals, seed, 1)[0]}"`);
  if (chans.length < 2)
    ideas.push(`Name where to reach them, for example: "${notIn(chans, rotate(p.channels, seed))}"`);
  const stage = (['awareness', 'consideration', 'decision'] as const).find((s) => !journey[s]?.trim());
  if (stage) ideas.push(`Describe the ${stage} stage, for example: "${p.journey[stage]}"`);
  if (!icp.psychographics?.trim())
    ideas.push(`Describe what drives them, for example that they look for ${p.service} after ${p.trigger}`);
  if (icp.type === 'b2b' && !icp.decisionMakerTitle?.trim())
    ideas.push(`Name the person who signs, for example: "${p.b2b.titles[0]}"`);
  if (icp.type === 'b2c' && !icp.income?.trim())
    ideas.push(`Add an income range, for example: "${p.b2c.incomes[0]}"`);
  ideas.push(`Offer a "${p.leadMagnet}" to turn interest into first conversations`);
  ideas.push(`Build a referral partnership with ${p.referralPartners}`);
  if (score && score.overallScore >= 76)
    ideas.push(`Test the messaging with 3 real clients who match this profile before launching campaigns`);

  const name = PERSONA_NAMES[seed % PERSONA_NAMES.length]!;
  const parts: string[] = [];
  if (icp.type === 'b2b') {
    const who = icp.decisionMakerTitle || icp.decisionMakerRole || 'the owner';
    const company = `a company${icp.industry ? ` in ${lcFirst(icp.industry)}` : ''}${icp.companySize ? ` with ${icp.companySize}` : ''}${icp.revenue ? ` and ${icp.revenue} in revenue` : ''}`;
    parts.push(`Meet ${name}, ${who} of ${company}${places.length ? `, based in ${places[0]}` : ''}.`);
  } else {
    const who = icp.occupation ? withArticle(lcFirst(icp.occupation)) : 'a busy professional';
    parts.push(
      `Meet ${name}${icp.ageRange ? ` (${icp.ageRange})` : ''}, ${who}${places.length ? ` in ${places[0]}` : ''}.`,
    );
  }
  if (icp.psychographics?.trim())
    parts.push(`What drives ${name}: ${sentence(lcFirst(icp.psychographics.trim()))}`);
  if (traits.length) parts.push(`${name} tends to be ${traits.slice(0, 3).map(lcFirst).join(', ')}.`);
  const frustrations = pains.length ? pains : rotate(p.painPoints, seed, 2);
  parts.push(
    `The biggest frustrations right now: ${sentence(frustrations.slice(0, 3).map(lcFirst).join('; '))}`,
  );
  const wants = [...goals, ...needs];
  parts.push(
    `What ${name} wants: ${sentence((wants.length ? wants : rotate(p.goals, seed, 2)).slice(0, 3).map(lcFirst).join('; '))}`,
  );
  const decision = journey.decision?.trim() || p.journey.decision;
  const consideration = journey.consideration?.trim() || p.journey.consideration;
  parts.push(
    `${name} starts looking for ${p.service} after ${p.trigger}, ${lcFirst(consideration).replace(/[.!]$/, '')}, and in the end ${lcFirst(decision).replace(/[.!]$/, '')}.`,
  );
  parts.push(
    `The best places to reach ${name}: ${sentence((chans.length ? chans : p.channels).slice(0, 3).join(', '))}`,
  );

  return {
    suggestions: cleanList(ideas, { max: 6, maxLength: 500 }),
    personaNarrative: parts.join(' '),
  };
}

/**
 * The offline engine: deterministic suggestions (the same input always gives the same answer) from the
 * profile's own fields and the knowledge base of the profession its industry names, in microseconds,
 * with no network. It is the default when neither the user nor the operator configured a provider.
 */
export class BuiltinProvider implements AiProvider {
  readonly id = 'builtin' as const;
  readonly model = null;
  readonly external = false;

  run<K extends TaskKind>(task: TaskOf<K>): Promise<TaskOutputs[K]> {
    return Promise.resolve(this.answer(task) as TaskOutputs[K]);
  }

  answer<K extends TaskKind>(task: TaskOf<K>): TaskOutputs[K] {
    const t = task as TaskOf<TaskKind>;
    let out: TaskOutputs[TaskKind];
    switch (t.kind) {
      case 'demographics':
        out = demographics(t.input);
        break;
      case 'painPoints':
        out = painPoints(t.input.icpData);
        break;
      case 'channels':
        out = channels(t.input.icpData);
        break;
      case 'messaging':
        out = messaging(t.input.icpData);
        break;
      case 'campaigns':
        out = campaigns(t.input.icpData, t.input.channels);
        break;
      case 'analysis':
        out = analysis(t.input.icp, t.input.score);
        break;
    }
    return out as TaskOutputs[K];
  }
}
