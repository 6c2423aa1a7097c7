/**
 * What the proof suites (test/security, test/fuzz) read from the route registry
 * (libs/contracts/src/http/routes.ts) instead of keeping lists of their own: a route's key, the kind of
 * record its `{id}` names (from its path), which registry route a request went to, and which routes no
 * request of a run reached. A route added to the registry is probed without editing either suite; one the
 * suites cannot name the parameters of, or never reached, fails them.
 */

/** `GET /api/icps/{id}`: how the suites name a route. */
export const routeKey = (route) => `${route.method} ${route.path}`;

/**
 * The kind of record the `{id}` of a path names, by the collection it stands under: `/api/icps/{id}/...`
 * names a profile. A route under a new collection needs its line here (the suites refuse it until then).
 */
export const COLLECTION_KIND = {
  '/api/icps': 'icp',
  '/api/playbooks': 'playbook',
  '/api/drafts': 'draft',
  '/api/notes': 'note',
  '/api/templates': 'template',
  '/api/users': 'user',
  '/api/notifications': 'notification',
  '/api/admin/users': 'user',
  '/api/admin/assignments': 'client',
  '/api/approvals': 'approval',
  '/api/admin/compliance-reviewers': 'user',
};

/** The kind of record the path's `{id}` names; undefined without an `{id}` or under an unknown collection. */
export function idKindOfPath(path) {
  const at = path.indexOf('/{id}');
  return at < 0 ? undefined : COLLECTION_KIND[path.slice(0, at)];
}

/** The path parameters of a route (from its params schema, else its path). */
export function paramNames(route) {
  const fromSchema = route.params?.shape ? Object.keys(route.params.shape) : [];
  const fromPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  return [...new Set([...fromPath, ...fromSchema])];
}

/** The routes whose `{id}` no collection of COLLECTION_KIND names: the suites cannot probe them. */
export function routesWithoutIdKind(routes) {
  return routes.filter((r) => r.path.includes('{id}') && !idKindOfPath(r.path));
}

function patternOf(path) {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * The registry route a request went to (`url` with or without its query string), as the gateway routes
 * it: of the patterns that match, the one with the fewest parameters (`/api/templates/builtin` before
 * `/api/templates/{id}`); undefined for a path no route has.
 */
export function routeOf(routes, method, url) {
  const path = url.split('?')[0];
  let best;
  for (const route of routes) {
    if (route.method !== method.toUpperCase() || !patternOf(route.path).test(path)) continue;
    const params = (route.path.match(/\{/g) ?? []).length;
    if (!best || params < best.params) best = { route, params };
  }
  return best?.route;
}

/**
 * The keys of the routes no request reached. `requests` are `{method, path}` (path with its query) or
 * labels `METHOD /path`; `exempt` keys are not required.
 */
export function unexercised(routes, requests, exempt = {}) {
  const seen = new Set();
  for (const r of requests) {
    const [method, path] =
      typeof r === 'string' ? [r.slice(0, r.indexOf(' ')), r.slice(r.indexOf(' ') + 1)] : [r.method, r.path];
    const route = routeOf(routes, method, path ?? '');
    if (route) seen.add(routeKey(route));
  }
  return routes.map(routeKey).filter((k) => !seen.has(k) && !exempt[k]);
}
