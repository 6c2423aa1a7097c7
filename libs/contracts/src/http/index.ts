/**
 * `@icp-studio/contracts/http`: the gateway's HTTP routes (the declarative registry) and the OpenAPI
 * document generated from them. A subpath of its own so the web bundle does not carry it.
 */
export * from './routes.js';
export * from './openapi.js';
