/**
 * The client's own terms, read from the profile: the words a consultant would lead with because the client
 * already uses them ("CDBS", "Child Dental Benefits Schedule", "license renewal"). The niche files hold the
 * words of the niches they know; these are the words of the niche the user describes, whatever it is.
 * docs/engine.md ("The client's own terms") says where they go.
 */

/** Acronyms that name a place, a degree, a role, a currency or nothing in particular, not the niche. */
const NOT_TERMS = new Set(
  'US USA UK CA AU NZ EU UAE GB NSW VIC QLD SA WA TAS ACT NT ON BC AB QC MB SK NS NB PE NL YT NWT NU MD DO PHD MBA BA BS BSC MSC CEO CFO COO CTO CMO VP HR IT OK TV PM AM LLC LTD INC PLC I II III IV USD GBP CAD AUD EUR ASAP FAQ DIY ETA TBD FYI PDF URL'.split(
    ' ',
  ),
);

/** Words too common to be a term of a niche, even when a profile repeats them. */
const COMMON = new Set(
  `about above after again against along already also always among another answer anyone anything around
  asked based because become before being below better between beyond bring build built business businesses
  buying cannot care change cheap check clear client clients close could costs cover cover daily doing done
  during early easy every everything expert experts family first focus fully getting given going grow growing
  guide happen happens having health help helps honest hours issue issues keeping large later least leave
  level little local longer looking lower making manage means money month months moving myself needs
  never night nothing often older other others owner owners paying people person place plain plan plans
  point price prices quick quickly ready really right running saving second since small someone something
  sometimes start started still sure system taking their there these thing things think those though three
  through today together trust trusted under until using value wants whole within without worry worried
  would years young local online service services support people simple single their weekly month-end
  within afford affordable options option years works working worker workers clear quality reliable time
  times profile process processes cost spend spent budget every other first second after before local
  practice practices company companies firm firms office offices team teams staff owner-operator with that
  while last know knows understand numbers busy forms bill rules booking sessions photos weeks late site calls
  website admin homes unit recover adults paid sale then them they what when where which will your yours
  from have this were been more most much many some such each both only very just over into onto upon
  make made takes take gets need needed wanted feel feels felt lose losing lost keep kept want`
    .split(/\s+/)
    .filter(Boolean),
);

/** Small words a multi-word term may hold inside ("Child Dental Benefits Schedule", "bar of Ontario"). */
const JOINERS = new Set(['of', 'and', 'for', 'the', '&']);

/** Acronyms of two to six capitals (a plural -s and digits allowed: "HMOs", "CIS300", "401(k)" is not one). */
function acronymsIn(text: string): string[] {
  return [...text.matchAll(/\b([A-Z][A-Z0-9&]{1,5})(s?)\b/g)]
    .map((x) => x[1]!)
    .filter((a) => !NOT_TERMS.has(a) && /[A-Z].*[A-Z]|[A-Z]\d/.test(a));
}

/** Runs of two or more capitalised words inside a sentence, not its first word ("Family Tax Benefit"). */
function namesIn(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[.;:!?,()\n“”"]+/)) {
    const words = part.trim().split(/\s+/).slice(1);
    let run: string[] = [];
    const flush = () => {
      while (run.length && JOINERS.has(run.at(-1)!)) run.pop();
      if (run.filter((w) => !JOINERS.has(w)).length >= 2) out.push(run.join(' '));
      run = [];
    };
    for (const w of words) {
      // A single capital closes a name ("Family Tax Benefit Part A").
      if (/^[A-Z][a-z]+(?:['’]s)?$/.test(w) || (run.length && /^[A-Z]$/.test(w))) run.push(w);
      else if (run.length && JOINERS.has(w)) run.push(w);
      else flush();
    }
    flush();
  }
  return out;
}

/** One word in its singular, lower case, for counting ("fees" and "fee" are one). */
const stem = (w: string) => w.replace(/(?<=[a-z]{3})(?:ies)$/, 'y').replace(/(?<=[a-z]{3}[^s])s$/, '');

/** The content words of one field value, in order, lower case (hyphenated words kept whole). */
function wordsOf(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []).filter((w) => !w.includes('’'));
}

/** Three-letter words that never start a term ("the fees", "our fees"); others may ("gap fees", "tax code"). */
const SHORT = new Set(
  'the and for our you are not but who all any can get has had its one two new per was how why out off own too use way yet'.split(
    ' ',
  ),
);

/** A word that can be part of a term: four letters or more, or three at the start of a phrase. */
const isContent = (w: string, min = 4) =>
  w.length >= min && !SHORT.has(w) && !COMMON.has(stem(w)) && !COMMON.has(w);

/**
 * Words and two-word phrases the profile uses in two or more of its fields (a niche's terms recur: "license
 * renewal" in the worries and the pains), each as first written; longer first, a word left out when a phrase
 * already holds it.
 */
function recurringIn(fields: readonly string[]): string[] {
  const seen = new Map<string, { text: string; fields: Set<number>; order: number; atStart: boolean }>();
  let order = 0;
  fields.forEach((field, i) => {
    const written = wordsOf(field);
    const words = written.map((w) => w.toLowerCase());
    // The form to show: one written inside a field, where a capital means a name ("Medicare"), over a
    // field's first word, whose capital may only start the sentence.
    const note = (key: string, text: string, atStart: boolean) => {
      const e = seen.get(key) ?? { text, fields: new Set<number>(), order: order++, atStart };
      if (e.atStart && !atStart) Object.assign(e, { text, atStart });
      e.fields.add(i);
      seen.set(key, e);
    };
    words.forEach((w, j) => {
      if (!isContent(w, 3)) return;
      const first = j === 0 && /^\s*[A-Za-z]/.test(field);
      if (isContent(w)) note(stem(w), written[j]!, first);
      const next = words[j + 1];
      if (next && isContent(next)) note(`${w} ${stem(next)}`, `${written[j]!} ${written[j + 1]!}`, first);
    });
  });
  const recurring = [...seen.entries()]
    .filter(([, e]) => e.fields.size >= 2)
    .sort((a, b) => b[0].split(' ').length - a[0].split(' ').length || a[1].order - b[1].order);
  const out: string[] = [];
  for (const [key, e] of recurring) {
    const held = out.some((o) => o.split(' ').map(stem).includes(key));
    // Only ever a field's first word, and no other capital: the capital starts a sentence ("Gap fees").
    const plain = e.atStart && /^[A-Z][a-z'’-]+(?: [a-z][a-z'’-]*)?$/.test(e.text);
    if (!held) out.push(plain ? e.text[0]!.toLowerCase() + e.text.slice(1) : e.text);
  }
  return out;
}

/**
 * The client's own terms, most telling first: acronyms, names of schemes and bodies, then what the profile
 * repeats across its fields. `trade` words (the user's own trade: "dental", "accountant") are left out, as
 * are the places. At most `max`.
 */
export function termsOfProfile(
  fields: readonly string[],
  exclude: (term: string) => boolean,
  max = 6,
): string[] {
  const text = fields.join('\n');
  const found = [...acronymsIn(text), ...namesIn(text), ...recurringIn(fields)];
  const out: string[] = [];
  const keys = new Set<string>();
  for (const t of found) {
    const key = t.toLowerCase();
    if (keys.has(key) || exclude(t)) continue;
    // A word already inside a longer term ("Benefits" in "Child Dental Benefits Schedule") adds nothing.
    if ([...keys].some((k) => k.split(' ').includes(key))) continue;
    keys.add(key);
    out.push(t);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * A term that names something on its own: an acronym, a name, or a phrase ("license renewal"), not a
 * single word ("kids") nor a hyphenated adjective ("self-employed").
 */
export const isStrongTerm = (t: string): boolean => /[A-Z]/.test(t) || /\s/.test(t.trim());

/** Phrases and names before acronyms: "annual allowance" says more in a sentence than "NHS". */
export function phrasesFirst(terms: readonly string[]): string[] {
  return [...terms.filter((t) => /\s/.test(t)), ...terms.filter((t) => !/\s/.test(t))];
}

/** The strong terms of what the engine leads with (`ProfileModel.talk`), phrases first. */
export function strongTerms(talk: readonly string[]): string[] {
  return phrasesFirst(talk.filter(isStrongTerm));
}

/**
 * A pillar that says the firm speaks the client's terms: "Fluent in “CDBS” and “gap fees”" (not
 * "Specialist": in regulated trades that title is the certifying board's to give; docs/compliance.md).
 */
export function termPillar(talk: readonly string[]): string | null {
  const [a, b] = strongTerms(talk);
  if (!a) return null;
  return b ? `Fluent in “${a}” and “${b}”` : `Fluent in “${a}”`;
}

/** A pain in the client's voice about their own term: what nobody has explained to them yet. */
export function termPain(talk: readonly string[]): string | null {
  const [a] = strongTerms(talk);
  return a ? `Nobody has explained “${a}” to me in plain words` : null;
}

/**
 * Channels on the client's own terms: a page for those who search them, and talks with the niche's first
 * referral partner (or the groups where the client asks about them).
 */
export function termChannels(talk: readonly string[], nouns: string, partner: string | null): string[] {
  const [a, b] = strongTerms(talk);
  if (!a) return [];
  const out = [`A plain-words page on “${a}”, for ${nouns} searching for it`];
  const second = b ?? a;
  out.push(
    partner
      ? `Talks on “${second}” with ${partner}`
      : `Online groups and forums where ${nouns} ask about “${second}”`,
  );
  return out;
}

/**
 * The pillars with the term pillar last (in place of the fourth, the least fitting): the firm's fluency in
 * the client's own terms is what sets a niche specialist apart. Unchanged when a pillar already names one.
 */
export function withTermPillar(pillars: readonly string[], talk: readonly string[], max = 4): string[] {
  const p = termPillar(talk);
  const named = strongTerms(talk)
    .slice(0, 2)
    .some((t) => pillars.some((x) => x.toLowerCase().includes(t.toLowerCase())));
  if (!p || named) return [...pillars];
  return [...pillars.slice(0, max - 1), p];
}

/** The doubt a niche specialist answers first (do they really know our world?), in the client's own terms. */
export function termObjection(
  talk: readonly string[],
  nouns: string,
): { says: string; answer: string } | null {
  const [a, b] = strongTerms(talk);
  if (!a) return null;
  const which = b ? `“${a}” and “${b}”` : `“${a}”`;
  return {
    says: `Do you really know how “${a}” works day to day?`,
    answer: `We work on ${which} for ${nouns} like you; ask us anything about them on the first call, before you commit.`,
  };
}

/** The score tip that says which of the client's own terms the messaging should lead with. */
export function termTip(talk: readonly string[], nouns: string): string | null {
  const [a, b] = strongTerms(talk);
  if (!a) return null;
  return `Messaging: lead with ${b ? `“${a}” and “${b}”` : `“${a}”`}, the words ${nouns} use themselves, in every headline and first line.`;
}
