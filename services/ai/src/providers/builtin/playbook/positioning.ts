import type { PositioningSection } from '@icp-studio/contracts';
import { cleanList } from '../../clean.js';
import { clause, lcFirst, quote, sentence, ucFirst, withArticle } from '../english.js';
import { GENERIC } from '../knowledge/index.js';
import { pool, ranked } from '../model.js';
import { alternative, pick, pillarList, repeatsProfile, type PlaybookContext } from './context.js';
import { withTermPillar } from '../terms.js';

/** A first-person text, which a sentence quotes rather than paraphrases. */
const firstPerson = (text: string): boolean =>
  /\b(?:I|I’m|I'm|me|my|myself|we|our|ours|ourselves|us)\b/.test(text);

/**
 * Positioning (for whom, what the firm is, what sets it apart), the value proposition (the trade's promise
 * for this audience, the moment that makes them look, the goal it serves) and the messaging pillars.
 */
export function generatePositioning(c: PlaybookContext): PositioningSection {
  const { m, k, variant } = c;
  const pillars = withTermPillar(
    alternative(cleanList(m.knowledge.pillars, { max: 6 }), 4, variant, 0),
    m.talk,
  );
  const apart = pillarList(pillars);
  const chooses = clause(k.chooses);
  const positioning = pick(
    [
      `For ${c.audience} looking for ${k.service}, we are the ${k.firm} that ${chooses}. What sets us apart: ${apart}.`,
      `${ucFirst(c.audience)} who need ${k.service} choose ${withArticle(k.firm)} that ${chooses}. That is the ${k.firm} we are, built on ${apart}.`,
    ],
    variant,
  );

  const promise = (m.knowledge.promise[m.type] ?? k.promise[m.type] ?? GENERIC.promise[m.type]!).replace(
    '{audience}',
    c.audience,
  );
  const parts = [sentence(promise)];
  const trigger = m.triggers.length ? m.triggers[variant % m.triggers.length] : undefined;
  if (trigger)
    parts.push(sentence(`Especially ${trigger.startsWith('when') ? '' : 'after '}${clause(trigger)}`));
  // The goal it serves: the trade's goal that fits best (a variant takes the next), never a copy of the profile's.
  const goals = ranked(pool(m, 'goals'), m).filter((g) => !repeatsProfile(g.text, m));
  // A variant takes the second best, never one written for a situation far from this profile.
  const goal = goals.length ? goals[variant % Math.min(2, goals.length)]!.text : m.goals[0];
  if (goal)
    parts.push(
      firstPerson(goal)
        ? `Focused on what matters most to them: ${quote(goal)}.`
        : `Focused on what matters most to them: ${sentence(lcFirst(clause(goal)))}`,
    );
  return { positioning, valueProposition: parts.join(' '), pillars };
}
