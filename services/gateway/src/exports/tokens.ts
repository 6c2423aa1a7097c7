/** DI token of the exports' configuration. */
export const EXPORTS_CONFIG = Symbol('EXPORTS_CONFIG');
