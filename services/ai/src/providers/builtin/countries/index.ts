/**
 * Country packs: what changes with the client's country (the stated fact facts.ts reads): the currency, the
 * tax authority and the regulators of the trades, the dates that drive the year, and the spelling. The
 * sentence rewrites (IRS to HMRC, "$" to "£") stay in facts.ts, which applies them and this spelling to
 * every output last. docs/engine.md ("Country packs") lists them.
 */

export type Country = 'US' | 'UK' | 'CA' | 'AU';

export interface KeyDate {
  /** The month (1-12) and day it falls on each year. */
  month: number;
  day: number;
  /** Only from this year on (Making Tax Digital for income tax starts in 2026). */
  from?: number;
  /** What happens, as a noun phrase ("the Self Assessment deadline on 31 January"). */
  what: string;
  /** The professions it matters to. */
  for: string[];
}

export interface CountryPack {
  country: Country;
  name: string;
  currency: { code: string; symbol: string };
  taxAuthority: string;
  /** Who regulates each trade (by profession id), said as the constraint the trade's marketing respects. */
  regulators: Record<string, string>;
  keyDates: KeyDate[];
  /** American spellings put in the country's own ("organization" -> "organisation"). */
  spelling: [RegExp, string][];
}

const TAX = ['accountants', 'bookkeepers', 'tax-professionals', 'financial-advisors', 'wealth-managers'];

/** British spelling, shared by the UK and Australia (-ise, -our, -re, -ogue, doubled l). */
const BRITISH: [RegExp, string][] = [
  [
    /\b(organi|speciali|recogni|priori|minimi|maximi|optimi|reali|summari|personali|prioriti|categori|digiti|authori|customi|standardi|utili|apologi|memori|visuali|emphasi|finali|centrali)z(e|es|ed|ing|ation|ations)\b/g,
    '$1s$2',
  ],
  [
    /\b(Organi|Speciali|Recogni|Priori|Minimi|Maximi|Optimi|Reali|Summari|Personali|Prioriti|Categori|Digiti|Authori|Customi|Standardi|Utili|Visuali|Finali)z(e|es|ed|ing|ation|ations)\b/g,
    '$1s$2',
  ],
  ...canadianAndBritish(),
  [/\b(ana|cata|dia|para)lyz(e|es|ed|ing)\b/g, '$1lys$2'],
  [/\benroll(?=s?\b)/g, 'enrol'],
  [/\bprogram\b(?!m)/g, 'programme'],
  [/\bprograms\b/g, 'programmes'],
  [/\bpediatric/g, 'paediatric'],
  [/\bPediatric/g, 'Paediatric'],
  [/\bcounselor/g, 'counsellor'],
  [/\bcounseling/g, 'counselling'],
  [/\btraveling\b/g, 'travelling'],
  [/\bmodeling\b/g, 'modelling'],
  [/\blabeled\b/g, 'labelled'],
  [/\bcanceled\b/g, 'cancelled'],
];

/** -our and -re, which Canada shares with Britain (Canada keeps -ize: "organization"). */
function canadianAndBritish(): [RegExp, string][] {
  return [
    [
      /\b(col|fav|behavi|hon|lab|neighb|harb|hum|rum|arm|vig|savi)or(s|ed|ing|ful|ite|ites|hood|hoods)?\b/g,
      '$1our$2',
    ],
    [/\b(Col|Fav|Behavi|Hon|Lab|Neighb|Harb|Hum)or(s|ed|ing|ful|ite|ites|hood|hoods)?\b/g, '$1our$2'],
    [/\b(cent|theat|met|lit|fib)er(s)?\b/g, '$1re$2'],
    [/\b(Cent|Theat)er(s)?\b/g, '$1re$2'],
    [/\bcatalog(s)?\b/g, 'catalogue$1'],
    [/\bdefense\b/g, 'defence'],
    [/\blicense\b(?= (?:holder|fee|number|renewal|application))/g, 'licence'],
  ];
}

export const COUNTRY_PACKS: Record<Country, CountryPack> = {
  US: {
    country: 'US',
    name: 'the United States',
    currency: { code: 'USD', symbol: '$' },
    taxAuthority: 'the IRS',
    regulators: {
      accountants:
        'state boards of accountancy and the AICPA code, which rule out contingent fees on tax returns',
      'tax-professionals': 'IRS Circular 230 and the preparer rules, which rule out promising a refund',
      'financial-advisors': 'SEC and FINRA advertising rules, which rule out promising returns',
      'wealth-managers': 'the SEC marketing rule, which governs testimonials and performance figures',
      'mortgage-brokers': 'NMLS licensing and fair lending rules',
      'insurance-agents': 'state insurance department rules',
      'real-estate-agents': 'fair housing law and state licensing rules',
      dentists: 'state dental board advertising rules',
      physicians: 'state medical board rules and HIPAA',
      'business-lawyers': 'state bar advertising rules',
      'family-lawyers': 'state bar advertising rules',
      'injury-lawyers': 'state bar advertising rules, which limit case-result claims',
      'immigration-lawyers': 'state bar rules; only lawyers and accredited representatives may advise',
      'estate-lawyers': 'state bar advertising rules',
    },
    keyDates: [
      { month: 4, day: 15, what: 'the federal filing deadline on 15 April', for: TAX },
      { month: 10, day: 15, what: 'the extension deadline on 15 October', for: TAX },
      { month: 11, day: 1, what: 'open enrolment from 1 November', for: ['insurance-agents', 'physicians'] },
    ],
    spelling: [],
  },
  UK: {
    country: 'UK',
    name: 'the United Kingdom',
    currency: { code: 'GBP', symbol: '£' },
    taxAuthority: 'HMRC',
    regulators: {
      accountants: 'the ICAEW, ACCA or AAT codes of their members',
      bookkeepers: 'HMRC anti-money-laundering supervision or a professional body’s',
      'tax-professionals': 'the professional standards of the CIOT and ATT',
      'financial-advisors': 'FCA rules, including the Consumer Duty and financial promotion rules',
      'wealth-managers': 'FCA rules, including the Consumer Duty',
      'mortgage-brokers': 'FCA mortgage rules',
      'insurance-agents': 'FCA insurance distribution rules',
      'real-estate-agents':
        'the Property Ombudsman or a redress scheme, and the CPRs on material information',
      'property-managers': 'client money protection and a redress scheme',
      dentists: 'the GDC’s guidance on advertising',
      physicians: 'GMC guidance and the CQC',
      therapists: 'the BACP or UKCP ethical frameworks',
      'business-lawyers': 'the SRA’s rules on publicity and price transparency',
      'family-lawyers': 'the SRA’s rules on publicity and price transparency',
      'injury-lawyers': 'the SRA’s rules; no cold calling for personal injury claims',
      'immigration-lawyers': 'the SRA, or the IAA for advisers who are not solicitors',
      'estate-lawyers': 'the SRA’s rules on price transparency for probate',
      veterinarians: 'the RCVS code of professional conduct',
    },
    keyDates: [
      {
        month: 4,
        day: 6,
        from: 2026,
        what: 'Making Tax Digital for Income Tax from 6 April 2026 (qualifying income over £50,000; over £30,000 from April 2027)',
        for: [...TAX, 'property-managers', 'insurance-agents'],
      },
      { month: 1, day: 31, what: 'the Self Assessment deadline on 31 January', for: TAX },
      { month: 4, day: 5, what: 'the end of the tax year on 5 April', for: TAX },
    ],
    spelling: BRITISH,
  },
  CA: {
    country: 'CA',
    name: 'Canada',
    currency: { code: 'CAD', symbol: 'C$' },
    taxAuthority: 'the CRA',
    regulators: {
      accountants: 'CPA Canada and the provincial CPA bodies’ codes',
      'financial-advisors': 'CIRO and provincial securities regulators',
      'wealth-managers': 'CIRO and provincial securities regulators',
      'mortgage-brokers':
        'provincial mortgage broker regulators (FSRA in Ontario, BCFSA in British Columbia)',
      'insurance-agents': 'provincial insurance councils',
      'real-estate-agents': 'provincial real estate councils (RECO in Ontario)',
      dentists: 'provincial dental regulatory colleges’ advertising rules',
      physicians: 'provincial colleges of physicians and surgeons',
      'business-lawyers': 'the provincial law society’s marketing rules',
      'family-lawyers': 'the provincial law society’s marketing rules',
      'injury-lawyers': 'the provincial law society’s rules on contingency fees and advertising',
      'immigration-lawyers': 'the provincial law society, or the CICC for licensed consultants',
      'estate-lawyers': 'the provincial law society’s marketing rules',
    },
    keyDates: [
      { month: 4, day: 30, what: 'the personal filing deadline on 30 April', for: TAX },
      { month: 6, day: 15, what: 'the self-employed filing deadline on 15 June', for: TAX },
      { month: 3, day: 1, what: 'the RRSP contribution deadline at the start of March', for: TAX },
    ],
    spelling: canadianAndBritish(),
  },
  AU: {
    country: 'AU',
    name: 'Australia',
    currency: { code: 'AUD', symbol: 'A$' },
    taxAuthority: 'the ATO',
    regulators: {
      accountants: 'the Tax Practitioners Board and CPA Australia or CA ANZ codes',
      bookkeepers: 'the Tax Practitioners Board (registered BAS agents)',
      'tax-professionals': 'the Tax Practitioners Board',
      'financial-advisors': 'ASIC and the financial adviser standards',
      'wealth-managers': 'ASIC and the financial adviser standards',
      'mortgage-brokers': 'ASIC credit licensing and the best interests duty',
      'insurance-agents': 'ASIC and the general insurance code',
      dentists: 'AHPRA’s advertising guidelines, which rule out testimonials',
      physicians: 'AHPRA’s advertising guidelines, which rule out testimonials',
      'physical-therapists': 'AHPRA’s advertising guidelines, which rule out testimonials',
      'business-lawyers': 'the state law society’s rules',
      'injury-lawyers': 'state rules that restrict personal injury advertising',
    },
    keyDates: [
      { month: 6, day: 30, what: 'the end of the financial year on 30 June', for: TAX },
      { month: 10, day: 31, what: 'the tax return deadline on 31 October', for: TAX },
      { month: 7, day: 28, what: 'the quarterly BAS due on 28 July', for: ['bookkeepers', 'accountants'] },
    ],
    spelling: BRITISH,
  },
};

/** The pack of a country; null when the profile names none. */
export function packOf(country: Country | null): CountryPack | null {
  return country ? COUNTRY_PACKS[country] : null;
}

/** A text in the country's spelling; words inside quotation marks are the user's and stay as written. */
export function spell(text: string, country: Country | null): string {
  const pack = packOf(country);
  if (!pack?.spelling.length) return text;
  return text
    .split(/(“[^”]*”|"[^"]*")/)
    .map((part, i) => (i % 2 ? part : pack.spelling.reduce((t, [re, to]) => t.replace(re, to), part)))
    .join('');
}

/** The key dates of a trade in a country that fall between two days (ISO dates, both included). */
export function keyDatesBetween(
  country: Country | null,
  profession: string,
  from: string,
  to: string,
): string[] {
  const pack = packOf(country);
  if (!pack) return [];
  const out: string[] = [];
  const [y0, y1] = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  for (const d of pack.keyDates) {
    if (!d.for.includes(profession)) continue;
    for (let y = y0; y <= y1; y++) {
      if (d.from && y < d.from) continue;
      const iso = `${y}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
      if (iso >= from && iso <= to && !out.includes(d.what)) out.push(d.what);
    }
  }
  return out;
}
