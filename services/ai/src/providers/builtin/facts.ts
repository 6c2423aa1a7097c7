import type { Json } from '@icp-studio/contracts';
import { listOf, textOf } from '../profile-text.js';
import { spell } from './countries/index.js';
import { parseAge } from './figures.js';

/**
 * The facts a user states in a profile, and what each rules out (docs/engine.md, "Stated facts"). Every
 * sentence the engine writes passes `factCheck` last: a sentence of another country's institutions is put
 * in the client's country (currency, tax office, pensions) where there is an equivalent, and a sentence
 * that contradicts a stated fact and cannot be put right is left out.
 */

export type Country = 'US' | 'UK' | 'CA' | 'AU';

export interface StatedFacts {
  /** The client's country; null when the profile names none (then nothing is put in another country). */
  country: Country | null;
  /** A business without employees (sole trader, no staff): no payroll, staff or hiring. */
  soleTrader: boolean;
  /** A consumer paid as self-employed: no pay stubs, employer letters or W-2/T4 slips. */
  selfEmployed: boolean;
  /** 'female', 'male' or null (not stated: no gendered pronoun at all). */
  gender: 'female' | 'male' | null;
  type: 'b2b' | 'b2c';
  age: [number, number] | null;
  /** A landlord or property owner, not a tenant or a buyer. */
  landlord: boolean;
  /** Words the profile refuses ("no reviews", "no testimonials", "never cold calls"). */
  refused: RegExp[];
  /** The product lines the profile does not sell, of a kind where it names the one it does (PRODUCT_LINES). */
  otherLines: RegExp[];
  /** The profile's own text, lowercase: a rule never removes what the user wrote themselves. */
  own: string;
}

const COUNTRY_SIGNS: Record<Country, RegExp> = {
  UK: /\b(?:uk|u\.k\.|united kingdom|england|scotland|wales|northern ireland|britain|british|london|manchester|birmingham|leeds|bristol|liverpool|nottingham|sheffield|glasgow|edinburgh|cardiff|belfast|yorkshire|kent|hmrc|nhs|gbp|self assessment|making tax digital)\b|£/g,
  CA: /\b(?:canada|canadian|ontario|quebec|québec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland|toronto|vancouver|montreal|montréal|calgary|ottawa|edmonton|winnipeg|mississauga|cra|cad|rrsp|tfsa)\b|\bC\$/g,
  AU: /\b(?:australia|australian|nsw|new south wales|queensland|tasmania|western australia|south australia|sydney|melbourne|brisbane|perth|adelaide|canberra|hobart|darwin|ato|aud|smsf|tradies?|bas)\b|\bA\$/g,
  US: /\b(?:usa|u\.s\.|united states|america|irs|401\s?\(?k\)?|medicare|california|texas|florida|new york|ohio|[A-Z]{2}\s*$)\b/g,
};
const US_STATE =
  /,\s*(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\b/;

function countryOf(places: string, rest: string): Country | null {
  const score: Record<Country, number> = { US: 0, UK: 0, CA: 0, AU: 0 };
  for (const c of Object.keys(score) as Country[]) {
    score[c] += 3 * (places.toLowerCase().match(COUNTRY_SIGNS[c]) ?? []).length;
    score[c] += (rest.toLowerCase().match(COUNTRY_SIGNS[c]) ?? []).length;
  }
  if (US_STATE.test(places)) score.US += 3;
  const bestC = (Object.keys(score) as Country[]).sort((a, b) => score[b] - score[a])[0]!;
  return score[bestC] > 0 ? bestC : null;
}

const str = (v: Json | undefined): string => (typeof v === 'string' ? v.trim() : '');

/** A channel the profile refuses: "no reviews", "never cold calls", "won't do webinars" (not "without review"). */
const REFUSABLE =
  /\b(?:no|never|won't|will not|refuses?|avoid|don't want|do not want|don't use|do not use)\b[^.;,]{0,30}?\b(online reviews?|google reviews?|reviews|testimonials?|case stud(?:y|ies)|success stories|cold call(?:s|ing)?|webinars?|facebook|instagram|tiktok|linkedin|door[- ]knocking|newsletters?)\b/g;

/**
 * Product lines that exclude each other within a trade's offer: a profile that names one sells that one,
 * and a sentence pitching the other contradicts it (a Medigap agent is not selling Medicare Advantage; a
 * term-life profile is not about cash value). Only when the profile names some lines of a kind and not
 * others; general knowledge of the trades (docs/engine.md, "Stated facts").
 */
const PRODUCT_LINES: { kind: string; lines: RegExp[] }[] = [
  {
    kind: 'Medicare cover',
    lines: [
      /\b(?:medigap|medicare supplement(?:s| plans?| insurance)?|supplement plans?|plan [gn]\b)/i,
      /\b(?:medicare advantage|part c\b|ma plans?|ma-pd)/i,
    ],
  },
  {
    kind: 'life insurance',
    lines: [
      /\bterm (?:life|insurance|polic(?:y|ies)|cover)\b/i,
      /\b(?:whole life|universal life|permanent life|cash[- ]value|indexed universal|iul)\b/i,
    ],
  },
  {
    kind: 'side of a lawsuit',
    lines: [
      /\b(?:plaintiffs?|claimants?)\b/i,
      /\b(?:defendants?|defen[cs]e (?:attorneys?|lawyers?|counsel|firms?)|insurance defen[cs]e)\b/i,
    ],
  },
  {
    kind: 'how the adviser is paid',
    lines: [/\bfee[- ]only\b/i, /\bcommission(?:s|-based)?\b/i],
  },
  {
    kind: 'mortgage product',
    lines: [/\b(?:reverse mortgages?|hecms?|equity release)\b/i, /\bfirst-time buyers?\b/i],
  },
];

function otherLinesOf(own: string): RegExp[] {
  const out: RegExp[] = [];
  for (const { lines } of PRODUCT_LINES) {
    const named = lines.map((re) => re.test(own));
    if (named.some(Boolean) && !named.every(Boolean)) out.push(...lines.filter((_, i) => !named[i]));
  }
  return out;
}

/** The facts a profile states, read once per call. */
export function statedFacts(data: Record<string, Json | undefined>): StatedFacts {
  const places = listOf(data.geographics).join('; ');
  const own = Object.entries(data)
    .filter(([k]) => !['id', 'userId', 'createdBy', 'personaNarrative', 'aiSuggestions'].includes(k))
    .map(([, v]) => textOf(v as Json))
    .join(' \n ');
  const lower = own.toLowerCase();
  const type = data.type === 'b2b' ? 'b2b' : 'b2c';
  const gender = str(data.gender).toLowerCase();
  const size = `${str(data.companySize)} ${str(data.name)} ${str(data.occupation)}`.toLowerCase();
  const refused = [...lower.matchAll(REFUSABLE)].map(
    (m) => new RegExp(`\\b${m[1]!.replace(/s$/, '').replace(/[-\s]/g, '[-\\s]?')}`, 'i'),
  );
  if (
    /confidential|disclos|privacy|discreet/.test(lower) &&
    /testimonial|published stor|case stud/.test(lower)
  )
    refused.push(/\b(?:testimonials?|case stud(?:y|ies)|success stories|reviews?)\b/i);
  return {
    country: countryOf(places, own),
    soleTrader:
      type === 'b2b' &&
      /sole trader|sole proprietor|no employees|no staff|without employees|one-person|just me\b/.test(size),
    selfEmployed: type === 'b2c' && /self-employed|self employed|freelanc|1099|contractor/.test(lower),
    gender: /^(?:f|female|woman|women)$/.test(gender)
      ? 'female'
      : /^(?:m|male|man|men)$/.test(gender)
        ? 'male'
        : null,
    type,
    age: type === 'b2c' ? parseAge(str(data.ageRange)) : null,
    landlord: /\blandlords?\b|\bhmos?\b|rental propert/.test(lower),
    refused,
    otherLines: otherLinesOf(lower),
    own: lower,
  };
}

type Rewrite = [RegExp, string];

/** Another country's terms put in the client's country, where there is an equivalent. */
const TO_COUNTRY: Record<Country, Rewrite[]> = {
  UK: [
    [/\$\s?(\d)/g, '£$1'],
    [/\bUSD\b/g, 'GBP'],
    [/\bdollars\b/g, 'pounds'],
    [/\b[Tt]he (?:IRS|CRA|ATO)\b/g, 'HMRC'],
    [/\bIRS\b/g, 'HMRC'],
    [/\bCRA\b/g, 'HMRC'],
    [/\bATO\b/g, 'HMRC'],
    [/\bsales tax(es)?\b/gi, 'VAT'],
    [/\bGST(?:\/HST)?\b/g, 'VAT'],
    [/\b401\s?\(k\)s?/gi, 'workplace pension'],
    [/\bRoth IRAs?\b/gi, 'ISA'],
    [/\bIRAs?\b/g, 'ISA'],
    [/\bsuperannuation\b/gi, 'pension'],
    [/\bSocial Security\b/g, 'State Pension'],
    [/\bW-2s?\b/g, 'payslips'],
    [/\b1099s?\b/g, 'self-employed'],
    [/\bzip codes?\b/gi, 'postcode'],
    [/\bCPA near me\b/gi, 'accountant near me'],
    [/\bCPAs\b/g, 'chartered accountants'],
    [/\bCPA\b/g, 'chartered accountant'],
    [/\bstate taxes\b/gi, 'taxes'],
    [/\bstate tax\b/gi, 'tax'],
  ],
  CA: [
    [/(^|[^A-Z])\$\s?(\d)/g, '$1C$$$2'],
    [/\bUSD\b/g, 'CAD'],
    [/\bIRS\b/g, 'CRA'],
    [/\bHMRC\b/g, 'CRA'],
    [/\bATO\b/g, 'CRA'],
    [/\bsales tax(es)?\b/gi, 'GST/HST'],
    [/\bVAT\b/g, 'GST/HST'],
    [/\b401\s?\(k\)s?/gi, 'RRSP'],
    [/\bRoth IRAs?\b/gi, 'TFSA'],
    [/\bIRAs?\b/g, 'RRSP'],
    [/\bISAs?\b/g, 'TFSA'],
    [/\bsuperannuation\b/gi, 'RRSP'],
    [/\bSocial Security\b/g, 'CPP and OAS'],
    [/\bW-2s?\b/g, 'T4 slips'],
    [/\b1099s?\b/g, 'T4A slips'],
    [/\bzip codes?\b/gi, 'postal code'],
    [/\bpostcodes?\b/gi, 'postal code'],
    [/\bcouncil tax\b/gi, 'property tax'],
    [/\bsolicitors\b/g, 'lawyers'],
    [/\bsolicitor\b/g, 'lawyer'],
    [/\bstate taxes\b/gi, 'provincial taxes'],
    [/\bstate tax\b/gi, 'provincial tax'],
  ],
  AU: [
    [/(^|[^A-Z])\$\s?(\d)/g, '$1A$$$2'],
    [/\bUSD\b/g, 'AUD'],
    [/\bIRS\b/g, 'ATO'],
    [/\bHMRC\b/g, 'ATO'],
    [/\bCRA\b/g, 'ATO'],
    [/\bsales tax(es)?\b/gi, 'GST'],
    [/\bVAT\b/g, 'GST'],
    [/\bGST\/HST\b/g, 'GST'],
    [/\bHST\b/g, 'GST'],
    [/\b401\s?\(k\)s?/gi, 'super'],
    [/\bRoth IRAs?\b/gi, 'super'],
    [/\bIRAs?\b/g, 'super'],
    [/\bSocial Security\b/g, 'the Age Pension'],
    [/\bW-2s?\b/g, 'payment summaries'],
    [/\bzip codes?\b/gi, 'postcode'],
    [/\bcouncil tax\b/gi, 'council rates'],
    [/\bNHS\b/g, 'Medicare'],
    [/\bstate taxes\b/gi, 'taxes'],
    [/\bstate tax\b/gi, 'tax'],
  ],
  US: [
    [/[£€]\s?(\d)/g, '$$$1'],
    [/\b(?:GBP|AUD|CAD)\b/g, 'USD'],
    [/\bHMRC\b/g, 'IRS'],
    [/\bCRA\b/g, 'IRS'],
    [/\bATO\b/g, 'IRS'],
    [/\bVAT\b/g, 'sales tax'],
    [/\bGST(?:\/HST)?\b/g, 'sales tax'],
    [/\bcouncil tax\b/gi, 'property tax'],
    [/\bsuperannuation\b/gi, '401(k)'],
    [/\bISAs\b/g, 'IRAs'],
    [/\bISA\b/g, 'IRA'],
    [/\bstamp duty\b/gi, 'transfer tax'],
    [/\bsolicitors\b/g, 'attorneys'],
    [/\bsolicitor\b/g, 'attorney'],
    [/\bSolicitors\b/g, 'Attorneys'],
    [/\bSolicitor\b/g, 'Attorney'],
    [/\bpostcodes?\b/gi, 'ZIP code'],
  ],
};

/** Terms of one country with no equivalent in the others: a sentence with one is left out elsewhere. */
const ONLY_IN: Record<Country, RegExp> = {
  US: /\b(?:Medicaid|HOA|attorney general|Roth|W-2|1099)\b|\bMedicare\b/,
  UK: /\b(?:NHS|Companies House|council tax|stamp duty|HMRC)\b/,
  CA: /\b(?:CRA|HST|RRSP|TFSA)\b/,
  AU: /\b(?:ATO|superannuation|SMSF|BAS)\b/,
};

interface Rule {
  applies: (f: StatedFacts) => boolean;
  text: RegExp;
}

/** For each stated fact, the sentences it rules out (unless the user's own words say the same). */
const RULES: Rule[] = [
  {
    applies: (f) => f.soleTrader,
    text: /\b(?:payroll|employees|staff|HR|headcount|new hires?|hiring|team members|workforce|PAYE scheme|auto-enrolment|single touch payroll|STP)\b|[$£€]\s?\d+(?:\.\d+)?\s?[mM]\b|\b\d+\s*[-–]\s*\d+\s+employees/i,
  },
  {
    applies: (f) => f.selfEmployed,
    text: /\b(?:pay stubs?|employment letters?|T4 slips?|W-2s?|your employer)\b/i,
  },
  { applies: (f) => f.gender === null, text: /\b(?:he|she|his|her|hers|him|himself|herself)\b/i },
  { applies: (f) => f.gender === 'female', text: /\b(?:he|him|his|himself|men|fathers|dads)\b/i },
  { applies: (f) => f.gender === 'male', text: /\b(?:she|her|hers|herself|women|mothers|mums|moms)\b/i },
  {
    applies: (f) => f.type === 'b2c',
    text: /\b(?:procurement|RFPs?|buying committee|purchasing committee|board approval|CFOs?|vendor shortlist)\b/i,
  },
  { applies: (f) => f.type === 'b2b', text: /^(?:Gender|Marital status|Age range|Age):/ },
  {
    applies: (f) => Boolean(f.age && f.age[1] <= 45),
    text: /\b(?:estate tax|inheritance tax|retirees?|retirement income|grandchildren|grandkids|Medicare|required minimum distributions|RMDs?|empty nest(?:ers?)?|pension drawdown|later life|downsiz\w*)\b/i,
  },
  {
    applies: (f) => Boolean(f.age && f.age[0] >= 40),
    text: /\b(?:student loans?|student debt|first job|new grads|recent graduates|millennials|Gen Z|toddlers?)\b/i,
  },
  {
    applies: (f) => Boolean(f.age && f.age[0] >= 50),
    text: /\b(?:newborns?|pregnancy|baby food|first-time buyers?|beach body|six-pack|bulking)\b/i,
  },
  {
    applies: (f) => f.landlord,
    text: /\b(?:renters insurance|tenant contents insurance|first-time buyers?|dream home)\b/i,
  },
  {
    applies: (f) => f.type === 'b2b',
    text: /\b(?:first-time buyers?|dream home|family home|school catchment)\b/i,
  },
];

/** A negation before the match in the same clause: advice against a thing is not a claim of it. */
function negated(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const clauseStart = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf(';'),
    before.lastIndexOf(':'),
    before.lastIndexOf(','),
  );
  return /\b(?:no|not|never|without|skip|avoid|instead of)\b/i.test(before.slice(clauseStart + 1));
}

const GLOBAL = new Map<RegExp, RegExp>();
/** The same expression with the `g` flag, to look at every match (one may be negated, the next not). */
function globalOf(re: RegExp): RegExp {
  let g = GLOBAL.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    if (GLOBAL.size < 1000) GLOBAL.set(re, g);
  }
  return g;
}

function breaks(text: string, f: StatedFacts): boolean {
  // What the user wrote themselves is theirs to say; what they refused ("no testimonials") stays refused.
  const check = (re: RegExp, ownCounts = true): boolean => {
    for (const m of text.matchAll(globalOf(re)))
      if (!negated(text, m.index) && !(ownCounts && f.own.includes(m[0].toLowerCase()))) return true;
    return false;
  };
  const country = f.country;
  if (country)
    for (const c of Object.keys(ONLY_IN) as Country[]) if (c !== country && check(ONLY_IN[c])) return true;
  for (const r of RULES) if (r.applies(f) && check(r.text)) return true;
  if (f.otherLines.some((re) => check(re))) return true;
  return f.refused.some((re) => check(re, false));
}

/** A text put in the client's country (currency, institutions). */
export function localise(text: string, f: StatedFacts): string {
  let out = text;
  if (!f.country) return text;
  for (const [re, to] of TO_COUNTRY[f.country]) out = out.replace(re, to);
  // The country's spelling (countries/: "organisation" for a UK or Australian client).
  return spell(out, f.country);
}

/**
 * One suggestion checked against the stated facts: put in the client's country, then each sentence that
 * still contradicts a fact is left out. null: nothing of it may be shown.
 */
export function factCheck(text: string, f: StatedFacts): string | null {
  const local = localise(text, f);
  if (!breaks(local, f)) return local;
  // Sentences, a quotation kept whole (“Every contract reviewed. Fast.” is one piece).
  const sentences = local.match(/(?:“[^”]*”|[^.!?“])+(?:[.!?]+(?=\s|$)|$)/g) ?? [local];
  const kept = sentences.map((s) => (breaks(s, f) ? withoutClauses(s, f) : s)).filter(Boolean);
  return kept.length ? kept.join('').trim() : null;
}

/**
 * A sentence without its clauses and list items (split at commas and "and") that break a fact, when its
 * first part holds ('' otherwise): "they need bookkeeping and payroll." -> "they need bookkeeping."
 */
function withoutClauses(sentence: string, f: StatedFacts): string {
  const trimmed = sentence.trim();
  const end = /[.!?]+$/.exec(trimmed)?.[0] ?? '';
  const tokens = trimmed.slice(0, trimmed.length - end.length).split(/(,\s+|\s+and\s+)/);
  if (tokens.length < 3 || breaks(tokens[0]!, f)) return '';
  let out = tokens[0]!;
  for (let i = 1; i + 1 < tokens.length; i += 2)
    if (!breaks(tokens[i + 1]!, f)) out += tokens[i]! + tokens[i + 1]!;
  return ` ${out}${end}`;
}

/** A list of suggestions with what contradicts the stated facts left out. */
export function factCheckList(list: string[], f: StatedFacts): string[] {
  return list.map((t) => factCheck(t, f)).filter((t): t is string => t !== null);
}

/**
 * Every text of a structured answer (a playbook section, an analysis) put in the client's country; strings
 * that contradict a fact lose the sentences that do, list items that do are left out. Shapes stay valid:
 * a single text that cannot be put right is kept localised rather than emptied.
 */
export function factCheckDeep<T>(value: T, f: StatedFacts): T {
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') {
      if (SKIP_KEYS.has(key)) return v;
      return factCheck(v, f) ?? localise(v, f);
    }
    if (Array.isArray(v)) {
      if (v.every((x) => typeof x === 'string') && !SKIP_KEYS.has(key)) {
        const kept = factCheckList(v as string[], f);
        return kept.length ? kept : (v as string[]).map((x) => localise(x, f));
      }
      return v.map((x) => walk(x, key));
    }
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(value, '') as T;
}

/** Keys whose strings are identifiers or enums, never prose. */
const SKIP_KEYS = new Set([
  'stage',
  'currency',
  'startDate',
  'date',
  'startsOn',
  'endsOn',
  'period',
  'unit',
  'id',
]);
