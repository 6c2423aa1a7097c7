#!/usr/bin/env node
/**
 * Writes the built-in template library (docs/product.md §12, Templates) to
 * services/playbook/src/infra/migrations/data/templates.json, which a migration seeds.
 *
 * A one-off generator, run by hand after `npm run build` when the knowledge changes; its output is
 * committed and reviewed like any other text. For every profession (libs/contracts/src/professions.ts) and
 * every kind of client it serves it composes a complete profile from the built-in engine's knowledge of
 * that trade (services/ai/src/providers/builtin/knowledge/): one segment, its situation, triggers, pains,
 * goals, objections, channels and buyer journey. A trade that serves one kind of client gets two profiles,
 * one for each of its first two segments. Each profile comes with a 90-day playbook that the same engine
 * writes from it, section by section. Deterministic: the same knowledge always gives the same file.
 *
 *   node scripts/generate-templates.mjs
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { PROFESSIONS, tipExamplesFor, PLAYBOOK_SECTIONS, toPlaybookFields } from '@icp-studio/contracts';
import { knowledgeOf } from '../services/ai/dist/providers/builtin/knowledge/index.js';
import { BuiltinProvider } from '../services/ai/dist/providers/builtin/engine.js';

const OUT = fileURLToPath(
  new URL('../services/playbook/src/infra/migrations/data/templates.json', import.meta.url),
);

const NUMBERS = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

/** "three weeks" -> "3 weeks": a figure the reader (and the quality score) can see at a glance. */
function figures(text) {
  return text.replace(
    /\b(two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)\b(?=\s+(?:[a-z-]+\s+)?(?:days?|weeks?|months?|years?|hours?|minutes|times|visits?|sessions?|calls?|quotes?|people|employees|staff|clients?|customers|patients|enquiries|leads|bookings|candidates|hires|returns?|jobs?|rooms?|pounds|kg))/gi,
    (w) => String(NUMBERS[w.toLowerCase()]),
  );
}

const article = (noun) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const ucFirst = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const lcFirst = (s) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const stop = (s) => (/[.!?”]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

function ageSpan(text) {
  const m = /(\d+)\s*[-–]\s*(\d+)/.exec(text ?? '');
  if (m) return [Number(m[1]), Number(m[2])];
  const plus = /(\d+)\s*\+/.exec(text ?? '');
  return plus ? [Number(plus[1]), 99] : null;
}

const overlaps = (a, b) => !a || !b || (a[0] <= b[1] && b[0] <= a[1]);

/** Whether a knowledge entry fits this kind of client, this segment's tags and age span. */
function fits(item, kind, tags, age) {
  if (item.type && item.type !== kind) return false;
  if (item.need && !item.need.every((t) => tags.has(t))) return false;
  if (item.not && item.not.some((t) => tags.has(t))) return false;
  if (item.age && age && !overlaps(item.age, age)) return false;
  return true;
}

/** The fitting entries, those the segment's tags name first, then the ones for everyone, in knowledge order. */
function pick(items, kind, tags, age) {
  const ok = items.filter((i) => fits(i, kind, tags, age));
  const score = (i) => (i.any?.some((t) => tags.has(t)) || i.need ? 2 : i.any ? 0 : 1);
  return ok
    .map((item, index) => ({ item, index }))
    .sort((a, b) => score(b.item) - score(a.item) || a.index - b.index)
    .map((x) => x.item);
}

function tools(profession) {
  return [...tipExamplesFor('b2b', profession).tools.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** The segments a template is written for: the first of each kind served, or the first two of one kind. */
function segmentsFor(profession, k) {
  if (profession.serves.length > 1)
    return profession.serves.map((kind) => ({
      kind,
      segment: k.segments.find((s) => !s.type || s.type === kind),
    }));
  const kind = profession.serves[0];
  return k.segments
    .filter((s) => !s.type || s.type === kind)
    .slice(0, 2)
    .map((segment) => ({ kind, segment }));
}

function composeProfile(profession, k, kind, segment) {
  const tags = new Set([...(segment.any ?? []), ...(segment.need ?? [])]);
  const noun = k.client[kind] ?? (kind === 'b2b' ? 'business' : 'client');
  // "a typical company runs a company..." reads badly: then the client is just "client".
  const client = new RegExp(`\\b${noun}\\b`, 'i').test(segment.situation) ? 'client' : noun;
  const name = ucFirst(segment.label);

  const fields = { name, type: kind, profession: profession.id };
  let age = segment.age ?? null;
  if (kind === 'b2c') {
    const d = k.demographics.b2c;
    const ageItem = d.ages.find((a) => overlaps(ageSpan(a.text), segment.age)) ?? d.ages[0];
    fields.ageRange = ageItem.text;
    age = ageSpan(ageItem.text) ?? age;
    fields.income = pick(d.incomes, kind, tags, age)[0]?.text ?? d.incomes[0].text;
    fields.occupation = pick(d.occupations, kind, tags, age)[0]?.text ?? d.occupations[0].text;
    fields.education = d.education[0];
    fields.gender = 'all';
  } else {
    const d = k.demographics.b2b;
    fields.industry = d.industries[0];
    fields.companySize = d.companySizes[0];
    fields.revenue = d.revenues[0];
    fields.technographics = tools(profession);
    fields.decisionMakerRole = d.roles[0];
    fields.decisionMakerTitle = d.titles[0];
  }
  fields.geographics = [k.demographics.locations[0]];

  const [trigger, trigger2] = segment.triggers;
  const objection = pick(k.objections, kind, tags, age)[0];
  fields.psychographics = [
    `A typical ${client} in this group ${stop(segment.situation)}`,
    `They start looking for ${k.service} after ${trigger}${trigger2 ? ` or ${trigger2}` : ''}.`,
    `They choose the ${k.firm} that ${stop(k.chooses)}`,
    objection ? `What holds them back, in their words: “${stop(objection.says)}”` : '',
  ]
    .filter(Boolean)
    .join(' ');

  fields.behavioralTraits = [
    stop(k.journey.consideration),
    `Starts looking after ${trigger}`,
    ...(trigger2 ? [`Acts quickly after ${trigger2}`] : []),
    ...(objection
      ? [`Says “${objection.says.replace(/[.!?]$/, '')}” before committing, and needs that answered first`]
      : []),
  ];

  const pains = pick(k.pains, kind, tags, age).map((p) => figures(p.text));
  const painPoints = pains.slice(0, 4);
  if (!painPoints.some((p) => /\d/.test(p))) {
    const quantified = pains.find((p) => /\d/.test(p));
    if (quantified) painPoints[3] = quantified;
  }
  fields.painPoints = painPoints;

  const goals = pick(k.goals, kind, tags, age).map((g) => figures(g.text));
  const goalList = goals.slice(0, 3);
  if (!goalList.some((g) => /\d/.test(g))) {
    const measurable = goals.find((g) => /\d/.test(g));
    goalList.push(
      measurable ??
        `A first meeting with ${article(k.firm)} within 2 weeks, with a clear plan and price in writing`,
    );
  }
  fields.goals = goalList;

  // The trade's pillars, and the answer to the segment's objection when it speaks of the offer, not of "we".
  const ours = (t) => /\b(we|our|us)\b/i.test(t);
  const needs = [...k.pillars.filter((p) => !ours(p)).slice(0, 3)];
  if (objection && !ours(objection.answer) && !objection.answer.includes(';')) needs.push(objection.answer);
  if (needs.length < 3) needs.push(`A ${k.firm} that ${k.chooses}`);
  fields.needs = needs;

  fields.preferredChannels = pick(k.channels, kind, tags, age)
    .slice(0, 4)
    .map((c) => c.text.replace(/\{place\}/g, 'your area'));

  fields.buyerJourney = {
    awareness: `${stop(k.journey.awareness)} For this group the usual trigger is ${trigger}.`,
    consideration: `${stop(k.journey.consideration)}${
      objection ? ` The question to answer early: “${stop(objection.says)}”` : ''
    }`,
    decision: `${stop(k.journey.decision)} A low-risk first step helps: ${stop(lcFirst(material(k, kind).leadMagnet))}`,
  };

  const description = `${ucFirst(k.label)}, ${kind === 'b2b' ? 'business' : 'consumer'} clients: a typical ${client} ${stop(segment.situation)}`;
  return { fields, description };
}

/** The campaign material for one kind of client (a farm vet's offer is not a puppy evening). */
function material(k, kind) {
  return { leadMagnet: k.leadMagnet, ...(k.material?.[kind] ?? {}) };
}

const engine = new BuiltinProvider();

function composePlaybook(fields) {
  const sections = {};
  for (const section of PLAYBOOK_SECTIONS) {
    sections[section] = engine.answer({
      kind: 'playbookSection',
      // Without the profile's area: the engine would write "groups in Within 5 miles of the practice".
      input: { section, icpData: { ...fields, geographics: [] }, options: {}, current: sections },
    });
  }
  const name = `90-day plan: ${lcFirst(fields.name)}`;
  const {
    icpId: _icpId,
    name: _name,
    status: _status,
    ...content
  } = toPlaybookFields(sections, { icpId: 'template', name });
  return { name, content };
}

const templates = [];
for (const profession of PROFESSIONS) {
  const k = knowledgeOf(profession.id);
  if (!k) throw new Error(`No knowledge for ${profession.id}`);
  for (const { kind, segment } of segmentsFor(profession, k)) {
    const { fields, description } = composeProfile(profession, k, kind, segment);
    const playbook = composePlaybook(fields);
    const { name, ...content } = fields;
    templates.push({
      kind: 'icp',
      profession: profession.id,
      clientType: kind,
      name,
      description,
      content: { name, ...content },
    });
    templates.push({
      kind: 'playbook',
      profession: profession.id,
      clientType: kind,
      name: playbook.name,
      description: `A 90-day marketing plan for the profile “${name}”. ${description}`,
      content: { name: playbook.name, ...playbook.content },
    });
  }
}

// Formatted as the repository's prettier check wants it, so a run that changes nothing changes no byte.
const options = { ...(await resolveConfig(OUT)), filepath: OUT };
writeFileSync(OUT, await format(JSON.stringify(templates), options));
console.log(`${templates.length} templates written to ${OUT}`);
