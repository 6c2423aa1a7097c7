import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { blockedRange, neverReachable } from './ip-policy.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Answers every address a host name resolves to (the system resolver by default; tests inject a map). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** A URL the guard refused; `message` is meant for the user who entered it. */
export class UrlBlockedError extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'UrlBlockedError';
  }
}

export const URL_MESSAGES = {
  invalid: 'Please enter a valid URL',
  scheme: 'The API URL must start with http:// or https://',
  credentials: 'The API URL must not contain a user name or password',
  unresolved: "The API URL's host could not be found",
  unresolvedAtSave:
    "Saved, but the API URL's host could not be found from here right now. It is looked up again at every AI request; until it resolves, AI requests with these settings fail.",
  private:
    'The API URL points to a private, loopback or link-local network address, which is not allowed on this installation',
  redirects: 'The AI provider redirected too many times',
} as const;

export interface CheckedUrl {
  url: URL;
  /** The host name as connected to: lower case, without brackets or trailing dots. */
  host: string;
  /** The addresses that were checked; the connection goes to one of these. */
  addresses: ResolvedAddress[];
}

export interface UrlGuardOptions {
  /** AI_ALLOW_PRIVATE_URLS: private, loopback and link-local addresses pass. */
  allowPrivate: boolean;
  resolver?: Resolver;
  /** Exact addresses that pass whatever their range (tests allow-list their own server this way). */
  allowAddresses?: string[];
}

/** The host name of a URL as a resolver and a socket take it. */
export function connectHost(url: URL): string {
  let host = url.hostname.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return host.replace(/\.+$/, '');
}

/**
 * The SSRF guard of users' custom AI endpoints. A URL passes when its scheme is http(s), it carries no
 * user name or password, and every address its host resolves to is a public unicast address (see
 * ip-policy.ts). IPv4 in decimal, hex or octal (`http://2130706433`, `http://0x7f.1`, `http://0177.0.0.1`,
 * `http://127.1`) is normalised by the WHATWG URL parser before the check; trailing dots are dropped;
 * `localhost` and `*.localhost` are refused by name.
 */
export class UrlGuard {
  readonly allowPrivate: boolean;
  private readonly resolver: Resolver;
  private readonly allowAddresses: Set<string>;

  constructor(opts: UrlGuardOptions) {
    this.allowPrivate = opts.allowPrivate;
    this.resolver = opts.resolver ?? systemResolver;
    this.allowAddresses = new Set(opts.allowAddresses ?? []);
  }

  /** Parses and checks a URL and resolves its host; throws UrlBlockedError with a message for the user. */
  async check(raw: string | URL): Promise<CheckedUrl> {
    let url: URL;
    try {
      url = typeof raw === 'string' ? new URL(raw.trim()) : new URL(raw.href);
    } catch {
      throw new UrlBlockedError(URL_MESSAGES.invalid, 'invalid');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UrlBlockedError(URL_MESSAGES.scheme, 'scheme');
    if (url.username || url.password) throw new UrlBlockedError(URL_MESSAGES.credentials, 'credentials');
    const host = connectHost(url);
    if (!host) throw new UrlBlockedError(URL_MESSAGES.invalid, 'invalid');
    const addresses = await this.resolve(host);
    return { url, host, addresses };
  }

  /**
   * The check when a user saves a URL: everything `check` refuses is refused, except a host that does
   * not resolve now (an endpoint that is down, or only resolvable where the product runs in production):
   * that is accepted with a warning for the user. Every call checks the address again (`check`).
   */
  async checkForSave(raw: string | URL): Promise<{ warning?: string }> {
    try {
      await this.check(raw);
      return {};
    } catch (err) {
      if (err instanceof UrlBlockedError && err.reason === 'unresolved')
        return { warning: URL_MESSAGES.unresolvedAtSave };
      throw err;
    }
  }

  /** The checked addresses of a host (an IP literal is its own answer). */
  async resolve(host: string): Promise<ResolvedAddress[]> {
    if (!this.allowPrivate && (host === 'localhost' || host.endsWith('.localhost')))
      throw new UrlBlockedError(URL_MESSAGES.private, 'localhost');
    let addresses: ResolvedAddress[];
    const family = isIP(host);
    if (family) {
      addresses = [{ address: host, family: family as 4 | 6 }];
    } else {
      try {
        addresses = await this.resolver(host);
      } catch {
        throw new UrlBlockedError(URL_MESSAGES.unresolved, 'unresolved');
      }
      if (!addresses.length) throw new UrlBlockedError(URL_MESSAGES.unresolved, 'unresolved');
    }
    for (const { address } of addresses) {
      if (this.allowAddresses.has(address)) continue;
      if (neverReachable(address)) throw new UrlBlockedError(URL_MESSAGES.private, 'unreachable');
      if (!this.allowPrivate) {
        const range = blockedRange(address);
        if (range) throw new UrlBlockedError(URL_MESSAGES.private, range);
      }
    }
    return addresses;
  }
}
