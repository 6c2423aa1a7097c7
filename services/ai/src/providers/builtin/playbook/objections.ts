import type { ObjectionsSection } from '@icp-studio/contracts';
import { normalize } from '../../clean.js';
import { sentence } from '../english.js';
import { GENERIC } from '../knowledge/index.js';
import type { Objection } from '../knowledge/types.js';
import { pool, ranked } from '../model.js';
import { termObjection } from '../terms.js';
import { alternative, type PlaybookContext } from './context.js';

/** The objections this client is most likely to raise, best first, each with the answer that works. */
export function generateObjections(c: PlaybookContext): ObjectionsSection {
  const { m } = c;
  const asText = (o: Objection) => ({ ...o, text: `${o.says} ${o.answer}` });
  const own = ranked(pool(m, 'objections').map(asText), m);
  const general = ranked(GENERIC.objections.filter((o) => !o.type || o.type === m.type).map(asText), m);
  const seen = new Set<string>();
  const list = [...own, ...general].filter((o) => {
    const key = normalize(o.says);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // The trade's own objections first; the general ones only complete a list shorter than three.
  const fromTrade = list.filter((o) => own.includes(o)).length;
  const fitting = list.slice(0, Math.max(fromTrade, 3));
  // The specialist's doubt, answered in the client's own terms, takes the fourth place.
  const term = termObjection(m.talk, c.nouns);
  const chosen = alternative(fitting, 4, c.variant);
  if (term && !chosen.some((o) => normalize(o.says) === normalize(term.says)))
    chosen.splice(Math.min(3, chosen.length), 1, { ...term, text: term.says });
  return chosen.map((o) => ({
    objection: sentence(o.says),
    answer: sentence(o.answer),
  }));
}
