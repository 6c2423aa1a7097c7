/** Nest injection token of the parsed `AuthConfig` (a type, so metadata cannot name it). */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
