import type { MessagesSection, ObjectionsSection } from '@icp-studio/contracts';
import { cleanList } from '../../clean.js';
import { clause, sentence, ucFirst } from '../english.js';
import { pool, ranked } from '../model.js';
import {
  alternative,
  fill,
  offerPhrase,
  pick,
  pillarList,
  repeatsProfile,
  type PlaybookContext,
} from './context.js';
import { generateObjections } from './objections.js';

/** A third-person phrase about the client, said to the client ("can see them" -> "can see you"). */
const toYou = (text: string): string =>
  text
    .replace(/\bthemselves\b/g, 'yourself')
    .replace(/\bthem\b/g, 'you')
    .replace(/\btheir\b/g, 'your');

/**
 * Key messages for each stage of the journey: what makes the client notice (awareness), what answers the
 * comparison they make (consideration), what makes them book (decision) and what keeps them and their
 * referrals coming (retention). Built from the trade's messages, pillars, triggers, objections and offer.
 */
export function generateMessages(
  c: PlaybookContext,
  objections: ObjectionsSection = generateObjections(c),
): MessagesSection {
  const { m, k, material, variant } = c;
  const messages = alternative(
    ranked(pool(m, 'messages'), m).map((x) => fill(x.text, m)),
    6,
    variant,
    0,
  );
  const at = (i: number) => (messages[i] ? [sentence(messages[i])] : []);
  const trigger = m.triggers.length ? m.triggers[variant % m.triggers.length] : undefined;
  const after = (t: string) => (t.startsWith('when') ? clause(t) : `after ${clause(t)}`);
  const topic = material.topics[variant % 2]!;
  const pillars = alternative(m.knowledge.pillars, 4, variant, 0);
  const objection = objections[0];

  const awareness = [
    ...(trigger
      ? [
          pick(
            [
              `The moment to call us: ${sentence(clause(trigger))}`,
              `Many of our ${c.nouns} came to us ${sentence(after(trigger))}`,
            ],
            variant,
          ),
        ]
      : []),
    ...at(0),
    `Straight answers on ${sentence(clause(topic))}`,
  ];
  const consideration = [
    ...at(1),
    `What you can expect: ${sentence(pillarList(pillars.slice(0, 3)))}`,
    ...(objection ? [objection.answer] : []),
  ];
  const decision = [
    `Choose the ${k.firm} that ${sentence(toYou(clause(k.chooses)))}`,
    `Start with ${sentence(offerPhrase(material.leadMagnet))}`,
    ...at(2),
  ];
  const retention = [
    `Know someone who needs ${k.service}: introduce them and we will thank you both.`,
    `A short note from us each month on ${sentence(clause(material.topics[(variant + 1) % 2]!))}`,
    ...at(3),
  ];
  const clean = (list: string[]) =>
    cleanList(
      list.filter((x) => !repeatsProfile(x, m)),
      { max: 3 },
    ).map(ucFirst);
  return {
    awareness: clean(awareness),
    consideration: clean(consideration),
    decision: clean(decision),
    retention: clean(retention),
  };
}
