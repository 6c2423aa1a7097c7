import type { CampaignSuggestion, Icp, IcpScore, Json, Messaging } from '@icp-studio/contracts';
import { aiEngineSeconds } from '@icp-studio/service-kit';
import { cleanList, normalize } from '../clean.js';
import type { AiProvider, DemographicsInput, IcpData, TaskKind, TaskOf, TaskOutputs } from '../provider.js';
import {
  clause,
  isPlural,
  joinList,
  lcFirst,
  plural,
  possessive,
  quote,
  sentence,
  singular,
  ucFirst,
  withArticle,
} from './english.js';
import { factCheck, factCheckDeep, factCheckList, statedFacts } from './facts.js';
import { generateSection } from './playbook/index.js';
import { GENERIC, PERSONA_NAMES } from './knowledge/index.js';
import type { Kpi, Knowledge, Stage } from './knowledge/types.js';
import { namesProfession } from './match.js';
import { termChannels, termPain, termTip, withTermPillar } from './terms.js';
import {
  allowed,
  best,
  buildModel,
  clientNoun,
  fittingValues,
  pool,
  ranked,
  type Fields,
  type ProfileModel,
} from './model.js';

/** A text with the profile's place filled in (`{place}`). */
function fill(text: string, m: ProfileModel): string {
  const place = m.places[0];
  // No place given: the phrase is left out rather than filled with a vague "your area" (a seam).
  if (!place)
    return text.replace(/\s+(?:in|for|around|near)\s+\{place\}/g, '').replace(/\{place\}/g, 'nearby');
  return text.replace(/\{place\}/g, place);
}

/** A text in the first person ("I", "my", "we"...), which a third-person sentence quotes rather than paraphrases. */
const firstPerson = (text: string): boolean =>
  /\b(?:I|I’m|I'm|me|my|myself|we|our|ours|ourselves|us)\b/.test(text);

/** Whether a text looks like English (for quoting the profile's own words inside English sentences). */
function looksEnglish(text: string): boolean {
  return /\b(?:the|a|an|to|and|my|our|in|of|for|is|are|we|i|no|not|with|on)\b/i.test(text);
}

/** The side of the knowledge that speaks about this kind of client (generic when the trade does not serve it). */
function side(m: ProfileModel): Knowledge {
  return m.served ? m.knowledge : GENERIC;
}

/** Who the profile describes, as a plural noun phrase: "software engineers aged 28-34", "businesses with 10-50 employees". */
function audienceOf(m: ProfileModel): string {
  const noun = plural(clientNoun(m));
  if (m.type === 'b2c') {
    const who = m.occupation && looksEnglishNoun(m.occupation) ? lcFirst(plural(m.occupation)) : noun;
    return `${who}${m.age ? ` aged ${str(m.data, 'ageRange')}` : ''}`;
  }
  const industry =
    m.industry && !namesProfession(m.industry, m.knowledge) ? ` in ${lcFirst(m.industry)}` : '';
  const size = m.companySize ? ` with ${sizePhrase(m.companySize)}` : '';
  return `${noun}${industry}${size}`;
}

/** An occupation we can put in the plural inside a sentence (short, no sentence of its own). */
function looksEnglishNoun(text: string): boolean {
  return text.split(/\s+/).length <= 6 && /^[A-Za-z][A-Za-z\s'’&/-]*$/.test(text);
}

function str(data: Fields, key: string): string {
  const v = data[key];
  return typeof v === 'string' ? v.trim() : '';
}

/** "10-50" -> "10-50 employees"; "10-50 employees" stays; "Small" -> "a small team"; a sole trader: "no employees". */
function sizePhrase(size: string): string {
  if (/sole trader|sole proprietor|no employees|no staff|one-person/i.test(size)) return 'no employees';
  if (/employee|staff|people|person|team|seat|user|unit|mitarbeiter|empleado|salari/i.test(size)) return size;
  if (/\d/.test(size)) return `${size} employees`;
  return `${withArticle(lcFirst(size))} team`;
}

// ---------------------------------------------------------------- demographics

const LABELS = {
  industry: 'Industry',
  companySize: 'Company size',
  revenue: 'Revenue',
  role: 'Decision maker role',
  title: 'Title',
  age: 'Age',
  income: 'Income',
  occupation: 'Occupation',
  education: 'Education',
  location: 'Location',
} as const;

function demographics(input: DemographicsInput): string[] {
  const m = buildModel(
    {
      type: input.type,
      profession: input.profession ?? null,
      industry: input.industry ?? null,
      companySize: input.companySize ?? null,
      ageRange: input.ageRange ?? null,
    },
    input.type,
  );
  const k = m.knowledge;
  const out: string[] = [];
  // Who is who: the client's occupation is not the user's own trade (an accountant's clients are not
  // accountants), so an occupation chip naming the trade among its first three words is left out
  // ("Office worker with an employer dental plan" is a dentist's patient). Roles and titles stay: the
  // head of marketing is who buys from an agency.
  const ownTrade = (label: string, v: string) =>
    m.tradeKnown && label === LABELS.occupation && namesProfession(v.split(/\s+/).slice(0, 3).join(' '), k);
  const chip = (label: string, values: readonly string[], n: number) => {
    for (const v of values.filter((x) => !m.existing.has(normalize(x)) && !ownTrade(label, x)).slice(0, n))
      out.push(`${label}: ${v}`);
  };
  if (input.type === 'b2b') {
    const d = k.demographics.b2b ?? GENERIC.demographics.b2b!;
    if (!input.industry?.trim() || namesProfession(input.industry, k)) chip(LABELS.industry, d.industries, 2);
    if (!input.companySize?.trim()) chip(LABELS.companySize, d.companySizes, 2);
    chip(LABELS.revenue, d.revenues, 2);
    chip(LABELS.role, d.roles, 2);
    chip(LABELS.title, d.titles, 2);
  } else {
    const d = k.demographics.b2c ?? GENERIC.demographics.b2c!;
    if (!input.ageRange?.trim())
      chip(
        LABELS.age,
        d.ages.map((a) => a.text),
        2,
      );
    chip(LABELS.income, fittingValues(d.incomes, m), 2);
    chip(LABELS.occupation, fittingValues(d.occupations, m), 2);
    chip(LABELS.education, d.education, 1);
  }
  chip(LABELS.location, (k.serves.includes(input.type) ? k : GENERIC).demographics.locations, 1);
  return cleanList(out, { max: 10 });
}

// ---------------------------------------------------------------- pain points, channels

function painPoints(data: IcpData): string[] {
  const m = buildModel(data);
  const own = best(pool(m, 'pains'), m, 8, 5).map((p) => fill(p.text, m));
  const derived: string[] = [];
  const goal = m.goals[0];
  if (goal && looksEnglish(goal))
    derived.push(`I want to ${lcFirst(clause(goal))}, but I have no plan to get there`);
  const term = termPain(m.talk);
  if (term) derived.push(term);
  return cleanList([...own.slice(0, 4), ...derived, ...own.slice(4)], { max: 6, existing: [...m.existing] });
}

/** A channel the trade excludes (named in its `excluded` list). */
function excludedChannel(text: string, k: Knowledge): boolean {
  const t = normalize(text);
  return k.excluded.some((e) => t.includes(normalize(e.channel)));
}

function suggestedChannels(m: ProfileModel): string[] {
  return best(pool(m, 'channels'), m, 10, 5)
    .map((c) => fill(c.text, m))
    .filter((c) => !excludedChannel(c, m.knowledge));
}

function channels(data: IcpData): string[] {
  const m = buildModel(data);
  const own = suggestedChannels(m);
  const partner = m.niche?.referralPartners[0] ?? null;
  // The client's own terms go in third and fifth: the trade's best two channels still lead.
  const [a, b] = termChannels(m.talk, plural(clientNoun(m)), partner).filter(
    (c) => !excludedChannel(c, m.knowledge),
  );
  const list = [
    ...own.slice(0, 2),
    ...(a ? [a] : []),
    ...own.slice(2, 3),
    ...(b ? [b] : []),
    ...own.slice(3),
  ];
  return cleanList(list, { max: 6, existing: [...m.existing] });
}

// ---------------------------------------------------------------- messaging

function topObjection(m: ProfileModel) {
  return ranked(
    pool(m, 'objections').map((o) => ({ ...o, text: `${o.says} ${o.answer}` })),
    m,
  )[0];
}

function messaging(data: IcpData): Messaging {
  const m = buildModel(data);
  const k = side(m);
  const promise = (m.knowledge.promise[m.type] ?? k.promise[m.type] ?? GENERIC.promise[m.type]!).replace(
    '{audience}',
    audienceOf(m),
  );
  const goal = m.goals[0] ?? ranked(pool(m, 'goals'), m)[0]?.text ?? '';
  const trigger = m.triggers[0];
  const parts = [sentence(promise)];
  if (trigger)
    parts.push(sentence(`Especially ${trigger.startsWith('when') ? '' : 'after '}${clause(trigger)}`));
  if (goal)
    parts.push(
      firstPerson(goal)
        ? `Focused on what matters most to them: ${quote(goal)}.`
        : `Focused on what matters most to them: ${sentence(lcFirst(clause(goal)))}`,
    );
  const objection = topObjection(m);
  const messages = ranked(pool(m, 'messages'), m).map((x) => fill(x.text, m));
  const pain = m.pains[0];
  return {
    valueProposition: parts.join(' '),
    keyMessages: cleanList(
      [
        ...messages.slice(0, 3),
        ...(objection ? [sentence(objection.answer)] : []),
        // the client's words echoed mid-sentence, never a quotation standing alone (read as a testimonial)
        ...(pain ? [`We start with what you told us, ${quote(pain)}, and plan from there`] : []),
        ...messages.slice(3),
      ],
      { max: 5 },
    ),
    messagingPillars: withTermPillar(cleanList(m.knowledge.pillars, { max: 4 }), m.talk),
  };
}

// ---------------------------------------------------------------- campaigns

const STAGE_LABEL: Record<Stage, string> = {
  awareness: 'Awareness',
  consideration: 'Consideration',
  decision: 'Decision',
  retention: 'Retention',
};

function kpiFor(m: ProfileModel, stage: Stage): Kpi {
  const list = m.knowledge.kpis.filter((x) => !x.type || x.type === m.type);
  return (
    list.find((x) => x.stage === stage) ??
    list.find((x) => x.stage === 'decision') ??
    GENERIC.kpis.find((x) => x.stage === stage)!
  );
}

interface Play {
  match: RegExp;
  stage: Stage;
  timeline: string;
  build: (m: ProfileModel, channel: string, k: Knowledge) => { name: string; action: string };
}

/** Campaign patterns by kind of channel; the trade fills the topic, offer, event and partners. */
const PLAYS: Play[] = [
  {
    match: /linked ?in/i,
    stage: 'awareness',
    timeline: 'Weeks 1-12',
    build: (m, _c, k) => ({
      name: `${ucFirst(k.topics[0])} LinkedIn series`,
      action: `publish two posts a week on ${k.topics[0]} for ${audienceOf(m)} and follow up on every comment`,
    }),
  },
  {
    match:
      /referr\w* (?:from|by) (?:current|past|existing|placed|happy)|word of mouth|bring-a-friend|from past clients/i,
    stage: 'retention',
    timeline: 'Ongoing, reviewed monthly',
    build: (m) => ({
      name: `${ucFirst(clientNoun(m))} referral thank-you programme`,
      action: `ask every happy ${clientNoun(m)} for an introduction at the moment of a good result, make it easy with a card or a link, and thank both sides the same week`,
    }),
  },
  {
    match: /referr|partner|word of mouth|introduc/i,
    stage: 'consideration',
    timeline: 'Quarter 1',
    build: (m, _c, k) => ({
      name: `Referral circle with ${firstPartner(k)}`,
      action: `agree mutual referrals with five ${k.referralPartners}, send each a one-page note on who you help best (${audienceOf(m)}), and thank every referral within 24 hours`,
    }),
  },
  {
    match:
      /webinar|workshop|seminar|event|open (?:house|day)|class|clinic day|meetup|expo|fair|talk|evening|morning|tasting|session|briefing|roundtable|screening|dinner|breakfast|lunch|showing|starter|programme|program\b|\bdays?\b/i,
    stage: 'consideration',
    timeline: 'Month 2',
    build: (m, _c, k) => ({
      name: k.event,
      action: `run “${k.event}” for ${audienceOf(m)}, invite through every list you have, and offer a follow-up conversation to each attendee within a week`,
    }),
  },
  {
    match: /e-?mail|newsletter|nurture|text messag|sms/i,
    stage: 'retention',
    timeline: 'Weeks 2-8',
    build: (m, _c, k) => ({
      name: `${ucFirst(k.leadMagnet)} follow-up sequence`,
      action: `offer the ${lcFirst(k.leadMagnet)} and follow up with five short emails that answer what ${plural(clientNoun(m))} ask before they book`,
    }),
  },
  {
    match:
      /review|google business|maps|yelp|zocdoc|healthgrades|avvo|directory|listing|clutch|houzz|zillow|realtor\.com|trustpilot|g2/i,
    stage: 'decision',
    timeline: 'Weeks 1-8',
    build: (m, c, k) => ({
      name: `${ucFirst(shortChannel(c))} review drive`,
      action: `ask every happy ${clientNoun(m)} for a review the week the work is done, answer each review, and keep the ${firm(k)} profile current with photos and prices`,
    }),
  },
  {
    match: /\bads?\b|ppc|paid|sponsored|search ad/i,
    stage: 'decision',
    timeline: 'Weeks 1-8',
    build: (_m, _c, k) => ({
      name: `High-intent search ads on ${k.topics[1]}`,
      action: `bid only on searches that show intent to hire (${k.topics[1]}), send them to a page with prices and a booking form, and pause any keyword without a booking after four weeks`,
    }),
  },
  {
    match: /seo|search|google|blog|content|website|article|guide|faq/i,
    stage: 'awareness',
    timeline: 'Months 1-6',
    build: (m, _c, k) => ({
      name: `${ucFirst(k.topics[1])} answer pages`,
      action: `publish six pages answering the questions ${plural(clientNoun(m))} type before they call, on ${k.topics[1]}, each ending with one clear way to book`,
    }),
  },
  {
    match: /podcast|radio/i,
    stage: 'awareness',
    timeline: 'Months 1-3',
    build: (m, _c, k) => ({
      name: 'Guest appearances tour',
      action: `appear on six shows that ${audienceOf(m)} already follow, each pointing to the ${lcFirst(k.leadMagnet)}`,
    }),
  },
  {
    match: /video|youtube|instagram|tiktok|facebook|social|reels|pinterest|nextdoor/i,
    stage: 'awareness',
    timeline: 'Weeks 1-12',
    build: (m, c, k) => ({
      name: `${ucFirst(k.topics[0])} on ${shortChannel(c)}`,
      action: `post three short pieces a week answering what ${plural(clientNoun(m))} ask about ${k.topics[0]}, with a real example each time (with permission)`,
    }),
  },
  {
    match: /community|school|church|sponsor|local|chamber|bni|association|club|league|meet/i,
    stage: 'awareness',
    timeline: 'Quarter 1',
    build: (m, c, k) => ({
      name: `Local presence: ${shortChannel(c)}`,
      action: `show up every month where ${audienceOf(m)} already gather (${lcFirst(c)}), give a useful short talk or stand, and collect names for the ${lcFirst(k.leadMagnet)}`,
    }),
  },
  {
    match: /mail|postcard|print|flyer|letter/i,
    stage: 'awareness',
    timeline: 'Weeks 1-6',
    build: (m, _c, k) => ({
      name: 'Three-touch mailing',
      action: `send three mailings with the ${lcFirst(k.leadMagnet)} to 500 ${plural(clientNoun(m))} nearby, each with one way to book`,
    }),
  },
];

function firstPartner(k: Knowledge): string {
  return k.referralPartners.split(/,| and /)[0]!.trim();
}
function firm(k: Knowledge): string {
  return k.firm;
}
const PLATFORMS =
  /google business profile|google ads|google|instagram|facebook|tiktok|youtube|linkedin|nextdoor|pinterest|yelp|zocdoc|healthgrades|houzz|avvo|zillow|clutch|upwork|whatsapp|reddit|x \(twitter\)/i;

/** A channel's platform, or its first few words, for a campaign name. */
function shortChannel(c: string): string {
  const p = PLATFORMS.exec(c);
  if (p)
    return p[0]
      .replace(/^./, (x) => x.toUpperCase())
      .replace(/\b(business profile|ads)\b/gi, (w) => ucFirst(w));
  return c
    .split(/\s+(?:for|with|to|on|in|about|and)\s+|[,(:]/)[0]!
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
}

function campaigns(data: IcpData, chosen: string[]): CampaignSuggestion[] {
  const m = buildModel(data);
  const k = m.served
    ? { ...m.knowledge, ...m.knowledge.material?.[m.type] }
    : { ...m.knowledge, ...pickCampaignMaterial(GENERIC) };
  // The channels the user picked; otherwise the profile's own, completed by the engine's plan.
  const source = chosen.length
    ? cleanList(chosen, { max: 8 })
    : cleanList([...m.channels, ...plannedChannels(m, k)], { max: Math.max(4, m.channels.length) });
  const used = new Set<Play>();
  const out: CampaignSuggestion[] = [];
  for (const channel of source) {
    const play = PLAYS.find((p) => p.match.test(channel));
    if (play && used.has(play)) continue;
    if (play) used.add(play);
    const stage: Stage = play?.stage ?? 'awareness';
    const built = play
      ? play.build(m, channel, k)
      : {
          name: `${ucFirst(shortChannel(channel))} pilot`,
          action: `test ${lcFirst(channel)} for six weeks with the ${lcFirst(k.leadMagnet)} as the offer, and keep it only if it brings ${plural(clientNoun(m))} at a cost you would pay again`,
        };
    const kpi = kpiFor(m, stage);
    out.push({
      name: built.name,
      objective: `${STAGE_LABEL[stage]} stage: ${sentence(built.action)} KPI: ${sentence(kpi.name)}`,
      timeline: play?.timeline ?? 'Weeks 1-6',
      channel,
      stage,
      kpi: kpi.name,
    });
    if (out.length >= 5) break;
  }
  return out;
}

const stageOf = (channel: string): Stage => PLAYS.find((p) => p.match.test(channel))?.stage ?? 'awareness';

/**
 * The engine's own channel plan when the user picked none: the best-fitting channel for each journey stage
 * (awareness, consideration, decision; the trade's event or its review profile where no suggestion fits
 * a stage), then the next best, in journey order.
 */
function plannedChannels(m: ProfileModel, k: Knowledge): string[] {
  const all = suggestedChannels(m);
  const plan: string[] = [];
  for (const stage of ['awareness', 'consideration', 'decision'] as const) {
    const found = all.find((c) => stageOf(c) === stage && !plan.includes(c));
    if (found) plan.push(found);
    else if (stage === 'consideration') plan.push(k.event);
    else if (stage === 'decision') plan.push('Google Business Profile with reviews');
  }
  for (const c of all) if (plan.length < 4 && !plan.includes(c)) plan.push(c);
  const order: Stage[] = ['awareness', 'consideration', 'decision', 'retention'];
  return plan.sort((a, b) => order.indexOf(stageOf(a)) - order.indexOf(stageOf(b)));
}

function pickCampaignMaterial(g: Knowledge) {
  return { leadMagnet: g.leadMagnet, event: g.event, referralPartners: g.referralPartners, topics: g.topics };
}

// ---------------------------------------------------------------- analysis

function analysis(icp: Icp, score: IcpScore | null): TaskOutputs['analysis'] {
  const data = icp as unknown as Fields;
  const m = buildModel(data);
  const k = m.knowledge;
  const noun = clientNoun(m);
  const nouns = plural(noun);
  const journey = icp.buyerJourney ?? {};
  const pains = best(pool(m, 'pains'), m, 6).map((p) => fill(p.text, m));
  const goals = best(pool(m, 'goals'), m, 4, 2).map((g) => fill(g.text, m));
  const chans = suggestedChannels(m).filter((c) => !m.existing.has(normalize(c)));
  const objection = topObjection(m);

  const tips: string[] = [...m.contradictions];
  if (m.pains.length < 3 && pains[0])
    tips.push(
      `Pain points: add ${m.pains.length ? 'more' : 'two or three'} in the words ${nouns} use, for example ${quote(pains[0])}${pains[1] ? ` or ${quote(pains[1])}` : ''}.`,
    );
  if (m.type === 'b2c' && !m.age)
    tips.push(
      `Age range: add one; what ${withArticle(noun)} worries about at 30 is not what worries them at 60, and the suggestions follow it.`,
    );
  if (!m.goals.length && goals[0])
    tips.push(`Goals: add a goal you can measure, for example ${quote(goals[0])}.`);
  if (m.channels.length < 2 && chans[0]) {
    const skip = k.excluded.find(
      (e) => !k.forbidden.some((f) => e.channel.toLowerCase().includes(f.toLowerCase())),
    );
    tips.push(
      `Preferred channels: add where ${nouns} really look, for example ${quote(chans[0])}${skip ? `; skip ${lcFirst(skip.channel)} (${lcFirst(clause(skip.why))})` : ''}.`,
    );
  }
  if (m.type === 'b2b' && !str(data, 'decisionMakerTitle'))
    tips.push(
      `Decision maker title: name the person who signs, for example ${quote((k.demographics.b2b ?? GENERIC.demographics.b2b!).titles[0]!)}.`,
    );
  if (m.type === 'b2b' && !m.companySize)
    tips.push(
      `Company size: add a headcount range, for example ${quote((k.demographics.b2b ?? GENERIC.demographics.b2b!).companySizes[0]!)}.`,
    );
  if (m.type === 'b2c' && !str(data, 'income')) {
    const incomes = fittingValues((k.demographics.b2c ?? GENERIC.demographics.b2c!).incomes, m);
    if (incomes[0]) tips.push(`Income: add a range, for example ${quote(incomes[0])}.`);
  }
  if (!m.psychographics && m.triggers[0])
    tips.push(
      `Psychographics: say what makes them act, for example that they look for ${k.service} after ${clause(m.triggers[0])}.`,
    );
  const stage = (['awareness', 'consideration', 'decision'] as const).find((s) => !journey[s]?.trim());
  if (stage) {
    // The awareness example comes from this profile's own trigger, the later stages from the trade.
    const example =
      stage === 'awareness' && m.triggers[0]
        ? `${ucFirst(clause(m.triggers[0]))} makes them look for ${k.service}`
        : k.journey[stage];
    tips.push(`Buyer journey (${stage}): describe it, for example ${quote(example)}.`);
  }
  if (!m.needs.length && objection)
    tips.push(
      `Needs: write down the objection you hear, for example ${quote(objection.says)}, and the answer that works: ${clause(lcFirst(objection.answer))}.`,
    );
  // The last tip always names the figure to watch, so it is never crowded out.
  const last =
    score && score.overallScore >= 76
      ? `Before launching, test the messaging with three ${nouns} who match this profile and track ${kpiFor(m, 'decision').name}.`
      : `Campaigns: measure ${kpiFor(m, 'decision').name}, not clicks or likes.`;
  // Which of the client's own terms to lead with, before the figure to watch.
  const term = termTip(m.talk, nouns);

  return {
    suggestions: cleanList(
      [
        ...cleanList(tips, { max: term ? 4 : 5, maxLength: 500, existing: [...m.existing] }),
        ...(term ? [term] : []),
        last,
      ],
      {
        max: 6,
        maxLength: 500,
      },
    ),
    personaNarrative: narrative(m, pains, goals, chans, objection),
  };
}

/** A first name for the persona: the same profile always gets the same one. */
function personaName(m: ProfileModel): string {
  return PERSONA_NAMES[m.seed % PERSONA_NAMES.length]!;
}

/**
 * The persona narrative, built from the profile's own facts (and the model's segment, trigger, pain,
 * objection and choice where the profile is silent). It never assumes an age or gender the profile does
 * not give: the persona is called by name or "they".
 */
function narrative(
  m: ProfileModel,
  pains: string[],
  goals: string[],
  chans: string[],
  objection: ReturnType<typeof topObjection>,
): string {
  const k = m.knowledge;
  const name = personaName(m);
  const noun = clientNoun(m);
  const place = m.places[0];
  const parts: string[] = [];
  if (m.type === 'b2b') {
    const title = m.title ? `${singular(m.title)} at` : 'the owner of';
    const company = `${withArticle(m.companyStage === 'owner-run' ? 'owner-run business' : 'business')}${
      m.industry && !namesProfession(m.industry, k) ? ` in ${lcFirst(m.industry)}` : ''
    }${m.companySize ? ` with ${sizePhrase(m.companySize)}` : ''}${
      str(m.data, 'revenue') ? ` and ${str(m.data, 'revenue')} in revenue` : ''
    }`;
    parts.push(`Meet ${name}, ${title} ${company}${place ? `, based in ${place}` : ''}.`);
  } else {
    const occText = lcFirst(m.occupation);
    // "Shift workers and tradesmen": a list of plurals is not one person's occupation ("a shift workers").
    const occ =
      !m.occupation || !looksEnglishNoun(m.occupation)
        ? ''
        : /\band\b|&/.test(occText)
          ? occText.split(/\s+and\s+|\s*&\s*|,\s*/).some((part) => isPlural(part))
            ? `one of the ${occText}`
            : withArticle(occText)
          : withArticle(singular(occText));
    const age = m.age ? `, aged ${str(m.data, 'ageRange')}` : '';
    const where = place ? ` in ${place}` : '';
    parts.push(
      occ
        ? `Meet ${name}${age}, ${occ}${where}.`
        : `Meet ${name}${age}${where}, ${withArticle(noun)} looking for ${k.service}.`,
    );
  }
  if (m.segment) parts.push(`${name} ${sentence(m.segment.situation)}`);
  if (m.lifeStage && m.type === 'b2c' && !m.contradictions.some((c) => c.startsWith('Age range')))
    parts.push(`${name} is ${m.lifeStage}.`);
  if (m.psychographics) parts.push(`What drives ${name}: ${sentence(lcFirst(m.psychographics))}`);
  if (m.traits.length)
    parts.push(`Habits worth knowing: ${sentence(m.traits.slice(0, 3).map(lcFirst).join('; '))}`);
  const trigger = m.triggers[0];
  if (trigger) parts.push(`${name} starts looking for ${k.service} after ${sentence(clause(trigger))}`);
  const ownPains = m.pains.slice(0, 2);
  const painList = ownPains.length ? ownPains : pains.slice(0, 2);
  if (painList.length)
    parts.push(`In ${possessive(name)} own words: ${painList.map((p) => quote(p)).join(' and ')}.`);
  const wants = [...m.goals, ...m.needs].slice(0, 2);
  const wanted = wants.length ? wants : goals.slice(0, 1);
  if (wanted.length)
    parts.push(
      wanted.some(firstPerson)
        ? `What ${name} wants, in their words: ${wanted.map((w) => quote(w)).join(' and ')}.`
        : `What ${name} wants: ${sentence(joinList(wanted.map((w) => lcFirst(clause(w)))))}`,
    );
  if (objection)
    parts.push(
      `What holds ${name} back: “${sentence(objection.says)}” What answers it: ${sentence(lcFirst(clause(objection.answer)))}`,
    );
  if (m.constraints.length)
    parts.push(`Constraints to respect: ${sentence(m.constraints.slice(0, 3).join('; '))}`);
  parts.push(`${name} chooses the ${k.firm} that ${sentence(clause(k.chooses))}`);
  const reach = m.channels.length ? m.channels : chans;
  if (reach.length) parts.push(`The best places to reach ${name}: ${sentence(reach.slice(0, 3).join('; '))}`);
  return parts.filter((p) => allowed(p, m) || m.pains.some((own) => p.includes(own))).join(' ');
}

/**
 * The offline engine: from the profile's own fields it builds a model of the client (segment, life or
 * company stage, trigger, constraints, signals) and chooses and phrases every suggestion from the
 * knowledge of the profession the profile names (./knowledge, one file per profession). Deterministic
 * (the same profile always gets the same answer), in well under a millisecond, with no network. It is the
 * default when neither the user nor the operator configured a provider. docs/engine.md explains it.
 */
export class BuiltinProvider implements AiProvider {
  readonly id = 'builtin' as const;
  readonly model = null;
  readonly external = false;

  run<K extends TaskKind>(task: TaskOf<K>): Promise<TaskOutputs[K]> {
    const end = aiEngineSeconds.startTimer({ kind: task.kind });
    const out = this.answer(task);
    end();
    return Promise.resolve(out);
  }

  answer<K extends TaskKind>(task: TaskOf<K>): TaskOutputs[K] {
    const t = task as TaskOf<TaskKind>;
    let out: TaskOutputs[TaskKind];
    switch (t.kind) {
      // Last, every text passes the stated facts (./facts.ts): nothing shown contradicts the profile.
      case 'demographics': {
        const { type, industry, companySize, ageRange, geographics } = t.input;
        const facts = statedFacts({ type, industry, companySize, ageRange, geographics: geographics ?? [] });
        out = factCheckList(demographics(t.input), facts);
        break;
      }
      case 'painPoints':
        out = factCheckList(painPoints(t.input.icpData), statedFacts(t.input.icpData));
        break;
      case 'channels':
        out = factCheckList(channels(t.input.icpData), statedFacts(t.input.icpData));
        break;
      case 'messaging':
        out = factCheckDeep(messaging(t.input.icpData), statedFacts(t.input.icpData));
        break;
      case 'campaigns': {
        const facts = statedFacts(t.input.icpData);
        out = campaigns(t.input.icpData, t.input.channels)
          .filter((c) => factCheck(c.name, facts) !== null)
          .map((c) => factCheckDeep(c, facts));
        break;
      }
      case 'analysis':
        out = factCheckDeep(
          analysis(t.input.icp, t.input.score),
          statedFacts(t.input.icp as unknown as Fields),
        );
        break;
      case 'playbookSection':
        out = generateSection(t.input.section, t.input.icpData, t.input.options, t.input.current);
        break;
    }
    return out as TaskOutputs[K];
  }
}

export type { Json };
