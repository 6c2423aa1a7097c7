/**
 * The playbook generated from a profile by the built-in engine, section by section (docs/engine.md,
 * "Generating a playbook"). Pure functions: the same profile and options always give the same sections.
 */
import type {
  PlaybookGenerationOptions,
  PlaybookSection,
  PlaybookSectionName,
  PlaybookSections,
} from '@icp-studio/contracts';
import type { CurrentSections } from '../../provider.js';
import { factCheckDeep, statedFacts } from '../facts.js';
import type { Fields } from '../model.js';
import { generateBudget } from './budget.js';
import { generateChannels } from './channels.js';
import { contextOf, type PlaybookContext } from './context.js';
import { generateKpis } from './kpis.js';
import { generateMessages } from './messages.js';
import { generateObjections } from './objections.js';
import { generatePositioning } from './positioning.js';
import { generateRoadmap } from './roadmap.js';

export { toPlaybookFields, kpiTargetText } from '@icp-studio/contracts';

function section<N extends PlaybookSectionName>(
  name: N,
  c: PlaybookContext,
  current: CurrentSections,
): PlaybookSection<N> {
  const channels = () => current.channels ?? generateChannels(c);
  const kpis = () => current.kpis ?? generateKpis(c);
  const roadmap = () => current.roadmap ?? generateRoadmap(c, channels(), kpis());
  const out: { [K in PlaybookSectionName]: () => PlaybookSection<K> } = {
    positioning: () => generatePositioning(c),
    messages: () => generateMessages(c),
    objections: () => generateObjections(c),
    channels,
    roadmap,
    kpis,
    budget: () => generateBudget(c, roadmap()),
  };
  return out[name]();
}

/** One section on its own ("regenerate"): a `variant` other than the one shown gives an alternative. */
export function generateSection<N extends PlaybookSectionName>(
  name: N,
  profile: Fields,
  options: PlaybookGenerationOptions = {},
  current: CurrentSections = {},
): PlaybookSection<N> {
  // Nothing that contradicts a fact the profile states (docs/engine.md, "Stated facts").
  return factCheckDeep(section(name, contextOf(profile, options), current), statedFacts(profile));
}

/** The whole playbook from a profile, every section in one call. */
export function generatePlaybookSections(
  profile: Fields,
  options: PlaybookGenerationOptions = {},
): PlaybookSections {
  const c = contextOf(profile, options);
  const channels = generateChannels(c);
  const kpis = generateKpis(c);
  const roadmap = generateRoadmap(c, channels, kpis);
  const objections = generateObjections(c);
  const facts = statedFacts(profile);
  return factCheckDeep(
    {
      positioning: generatePositioning(c),
      messages: generateMessages(c, objections),
      objections,
      channels,
      roadmap,
      kpis,
      budget: generateBudget(c, roadmap),
    },
    facts,
  );
}
