import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import {
  URL_MESSAGES,
  UrlBlockedError,
  connectHost,
  type ResolvedAddress,
  type UrlGuard,
} from './url-guard.js';

/** The `fetch` the AI SDKs take (`fetch` option): the standard signature. */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** Headers that carry a credential: never sent on to another origin by a redirect. */
const CREDENTIAL_HEADERS = ['authorization', 'x-api-key', 'api-key', 'x-goog-api-key', 'cookie'];

const PIN_TTL_MS = 60_000;

/**
 * A `fetch` for users' custom endpoints that only ever connects to addresses the guard checked:
 *
 * - before each request the URL is checked and its host resolved (UrlGuard), and the checked addresses
 *   are pinned for that host; the socket's `lookup` answers from the pin, so a DNS answer that changes
 *   between the check and the connection (DNS rebinding) cannot swap the address. A host without a pin
 *   is resolved and checked inside the lookup itself. IP literals need no lookup and are checked before.
 * - redirects are followed by hand, at most `maxRedirects`, and each target is checked the same way;
 *   credentials are dropped when a redirect leaves the origin.
 */
export function createSafeFetch(guard: UrlGuard, opts: { maxRedirects?: number } = {}): FetchLike {
  const maxRedirects = opts.maxRedirects ?? 3;
  const pins = new Map<string, { addresses: ResolvedAddress[]; until: number }>();

  const pinnedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const host = hostname.toLowerCase().replace(/\.+$/, '');
    const pin = pins.get(host);
    const answer = (addresses: ResolvedAddress[]) => {
      const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
      const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
      if (!usable.length) {
        callback(Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' }), '');
        return;
      }
      if (options.all)
        callback(
          null,
          usable.map((a) => ({ address: a.address, family: a.family })),
        );
      else callback(null, usable[0]!.address, usable[0]!.family);
    };
    if (pin && pin.until > Date.now()) {
      answer(pin.addresses);
      return;
    }
    guard.resolve(host).then(answer, (err: Error) => callback(err as NodeJS.ErrnoException, ''));
  };

  const agent = new Agent({ connect: { lookup: pinnedLookup }, keepAliveTimeout: 10_000 });

  return async (input, init) => {
    let url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    let method = (init?.method ?? 'GET').toUpperCase();
    let body = init?.body;
    const headers = new Headers(init?.headers);
    for (let hop = 0; ; hop++) {
      const checked = await guard.check(url);
      pins.set(connectHost(checked.url), { addresses: checked.addresses, until: Date.now() + PIN_TTL_MS });
      let response: Response;
      try {
        response = (await undiciFetch(checked.url, {
          method,
          headers: [...headers.entries()],
          body: body as UndiciRequestInit['body'],
          signal: init?.signal ?? undefined,
          redirect: 'manual',
          dispatcher: agent,
        })) as unknown as Response;
      } catch (err) {
        throw unwrapBlocked(err);
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || response.status === 304 || !location)
        return response;
      await response.body?.cancel().catch(() => undefined);
      if (hop >= maxRedirects) throw new UrlBlockedError(URL_MESSAGES.redirects, 'redirects');
      const next = new URL(location, url);
      if (next.origin !== url.origin) for (const h of CREDENTIAL_HEADERS) headers.delete(h);
      // 303, and 301/302 after a POST, continue as a GET without a body (as fetch does).
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
        headers.delete('content-length');
      }
      url = next;
    }
  };
}

/** The guard's refusal inside a lookup arrives as the cause of undici's "fetch failed". */
function unwrapBlocked(err: unknown): unknown {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur; i++) {
    if (cur instanceof UrlBlockedError) return cur;
    cur = (cur as { cause?: unknown }).cause;
  }
  return err;
}
