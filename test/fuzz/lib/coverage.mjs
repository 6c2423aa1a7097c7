/**
 * What a fuzz run must have done with the route registry: every route answered 2xx at least once (its
 * valid requests reached the owning service and passed), unless it is listed with why no request can.
 * The routes are the registry's (`API_ROUTES`), so a route added there is drawn, fuzzed and held to this
 * without editing the suite.
 */

/**
 * The operationIds of the routes that never answered 2xx. `byRoute`: operationId -> `{s2}` (the run's
 * counts); `noSuccessPath`: operationId -> why no request can succeed.
 */
export function unreachedRoutes(routes, byRoute, noSuccessPath = {}) {
  return routes
    .filter((r) => !(byRoute[r.operationId]?.s2 > 0) && !noSuccessPath[r.operationId])
    .map((r) => r.operationId);
}
