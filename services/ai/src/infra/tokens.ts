/** Nest injection tokens of the ai service. */
export const AI_CONFIG = Symbol('AI_CONFIG');
export const REDIS = Symbol('AI_REDIS');
