import { professionById, type AiQuestion, type Json } from '@icp-studio/contracts';
import { listOf } from './profile-text.js';

/**
 * What the AI asks instead of guessing (docs/engine.md, "Who is who"). The user's trade and the client the
 * profile describes are separate inputs: when no trade is given, the answer says so and asks for it (the
 * client's industry or occupation is never taken for it); when the profile says too little about the
 * client to reason about, the answer asks for the fields to fill and no plan is invented.
 */

export const TRADE_QUESTION: AiQuestion = {
  field: 'profession',
  question:
    'What is your own trade, the service you sell? Choose it under Profession: the suggestions are written for it, and the client’s industry is not taken for it.',
};

const text = (v: Json | undefined): string => (typeof v === 'string' ? v.trim() : '');

/** Whether the user's trade is given (a known profession id). */
export function tradeGiven(profession: Json | undefined): boolean {
  return Boolean(professionById(text(profession)));
}

/** The fields that say who the client is, each with the question that fills it, per kind of client. */
const CLIENT_FIELDS: Record<'b2b' | 'b2c', [string, string][]> = {
  b2b: [
    ['industry', 'What industry are these client businesses in?'],
    ['companySize', 'How many people do they employ?'],
    ['painPoints', 'What problems do they bring to you, in their own words?'],
    ['goals', 'What do they want to achieve in the next year?'],
    ['geographics', 'Where are they (country, region or city)?'],
  ],
  b2c: [
    ['occupation', 'What do these clients do for a living, or what situation are they in?'],
    ['ageRange', 'What age range are they?'],
    ['painPoints', 'What problems do they bring to you, in their own words?'],
    ['goals', 'What do they want to achieve?'],
    ['geographics', 'Where do they live (country, region or city)?'],
  ],
};

/** Fields besides those above that also describe the client. */
const OTHER_CLIENT_FIELDS = [
  'needs',
  'psychographics',
  'behavioralTraits',
  'decisionMakerRole',
  'decisionMakerTitle',
  'revenue',
  'income',
];

function filled(v: Json | undefined): boolean {
  return typeof v === 'string' ? v.trim().length > 0 : listOf(v).length > 0;
}

/**
 * A profile too sparse to reason about: fewer than two of the fields that describe the client are filled
 * (a name and a type say nothing about who the client is). Then the questions name the empty fields.
 */
export function sparseQuestions(data: Record<string, Json | undefined>): AiQuestion[] {
  const type = data.type === 'b2b' ? 'b2b' : 'b2c';
  const fields = CLIENT_FIELDS[type];
  const count =
    fields.filter(([f]) => filled(data[f])).length +
    OTHER_CLIENT_FIELDS.filter((f) => filled(data[f])).length;
  if (count >= 2) return [];
  return fields.filter(([f]) => !filled(data[f])).map(([field, question]) => ({ field, question }));
}

/** The questions for a profile route: the trade when unknown, then the sparse profile's fields. */
export function profileQuestions(data: Record<string, Json | undefined>): AiQuestion[] {
  return [...(tradeGiven(data.profession) ? [] : [TRADE_QUESTION]), ...sparseQuestions(data)];
}
