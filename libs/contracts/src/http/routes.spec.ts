import { API_ROUTES, matchRoute } from './routes.js';

/** The registry scanned in order: what `matchRoute` answered before its table of parameterless paths. */
function scan(method: string, path: string) {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return API_ROUTES.find((r) => {
    const source = r.path
      .split(/(\{[A-Za-z0-9_]+\})/)
      .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return r.method === m && new RegExp(`^${source}/?$`).test(path);
  });
}

describe('matchRoute', () => {
  it('answers every declared path, with and without a trailing slash, as the scan of the registry', () => {
    for (const r of API_ROUTES) {
      const concrete = r.path.replace(/\{[A-Za-z0-9_]+\}/g, 'x1');
      for (const path of [concrete, `${concrete}/`])
        for (const method of [r.method, r.method.toLowerCase(), 'HEAD', 'POST', 'DELETE'])
          expect(matchRoute(method, path)).toBe(scan(method, path));
    }
  });

  it('answers undefined for a path no route declares', () => {
    expect(matchRoute('GET', '/api/no-such-thing')).toBeUndefined();
    expect(matchRoute('GET', '/api/auth/check/extra')).toBeUndefined();
  });
});
