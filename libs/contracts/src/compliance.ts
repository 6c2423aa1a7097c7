/**
 * The compliance check (docs/compliance.md): the advertising rules of the regulated professions, kept as
 * data with the source of each rule, and a deterministic, offline check that marks the phrases of a text
 * that break one, names the rule and offers a compliant rewording. It runs the same in every service and in
 * the browser (no I/O, no model). It is guidance, not legal advice: COMPLIANCE_NOTICE says so wherever
 * findings are shown.
 */

export const COMPLIANCE_NOTICE =
  'Guidance, not legal advice: these checks flag common advertising-rule problems. Have your compliance officer or bar counsel review copy before you publish.';

export interface ComplianceRule {
  /** Stable id, e.g. `sec-returns`. */
  id: string;
  /** What the rule forbids, in a few words ("A promise of investment returns"). */
  title: string;
  /** Where the rule comes from ("SEC Marketing Rule 206(4)-1(a)(2); FINRA Rule 2210(d)(1)(F)"). */
  source: string;
  /** Why the phrase is a problem, for the finding's explanation. */
  why: string;
  /** A compliant way to say it instead. */
  rewording: string;
  /**
   * Words that can stand in the marked phrase's place as they are (the wizard's "Use this wording"); none
   * when the rewording is advice ("add: …", an example to adapt). Checked against the rule's own regime
   * in compliance.spec.ts.
   */
  replacement?: string;
  /** The phrases that break the rule (case-insensitive; matched within one sentence). */
  patterns: readonly RegExp[];
  /**
   * When false, a negation before the phrase ("no one can guarantee returns") does not clear it: the
   * negation is the claim itself ("you cannot lose", "never lost a case"). Default true.
   */
  negatable?: boolean;
  /** Phrases of the rule whose negation is the claim itself ("never lost", "never be audited"). */
  absolutes?: readonly RegExp[];
  /** A disclosure anywhere in the text that makes the phrase compliant (a testimonial's disclosure). */
  unless?: RegExp;
  /** Only these professions of the regime (default: all of them). */
  only?: readonly string[];
}

export interface ComplianceRegime {
  id: 'investment' | 'legal' | 'accounting' | 'health';
  label: string;
  /** The PROFESSIONS ids the rules apply to. */
  professions: readonly string[];
  rules: readonly ComplianceRule[];
  /** Disclosures the exported playbook carries for this regime (docs/compliance.md), each with its source. */
  disclosures: readonly ComplianceDisclosure[];
}

export interface ComplianceDisclosure {
  text: string;
  /** The rule or guidance that asks for it. */
  source: string;
}

export interface ComplianceFinding {
  ruleId: string;
  regime: ComplianceRegime['id'];
  /** The phrase as written, and where it is in the text (UTF-16 offsets, end exclusive). */
  phrase: string;
  start: number;
  end: number;
  title: string;
  source: string;
  why: string;
  rewording: string;
  /** Words that can replace `phrase` as they are, when the rule has them. */
  replacement?: string;
}

/** Professional nouns a superlative may be attached to ("the best dentist", "#1 CPA firm"). */
const PRO_NOUNS =
  '(?:advis[eo]rs?|wealth managers?|managers?|planners?|lawyers?|attorneys?|counsel|law ?firms?|firms?|cpas?|accountants?|bookkeepers?|bookkeeping|preparers?|dentists?|dentistry|doctors?|physicians?|clinics?|therapists?|therapy|vets?|veterinarians?|practices?|team)';
const SUPERLATIVE = new RegExp(
  `(?<![\\w#])(?:the\\s+)?(?:best|#\\s?1|number[- ]one|no\\.\\s?1|top|leading|most experienced|premier)\\s+(?:[\\w&'’-]+\\s+){0,3}?${PRO_NOUNS}\\b`,
  'i',
);
const UNMATCHED = /\b(?:unmatched|unrivall?ed|unbeatable|second to none)\b/i;

function superlativeRule(id: string, source: string, rewording: string): ComplianceRule {
  return {
    id,
    title: 'An unverifiable comparison',
    source,
    why: 'A claim to be the best, the top or the leading one cannot be verified, so the rules treat it as misleading.',
    rewording,
    patterns: [SUPERLATIVE, UNMATCHED],
    negatable: false,
  };
}

const PERFORMANCE_DISCLAIMER =
  /\b(?:past|prior|previous) (?:performance|results?)\b[^.;]{0,30}\b(?:does not|doesn['’]t|do not|don['’]t|is not|is no|cannot|can['’]t|no) (?:guarantee|indicat|predict)/i;

export const COMPLIANCE_REGIMES: readonly ComplianceRegime[] = [
  {
    id: 'investment',
    label: 'Investment advice (SEC Marketing Rule, FINRA 2210)',
    professions: ['financial-advisors', 'wealth-managers'],
    disclosures: [
      {
        text: 'Investing involves risk, including the possible loss of principal. Past performance does not guarantee future results.',
        source: 'SEC Marketing Rule 206(4)-1(a)(3)–(4), (d); FINRA Rule 2210(d)(1)(A), (d)(1)(D)',
      },
      {
        text: 'Testimonials and endorsements: state whether the person is a current client, whether they were compensated, and any material conflict of interest.',
        source: 'SEC Marketing Rule 206(4)-1(b)(1)',
      },
    ],
    rules: [
      {
        id: 'sec-returns',
        title: 'A promise of investment returns',
        source: 'SEC Marketing Rule 206(4)-1(a)(1)–(2); FINRA Rule 2210(d)(1)(F)',
        why: 'No adviser may promise or project returns; the rules forbid statements that imply results are assured.',
        rewording: 'a plan built to pursue your goals; returns are not guaranteed',
        replacement: 'a plan built to pursue your goals; returns are not guaranteed',
        patterns: [
          /\bguarantee(?:d|s)?\b[^.;:!?]{0,40}?\b(?:returns?|income|growth|gains?|profits?|yields?)\b/i,
          /\b(?:returns?|income|growth|gains?|profits?|yields?)\b[^.;:!?]{0,20}?\bguaranteed\b/i,
          /\b(?:earn|secure|get|make|grow(?:s)?(?: by)?|lock in)\b[^.;:!?]{0,30}?\b\d+(?:\.\d+)?\s?%\s*(?:(?:a|per|each|every)\s+year|annual(?:ly)?|yearly|a yr)/i,
          /\b\d+(?:\.\d+)?\s?%\s+(?:annual|yearly)\s+returns?\b/i,
          /\b(?:double|triple)\s+your\s+(?:money|savings|investments?|portfolio)\b/i,
        ],
      },
      {
        id: 'sec-no-risk',
        title: 'A claim of no risk',
        source: 'SEC Marketing Rule 206(4)-1(a)(3)–(4); FINRA Rule 2210(d)(1)(A)',
        why: 'Every investment carries risk; saying otherwise omits a material fact and is not fair and balanced.',
        rewording:
          'a strategy designed to manage risk; every investment carries risk, including loss of principal',
        replacement:
          'a strategy designed to manage risk; every investment carries risk, including loss of principal',
        patterns: [
          /\b(?:risk[- ]free|no risk|zero risk|without risk)\b/i,
          /\b(?:can ?not|can['’]t|never|won['’]t)\s+lose(?:\s+money)?\b/i,
          /\bsafe investments?\b/i,
        ],
        negatable: false,
      },
      {
        id: 'sec-performance',
        title: 'Performance without its disclaimer',
        source: 'SEC Marketing Rule 206(4)-1(d)(1) (net of fees); FINRA Rule 2210(d)(1)(A)',
        why: 'Past performance shown without "past performance does not guarantee future results" (and net of fees) is misleading.',
        rewording:
          'add: "Past performance does not guarantee future results; figures are net of fees." beside the figure',
        patterns: [
          /\b(?:beat|beats|outperform(?:ed|s)?)\b[^.;:!?]{0,30}?\b(?:market|s&p|index|benchmark|dow)\b/i,
          /\b(?:returned|earned|gained|made|averaged)\b[^.;:!?]{0,40}?\d+(?:\.\d+)?\s?%/i,
          /\btop[- ]performing\b/i,
        ],
        unless: PERFORMANCE_DISCLAIMER,
      },
      {
        id: 'sec-testimonial',
        title: 'A testimonial without its disclosure',
        source: 'SEC Marketing Rule 206(4)-1(b)(1)',
        why: 'A testimonial must say whether the person is a client, whether they were paid and any conflict of interest.',
        rewording:
          'add: "Current client; not compensated for this statement; no material conflict of interest."',
        patterns: [
          /\btestimonials?\b/i,
          /\b(?:client|customer)\s+reviews?\b|\b(?:our|read)\s+(?:[\w-]+\s+){0,2}reviews?\b/i,
          /\bsays?\s+(?:one of\s+)?(?:our\s+|a\s+)?(?:current\s+)?clients?\b/i,
          /\bwhat our clients say\b/i,
          /\b(?:five|5)[- ]stars?\b/i,
        ],
        unless: /\b(?:compensat\w*|paid|unpaid|not a (?:current )?client|conflicts? of interest)\b/i,
        negatable: false,
      },
      superlativeRule(
        'sec-superlative',
        'SEC Marketing Rule 206(4)-1(a)(2) (statements that cannot be substantiated)',
        'say what you do and for whom: "fee-only advice for tech founders since 2009"',
      ),
    ],
  },
  {
    id: 'legal',
    label: 'Lawyer advertising (ABA Model Rules 7.1 and 7.2)',
    professions: [
      'business-lawyers',
      'family-lawyers',
      'injury-lawyers',
      'immigration-lawyers',
      'estate-lawyers',
    ],
    disclosures: [
      {
        text: 'Prior results do not guarantee a similar outcome.',
        source: 'ABA Model Rule 7.1, comment [3]',
      },
      {
        text: 'This is attorney advertising. Contacting us does not create an attorney-client relationship.',
        source:
          'ABA Model Rule 7.2 and the "Attorney Advertising" label many states require (e.g. NY Rule 7.1(f))',
      },
    ],
    rules: [
      {
        id: 'aba-outcome',
        title: 'A promised outcome',
        source: 'ABA Model Rule 7.1, comment [3]',
        why: 'A promise of results creates unjustified expectations; no lawyer can guarantee how a case ends.',
        rewording: 'what you will do: "we prepare every case as if it will go to trial"',
        patterns: [
          /\bguarantee(?:d|s)?\b[^.;:!?]{0,40}?\b(?:settlements?|outcomes?|results?|win|wins|custody|approv\w*|visas?|green cards?|verdicts?|probate|cases?)\b/i,
          /\b(?:settlements?|outcomes?|results?|approv\w*|visas?|green cards?|verdicts?)\b[^.;:!?]{0,30}?\bguaranteed\b/i,
          /\bguaranteed to (?:win|avoid|get|receive|obtain)\b/i,
          /\bwe (?:will )?win every\b|\byou will win\b/i,
          /\b100\s?% success\b/i,
        ],
        absolutes: [/\bnever (?:lost|lose)\b/i],
      },
      {
        id: 'aba-past-results',
        title: 'Past results without their disclaimer',
        source: 'ABA Model Rule 7.1, comment [3]',
        why: 'A past verdict or settlement, shown alone, implies the reader can expect the same.',
        rewording: 'add: "Prior results do not guarantee a similar outcome." beside the result',
        patterns: [
          /\b(?:recovered|won|secured|obtained)\b[^.;:!?]{0,20}?\$\s?\d[\d,.]*\s?(?:million|billion|m|k)?\b/i,
          /\b(?:millions?|billions?) (?:recovered|won)\b/i,
          /\$\s?\d[\d,.]*\s?(?:million|billion|m)?\s+(?:verdicts?|settlements?)\b/i,
        ],
        unless: PERFORMANCE_DISCLAIMER,
        negatable: false,
      },
      {
        id: 'aba-specialist',
        title: 'A claim to be a specialist or an expert',
        source: 'ABA Model Rule 7.2(c)',
        why: 'A lawyer may not state or imply certification as a specialist unless certified by an approved organisation and named in the ad.',
        rewording: '"our practice focuses on …" or "our practice is limited to …"',
        patterns: [/\bspeciali[sz](?:t|ts|e|es|ing|ed)\b/i, /\bexperts?\b/i],
        negatable: false,
      },
      superlativeRule(
        'aba-superlative',
        'ABA Model Rule 7.1, comment [3] (unsubstantiated comparisons)',
        'state a verifiable fact: "handling family law cases in Dallas County since 2004"',
      ),
    ],
  },
  {
    id: 'accounting',
    label: 'Accountant advertising (AICPA Code 1.600.001; Circular 230 §10.30)',
    professions: ['accountants', 'bookkeepers', 'tax-professionals'],
    disclosures: [
      {
        text: 'Results depend on each client’s circumstances; no preparer can guarantee a refund or prevent an examination.',
        source: 'AICPA Code of Professional Conduct 1.600.001(a); Circular 230 §10.30(a)',
      },
    ],
    rules: [
      {
        id: 'aicpa-expectations',
        title: 'A promised refund, saving or audit result',
        source: 'AICPA Code of Professional Conduct 1.600.001(a); Circular 230 §10.30(a)',
        why: 'A promise of refunds, savings or freedom from audits creates false or unjustified expectations of favorable results.',
        rewording: 'what you do: "we find every deduction and credit you qualify for"',
        patterns: [
          /\bguarantee(?:d|s)?\b[^.;:!?]{0,40}?\b(?:refunds?|savings|save|saved|audits?)\b/i,
          /\b(?:refunds?|savings)\b[^.;:!?]{0,20}?\bguaranteed\b/i,
          /\baudit[- ]proof\b/i,
          /\b(?:pay|owe) (?:zero|no|0) (?:income )?tax(?:es)?\b/i,
          /\beliminate (?:all (?:of )?)?your (?:taxes|tax bill|tax debt)\b/i,
        ],
        absolutes: [/\bnever (?:again )?(?:get |be |been )?audited\b/i],
      },
      {
        id: 'aicpa-influence',
        title: 'An implied ability to influence the IRS',
        source: 'AICPA Code of Professional Conduct 1.600.001(b); Circular 230 §10.30(a)',
        why: 'Implying influence over a tax authority or court is prohibited.',
        rewording: '"we represent you before the IRS in audits and collection cases"',
        patterns: [
          /\b(?:know|knows|connections?|contacts?|friends?)\b[^.;:!?]{0,25}?\b(?:at|in|inside)\s+the\s+IRS\b/i,
          /\b(?:get|make)\s+the\s+IRS\s+(?:to\s+)?(?:forgive|drop|waive|forget|back off)\b/i,
          /\bmake\s+(?:your\s+)?(?:[\w-]+\s+){0,2}(?:problems?|debts?|issues?)\s+(?:go away|disappear)\b/i,
        ],
        negatable: false,
      },
      superlativeRule(
        'aicpa-superlative',
        'AICPA Code of Professional Conduct 1.600.001 (false, misleading or deceptive)',
        'state a verifiable fact: "CPAs serving restaurants in Ohio since 1987"',
      ),
    ],
  },
  {
    id: 'health',
    label: 'Health advertising (FTC Act §5; state dental and medical board rules)',
    professions: ['dentists', 'physicians', 'therapists', 'physical-therapists', 'veterinarians'],
    disclosures: [
      {
        text: 'Individual results vary. Testimonials reflect individual experiences and are not typical.',
        source: 'FTC Guides Concerning Endorsements, 16 CFR 255.2(b)',
      },
    ],
    rules: [
      {
        id: 'health-painless',
        title: 'A promise of no pain',
        source: 'FTC Act §5 (deceptive claims); state dental and medical board advertising rules',
        why: 'No procedure is painless for everyone; the promise cannot be substantiated.',
        rewording: '"we numb the area and offer sedation, so most patients feel little discomfort"',
        patterns: [
          /\bpainless\b/i,
          /\bpain[- ]free\b/i,
          /\bwon['’]?t feel a thing\b/i,
          /\bno pain\b/i,
          /\bdoesn['’]?t hurt\b/i,
        ],
        negatable: false,
      },
      {
        id: 'health-guarantee',
        title: 'Guaranteed or permanent results',
        source: 'FTC Health Products Compliance Guidance (2022); state board advertising rules',
        why: 'Outcomes of treatment vary; a guarantee or a claim of permanence is misleading without substantiation.',
        rewording: '"a treatment plan built with you; results vary from patient to patient"',
        replacement: 'a treatment plan built with you; results vary from patient to patient',
        patterns: [
          /\bguarantee(?:d|s)?\b[^.;:!?]{0,30}?\b(?:results?|outcomes?|relief|cure|success|recovery|pain[- ]free)\b/i,
          /\b(?:results?|outcomes?)\s+guaranteed\b/i,
          /\b100\s?%\s+(?:effective|success|guaranteed|cure)/i,
          /\bpermanent\s+(?:results?|cure|relief|fix)\b/i,
        ],
      },
      {
        id: 'health-cure',
        title: 'A claim to cure',
        source: 'FTC Act §§5 and 12 (health claims need competent and reliable scientific evidence)',
        why: 'A claim that a treatment cures a condition needs scientific substantiation most practices cannot show.',
        rewording: '"evidence-based treatment for …" or "care that helps many patients manage …"',
        patterns: [/\bcur(?:e|es|ed|ing)\b/i],
        negatable: false,
      },
      {
        id: 'health-testimonial',
        title: 'A patient testimonial without "results vary"',
        source: 'FTC Guides Concerning Endorsements, 16 CFR 255.2(b)',
        why: 'A testimonial implies typical results unless the ad says what results are generally expected.',
        rewording: 'add: "Individual results vary." beside the testimonial',
        patterns: [
          /\btestimonials?\b/i,
          /\b(?:patient|client)\s+reviews?\b|\bread\s+(?:[\w-]+\s+){0,2}reviews?\b/i,
          /\bwhat our (?:patients|clients) say\b/i,
          /\b(?:five|5)[- ]stars?\b/i,
        ],
        unless: /\b(?:results?\s+(?:may\s+)?vary|individual results|not typical)\b/i,
        negatable: false,
      },
      {
        id: 'health-specialist',
        title: 'A specialist claim outside a recognised specialty',
        source: 'ADA Principles of Ethics and Code of Professional Conduct 5.H',
        why: 'A general dentist may not announce as a specialist; "cosmetic dentistry" is not a recognised specialty.',
        rewording: '"our dentists focus on …"',
        patterns: [/\bspeciali[sz](?:t|ts)\b/i],
        negatable: false,
        only: ['dentists'],
      },
      superlativeRule(
        'health-superlative',
        'FTC Act §5; ADA Principles of Ethics 5.F (false or misleading representations)',
        'state a verifiable fact: "family dentistry in Portland since 1998, open Saturdays"',
      ),
    ],
  },
];

/** The rule set of a profession, or undefined when its advertising is not regulated here. */
export function complianceRegimeOf(profession: string | null | undefined): ComplianceRegime | undefined {
  if (!profession) return undefined;
  return COMPLIANCE_REGIMES.find((r) => r.professions.includes(profession));
}

const NEGATION =
  /\b(?:no|not|never|cannot|can['’]t|don['’]t|doesn['’]t|won['’]t|nobody|no one|neither|nor)\b/i;

/** The start of the sentence holding `offset`: a negation only counts inside the same sentence. */
function sentenceStart(text: string, offset: number): number {
  for (let i = offset - 1; i >= 0; i--) if ('.;:!?\n'.includes(text.charAt(i))) return i + 1;
  return 0;
}

/** Whether a negation stands before the phrase's own key word, in its sentence, within six words. */
function negated(text: string, start: number, end: number): boolean {
  const from = Math.max(sentenceStart(text, start), 0);
  const before = text.slice(from, start).split(/\s+/).filter(Boolean).slice(-6).join(' ');
  return NEGATION.test(before) || NEGATION.test(text.slice(start, end));
}

/**
 * Checks `text` against the rules of `profession`'s regime: each finding marks a phrase, names the rule
 * and offers a rewording; none for an unregulated profession. Overlapping findings of one rule are one.
 * Deterministic and offline.
 */
export function checkCompliance(text: string, profession: string | null | undefined): ComplianceFinding[] {
  const regime = complianceRegimeOf(profession);
  if (!regime || !text.trim()) return [];
  const findings: ComplianceFinding[] = [];
  for (const rule of regime.rules) {
    if (rule.only && !rule.only.includes(profession as string)) continue;
    if (rule.unless?.test(text)) continue;
    const spans: Array<[number, number]> = [];
    const patterns = [
      ...rule.patterns.map((pattern) => ({ pattern, negatable: rule.negatable !== false })),
      ...(rule.absolutes ?? []).map((pattern) => ({ pattern, negatable: false })),
    ];
    for (const { pattern, negatable } of patterns) {
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
      );
      for (const m of text.matchAll(global)) {
        const start = m.index ?? 0;
        const end = start + m[0].length;
        if (negatable && negated(text, start, end)) continue;
        if (spans.some(([s, e]) => start < e && end > s)) continue;
        spans.push([start, end]);
      }
    }
    for (const [start, end] of spans.sort((a, b) => a[0] - b[0]))
      findings.push({
        ruleId: rule.id,
        regime: regime.id,
        phrase: text.slice(start, end),
        start,
        end,
        title: rule.title,
        source: rule.source,
        why: rule.why,
        rewording: rule.rewording,
        ...(rule.replacement ? { replacement: rule.replacement } : {}),
      });
  }
  return findings.sort((a, b) => a.start - b.start || a.ruleId.localeCompare(b.ruleId));
}

/** A finding in one string of a structured answer, with the string's path ("keyMessages.1", "0.name"). */
export interface PathedComplianceFinding extends ComplianceFinding {
  path: string;
}

/**
 * Checks every string inside `value` (an AI answer, a section of a playbook) for `profession`, each finding
 * with the path of the string it is in (object keys and array indexes joined by "."). None for an
 * unregulated profession. Deterministic and offline, like `checkCompliance`.
 */
export function checkComplianceOf(
  value: unknown,
  profession: string | null | undefined,
): PathedComplianceFinding[] {
  if (!complianceRegimeOf(profession)) return [];
  const out: PathedComplianceFinding[] = [];
  const walk = (v: unknown, path: string[]): void => {
    if (typeof v === 'string') {
      for (const f of checkCompliance(v, profession)) out.push({ ...f, path: path.join('.') });
    } else if (Array.isArray(v)) v.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (v && typeof v === 'object')
      for (const [key, item] of Object.entries(v as Record<string, unknown>)) walk(item, [...path, key]);
  };
  walk(value, []);
  return out;
}

/** The profession an AI request's `icpData` names (its `profession` field), or undefined. */
export function professionOf(icpData: Record<string, unknown> | null | undefined): string | undefined {
  const p = icpData?.profession;
  return typeof p === 'string' && p.trim() ? p.trim() : undefined;
}
