/** DI tokens of the gateway's plumbing. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const REDIS = Symbol('REDIS');
