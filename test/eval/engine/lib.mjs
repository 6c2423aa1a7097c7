/**
 * The held-out evaluation set of the built-in AI engine (test/eval/engine/README.md): loading and checking the
 * profile files, and the checks the measuring script applies to every suggestion. No engine code here, so the
 * checks can be tested on their own (lib.test.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = dirname(fileURLToPath(import.meta.url));
export const HALVES = ['test', 'dev'];
/** The split's seed: fixed before anyone measured (README.md, "How the split was made"). */
export const SPLIT_SEED = 20261129;

/** Every profile of one half (`test` or `dev`), in file-name order. */
export function loadHalf(half, dir = HERE) {
  const folder = join(dir, half);
  let names;
  try {
    names = readdirSync(folder).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((n) => {
    const profile = JSON.parse(readFileSync(join(folder, n), 'utf8'));
    if (`${profile.id}.json` !== n)
      throw new Error(`${half}/${n}: the id must be the file name (${profile.id})`);
    return { ...profile, half };
  });
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A plain word or phrase as a case-insensitive pattern, on word boundaries where it starts or ends with one. */
export function wordPattern(word) {
  const start = /^\w/.test(word) ? '\\b' : '';
  const end = /\w$/.test(word) ? '\\b' : '';
  return `${start}${escapeRe(word)}${end}`;
}

/** A rule (`words` and `patterns`) compiled to case-insensitive, multi-line regular expressions. */
export function compileRule(rule) {
  return [...(rule.words ?? []).map(wordPattern), ...(rule.patterns ?? [])].map((s) => new RegExp(s, 'imu'));
}

/** Words that, just before a match, make it advice against the thing rather than a claim of it. */
const NEGATION =
  /\b(no|not|never|without|skip|avoid|avoiding|instead of|rather than|don't|do not|isn't|aren't|won't|neither|nor)\b[^.;:!?]{0,40}$/i;

/** Where `re` matches `text` outside a negated phrase ("skip cold calling" is not a suggestion to cold call). */
export function affirmedMatch(re, text) {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const m of text.matchAll(global)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (!NEGATION.test(before)) return m[0];
  }
  return null;
}

const PROFILE_FIELDS = new Set([
  'name',
  'type',
  'status',
  'industry',
  'companySize',
  'revenue',
  'technographics',
  'decisionMakerRole',
  'decisionMakerTitle',
  'ageRange',
  'gender',
  'education',
  'occupation',
  'income',
  'geographics',
  'psychographics',
  'behavioralTraits',
  'painPoints',
  'needs',
  'goals',
  'preferredChannels',
  'buyerJourney',
  'profession',
  'disqualifiers',
]);

/**
 * What is wrong with one profile file, as messages (empty: fine). `schema` is the contract's icpFieldsSchema
 * and `professionIds` the product's profession ids (libs/contracts), passed in so this file needs no build.
 */
export function problemsOf(p, { schema, professionIds } = {}) {
  const out = [];
  const need = (cond, msg) => cond || out.push(`${p.id ?? '?'}: ${msg}`);
  need(typeof p.id === 'string' && /^[a-z0-9-]+$/.test(p.id), 'id must be kebab-case');
  need(p.trade === null || (professionIds ?? [p.trade]).includes(p.trade), `unknown trade ${p.trade}`);
  need(['b2b', 'b2c'].includes(p.clientKind), 'clientKind must be b2b or b2c');
  need(
    p.country === null || ['US', 'UK', 'CA', 'AU'].includes(p.country),
    'country must be US, UK, CA, AU or null',
  );
  need(typeof p.summary === 'string' && p.summary.length > 20, 'summary missing');
  need(p.profile && p.profile.type === p.clientKind, 'profile.type must equal clientKind');
  need(
    p.profile && (p.profile.profession ?? null) === (p.trade ?? null),
    'profile.profession must equal trade',
  );
  for (const k of Object.keys(p.profile ?? {}))
    need(PROFILE_FIELDS.has(k), `profile.${k} is not an ICP field`);
  if (schema) {
    const r = schema.safeParse(p.profile);
    need(r.success, `profile does not fit the ICP contract: ${r.success ? '' : r.error.message}`);
  }
  need(p.facts && typeof p.facts === 'object' && Object.keys(p.facts).length > 0, 'facts missing');
  need(Array.isArray(p.rulesOut) && p.rulesOut.length > 0, 'rulesOut missing');
  for (const r of [...(p.rulesOut ?? []), ...(p.mixups ?? [])]) {
    need(typeof r.because === 'string' && r.because.length > 5, 'every rule says why (because)');
    need(
      (r.words?.length ?? 0) + (r.patterns?.length ?? 0) > 0,
      `rule "${r.because}" has no words or patterns`,
    );
    try {
      compileRule(r);
    } catch (e) {
      out.push(`${p.id}: bad pattern in "${r.because}": ${e.message}`);
    }
  }
  for (const r of p.rulesOut ?? [])
    need(
      typeof r.fact === 'string' && r.fact in p.facts,
      `rule on "${r.fact}", a fact the profile does not state`,
    );
  // A rule the profile's own words break would count the engine quoting the profile as a contradiction.
  const own = profileText(p.profile ?? {});
  for (const r of [...(p.rulesOut ?? []), ...(p.mixups ?? [])]) {
    let res = [];
    try {
      res = compileRule(r);
    } catch {
      /* reported above */
    }
    for (const re of res) {
      const hit = affirmedMatch(re, own);
      if (hit) out.push(`${p.id}: the profile itself says "${hit}", which its rule "${r.because}" rules out`);
    }
  }
  need(Array.isArray(p.mixups), 'mixups must be a list');
  need(Array.isArray(p.ownWords), 'ownWords must be a list');
  const edge = p.id?.startsWith('edge-name-and-type');
  need(edge || p.ownWords.length >= 8, 'at least 8 own words');
  need(edge || (Array.isArray(p.sources) && p.sources.length > 0), 'at least one source');
  for (const s of p.sources ?? [])
    need(s.urls?.length > 0 && s.urls.every((u) => /^https?:\/\//.test(u)), 'sources are addresses');
  if (p.busySeason)
    need(
      Array.isArray(p.busySeason.months) && p.busySeason.months.every((m) => m >= 1 && m <= 12),
      'busySeason.months are 1-12',
    );
  return out;
}

/** The profile's own words, one value a line (lists one entry a line), as the checks read them. */
export function profileText(profile) {
  const lines = [];
  const walk = (v) => {
    if (typeof v === 'string') lines.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const [k, v] of Object.entries(profile)) if (k !== 'type' && k !== 'profession') walk(v);
  return lines.join('\n');
}

/**
 * Errata: defects found in the rules after the test half was frozen. The profile files stay as committed;
 * the measuring script reads every profile (both halves alike) through these corrections, each found on the
 * dev half and described in README.md ("Errata").
 */
export const ERRATA = [
  {
    id: 'own-trade-chip',
    found:
      'first measurement, dev half: "Occupation: Office worker with an employer dental plan" counted as a dentist mix-up',
    fix: 'the own-trade mix-up rule matches a trade word among the first three words of the chip only, and is dropped when the trade has no word of 4 letters or more (tax professionals: it matched every chip)',
  },
  {
    id: 'name-and-type-labels',
    found:
      'first measurement, the test half\'s contradictions by fact ("stated" 7; the only profile with that rule): "Age range: add one; ..." (a score tip asking for the field) counted as inventing an age',
    fix: 'edge-name-and-type-only keeps its place names; its field-label patterns ("^Age range:", "^Income:"...) are dropped: a chip proposing a value for an empty field, or a tip asking for one, invents nothing',
  },
];
const OWN_TRADE = "the client described as the user's own trade";

/** The profile as the measuring script reads it: the errata applied. */
export function withErrata(p) {
  const mixups = [];
  for (const r of p.mixups) {
    if (!r.because.startsWith(OWN_TRADE)) mixups.push(r);
    else if (!r.patterns.some((x) => x.includes('\\b()'))) {
      mixups.push({
        ...r,
        patterns: r.patterns.map((x) => x.replace(':[^\\n]*\\b(', ':\\s*(?:\\S+\\s+){0,2}\\b(')),
      });
    }
  }
  const rulesOut =
    p.id === 'edge-name-and-type-only'
      ? p.rulesOut.map((r) =>
          r.fact === 'stated' ? { ...r, patterns: r.patterns.filter((x) => !x.startsWith('^(')) } : r,
        )
      : p.rulesOut;
  return { ...p, rulesOut, mixups };
}

/* ---------------- checks applied to every suggestion ---------------- */

/** Sentences of a text (split after . ! ? followed by a space and a capital, digit or quote). */
export function sentencesOf(text) {
  return text
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence normalised for the word-for-word comparison between trades. */
export const normalise = (s) =>
  s
    .toLowerCase()
    .replace(/[“”"]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '')
    .trim();

/** Acronym letters that are said with a vowel sound first ("an SMSF", "an HMO", "a UTR"). */
const VOWEL_SOUND_LETTERS = new Set([...'AEFHILMNORSX']);
/** Words spelt with a vowel but said with a consonant, and the reverse. */
const CONSONANT_SOUND = /^(uni|use|usu|usa|uti|ure|euro|eu|one|once|ubiq|uk\b|u\.s)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|herb)/i;

/** Whether "a" (false) or "an" (true) should come before `word`; null when either can be right. */
export function wantsAn(word) {
  const w = word.replace(/^["“'(]/, '');
  // Short acronyms are spelt out ("an HMO", "a UTR"); longer ones are often said as words ("a MIAM").
  if (/^[A-Z]{4,}s?\b/.test(w)) return null;
  if (/^[A-Z]{2,3}s?\b/.test(w) || /^[A-Z]\b/.test(w)) return VOWEL_SOUND_LETTERS.has(w[0]);
  if (/^\d/.test(w)) return /^(8|11|18|80|800|8\d\d)\b/.test(w);
  if (VOWEL_SOUND.test(w)) return true;
  if (CONSONANT_SOUND.test(w)) return false;
  return /^[aeiou]/i.test(w);
}

/** Proper nouns that must keep their capitals (a lower-case one is a template seam). */
export const PROPER_NOUNS = [
  'LinkedIn',
  'Facebook',
  'Instagram',
  'Google',
  'YouTube',
  'TikTok',
  'Nextdoor',
  'HMRC',
  'IRS',
  'NHS',
  'Medicare',
  'CRA',
  'ATO',
  'UK',
  'Canada',
  'Australia',
  'Ontario',
  'Florida',
  'California',
  'Queensland',
  'London',
  'Toronto',
  'Sydney',
  'Xero',
  'QuickBooks',
];
/** Words after "a" that take a plural ("a few clients", "a group of owners"). */
const QUANTITY =
  '(?:few|lot|lots|couple|number|dozen|handful|range|group|mix|variety|list|team|panel|pool|community|network|board|circle|share|majority|third|quarter|half|series|set|host|wealth|pair)\\b';
const PLURAL_HEADS =
  '(?:professionals|owners|clients|patients|parents|families|businesses|firms|people|homeowners|landlords|employers|athletes|physicians|surgeons|dentists|attorneys|lawyers|trustees|members|workers|buyers|sellers)';

/** The template seams found in one suggestion, as short labels with the offending text. */
export function seamsOf(text) {
  const out = [];
  const add = (label, m) => out.push(`${label}: "${m}"`);
  for (const re of [
    /\bthe niche\b/i,
    /\bin your area\b/i,
    /\byour local area\b/i,
    /\{\{|\}\}|\{[a-zA-Z_]+\}/,
    /\[[^\]]*\]/,
    /\b(undefined|null|NaN)\b/,
    /\b(TODO|TBD|lorem ipsum|XXX)\b/,
  ]) {
    const m = text.match(re);
    if (m) add('unfilled slot', m[0]);
  }
  for (const m of text.matchAll(/\b(\w+)\s+\1\b/gi))
    if (!/^(that|had|is|\d+)$/i.test(m[1])) add('doubled word', m[0]);
  // "a"/"an" in lower case anywhere, capitalised only at a sentence start ("Plan A or B" is not an article).
  const articles = [
    ...text.matchAll(/(?<![\w'’-])(a|an)\s+(["“'(]?\w[\w.'’-]*)/g),
    ...text.matchAll(/(?:^|[.!?:]\s+)(A|An)\s+(["“'(]?\w[\w.'’-]*)/g),
  ];
  for (const m of articles) {
    if (/^(a|an)$/i.test(m[2])) continue;
    const an = wantsAn(m[2]);
    if (an !== null && (m[1].toLowerCase() === 'an') !== an) add('a/an', m[0].trim());
  }
  for (const noun of PROPER_NOUNS) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w./@-])${escapeRe(noun)}(?!\\w)(?!\\.[a-z]{2,})`, 'gi')))
      if (m[0] !== noun) add('lower-case proper noun', m[0]);
  }
  for (const re of [
    new RegExp(
      `\\b(?:a|an|one|each|every)\\s+(?!${QUANTITY})(?:[\\w-]+\\s+)?${PLURAL_HEADS}\\b(?!['’])`,
      'i',
    ),
    /\b(?:childs|womans|mans|peoples|informations|advices|equipments|feedbacks|staffs)\b/i,
    /\b\w+[^aeiouy\s\W]ys\b/i,
    // "-ives" cut back to "-ife" (executife, initiatife); real words ending so are excepted.
    /\b(?!(?:knife|midwife|housewife|wildlife|afterlife|nightlife|penknife|jackknife)\b)\w+[^aeiou\s\W]ife\b/i,
  ]) {
    const m = text.match(re);
    if (m) add('broken plural', m[0]);
  }
  return out;
}

/** The first own word of the niche found in `text` (case-insensitive, whole words, a plural -s allowed), or null. */
export function ownWordIn(text, ownWords) {
  for (const w of ownWords) {
    const pattern = /\w$/.test(w) ? wordPattern(w).replace(/\\b$/, '(?:e?s)?\\b') : wordPattern(w);
    if (new RegExp(pattern, 'iu').test(text)) return w;
  }
  return null;
}

/** A small seeded generator (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string's 32-bit FNV-1a hash (to give each profession its own seed). */
export function hash32(s) {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

/**
 * The split: per trade (profession id, "(none)" without one), the profile ids sorted, shuffled with a generator
 * seeded by SPLIT_SEED and the trade, and the first half (rounded up) goes to `test`. Returns id -> half.
 */
export function splitOf(profiles, seed = SPLIT_SEED) {
  const groups = new Map();
  for (const p of profiles) {
    const key = p.trade ?? '(none)';
    groups.set(key, [...(groups.get(key) ?? []), p.id]);
  }
  const half = new Map();
  for (const [trade, ids] of groups) {
    const rnd = seededRandom(seed ^ hash32(trade));
    const order = [...ids].sort();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const nTest = Math.ceil(order.length / 2);
    order.forEach((id, i) => half.set(id, i < nTest ? 'test' : 'dev'));
  }
  return half;
}
