#!/usr/bin/env node
/**
 * Measures the built-in AI engine on the held-out evaluation set (README.md): every suggestion route and a
 * whole generated playbook for each profile, then contradictions of stated facts, professional/client
 * mix-ups, template seams, sentences shared word for word between trades and the share of suggestions that
 * speak the niche's own words.
 *
 *   node test/eval/engine/measure.mjs                      figures for the test and the dev half
 *   node test/eval/engine/measure.mjs --half dev --show    ... and every flagged suggestion of the dev half
 *   node test/eval/engine/measure.mjs --json <file>        every suggestion with its flags, as JSON
 *   node test/eval/engine/measure.mjs --baseline           rewrites baseline.json (the figures, per profile)
 *   node test/eval/engine/measure.mjs --review <dir> <id>...   one Markdown page per profile, for a person
 *
 * Builds nothing: run `npm run build -w libs/contracts -w services/ai` first. No database, no network.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HALVES,
  HERE,
  affirmedMatch,
  compileRule,
  loadHalf,
  normalise,
  ownWordIn,
  profileText,
  seamsOf,
  sentencesOf,
  withErrata,
} from './lib.mjs';

const { BuiltinProvider } = await import('../../../services/ai/dist/providers/builtin/engine.js');
const { generatePlaybookSections } =
  await import('../../../services/ai/dist/providers/builtin/playbook/index.js');

const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);

const engine = new BuiltinProvider();
/** The roadmap's day 1 and the budget (in the client's currency) every generated playbook gets. */
const START_DATE = '2027-01-04';
const CURRENCY = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD' };
const BUDGET = 6000;
/** Sentences shorter than this are not compared between trades ("Book a call."). */
const MIN_SHARED_WORDS = 5;

/** The profile as the wizard's form sends it (`icpData`): empty fields left out. */
function formOf(profile) {
  return Object.fromEntries(
    Object.entries(profile).filter(
      ([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && !v.length),
    ),
  );
}

/** The profile as stored (the AI analysis reads a stored profile, profession and disqualifiers included). */
function storedOf(profile) {
  const list = (v) => v ?? [];
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: profile.name,
    userId: '00000000-0000-4000-8000-000000000002',
    createdBy: '00000000-0000-4000-8000-000000000002',
    status: 'in_progress',
    type: profile.type,
    industry: profile.industry ?? null,
    companySize: profile.companySize ?? null,
    revenue: profile.revenue ?? null,
    technographics: list(profile.technographics),
    decisionMakerRole: profile.decisionMakerRole ?? null,
    decisionMakerTitle: profile.decisionMakerTitle ?? null,
    ageRange: profile.ageRange ?? null,
    gender: profile.gender ?? null,
    education: profile.education ?? null,
    occupation: profile.occupation ?? null,
    income: profile.income ?? null,
    geographics: list(profile.geographics),
    psychographics: profile.psychographics ?? null,
    behavioralTraits: list(profile.behavioralTraits),
    painPoints: list(profile.painPoints),
    needs: list(profile.needs),
    goals: list(profile.goals),
    preferredChannels: list(profile.preferredChannels),
    buyerJourney: profile.buyerJourney ?? null,
    personaNarrative: null,
    profession: profile.profession ?? null,
    disqualifiers: list(profile.disqualifiers),
    aiSuggestions: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/**
 * Every suggestion the engine makes for one profile, each as `{route, part, text}`: the five suggestion
 * routes with the bodies the web sends, the AI analysis (score tips and persona) and the whole playbook.
 * Where one suggestion has several fields, they are joined with " | " (a separator no check reads as
 * words, so this script adds no seam of its own).
 */
export function suggestionsFor(p) {
  const icpData = formOf(p.profile);
  const out = [];
  const add = (route, part, text) => text && out.push({ route, part, text: String(text) });
  for (const chip of engine.answer({
    kind: 'demographics',
    input: {
      type: p.profile.type,
      profession: p.profile.profession ?? null,
      industry: p.profile.industry ?? null,
      companySize: p.profile.companySize ?? null,
      ageRange: p.profile.ageRange ?? null,
      geographics: p.profile.geographics ?? null,
    },
  }))
    add('suggest-demographics', 'chip', chip);
  for (const s of engine.answer({ kind: 'painPoints', input: { icpData } }))
    add('suggest-pain-points', 'pain', s);
  for (const s of engine.answer({ kind: 'channels', input: { icpData } }))
    add('suggest-channels', 'channel', s);
  const m = engine.answer({ kind: 'messaging', input: { icpData } });
  add('generate-messaging', 'value proposition', m.valueProposition);
  for (const s of m.keyMessages) add('generate-messaging', 'key message', s);
  for (const s of m.messagingPillars) add('generate-messaging', 'pillar', s);
  for (const c of engine.answer({
    kind: 'campaigns',
    input: { icpData, channels: p.profile.preferredChannels ?? [] },
  }))
    add(
      'suggest-campaigns',
      'campaign',
      `${c.name} | channel: ${c.channel ?? '(none)'} | timeline: ${c.timeline} | ${c.objective}`,
    );
  const a = engine.answer({ kind: 'analysis', input: { icp: storedOf(p.profile), score: null } });
  for (const s of a.suggestions) add('analysis', 'score tip', s);
  add('analysis', 'persona', a.personaNarrative);
  const pb = generatePlaybookSections(icpData, {
    startDate: START_DATE,
    budget: { amount: BUDGET, currency: CURRENCY[p.country] ?? 'USD' },
  });
  add('generate-playbook', 'positioning', pb.positioning.positioning);
  add('generate-playbook', 'value proposition', pb.positioning.valueProposition);
  for (const s of pb.positioning.pillars) add('generate-playbook', 'pillar', s);
  for (const [stage, list] of Object.entries(pb.messages))
    for (const s of list) add('generate-playbook', `${stage} message`, s);
  for (const o of pb.objections) add('generate-playbook', 'objection', `${o.objection} | ${o.answer}`);
  for (const c of pb.channels)
    add('generate-playbook', 'channel', `${c.channel} | stage: ${c.stage} | ${c.reason}`);
  for (const c of pb.roadmap.campaigns)
    add(
      'generate-playbook',
      'campaign',
      `${c.name} | channel: ${c.channel} | days ${c.startDay}-${c.endDay} | offer: ${c.offer} | run by: ${c.owner} | KPI: ${c.kpi}`,
    );
  for (const k of pb.kpis)
    add('generate-playbook', 'KPI', `${k.name} | target: ${k.target} ${k.unit} per ${k.period} | ${k.basis}`);
  for (const l of pb.budget?.lines ?? [])
    add('generate-playbook', 'budget line', `${l.channel} | ${l.reason}`);
  return out;
}

/** Each suggestion of one profile with its flags. */
function flag(p, suggestions) {
  const rules = p.rulesOut.map((r) => ({ r, res: compileRule(r) }));
  const mixups = p.mixups.map((r) => ({ r, res: compileRule(r) }));
  const own = profileText(p.profile);
  const hits = (list, text) =>
    list.flatMap(({ r, res }) => {
      for (const re of res) {
        const m = affirmedMatch(re, text);
        if (m) return [{ fact: r.fact ?? 'mix-up', because: r.because, match: m }];
      }
      return [];
    });
  return suggestions.map((s) => {
    const ownWord = ownWordIn(s.text, p.ownWords);
    const newOwn = ownWordIn(
      s.text,
      p.ownWords.filter((w) => !ownWordIn(own, [w])),
    );
    return {
      ...s,
      contradictions: hits(rules, s.text),
      mixups: hits(mixups, s.text),
      seams: seamsOf(s.text),
      ownWord,
      newOwnWord: newOwn,
    };
  });
}

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const count = (list, f) => list.filter(f).length;

/** The figures of one half, from the flagged suggestions of its profiles. */
function figures(results) {
  const all = results.flatMap((r) => r.flagged);
  const specific = results.filter((r) => r.profile.ownWords.length).flatMap((r) => r.flagged);
  const sentences = results.flatMap((r) => r.sentences);
  const seasonal = results.filter((r) => r.profile.busySeason);
  const clean = (s) => !s.contradictions.length && !s.mixups.length && !s.seams.length;
  const byFact = {};
  for (const s of all) for (const h of s.contradictions) byFact[h.fact] = (byFact[h.fact] ?? 0) + 1;
  const byRoute = {};
  for (const s of all) {
    const r = (byRoute[s.route] ??= {
      suggestions: 0,
      contradicting: 0,
      mixups: 0,
      seams: 0,
      ownWord: 0,
      specificBase: 0,
    });
    r.suggestions++;
    if (s.contradictions.length) r.contradicting++;
    if (s.mixups.length) r.mixups++;
    if (s.seams.length) r.seams++;
  }
  for (const s of specific) {
    byRoute[s.route].specificBase++;
    if (s.ownWord) byRoute[s.route].ownWord++;
  }
  return {
    profiles: results.length,
    suggestions: all.length,
    contradictions: all.reduce((n, s) => n + s.contradictions.length, 0),
    contradictingSuggestions: count(all, (s) => s.contradictions.length),
    profilesWithContradictions: count(results, (r) => r.flagged.some((s) => s.contradictions.length)),
    mixups: all.reduce((n, s) => n + s.mixups.length, 0),
    mixupSuggestions: count(all, (s) => s.mixups.length),
    profilesWithMixups: count(results, (r) => r.flagged.some((s) => s.mixups.length)),
    seams: all.reduce((n, s) => n + s.seams.length, 0),
    seamSuggestions: count(all, (s) => s.seams.length),
    sentences: sentences.length,
    sharedSentences: count(sentences, (s) => s.shared),
    sharedTemplates: count(sentences, (s) => s.sharedTemplate),
    specificBase: specific.length,
    withOwnWord: count(specific, (s) => s.ownWord),
    withNewOwnWord: count(specific, (s) => s.newOwnWord),
    usableAndSpecific: count(specific, (s) => clean(s) && s.ownWord),
    clean: count(all, clean),
    seasonalProfiles: seasonal.length,
    seasonMentioned: count(seasonal, (r) =>
      r.flagged.some((s) => ownWordIn(s.text, r.profile.busySeason.words ?? [])),
    ),
    byFact,
    byRoute,
  };
}

function table(f) {
  return [
    ['profiles', f.profiles],
    ['suggestions (every route and the whole playbook)', f.suggestions],
    ['contradictions of stated facts (rule hits)', f.contradictions],
    [
      'suggestions contradicting a stated fact',
      `${f.contradictingSuggestions} (${pct(f.contradictingSuggestions, f.suggestions)})`,
    ],
    ['profiles with at least one contradiction', `${f.profilesWithContradictions} of ${f.profiles}`],
    [
      'professional/client mix-ups (suggestions)',
      `${f.mixupSuggestions} (${pct(f.mixupSuggestions, f.suggestions)}), in ${f.profilesWithMixups} profiles`,
    ],
    [
      'template seams (hits; suggestions)',
      `${f.seams}; ${f.seamSuggestions} (${pct(f.seamSuggestions, f.suggestions)})`,
    ],
    [
      'sentences shared word for word with another trade',
      `${f.sharedSentences} of ${f.sentences} (${pct(f.sharedSentences, f.sentences)})`,
    ],
    [
      "... the same once the profile's own words are masked",
      `${f.sharedTemplates} (${pct(f.sharedTemplates, f.sentences)})`,
    ],
    [
      "suggestions with one of the niche's own words",
      `${f.withOwnWord} of ${f.specificBase} (${pct(f.withOwnWord, f.specificBase)})`,
    ],
    [
      '... with an own word the profile did not already use',
      `${f.withNewOwnWord} (${pct(f.withNewOwnWord, f.specificBase)})`,
    ],
    [
      'usable and specific (no contradiction, mix-up or seam; an own word)',
      `${f.usableAndSpecific} (${pct(f.usableAndSpecific, f.specificBase)})`,
    ],
    ['busy season named, of profiles that have one', `${f.seasonMentioned} of ${f.seasonalProfiles}`],
  ];
}

/* ---------------- run ---------------- */

const profiles = HALVES.flatMap((h) => loadHalf(h)).map(withErrata);
const results = profiles.map((p) => ({ profile: p, flagged: flag(p, suggestionsFor(p)) }));

/** Words never masked as the profile's own (they are in every profile and every sentence). */
const COMMON = new Set(
  'the and for with our your you are not but that this who what when how have has from they them their can will more into out all any every one two per its than then also just only very most much many some such each both own new'.split(
    ' ',
  ),
);

/** A sentence with the profile's own words masked ("_") and numbers ("#"): what is left is the template. */
function templateOf(sentence, ownTokens) {
  return normalise(sentence)
    .split(' ')
    .map((t) => {
      const w = t.replace(/[^\p{L}\p{N}'’-]/gu, '');
      if (/\d/.test(w)) return '#';
      return ownTokens.has(w) ? '_' : t;
    })
    .join(' ')
    .replace(/_( _)+/g, '_');
}

// Sentences shared between different trades over the whole set: word for word, and as a template once the
// profile's own words are masked (the same sentence frame filled with another profile's values).
const tradesOf = new Map();
const templateTradesOf = new Map();
const note = (map, key, trade) => (map.get(key) ?? map.set(key, new Set()).get(key)).add(trade);
for (const r of results) {
  const ownTokens = new Set(
    profileText(r.profile.profile)
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’-]+/u)
      .filter((w) => w.length > 2 && !COMMON.has(w)),
  );
  r.sentences = [];
  for (const s of r.flagged)
    for (const sentence of s.text.split(' | ').flatMap(sentencesOf)) {
      const key = normalise(sentence);
      if (key.split(' ').length < MIN_SHARED_WORDS) continue;
      const template = templateOf(sentence, ownTokens);
      r.sentences.push({ text: sentence, key, template });
      note(tradesOf, key, r.profile.trade ?? '(none)');
      note(templateTradesOf, template, r.profile.trade ?? '(none)');
    }
}
for (const r of results)
  for (const s of r.sentences) {
    s.shared = tradesOf.get(s.key).size > 1;
    s.sharedTemplate = templateTradesOf.get(s.template).size > 1;
    delete s.key;
  }

const halves = (opt('--half') ? [opt('--half')] : HALVES).filter((h) => HALVES.includes(h));
const byHalf = Object.fromEntries(
  halves.map((h) => [h, figures(results.filter((r) => r.profile.half === h))]),
);

const rows = table(byHalf[halves[0]]).map(([label], i) => [
  label,
  ...halves.map((h) => table(byHalf[h])[i][1]),
]);
console.log(`| figure | ${halves.join(' | ')} |\n| --- | ${halves.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
for (const h of halves) {
  console.log(
    `\n${h}: contradictions by stated fact: ${Object.entries(byHalf[h].byFact)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `${h}: by route (suggestions / contradicting / mix-ups / seams / own word): ${Object.entries(
      byHalf[h].byRoute,
    )
      .map(
        ([k, r]) =>
          `${k} ${r.suggestions}/${r.contradicting}/${r.mixups}/${r.seams}/${pct(r.ownWord, r.specificBase)}`,
      )
      .join('; ')}`,
  );
}

if (args.includes('--show'))
  for (const r of results.filter((x) => halves.includes(x.profile.half))) {
    const bad = r.flagged.filter((s) => s.contradictions.length || s.mixups.length || s.seams.length);
    if (!bad.length) continue;
    console.log(`\n## ${r.profile.id} (${r.profile.half})`);
    for (const s of bad)
      console.log(
        `- [${s.route} ${s.part}] ${s.text}\n    ${[
          ...s.contradictions.map((h) => `contradicts ${h.fact}: "${h.match}"`),
          ...s.mixups.map((h) => `mix-up: "${h.match}"`),
          ...s.seams,
        ].join('; ')}`,
      );
  }

if (opt('--json'))
  writeFileSync(
    opt('--json'),
    JSON.stringify(
      results.map((r) => ({
        id: r.profile.id,
        half: r.profile.half,
        suggestions: r.flagged,
        sentences: r.sentences,
      })),
      null,
      1,
    ),
  );

if (args.includes('--baseline')) {
  const perProfile = results.map((r) => ({
    id: r.profile.id,
    half: r.profile.half,
    suggestions: r.flagged.length,
    contradicting: count(r.flagged, (s) => s.contradictions.length),
    mixups: count(r.flagged, (s) => s.mixups.length),
    seams: count(r.flagged, (s) => s.seams.length),
    withOwnWord: count(r.flagged, (s) => s.ownWord),
    sharedSentences: count(r.sentences, (s) => s.shared),
    sharedTemplates: count(r.sentences, (s) => s.sharedTemplate),
    sentences: r.sentences.length,
  }));
  const { byRoute: _t, ...test } = figures(results.filter((r) => r.profile.half === 'test'));
  const { byRoute: _d, ...dev } = figures(results.filter((r) => r.profile.half === 'dev'));
  writeFileSync(join(HERE, 'baseline.json'), `${JSON.stringify({ test, dev, perProfile }, null, 2)}\n`);
  console.log('\nwritten to test/eval/engine/baseline.json');
}

if (opt('--review')) {
  const dir = opt('--review');
  const ids = args.slice(args.indexOf('--review') + 2).filter((a) => !a.startsWith('--'));
  mkdirSync(dir, { recursive: true });
  for (const id of ids) {
    const r = results.find((x) => x.profile.id === id);
    if (!r) throw new Error(`no profile ${id}`);
    writeFileSync(join(dir, `${id}.md`), reviewPage(r));
  }
  console.log(`\n${ids.length} review pages written to ${dir}`);
}

/** One profile's whole output as Markdown, each suggestion with its flags, for a person to read. */
function reviewPage(r) {
  const p = r.profile;
  const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = [
    `# ${p.id} (${p.half} half)`,
    '',
    `> ${p.summary}`,
    '',
    `Trade: **${p.trade ?? '(none given)'}**; client: ${p.clientKind}; country: ${p.country ?? '(not stated)'}.`,
    'Written by `node test/eval/engine/measure.mjs --review docs/engine-review/held-out <id>`; the profile is in',
    `\`test/eval/engine/${p.half}/${p.id}.json\`. Each suggestion is followed by what the checks found in it.`,
    '',
    '## Profile',
    '',
    '| field | value |',
    '| --- | --- |',
    ...Object.entries(formOf(p.profile)).map(
      ([k, v]) => `| ${k} | ${cell(Array.isArray(v) ? v.join('; ') : v)} |`,
    ),
    '',
    '## Stated facts',
    '',
    ...Object.entries(p.facts).map(([k, v]) => `- **${k}**: ${cell(Array.isArray(v) ? v.join('; ') : v)}`),
    '',
    'What they rule out:',
    '',
    ...p.rulesOut.map((x) => `- ${x.fact}: ${x.because}`),
    '',
    `Mix-ups looked for: ${p.mixups.map((x) => x.because).join('; ') || '_(none)_'}.`,
    '',
    `Own words of the niche: ${p.ownWords.map((w) => `\`${w}\``).join(', ') || '_(none)_'}.`,
    '',
  ];
  let route = null;
  for (const s of r.flagged) {
    if (s.route !== route) {
      if (route) lines.push('');
      route = s.route;
      lines.push(`## ${route}`, '');
    }
    const notes = [
      ...s.contradictions.map((h) => `**contradicts ${h.fact}** ("${h.match}")`),
      ...s.mixups.map((h) => `**mix-up** ("${h.match}")`),
      ...s.seams.map((x) => `**seam** ${x}`),
      s.ownWord ? `own word: ${s.ownWord}` : 'no own word',
    ];
    lines.push(`- _${s.part}_: ${s.text.replace(/\n/g, ' ')}`, `  - ${notes.join('; ')}`);
  }
  lines.push('');
  return lines.join('\n');
}
