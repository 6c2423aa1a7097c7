import {
  professionById,
  professionOfText,
  tipExamplesFor,
  type ClientKind,
  type Profession,
} from '@icp-studio/contracts';

/** The example text each wizard field shows while empty. */
export interface WizardPlaceholders {
  name: string;
  occupation: string;
  income: string;
  industry: string;
  revenue: string;
  decisionMakerRole: string;
  decisionMakerTitle: string;
  technographics: string;
  psychographics: string;
  behavioralTraits: string;
  painPoints: string;
  needs: string;
  goals: string;
  preferredChannels: string;
  awareness: string;
  consideration: string;
  decision: string;
}

/** "'A' or 'B'" and "'A', 'B' and 'C'": A. */
function first(examples: string): string {
  return examples.split(/' (?:or|and) '|', '/)[0]!.replace(/^'|'$/g, '');
}

/**
 * The wizard's placeholders for a profile: examples that fit its kind of client and the family of its
 * trade, from the same table the quality score's tips quote (libs/contracts/src/professions.ts), so a
 * dental practice sees patients, never month-end close.
 */
export function wizardPlaceholders(type: ClientKind, profession: Profession | undefined): WizardPlaceholders {
  const ex = tipExamplesFor(type, profession);
  const b2c = type === 'b2c';
  return {
    name: b2c ? 'e.g. Busy parents in the neighbourhood' : 'e.g. Growing family-owned manufacturers',
    occupation: `e.g. ${first(ex.who)}`,
    income: 'e.g. $60k-$120k per year',
    industry: `e.g. ${first(ex.who)}`,
    revenue: 'e.g. $1M-$10M a year',
    decisionMakerRole: 'e.g. Owner or operations lead',
    decisionMakerTitle: `e.g. ${ex.title}`,
    technographics: `e.g. ${first(ex.tools)}`,
    psychographics: b2c
      ? 'e.g. Wants to feel listened to and in control; values clear prices and straight answers…'
      : 'e.g. Pragmatic and time-poor; values providers who take work off their plate…',
    behavioralTraits: `e.g. ${first(ex.trait)}`,
    painPoints: `e.g. ${first(ex.pain)}`,
    needs: `e.g. ${first(ex.need)}`,
    goals: `e.g. ${first(ex.goalMeasurable)}`,
    preferredChannels: `e.g. ${first(ex.channel)}`,
    awareness: b2c
      ? 'e.g. Something goes wrong or a friend mentions it; searches Google and asks around…'
      : 'e.g. Peers mention it at industry events; a bad quarter makes it urgent…',
    consideration: b2c
      ? 'e.g. Reads reviews and compares two or three providers on price and trust…'
      : 'e.g. Reads comparison guides, asks trusted advisors for names…',
    decision: b2c
      ? 'e.g. Books after a first call that answers their questions and gives a clear price…'
      : 'e.g. The owner signs off after a pilot with clear results…',
  };
}

/**
 * The trade a profile in the wizard is for: the user's profession when set, else the one the profile's name
 * or pain points name (the industry and the occupation describe the client, not the trade).
 */
export function wizardProfession(
  profession: string | null | undefined,
  name: string | null | undefined,
  painPoints: readonly string[] | null | undefined,
): Profession | undefined {
  return professionById(profession) ?? professionOfText(name, (painPoints ?? []).join(' '));
}
