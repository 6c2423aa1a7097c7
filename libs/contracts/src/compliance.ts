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
  /**
   * Phrases whose own words may hold a negation, because the negation is the claim ("implants that never
   * fail", "not one denial", "zero back pain"). Only a negation or a hedge earlier in the same clause clears
   * one ("we can't promise you'll feel nothing", "no treatment is painless for everyone"), or a hedge in
   * the same sentence ("results vary", "it isn't a guarantee").
   */
  claims?: readonly RegExp[];
  /** A disclosure anywhere in the text that makes the phrase compliant (a testimonial's disclosure). */
  unless?: RegExp;
  /**
   * A disclosure in the phrase's own sentence that makes it compliant (a specialist title naming its
   * certifying body, a rating's compensation).
   */
  unlessSentence?: RegExp;
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
  '(?:advis[eo]rs?|wealth managers?|managers?|planners?|lawyers?|attorneys?|counsel|law ?firms?|firms?|cpas?|accountants?|bookkeepers?|bookkeeping|preparers?|dentists?|dentistry|doctors?|physicians?|clinics?|therapists?|therapy|vets?|veterinarians?|practices?|team|solicitors?|barristers?|litigators?|hospitals?|surgeons?|orthodontists?|chiropractors?|physios?|physiotherapists?|counsel+ors?|psychologists?|services?|advice)';
const SUPERLATIVE = new RegExp(
  `(?<![\\w#])(?:the\\s+)?(?:best(?!\\s+(?:fit|suited|match|placed|way|time)\\b)|#\\s?1|number[- ]one|no\\.\\s?1|top|leading|most experienced|premier)\\s+(?:[\\w&'’-]+\\s+){0,3}?${PRO_NOUNS}\\b`,
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
    claims: SUPERLATIVES,
    // A ranking stated with its publication and year, or its methodology, is a verifiable fact.
    unlessSentence: RATING_DISCLOSURE,
  };
}

/*
 * Phrase families shared by the regimes (docs/compliance.md, "How a phrase is read"). Most are `claims`: the
 * claim may hold a negation of its own ("implants that never fail"), so only a negation or a hedge earlier in
 * the same clause clears it ("we can't promise you'll never ..."), or a hedge in the same sentence ("results
 * vary"). All are compiled once, here.
 */

/** Conditions a health claim names ("clears up colic", "my IBS vanished"). */
const CONDITIONS =
  '(?:diabetes|heart disease|diseases?|cancers?|arthritis|asthma|allerg\\w*|adhd|ocd|ibs|autism|anxiety|depression|migraines?|headaches?|colic|ear infections?|infections?|herniated discs?|sciatica|(?:back|neck|joint|knee|chronic) pain|pain|symptoms|insomnia|addictions?|ptsd|panic attacks?|eczema|psoriasis|obesity|dementia|conditions?|colds?|flu|illness(?:es)?|stress|tinnitus|acne|infertility)';

/** A quoted sentence attributed to someone: `"..." - Jenny`, `"...," says a patient`, `"..." writes the Ortiz family`. */
const QUOTED_TESTIMONIAL =
  /["“](?=[^"“”]*\b(?:I|I['’]m|my|me|we|our|us|they|them|he|she|his|her)\b|[^"“”]*[.!?,]["”])[^"“”]{6,}["”]\s*(?:[-–—]\s*\S|,?\s*(?:says?|said|writes?|wrote|adds?|explains?)\b)/i;
/**
 * Quoted praise whatever its words: a quotation in single or double quotes that opens the text or a
 * sentence, or follows "in their words:", with a name or a "client" after it, or standing alone as the
 * whole line. Marketing copy quotes people to praise the firm, so the quotation is read as a testimonial.
 */
const QUOTED_PRAISE: readonly RegExp[] = [
  /(?:^|[.!?:]\s+)['‘"“][^'‘’"“”]{8,}?[.!?]?['’"”]\s*(?:[-–—,]|\(|$)/,
  /\bin (?:their|his|her|our clients['’]|our patients['’]) (?:own )?words\s*:/i,
];
/**
 * An invitation to read reviews ("Read what clients say in our reviews"), not a description of what people
 * do ("patients read reviews before they choose a dentist"): a subject before "read" makes it the latter.
 */
const READ_REVIEWS = /(?<!\b(?:[a-z]+s|they|people|who|you|to)\s)\bread\s+(?:[\w-]+\s+){0,2}reviews?\b/i;
/** Star ratings and review counts ("Rated 5.0 by 1,000 patients", "4.9 stars on Google", "800+ reviews"). */
const RATING_CLAIMS =
  /\brated\s+\d(?:\.\d)?\b|\b\d(?:\.\d)?\s*(?:out of 5\s*)?[- ]?stars?\b|\b\d[\d,]*\+?\s+(?:five[- ]star\s+|5[- ]star\s+|glowing\s+|google\s+)?reviews\b/i;
/** "says one of our patients", "writes one happy client", "say her grateful owners". */
const ATTRIBUTED =
  /\b(?:says?|said|writes?|wrote)\s+(?:one of\s+)?(?:our|a|an|her|his|their|one|the)\s+(?:[\w-]+\s+){0,3}?(?:clients?|customers?|patients?|owners?|famil(?:y|ies)|parents?|users?)\b/i;
/** Invitations to read or hear testimonials ("hear from Greg", "our client stories", "in their own words"). */
const TESTIMONIAL_INVITES =
  /\b(?:client|patient|customer|success) stories\b|\bin their own words\b|\b(?:praise|rave about) us\b|\b(?:reviews?|testimonials?)\s*:/i;
/** "Hear from Greg, a retired engineer": a named person or clients (case-sensitive, so "hear from us" is not one). */
const HEAR_FROM =
  /\b[Hh]ear (?:from|how) (?:[A-Z][a-z]+\b(?! Office| Revenue)|(?:our |other )?(?:clients|patients|families|customers|owners|parents)\b)/;
/** A disclosure beside a testimonial: client status, compensation, typical results, no guarantee of the same. */
const TESTIMONIAL_DISCLOSURE =
  /\b(?:compensat\w*|paid|unpaid|not a (?:current )?client|conflicts? of interest|results?\s+(?:may\s+|can\s+|will\s+)?(?:vary|differ|depend)|individual results|not typical|(?:prior|past|previous) results (?:do|does) not guarantee|(?:do|does|will) not guarantee (?:a |the )?(?:similar|same|any) (?:outcome|result)|every (?:case|matter) is different|every [\w-]+(?:['’]s [\w-]+)? is different|(?:outcomes?|results?|experiences?) (?:is|are|will be|may be) different|turns on its own facts|(?:outcomes?|results?) depend|verified (?:client|patient|customer))\b/i;

/** Unverifiable superlatives and comparisons beyond "best"/"top": "most trusted", "finest", "#1", "no firm ... better". */
const SUPERLATIVES: readonly RegExp[] = [
  /(?:\bthe|\w['’]s?)\s+most\s+(?!(?:of|out|important|common|likely|recent|popular questions|suitable|appropriate|relevant|frequent\w*|often|valuable|precious|personal|private|sensitive|difficult|stressful|challenging|complex|urgent|vulnerable|pressing|significant|people|patients|clients|cases|families|needed|affected|expensive)\b)(?:highly\s+)?[a-z][\w-]*/i,
  /\b(?:finest|greatest|biggest name|best[- ]rated|top[- ]rated|highest[- ]rated|top[- ]ranked|unparall?ell?ed|unsurpassed|unequall?ed|bar none|like no other|world[- ]class)\b/i,
  /(?<![\w#])(?:#\s?1|no\.\s?1)(?!\d)|\bnumber[- ]one\b(?!\s+(?:priority|concern|goal|question|reason|rule|aim|job))/i,
  /\b(?:nobody|no one|no other\b|no (?:[\w-]+ ){0,2}?(?:firm|practice|clinic|team|lawyer|attorney|solicitor|advis[eo]r|accountant|cpa|dentist|doctor|physician|vet|therapist|counsel+or|bookkeeper|preparer|planner|manager|hospital|surgery|chiropractor|service|company|agency|provider)s?\b)[^.;!?]{0,60}?\b(?:better|more|like (?:we|us)|as (?:well|good|hard)|our level|faster|cheaper|harder|closer|tougher|stronger|smarter|match(?:es)?|beat|rival|compete)\b(?![^.;!?]{0,30}\bthan (?:you|your)\b)/i,
  /\bthan\s+(?:any(?:one|body)?\b|all\s+(?:the\s+)?others?\b|every\s+other\b|the\s+(?:rest|competition)\b|other\s+[\w-]+s\b|the\s+big\b)/i,
  /\b(?:more|less)\s+(?:effective|successful|experienced|accurate|reliable|skilled|qualified|trusted)\s+than\b/i,
  /\bunlike\b[^.;!?]{0,60}\b(?:better|always)\b/i,
  /\balways\b[^.;!?]{0,30}\bbetter (?:results|outcomes|returns|care)\b/i,
  // "the toughest injury lawyers", "the highest settlements": a superlative adjective before a claim noun.
  new RegExp(
    `\\bthe\\s+(?!(?:latest|nearest|closest|earliest|soonest|honest|modest|interest)\\b)[a-z]{3,}est\\s+(?:[\\w-]+\\s+){0,2}?${PRO_NOUNS}\\b`,
    'i',
  ),
  // "Britain's number-one", "the UK's leading", "America's go-to", "Harley Street's most trusted".
  /\b(?:[A-Z][a-z]+|the\s+(?:UK|US|nation|country|state|city|region|county|world))['’]s\s+(?:go-to|leading|top|best|favou?rite|premier|finest|number[- ]one|#\s?1|most\s+\w+)\b/,
  // "other firms settle cheap; we ...", "unlike other chiropractors", "where other firms fail".
  /\b(?:unlike|where|while)\s+(?:most\s+|many\s+)?other\s+(?:[\w-]+\s+){0,2}?[\w-]+s\b|\bother\s+(?:[\w-]+\s+){0,2}?(?:firms|lawyers|attorneys|solicitors|bookkeepers|accountants|advis[eo]rs|dentists|vets|clinics|practices|chiropractors|therapists|doctors|planners|preparers)\b[^.!?]{0,40}[;,–—-]\s*(?:but\s+)?(?:we|our)\b/i,
];

/**
 * A reading of what a sentence promises, rather than a phrase: the reader (or the reader's case, money,
 * home, teeth...) as the subject, a certainty ("will", "always", "every time", "no question", "forever")
 * and an outcome ("walk away the winner", "be compensated", "keep growing", "sail through"). The subject and
 * the certainty are what make it a promise: "you will receive a written estimate" names no outcome, and
 * "can help you keep more" is a hedge.
 */
const OUTCOMES =
  '(?:walk away|be (?:compensated|safe|secure|protected|perfect|accepted|approved|granted|cleared|resolved|finali[sz]ed|over|(?:fully |completely )?recovered|debt[- ]free|fine)|keep (?:growing|custody)|grow(?:ing)?\\b|sail through|land (?:you|the|a|your)|thrive|feel like a new|get (?:every|full|more|maximum|the (?:cash|money|compensation|payout|settlement))|pay (?:less|nothing|no)|be a thing of the past|never (?:have to )?worry)';
const READER_OUTCOMES: readonly RegExp[] = [
  new RegExp(
    `\\b(?:you|your\\s+(?:[\\w'’-]+\\s+){0,3}?[\\w-]+|it|they|clients?|patients?|heirs|famil(?:y|ies))\\s*(?:will|['’]ll|are going to)\\s+(?:(?:always|definitely|certainly|surely|simply|soon|quickly|keep on)\\s+)?${OUTCOMES}`,
    'i',
  ),
  /[-–—,]\s*(?:and\s+)?so (?:will|can) you\b|\byou will too\b|\bno question(?:s asked)?\s*[.!]?$/i,
  /\b(?:grow|growing|gain|gains|rise|rises|win|wins|increase|increases|beat|beats)\b[^.;!?]{0,30}\bevery (?:single )?(?:year|time|quarter|market|month)\b|\bin (?:every|any) market\b/i,
  /\bwe (?:always )?win\s*[.!]|\bwe always get (?:you|our clients|clients) more\b/i,
  /\bworks for (?:everyone|everybody|every (?:patient|client|pet|body))\b/i,
  /\bwill (?:land|win|get) you (?:the|a|your)\b/i,
  /\bwhatever (?:your (?:spouse|ex|employer|insurer|landlord|partner)|the (?:other side|insurer|market|markets|court|judge)|happens)\b/i,
  /\b(?:problems?|worries|stress|debts?|troubles?)\s+(?:will\s+)?(?:simply\s+)?(?:disappear|vanish|go away|melt away)\b/i,
  /\bnever\b[^.;!?]{0,40}\bagain\b(?<!\bnever (?:have to )?(?:wait|queue|chase|hold|fill in)\b[^.;!?]{0,40}\bagain)/i,
  /\bcan(?:no|['’])t be (?:challenged|contested|overturned|broken|touched|refused|denied)\b|\b(?:no\s+(?:[\w-]+\s+){0,5}?|nothing\s+|nobody\s+|no one\s+)?(?:can|could)\s+ever\s+touch\b|\bfrom ever touching\b/i,
  /\b(?:cash|money|compensation|payout|settlement|refund|visa|green card|approval)\b[^.;!?]{0,30}\bwithin (?:days|hours|\d+ (?:days|hours))\b/i,
  /\b(?:a |the )?perfect (?:smile|teeth|skin|results?|vision|body|figure|return)\b/i,
  /\badds? years to\b/i,
  /\b(?:IRS|HMRC|taxman|government)\s+(?:gets|takes|will get|will take)\s+nothing\b/i,
  /\b(?:lose|take off|drop|shed)\b[^.;!?]{0,20}\b(?:pounds|lbs|kg|kilos|stone|dress sizes?)\b[^.;!?]{0,15}\bin\s+(?:\d+|one|two|three|four|five|six|eight|ten|twelve|thirty)\s+(?:days|weeks|months)\b/i,
];

/** Promises of a result phrased without "guarantee": money back, "we make sure", "will be approved"... */
const OUTCOME_CLAIMS: readonly RegExp[] = [
  /\bguarantee[ds]?\b(?!\s+(?:(?:that\s+)?(?:you['’]ll|you will)\s+|(?:a|an|our|your)\s+)?(?:always\s+)?(?:reach|hear|speak|get a (?:reply|response|call)|repl\w+|respon\w+|call ?backs?|price|fees?|fixed|flat|quotes?|confidential\w*|appointments?|same-day|to (?:return|call|reply|respond)))/i,
  /\bor (?:your|you|we)\b[^.;!?]{0,30}?\b(?:money back|owe (?:us )?nothing|pay nothing|(?:is|it['’]s) free|for free|free of charge|at no (?:extra )?cost|refund|cover (?:any|the|all|every)|don['’]t pay)\b/i,
  /\bmoney[- ]back\b/i,
  /\b(?:we|I)\s*(?:will|['’]ll)?\s+(?:make sure|ensure)\b[^.;!?]{0,50}?\b(?:keep|keeps|win|wins|closes?|receive|approved|granted|paid|pay|never)\b/i,
  /\b(?:make sure of it|see to it)\b|[-–—]\s*(?:we )?promise\s*[.!]?$/i,
  /\b(?:a sure thing|sure[- ]fire|can(?:no|['’])t (?:fail|lose|go wrong)|never fails?|without fail|no matter (?:what|who|how))\b/i,
  /\b(?:you|your\s+(?:[\w-]+\s+){0,2}?[\w-]+|the (?:IRS|HMRC|insurance company|insurer|court|judge|other side)|HMRC|they)\s*(?:will|['’]ll)\s+(?:never\b(?!\s+(?:be\s+)?(?:charged|billed|kept waiting|rushed|pressured|sold|shared|alone|left|judged|surprised)\b|\s+(?:have to|need to|wait|pay (?:for|extra|more|hidden)|get a surprise|see a (?:bill|fee)))|(?:always\s+|definitely\s+|certainly\s+)?(?:be\s+)?(?:approved|granted|accepted|get paid|win|stop|disappear|go away|last (?:a lifetime|forever)|pay up|have (?:you|your)|end up|ordered|stand up|leave you alone|pay no|owe nothing|here|worth|recover|heal)\b)/i,
  /\band you will too\b/i,
  /\b(?:works?|wins?|succeeds?|delivers?|gets? (?:results|approved|it right))\s+(?:\w+\s+)?(?:every (?:single )?time|without exception)\b|\balways\s+(?:wins?|works?|succeeds?|gets? (?:results|approved|paid))\b/i,
  /\b(?:save|get|recover|receive|win|earn|make)\w*\b[^.;!?]{0,30}\bat least\s+[$£€]\s?\d/i,
  /\bwill have (?:you|your)\b|\bwon['’]t pay a (?:cent|penny|dime)\b/i,
  /\bsaves?\s+(?:you|every|each|all|our)\b[^.;!?]{0,30}\b(?:at least|thousands|millions)\b/i,
  /\bnever (?:divorce|relapse|fail|lose (?:a|your|any)|come back|again)\b/i,
  /\b(?:gets?|brings?) every (?:[\w-]+ )?(?:patient|client|runner|athlete|pet|dog|cat|family|customer)\b/i,
  /\b(?:gets?|delivers?) results\b/i,
  /\b(?:worries|problems|troubles|stress)\s+(?:are|will be)\s+over\b|\bfor good\b(?! (?:reason|cause))|\bonce and for all\b/i,
  /\bhave (?:the|your) (?:money|cash|compensation|payout|visa|green card|decision)\b[^.;!?]{0,30}\bwithin\b/i,
  /\bget your\s+(?:[\w-]+\s+){0,4}?(?:decided\s+)?(?:in|within)\s+(?:\d+|a few|days|weeks|hours)\b/i,
  ...READER_OUTCOMES,
];

/** A past result shown as what the reader can expect: win rates, "not one denial", "eight-figure judgments". */
const PAST_RESULT_CLAIMS: readonly RegExp[] = [
  /\b(?:not (?:a single|one)|zero|no)\s+(?:denials?|losses|lost cases|refusals?|rejections?)\b/i,
  /\bevery\b[^.;!?]{0,50}\b(?:was|were|is|are) (?:approved|granted|won|successful|accepted|settled|completed|resolved)\b/i,
  /\bevery\b[^.;!?]{0,50}\b(?:won|got|received|kept|recovered)\b(?:\s+(?:more|a|an|the|their|his|her|full))/i,
  /\bundefeated\b|\bunbeaten\b|\bnever (?:had|lost|seen)\b[^.;!?]{0,40}\b(?:contested|challenged|denied|refused|rejected|overturned|lost|audited)\b/i,
  /\b\d+(?:\.\d+)?\s?%\s+(?:[\w-]+\s+)?(?:approval|success|win|acceptance)\s+rate\b|\b(?:approval|success|win|acceptance)\s+rate\b[^.;!?]{0,12}\d+(?:\.\d+)?\s?%/i,
  /\b(?:hundreds|thousands|dozens)\s+of\b[^.;!?]{0,40}\b(?:approved|granted|won|have won|recovered)\b/i,
  /\b\d+(?:\.\d+)?\s?%\s+of\s+(?:our|my|the|all)\s+(?:[\w-]+\s+){0,3}?(?:cases|claims|clients|applications|appeals|matters)\b[^.;!?]{0,40}\b(?:won|wins?|settled|approved|granted|kept|succe\w+|favou?r|recover\w*)/i,
  /\b(?:\w+|\d+)\s+(?:out\s+)?of\s+(?:every\s+)?(?:ten|10|\d+)\b[^.;!?]{0,40}\b(?:win|won|success\w*|approved|settle\w*)\b/i,
  /\b(?:million|billion)s?\s+(?:dollars\s+|pounds\s+)?(?:recovered|won|secured)\b/i,
  /\b(?:six|seven|eight|nine)[- ]figures?\b|\brecord[- ](?:breaking|setting)\s+(?:settlements?|verdicts?|awards?|results?)\b/i,
];

/** An implied approval by a regulator or agency ("IRS-approved", "approved by the SEC", "official partner of HMRC"). */
const AGENCIES =
  '(?:IRS|HMRC|SEC|FCA|FINRA|NHS|FDA|ADA|GDC|SRA|RCVS|(?:U\\.?S\\.? |UK |federal |state )?government|Home Office|USCIS|Treasury|state bar)';
const FALSE_ENDORSEMENTS: readonly RegExp[] = [
  new RegExp(`\\b${AGENCIES}[- ](?:approved|endorsed|certified|backed|sanctioned)\\b`, 'i'),
  new RegExp(
    `\\b(?:approved|endorsed|backed|sanctioned|recommended|certified|recogni[sz]ed|accredited|appointed) by (?:the )?${AGENCIES}\\b`,
    'i',
  ),
  /\bofficially (?:recogni[sz]ed|approved|endorsed|appointed)\b/i,
  /\branked\s+(?:#\s?|no\.?\s?|number\s+)\d+\b/i,
  new RegExp(
    `\\b(?:official|approved|preferred) (?:partners?|providers?|agents?|advis[eo]rs?) (?:of|to|for) (?:the )?${AGENCIES}\\b|\\bin partnership with (?:the )?${AGENCIES}\\b`,
    'i',
  ),
  /\b(?:recogni[sz]ed|named|ranked|voted|rated)\s+(?:as\s+|among\s+|in\s+)?(?:the\s+|one of(?: the)?\s+)?(?:[\w'’-]+\s+){0,2}?(?:top|best|elite|leading|#\s?1|number one)\b/i,
];
/** A rating's disclosure: compensation, or who gave it and when (a named list or guide and its year, its methodology). */
const RATING_DISCLOSURE =
  /\b(?:compensat\w*|paid|no fee|methodology)\b|\b(?:listed|named|ranked|included)\s+(?:in|to|on)\s+(?:the\s+)?[A-Z][^.;!?]{0,60}?\b(?:19|20)\d\d\b/i;

/** Implied influence over an agency, a court or an official. */
const INFLUENCE_CLAIMS: readonly RegExp[] = [
  /\b(?:judges?|magistrates?|officers?|officials?|prosecutors?|the court|the bench|clerks?|inspectors?)\b[^.;!?]{0,30}\b(?:listen to|know (?:us|him|her)|owe (?:us|him|her)|favou?r (?:us|him|her))\b/i,
  /\bknow (?:exactly )?(?:which|who|the right)\s+(?:[\w-]+\s+){0,2}?(?:officers?|officials?|judges?|people|inspectors?|to call|to ask)\b/i,
  /\b(?:make|makes)\s+(?:your\s+)?(?:[\w-]+\s+){0,2}(?:investigations?|enquir(?:y|ies)|inquir(?:y|ies)|audits?|cases?|problems?|debts?|issues?)\s+(?:go away|disappear)\b/i,
  /\b(?:inside (?:track|connections?)|pull(?:ing)? strings|friends in high places)\b/i,
  // Knowing the people who decide, not the procedures: "know the people who decide audits", "know every judge personally".
  /\bknows?\s+(?:exactly\s+)?(?:(?:the|every|all the|our|your)\s+)?(?:[\w-]+\s+){0,3}?(?:people|judges?|officials?|officers?|clerks?|agents?|examiners?|adjusters?|inspectors?|councill?ors?|decision[- ]makers?)\b(?!\s+(?:procedures|rules|process|forms))|\bknows?\s+(?:exactly\s+)?which\s+(?:[\w-]+\s+)?buttons\b/i,
  /\bknows?\b[^.;!?]{0,50}\bpersonally\b|\bknows? how (?:the\s+)?(?:[\w-]+\s+){0,3}?(?:judges?|officials?|examiners?|officers?) think\b/i,
  /\b(?:contacts?|friends?|relationships?|connections?|direct line)\b[^.;!?]{0,40}\b(?:at|in|inside|with|to)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:IRS|HMRC|USCIS|Home Office|SEC|FCA|courts?|judges?|council|department|agency|regulators?|officials?|claims office|revenue|tax office)\b/i,
  /\bfrom the inside\b|\bwith (?:one|a single) (?:phone )?call\b/i,
];

/**
 * Specialties that recognised boards certify (ABMS member boards, ADA-recognised dental specialties, ABPTS):
 * "board certified in family medicine" names a specialty whose board is known, unlike "board certified in
 * dry needling".
 */
const RECOGNISED_SPECIALTIES =
  "(?:family|internal|emergency|sports|preventive|physical|nuclear|pain) medicine|pediatrics|paediatrics|(?:general |orthopa?edic |plastic |oral and maxillofacial |oral |thoracic |vascular |colon and rectal )?surgery|dermatology|cardiology|anesthesiology|anaesthesiology|radiology|psychiatry|neurology|obstetrics|gynecology|gynaecology|ophthalmology|urology|oncology|pathology|allergy|periodontics|orthodontics|endodontics|prosthodontics|pediatric dentistry|orthopa?edic(?:s| physical therapy)|neurologic|geriatric|women['’]s health|cardiovascular|veterinary (?:surgery|dentistry|dermatology|internal medicine)";

/** A named certifying body ("by the Texas Board of Legal Specialization", "American Board of ...", "GDC specialist list"). */
const NAMED_CERTIFIER =
  /\b(?:[A-Z][\w&.'’-]*\s+(?:of\s+|for\s+|in\s+)?){1,6}(?:Board|Foundation|Association|Council|College|Academy|Specialization|Specialties)\b|\b(?:GMC|GDC|RCVS|ABMS|AVDC|ADA)\b[^.;!?]{0,20}\b(?:specialist|register|list|recogni[sz]ed)/;

/**
 * Hedges in the same sentence that clear an expectation: "results vary", "not right for everyone", "past
 * performance does not guarantee future results".
 */
const HEDGE_SENTENCE =
  /\b(?:results?\s+(?:may\s+|can\s+|will\s+)?(?:vary|differ)|progress (?:varies|differs)|individual results|not typical|(?:isn['’]t|is not|not)\s+(?:a guarantee|right for everyone|suitable for everyone|guaranteed)|(?:past|prior|previous) (?:performance|results?)\b[^.;]{0,30}\b(?:does not|doesn['’]t|do not|don['’]t|is not|are not|cannot|no) (?:a )?(?:reliable |good )?(?:guarantee|guide|indicat|predict))/i;

/** Health claims of a cure in other words: heals, gone for good, never suffer again, eliminates a condition. */
const CURE_CLAIMS: readonly RegExp[] = [
  /\bcur(?:e|es|ed|ing)\b/i,
  /\bheals\b|\b(?:forever|permanently)\b/i,
  /\bnever (?:suffer|have|get|feel)\b[^.;!?]{0,30}\bagain\b/i,
  new RegExp(
    `\\b(?:eliminat|revers|eradicat|banish|fix)(?:es|e|ed|ing)?\\b[^.;!?]{0,30}\\b${CONDITIONS}\\b`,
    'i',
  ),
  new RegExp(
    `\\b(?:clears?(?: up)?|puts? an end to|gets? rid of|stops?|ends?)\\s+(?:[\\w-]+\\s+){0,2}?${CONDITIONS}\\b`,
    'i',
  ),
  new RegExp(
    `\\b${CONDITIONS}\\s+(?:has |have |had |just |simply )?(?:vanished|disappeared|stopped|went away|(?:is|are|was|were) gone)\\b`,
    'i',
  ),
  /\bleave (?:[\w-]+ ){1,2}behind\b/i,
  /\bboosts? (?:your |the )?immun\w*|\bkeeps? (?:colds?|flu|illness|infections?|disease) away\b/i,
  /\ba thing of the past\b/i,
  /\bfix(?:es)?\s+(?:[\w-]+\s+){0,2}?(?:torn|ruptured|herniated|slipped|broken|damaged)\b/i,
];

/** Promises of no pain in other words ("won't feel anything", "zero back pain", "free of discomfort"). */
const PAINLESS_CLAIMS: readonly RegExp[] = [
  /\bpainless\b/i,
  /\bpain[- ]free\b/i,
  /\bno pain\b/i,
  /\bwon['’]?t feel (?:a thing|anything)\b|\b(?:feel|felt) (?:nothing|no pain)\b/i,
  /\bzero (?:[\w-]+ )?pain\b|\bfree of (?:pain|discomfort)\b|\bwithout (?:any )?(?:pain|discomfort)\b/i,
  /\b(?:do(?:es)?|did)n['’]?t hurt\b/i,
];

/** Advice to drop essential treatment (CAP Code 12.2). */
const DISCOURAGE_CLAIMS: readonly RegExp[] = [
  /\bno need for (?:statins|medication|medicine|surgery|drugs|insulin|vaccin\w*|antibiotics|chemo\w*|your (?:GP|doctor|meds|medication|inhaler))\b/i,
  /\b(?:skip|ditch|stop taking|throw away|come off)\s+(?:the\s+|your\s+)?(?:vaccin\w*|medication|meds|pills|statins|insulin|antidepressants|chemo\w*|inhalers?|jabs)\b/i,
  /\binstead of (?:surgery|medication|vaccin\w*|chemo\w*|antibiotics|your (?:GP|doctor|vet))\b/i,
  /\bwhy (?:risk|have|get|bother with|undergo|put up with)\s+(?:[\w-]+\s+){0,2}?(?:surgery|medication|an operation|injections?|drugs)\b/i,
];

/** Before-and-after pictures, or results the reader is told to expect. */
const BEFORE_AFTER_CLAIMS: readonly RegExp[] = [
  /\bbefore[- ](?:and|&)[- ]after\b/i,
  /\b(?:the )?results you(?:['’]ll| will| can)? (?:get|expect|achieve)\b/i,
];
const BEFORE_AFTER_DISCLOSURE = /\b(?:vary|varies|depend\w*|not typical|individual|one patient['’]s)\b/i;

/** Accountants: freedom from audits and enquiries, refunds and savings promised in other words. */
const AUDIT_AND_SAVINGS_CLAIMS: readonly RegExp[] = [
  /\bnever\s+(?:face|receive|get|be subject to|open|see)\s+(?:an?\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:audits?|enquir(?:y|ies)|inquir(?:y|ies)|investigations?|compliance checks?|examinations?)\b/i,
  /\bnever (?:be |been |get |gets )?(?:investigated|audited|queried|checked|examined|inspected)\b/i,
  /\b(?:IRS|HMRC|taxman)\b[^.;!?]{0,30}\b(?:leave you alone|never (?:open|check|look|bother|contact|come))/i,
  /\bat least\s+[$£€]\s?\d[\d,]*|\bat least\s+\d+(?:\.\d+)?\s?%/i,
  /\bpays? for itself\b|\bsave (?:you )?more\b[^.;!?]{0,40}\bthan\b|\b(?:bigger|larger) refund\b/i,
  /\b(?:cut|reduce|lower|slash)\s+your\s+(?:[\w-]+\s+){0,3}?(?:tax(?:es)?|bill)\b[^.;!?]{0,30}\b(?:every|always)\b/i,
  /\bnever pay (?:a |any )?(?:[\w-]+ ){0,2}?(?:penalt(?:y|ies)|fines?|interest)\b/i,
  /\b(?:pay|owe) (?:zero|no|0) (?:[\w-]+ )?tax(?:es)?\b/i,
  /\b(?:cut|cuts|reduce|lower|slash|halve)\w*\s+your\s+(?:[\w-]+\s+){0,3}?(?:tax(?:es)?|bill|costs?)\s+(?:in half|by (?:half|a third|\d+\s?%))/i,
  /\bforget about (?:[\w-]+ ){0,2}?(?:audits?|audit letters|enquiries|penalties|the (?:IRS|HMRC))\b/i,
  /\bevery\b[^.;!?]{0,40}\b(?:gets?|receives?|got|received)\s+(?:a\s+)?(?:tax\s+)?(?:refund|rebate)\b/i,
];

/** Error-free promises. */
const ERROR_FREE_CLAIMS: readonly RegExp[] = [
  /\b(?:error[- ]free|mistake[- ]free|flawless|zero (?:errors|mistakes)|100\s?% (?:accurate|accuracy|correct))/i,
  /\bnever (?:wrong|make mistakes|queried)\b|\bnever in (?:the )?(?:books|returns?|accounts|files)\b/i,
  /\bwith\s+(?:no|zero)\s+(?:[\w-]+\s+)?(?:mistakes?|errors?)\b/i,
  /\b(?:perfect|correct|accurate|right)\b[^.;!?]{0,20}\b(?:every (?:single )?time|always)\b/i,
  /\bwe (?:simply )?don['’]t\s*[.!]?$/i,
];

/** Settling tax debt for a fraction. */
const DEBT_SETTLEMENT_CLAIMS: readonly RegExp[] = [
  /\bpennies on the (?:dollar|pound)\b|\bfor a fraction of (?:what you owe|the debt|your debt|your tax\w*|the tax\w*)/i,
  /\bsettle\b[^.;!?]{0,30}\bfor (?:less|under|a fraction|pennies|\d+\s?%)/i,
  /\b(?:pay|paying|pays)\s+(?:back\s+)?(?:only\s+)?a fraction\b|\bwritten off\b|\bforgive (?:your |all |the )?(?:tax )?debts?\b/i,
  /\b(?:wipe|wipes|wiped) (?:out|away|clean)\b/i,
  /\b(?:tax|debt|bill)s?\b[^.;!?]{0,20}\b(?:disappear|vanish|go away)\w*/i,
  /\bstop\b[^.;!?]{0,40}\b(?:garnishments?|levies|levy|seizures?|collections?)\b[^.;!?]{0,20}\b(?:immediately|today|overnight|now|fast|in \d+ (?:hours|days))\b/i,
];

/** Investors: no loss in other words ("completely protected", "crashes don't touch", "a sure thing"). */
const NO_LOSS_CLAIMS: readonly RegExp[] = [
  /\b(?:risk[- ]free|no risk|zero risk|without risk)\b/i,
  /\bsafe investments?\b/i,
  /\b(?:completely|fully|totally|100\s?%|always)\s+(?:protected|safe|secure|shielded)\b/i,
  /\bshield\w*\b[^.;!?]{0,40}\b(?:from|against)\s+(?:[\w-]+\s+)?(?:downturns?|loss(?:es)?|crash(?:es)?|the market|volatility|risk)\b/i,
  /\b(?:crash(?:es)?|downturns?|markets?|volatility|recessions?)\b[^.;!?]{0,30}\b(?:don['’]t|doesn['’]t|can['’]t|won['’]t|never)\s+(?:touch|affect|hurt|harm|reach|dent)\b/i,
  /\b(?:capital|principal|money|savings|investments?|funds?|portfolios?|pounds?|dollars?)\b[^.;!?]{0,30}\b(?:is|are|stays?|remains?)\s+(?:always\s+|completely\s+|totally\s+)?(?:safe|protected|secure)\b(?!\s+(?:by|under|up to)\b)/i,
  /\bsure things?\b|\bno (?:downside|chance of (?:a )?loss)\b|\bsafe (?:bet|haven)\b/i,
  /\b(?:can(?:no|['’])t|never|won['’]t|will not|doesn['’]t|don['’]t)\s+(?:\w+\s+)?(?:shrink|fall|drop|decline|lose value|go down)s?\b/i,
  /\bprotect\w*\s+(?:your\s+)?(?:capital|principal|wealth|savings|money|investments?)\b[^.;!?]{0,30}\b(?:in (?:any|every) market|always|whatever)\b/i,
];

/** Investors: a projected return ("expect your portfolio to double", "worth twice as much", "at least 5%"). */
const PROJECTION_CLAIMS: readonly RegExp[] = [
  /\bexpect\w*\b[^.;!?]{0,50}\b(?:double|triple|grow|rise|earn|be worth|gain)\b/i,
  /\b(?:worth|grow to) (?:twice|double|three times)\b|\b(?:will|to|should)\s+(?:double|triple)\b/i,
  /\bat least\s+\d+(?:\.\d+)?\s?%/i,
  /\bexpect\w*\b[^.;!?]{0,40}[$£€]\s?\d/i,
  /\b(?:will|should)\s+(?:be|become|grow to|reach|turn into)\s+(?:[\w-]+\s+){0,2}?(?:[$£€]\s?\d|millionaires?)\b|\bwatch (?:it|your [\w-]+) (?:become|grow|turn)\b/i,
  /\bcompound\w*\s+(?:at\s+)?(?:about\s+|around\s+|roughly\s+)?\d+(?:\.\d+)?\s?%[^.;!?]{0,40}\b(?:will|should|no reason|continue|keep|next|future)\b/i,
];

/** Investors: a performance figure in other words ("was up 23%", "delivered 14.2% a year", "19% ... returns"). */
const PERFORMANCE_CLAIMS: readonly RegExp[] = [
  /\b(?:delivered|(?:was|were|is|are|been|went) up(?! to\b)|up by|rose|grew|grown|gained|soared|jumped|climbed|saw gains of|gains of|returns? of)\b[^.;!?%]{0,40}?\d+(?:\.\d+)?\s?%/i,
  /\b\d+(?:\.\d+)?\s?%[^.;!?]{0,25}\b(?:returns?|gains?|growth)\b/i,
];

/** Lawyers: influence as a former judge ("sat on the bench ... the judges still listen to him"). */
const BENCH_INFLUENCE =
  /\b(?:sat on the bench|former (?:judges?|prosecutors?|magistrates?)|ex-(?:judges?|prosecutors?))\b[^.;!?]{0,80}\b(?:still|listen|know|call)\b/i;

/** Testimonial phrases every regime looks for. */
const TESTIMONIAL_PATTERNS: readonly RegExp[] = [
  /\btestimonials?\b/i,
  /\b(?:client|customer|patient)\s+reviews?\b|\b(?:read\s+)?our\s+(?:[\w-]+\s+){0,2}reviews?\b/i,
  /\b(?:five|5)[- ]stars?\b/i,
  QUOTED_TESTIMONIAL,
  ATTRIBUTED,
  TESTIMONIAL_INVITES,
  HEAR_FROM,
  RATING_CLAIMS,
  ...QUOTED_PRAISE,
];

const PERFORMANCE_DISCLAIMER =
  /\b(?:past|prior|previous) (?:performance|results?)\b[^.;]{0,30}\b(?:does not|doesn['’]t|do not|don['’]t|is not|is no|are not|cannot|can['’]t|no) (?:a )?(?:reliable |good )?(?:guarantee|guide|indicat|predict)/i;

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
          /\blocks?\s+in\s+(?:a\s+|an\s+)?\d+(?:\.\d+)?\s?%/i,
          /\b\d+(?:\.\d+)?\s?%\s+(?:annual|yearly)\s+returns?\b/i,
          /\b(?:double|triple)\s+your\s+(?:money|savings|investments?|portfolio)\b/i,
        ],
        claims: PROJECTION_CLAIMS,
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
        patterns: [/\b(?:can ?not|can['’]t|never|won['’]t)\s+lose(?:\s+money)?\b/i],
        negatable: false,
        claims: NO_LOSS_CLAIMS,
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
        claims: PERFORMANCE_CLAIMS,
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
          /\b(?:client|customer)\s+reviews?\b|\bour\s+(?:[\w-]+\s+){0,2}reviews?\b/i,
          READ_REVIEWS,
          /\bsays?\s+(?:one of\s+)?(?:our\s+|a\s+)?(?:current\s+)?clients?\b/i,
          /\bwhat our clients say\b/i,
          /\b(?:five|5)[- ]stars?\b/i,
          ...TESTIMONIAL_PATTERNS,
        ],
        unless: /\b(?:compensat\w*|paid|unpaid|not a (?:current )?client|conflicts? of interest)\b/i,
        negatable: false,
      },
      {
        id: 'sec-promise',
        title: 'A promise of results',
        source: 'SEC Marketing Rule 206(4)-1(a)(2); FINRA Rule 2210(d)(1)(B); FCA COBS 4.2.1R',
        why: 'A promise that an outcome is assured, in whatever words, is a statement no adviser can substantiate.',
        rewording: '"a plan built around your goals, reviewed with you every year"',
        patterns: [],
        claims: OUTCOME_CLAIMS,
      },
      {
        id: 'sec-endorsement',
        title: 'An implied approval or an undisclosed rating',
        source: 'SEC Marketing Rule 206(4)-1(a)(1), (c) (third-party ratings); FCA COBS 4.2.1R',
        why: 'A regulator approves no adviser, and a rating must say who gave it, when and whether it was paid for.',
        rewording:
          'state the fact: "registered with the SEC as an investment adviser (registration does not imply a level of skill)"',
        patterns: [],
        claims: FALSE_ENDORSEMENTS,
        unlessSentence: RATING_DISCLOSURE,
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
        claims: OUTCOME_CLAIMS,
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
          /\btaken home\b/i,
        ],
        claims: PAST_RESULT_CLAIMS,
        unless: PERFORMANCE_DISCLAIMER,
        negatable: false,
      },
      {
        id: 'aba-specialist',
        title: 'A claim to be a specialist or an expert',
        source: 'ABA Model Rule 7.2(c)',
        why: 'A lawyer may not state or imply certification as a specialist unless certified by an approved organisation and named in the ad.',
        rewording: '"our practice focuses on …" or "our practice is limited to …"',
        patterns: [
          /\bspeciali[sz](?:t|ts|e|es|ing|ed)\b/i,
          /\bexperts?\b/i,
          /\bboard[- ]certified\b/i,
          /\bcertified (?:[\w-]+ ){0,3}?(?:lawyers?|attorneys?|solicitors?|advocates?)\b/i,
        ],
        negatable: false,
        unlessSentence: NAMED_CERTIFIER,
      },
      {
        id: 'aba-testimonial',
        title: 'A client testimonial without its disclaimer',
        source: 'ABA Model Rule 7.1, comment [3]; SRA Code of Conduct 8.8; CAP Code 3.45',
        why: 'A client’s praise of a result implies the reader can expect the same unless the ad says otherwise.',
        rewording:
          'add: "Every case is different; prior results do not guarantee a similar outcome." beside it',
        patterns: TESTIMONIAL_PATTERNS,
        negatable: false,
        unless: TESTIMONIAL_DISCLOSURE,
      },
      {
        id: 'aba-influence',
        title: 'An implied ability to influence a court or an official',
        source: 'ABA Model Rule 7.1, comment [4]; Rule 8.4(e); SRA Code of Conduct 1.4',
        why: 'Stating or implying influence over a judge, an agency or an official is prohibited.',
        rewording: '"our lawyers know the procedures of the local courts and prepare every filing for them"',
        patterns: [BENCH_INFLUENCE],
        negatable: false,
        claims: INFLUENCE_CLAIMS,
      },
      {
        id: 'aba-endorsement',
        title: 'An implied approval by a regulator or agency',
        source: 'ABA Model Rule 7.1 (misleading communications); SRA Code of Conduct 8.8',
        why: 'No regulator or agency endorses a firm; saying so misleads.',
        rewording: 'state the fact: "authorised and regulated by …", "admitted to practise in …"',
        patterns: [],
        claims: FALSE_ENDORSEMENTS,
        unlessSentence: RATING_DISCLOSURE,
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
        claims: [...OUTCOME_CLAIMS, ...AUDIT_AND_SAVINGS_CLAIMS],
      },
      {
        id: 'aicpa-error-free',
        title: 'A promise of error-free work',
        source: 'AICPA Code of Professional Conduct 1.600.001(a); ICAEW marketing guidance (CAP Code 3.7)',
        why: 'No one can promise work that is never wrong or never queried; the promise creates unjustified expectations.',
        rewording: '"every return is reviewed by a second preparer before it is filed"',
        patterns: [],
        claims: ERROR_FREE_CLAIMS,
      },
      {
        id: 'aicpa-debt-settlement',
        title: 'A promise to settle tax debt for a fraction',
        source: 'FTC Telemarketing Sales Rule (debt relief); Circular 230 §10.30(a)',
        why: 'Few taxpayers qualify for a reduced settlement; promising one misrepresents what can be obtained.',
        rewording: '"we check whether you qualify for an offer in compromise or an installment agreement"',
        patterns: [],
        claims: DEBT_SETTLEMENT_CLAIMS,
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
        claims: INFLUENCE_CLAIMS,
      },
      {
        id: 'aicpa-endorsement',
        title: 'An implied approval by a tax authority',
        source: 'Circular 230 §10.30(a)(1) (no implied IRS endorsement); ICAEW marketing guidance',
        why: 'The IRS and HMRC approve no preparer; implying it is false and misleading.',
        rewording:
          'state the fact: "enrolled to practice before the IRS", "registered with HMRC for anti-money-laundering"',
        patterns: [],
        claims: FALSE_ENDORSEMENTS,
        unlessSentence: RATING_DISCLOSURE,
      },
      {
        id: 'aicpa-specialist',
        title: 'A certification claim without the certifying body',
        source: 'Circular 230 §10.30(a)(1) ("certified"); Texas 22 TAC 501.82(b)(1) (verifiable facts)',
        why: 'A "certified specialist" title must name the body that certified it, or it cannot be verified.',
        rewording: '"our practice focuses on …", or name the credential and the body that awards it',
        patterns: [/\bcertified\s+(?:[\w-]+\s+){0,3}?speciali[sz]ts?\b/i, /\bspeciali[sz]ts?\s+in\b/i],
        negatable: false,
        unlessSentence: NAMED_CERTIFIER,
      },
      {
        id: 'aicpa-testimonial',
        title: 'A testimonial without its disclosure',
        source: 'Texas 22 TAC 501.82(b)(1) (unverifiable testimonials); AICPA 1.600.001(a); CAP Code 3.45',
        why: 'A client’s quoted result implies others will get the same unless the ad says results depend on circumstances.',
        rewording: 'add: "Results depend on each client’s circumstances; not paid for this quote." beside it',
        patterns: TESTIMONIAL_PATTERNS,
        negatable: false,
        unless: TESTIMONIAL_DISCLOSURE,
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
        patterns: [],
        claims: PAINLESS_CLAIMS,
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
        id: 'health-promise',
        title: 'A promise of results in other words',
        source:
          'FTC Health Products Compliance Guidance (2022); CAP Code 12.1; state board advertising rules',
        why: 'A promised outcome ("your pain will stop", "or your money back") creates expectations no treatment can guarantee.',
        rewording: '"a treatment plan built with you; results vary from patient to patient"',
        patterns: [],
        claims: OUTCOME_CLAIMS,
      },
      {
        id: 'health-cure',
        title: 'A claim to cure',
        source: 'FTC Act §§5 and 12 (health claims need competent and reliable scientific evidence)',
        why: 'A claim that a treatment cures a condition needs scientific substantiation most practices cannot show.',
        rewording: '"evidence-based treatment for …" or "care that helps many patients manage …"',
        patterns: [],
        claims: CURE_CLAIMS,
      },
      {
        id: 'health-chiropractic',
        title: 'A condition outside muscles and joints',
        source: 'CAP AdviceOnline, Health: Chiropractic; General Chiropractic Council Code B3',
        why: 'Manual therapy claims for conditions such as asthma, colic or ear infections lack the evidence the rules ask for.',
        rewording: '"care for back, neck and joint pain; we refer you to your GP for anything else"',
        patterns: [],
        claims: [
          /\b(?:treats?|treating|helps? with)\b[^.;!?]{0,40}\b(?:asthma|ear infections?|colic|adhd|autism|allerg\w*|infertility|bedwetting|immun\w*)\b/i,
        ],
        only: ['physical-therapists'],
      },
      {
        id: 'health-discourage',
        title: 'Advice to drop essential treatment',
        source: 'CAP Code 12.2; FTC Health Products Compliance Guidance (2022)',
        why: 'Discouraging people from essential treatment, or offering to replace it, can cause harm.',
        rewording: '"we work alongside your doctor’s treatment plan"',
        patterns: [],
        claims: DISCOURAGE_CLAIMS,
      },
      {
        id: 'health-before-after',
        title: 'Before-and-after results shown as typical',
        source: 'FTC Guides Concerning Endorsements, 16 CFR 255.2; state medical board advertising rules',
        why: 'Before-and-after pictures imply the reader will get the same result unless the ad says results vary.',
        rewording: 'add: "One patient’s result; your results will depend on your own condition." beside them',
        patterns: [],
        claims: BEFORE_AFTER_CLAIMS,
        unlessSentence: BEFORE_AFTER_DISCLOSURE,
      },
      {
        id: 'health-testimonial',
        title: 'A patient testimonial without "results vary"',
        source: 'FTC Guides Concerning Endorsements, 16 CFR 255.2(b)',
        why: 'A testimonial implies typical results unless the ad says what results are generally expected.',
        rewording: 'add: "Individual results vary." beside the testimonial',
        patterns: [
          /\btestimonials?\b/i,
          /\b(?:patient|client)\s+reviews?\b/i,
          READ_REVIEWS,
          /\bwhat our (?:patients|clients) say\b/i,
          /\b(?:five|5)[- ]stars?\b/i,
          ...TESTIMONIAL_PATTERNS,
        ],
        unless: TESTIMONIAL_DISCLOSURE,
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
        unlessSentence: NAMED_CERTIFIER,
      },
      {
        id: 'health-certification',
        title: 'A specialist or board certification without its board',
        source:
          'State medical board rules (e.g. Cal. Bus. & Prof. Code 651(h)(5)); GDC and RCVS specialist lists',
        why: 'A specialist or board-certified title must come from a recognised board, named in the ad.',
        rewording: '"Dr. … has a special interest in …", or name the certifying board',
        patterns: [
          /\bspeciali[sz](?:es|ing)\s+in\b|\b(?:are|is|am|as|our)\s+(?:[\w-]+\s+){0,2}?specialists?\s+in\b/i,
          /\bboard[- ]certified\s+(?!in\b)(?:[\w-]+\s+){0,2}?(?:dentists?|surgeons?|specialists?|orthodontists?|dermatologists?|physicians?|doctors?|vets?|veterinarians?|therapists?)\b/i,
          /\bboard[- ]certified in (?:anti-?aging|aesthetic|cosmetic|holistic|functional|integrative|regenerative|longevity|wellness)\b/i,
          // A certification the sentence does not attribute ("board-certified in dry needling", "certified trauma expert").
          new RegExp(`\\bboard[- ]certified\\b(?!\\s+in\\s+(?:${RECOGNISED_SPECIALTIES}))`, 'i'),
          /\bcertified\s+(?:[\w-]+\s+){0,2}?(?:experts?|speciali[sz]ts?)\b/i,
        ],
        negatable: false,
        unlessSentence: NAMED_CERTIFIER,
      },
      {
        id: 'health-endorsement',
        title: 'An implied approval by a health authority',
        source: 'FTC Act §5; CAP Code 3.1 and 12.1',
        why: 'An approval by the NHS, the FDA or a board that was never given misleads patients.',
        rewording: 'state the fact: "registered with the GMC", "licensed by the state board"',
        patterns: [],
        claims: FALSE_ENDORSEMENTS,
        unlessSentence: RATING_DISCLOSURE,
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
  /\b(?:no|not|never|cannot|can['’]t|don['’]t|doesn['’]t|won['’]t|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|didn['’]t|couldn['’]t|wouldn['’]t|nobody|no one|neither|nor|forbids?|forbidden|prohibits?|prohibited|bans?|banned)\b/i;

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

/** Where a clause starts inside a sentence: after a comma, a dash or a "but"/"though". */
const CLAUSE_BREAK = /,|\s[-–—]\s|[–—]|\b(?:but|though|although|yet|while)\b/gi;
/** Hedges that, before a claim in its clause, make it a possibility rather than a promise. */
const HEDGE_BEFORE = /\b(?:may|might|could|can help|some|many|often|aims? to|helps?|designed to)\b/i;

/** Whether a negation or a hedge stands before the claim in its own clause, within eight words. */
function clauseCleared(text: string, start: number): boolean {
  const from = sentenceStart(text, start);
  const sentence = text.slice(from, start);
  let clause = 0;
  for (const m of sentence.matchAll(CLAUSE_BREAK)) clause = (m.index ?? 0) + m[0].length;
  const before = sentence.slice(clause).split(/\s+/).filter(Boolean).slice(-8).join(' ');
  return NEGATION.test(before) || HEDGE_BEFORE.test(before);
}

/**
 * A denied promise before the phrase in its own clause ("no bookkeeper can promise you'll never be audited",
 * "we can't make a debt disappear", "we do not publish testimonials"): the sentence says the claim is not
 * made, so no rule, not even an absolute one, reads it as made.
 */
const PROMISE_DENIED =
  /\b(?:no(?: one|body| [\w-]+)?|nothing|cannot|can['’]t|can not|won['’]t|will not|do(?:es)? not|do(?:es)?n['’]t|never|would(?:n['’]t| not))\s+(?:[\w-]+\s+){0,2}?(?:promise|guarantee|predict|claim|make|ensure|publish|use|show|display|post)\b/i;
function promiseDenied(text: string, start: number, end: number): boolean {
  const sentence = text.slice(sentenceStart(text, start), start);
  let clause = 0;
  for (const m of sentence.matchAll(CLAUSE_BREAK)) clause = (m.index ?? 0) + m[0].length;
  return PROMISE_DENIED.test(sentence.slice(clause) + text.slice(start, end));
}

/** The sentence holding `[start, end)`. */
function sentenceOf(text: string, start: number, end: number): string {
  let to = end;
  while (to < text.length && !'.;!?\n'.includes(text.charAt(to))) to++;
  return text.slice(sentenceStart(text, start), to);
}

type Mode = 'negatable' | 'absolute' | 'claim';
interface CompiledRule {
  rule: ComplianceRule;
  patterns: ReadonlyArray<{ pattern: RegExp; mode: Mode }>;
}

/** Each regime's rules with their phrases compiled once as global regexes (the check runs as the user types). */
const COMPILED = new Map<ComplianceRegime, readonly CompiledRule[]>();
function compiled(regime: ComplianceRegime): readonly CompiledRule[] {
  let rules = COMPILED.get(regime);
  if (!rules) {
    const global = (p: RegExp): RegExp =>
      new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`);
    rules = regime.rules.map((rule) => ({
      rule,
      patterns: [
        ...rule.patterns.map((p) => ({
          pattern: global(p),
          mode: (rule.negatable === false ? 'absolute' : 'negatable') as Mode,
        })),
        ...(rule.absolutes ?? []).map((p) => ({ pattern: global(p), mode: 'absolute' as Mode })),
        ...(rule.claims ?? []).map((p) => ({ pattern: global(p), mode: 'claim' as Mode })),
      ],
    }));
    COMPILED.set(regime, rules);
  }
  return rules;
}

/**
 * Checks `text` against the rules of `profession`'s regime: each finding marks a phrase, names the rule
 * and offers a rewording; none for an unregulated profession. Overlapping findings of one rule are one.
 * Deterministic and offline.
 */
/**
 * Names of statutory schemes and products that hold a claim word without making a claim: Australia's
 * superannuation guarantee (the employer's super contributions), Canada's Guaranteed Income Supplement,
 * the UK's guaranteed minimum pension, the US Pension Benefit Guaranty Corporation, guaranteed asset
 * protection (GAP) cover.
 */
const NAMED_SCHEMES =
  /\b(?:super(?:annuation)? guarantee(?: charge| contributions?)?|guaranteed income supplement|guaranteed minimum pensions?|pension benefit guaranty(?: corporation)?|guaranteed asset protection)\b/gi;

export function checkCompliance(text: string, profession: string | null | undefined): ComplianceFinding[] {
  const regime = complianceRegimeOf(profession);
  if (!regime || !text.trim()) return [];
  const findings: ComplianceFinding[] = [];
  // Spans already found by a rule: a later rule's claim over the same words adds nothing.
  const taken: Array<[number, number]> = [];
  // The names of statutory schemes are no one's promise: nothing inside one is a finding.
  const named: Array<[number, number]> = [...text.matchAll(NAMED_SCHEMES)].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
  const overlaps = (list: Array<[number, number]>, start: number, end: number): boolean =>
    list.some(([s, e]) => start < e && end > s);
  for (const { rule, patterns } of compiled(regime)) {
    if (rule.only && !rule.only.includes(profession as string)) continue;
    if (rule.unless?.test(text)) continue;
    const spans: Array<[number, number]> = [];
    for (const { pattern, mode } of patterns) {
      for (const m of text.matchAll(pattern)) {
        const start = m.index ?? 0;
        const end = start + m[0].length;
        if (overlaps(named, start, end)) continue;
        if (mode === 'negatable' && negated(text, start, end)) continue;
        if (promiseDenied(text, start, end)) continue;
        if (overlaps(spans, start, end)) continue;
        if (mode === 'claim' && overlaps(taken, start, end)) continue;
        if (
          mode === 'claim' &&
          (clauseCleared(text, start) || HEDGE_SENTENCE.test(sentenceOf(text, start, end)))
        )
          continue;
        if (rule.unlessSentence?.test(sentenceOf(text, start, end))) continue;
        spans.push([start, end]);
      }
    }
    taken.push(...spans);
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
