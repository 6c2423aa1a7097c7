import type { IncomingMessage } from 'node:http';
import { handshakeOrigin, isCrossSiteHandshake, normalizeOrigin, ownOriginOf } from './origin.js';

const none = new Set<string>();
const allowed = new Set(['https://partner.example']);

function req(headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { headers, socket: { encrypted } } as unknown as IncomingMessage;
}

describe('origin check of the handshake', () => {
  it('normalises origins', () => {
    expect(normalizeOrigin('HTTPS://App.Example:443')).toBe('https://app.example');
    expect(normalizeOrigin('null')).toBeUndefined();
    expect(normalizeOrigin('garbage')).toBeUndefined();
    expect(normalizeOrigin(undefined)).toBeUndefined();
  });

  it('takes the own origin from the forwarded headers, else from the connection', () => {
    expect(ownOriginOf(req({ host: 'app.example:8080' }))).toBe('http://app.example:8080');
    expect(ownOriginOf(req({ host: 'app.example' }, true))).toBe('https://app.example');
    expect(ownOriginOf(req({ host: 'realtime:3107', 'x-forwarded-proto': 'https' }))).toBe(
      'https://realtime:3107',
    );
    expect(
      ownOriginOf(req({ host: 'a', 'x-forwarded-host': 'app.example, proxy', 'x-forwarded-proto': 'http' })),
    ).toBe('http://app.example');
    expect(ownOriginOf(req({}))).toBeUndefined();
  });

  it('passes a same-origin page and an allowed one', () => {
    const own = 'https://app.example';
    expect(isCrossSiteHandshake({ origin: 'https://app.example', ownOrigin: own }, none)).toBe(false);
    expect(isCrossSiteHandshake({ origin: 'https://APP.example:443', ownOrigin: own }, none)).toBe(false);
    expect(isCrossSiteHandshake({ origin: 'https://partner.example', ownOrigin: own }, allowed)).toBe(false);
  });

  it('refuses another site, another scheme or port, and "null"', () => {
    const own = 'https://app.example';
    for (const origin of [
      'https://evil.example',
      'http://app.example',
      'https://app.example:8443',
      'null',
      'x',
    ]) {
      expect(isCrossSiteHandshake({ origin, ownOrigin: own }, allowed)).toBe(true);
    }
    expect(isCrossSiteHandshake({ origin: 'https://app.example' }, none)).toBe(true); // own origin unknown
  });

  it('passes a client that sends no Origin (not a browser) unless it says cross-site', () => {
    expect(isCrossSiteHandshake({ ownOrigin: 'http://a' }, none)).toBe(false);
    expect(isCrossSiteHandshake({ secFetchSite: 'cross-site' }, none)).toBe(true);
  });

  it('reads the headers of a request', () => {
    expect(
      handshakeOrigin(
        req({ host: 'app.example', origin: 'http://app.example', 'sec-fetch-site': 'same-origin' }),
      ),
    ).toEqual({ origin: 'http://app.example', secFetchSite: 'same-origin', ownOrigin: 'http://app.example' });
  });
});
