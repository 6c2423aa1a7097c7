import { isCrossSiteRequest, normalizeOrigin } from './origin-check.js';

const own = 'https://app.example.com';
const allowedOrigins = new Set(['https://admin.example.com']);
const check = (over: Partial<Parameters<typeof isCrossSiteRequest>[0]>) =>
  isCrossSiteRequest({ method: 'POST', ownOrigin: own, allowedOrigins, ...over });

describe('cross-site request check (CSRF)', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('never refuses the safe method %s', (method) => {
    expect(check({ method, secFetchSite: 'cross-site', origin: 'https://evil.example' })).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'delete'])(
    'refuses %s with Sec-Fetch-Site: cross-site',
    (method) => {
      expect(check({ method, secFetchSite: 'cross-site' })).toBe(true);
    },
  );

  it('refuses a foreign Origin', () => {
    expect(check({ origin: 'https://evil.example' })).toBe(true);
  });

  it('refuses the same host over another scheme or port', () => {
    expect(check({ origin: 'http://app.example.com' })).toBe(true);
    expect(check({ origin: 'https://app.example.com:8443' })).toBe(true);
  });

  it('refuses the opaque origin "null" and garbage', () => {
    expect(check({ origin: 'null' })).toBe(true);
    expect(check({ origin: 'not a url' })).toBe(true);
  });

  it('passes its own origin, in any case and with the default port', () => {
    expect(check({ origin: 'https://APP.example.com' })).toBe(false);
    expect(check({ origin: 'https://app.example.com:443' })).toBe(false);
    expect(check({ origin: 'http://localhost:8080', ownOrigin: 'http://localhost:8080' })).toBe(false);
  });

  it('passes an origin from ALLOWED_ORIGINS, even cross-site', () => {
    expect(check({ origin: 'https://admin.example.com' })).toBe(false);
    expect(check({ origin: 'https://admin.example.com', secFetchSite: 'cross-site' })).toBe(false);
  });

  it('passes Sec-Fetch-Site same-origin and none (set by the browser itself)', () => {
    expect(check({ secFetchSite: 'same-origin', origin: own })).toBe(false);
    expect(check({ secFetchSite: 'none' })).toBe(false);
  });

  it('checks the Origin of a same-site (sibling subdomain) request', () => {
    expect(check({ secFetchSite: 'same-site', origin: 'https://blog.example.com' })).toBe(true);
    expect(check({ secFetchSite: 'same-site', origin: 'https://admin.example.com' })).toBe(false);
  });

  it('passes requests with neither header (curl, server to server)', () => {
    expect(check({})).toBe(false);
  });

  it('refuses a foreign Origin when the own origin is unknown', () => {
    expect(check({ ownOrigin: undefined, origin: 'https://evil.example' })).toBe(true);
  });
});

describe('normalizeOrigin', () => {
  it('serialises like a browser', () => {
    expect(normalizeOrigin('HTTPS://Example.COM:443/path?q')).toBe('https://example.com');
    expect(normalizeOrigin('http://example.com:8080')).toBe('http://example.com:8080');
    expect(normalizeOrigin('null')).toBeUndefined();
    expect(normalizeOrigin(undefined)).toBeUndefined();
  });
});
