/**
 * The SSRF-safe fetch against local servers: every redirect is checked again (at most 3), credentials
 * stay with their origin, and the connection goes to the address that was checked (DNS pinning).
 */
import { CustomProvider } from '../src/providers/custom.js';
import { ProviderError } from '../src/providers/errors.js';
import { createSafeFetch } from '../src/ssrf/safe-fetch.js';
import { URL_MESSAGES, UrlBlockedError, UrlGuard, type Resolver } from '../src/ssrf/url-guard.js';
import { startFakeOpenAi, type FakeProviderServer } from './support/fake-providers.js';

const KEY = 'sk-redirect-secret-42';

describe('SSRF-safe fetch', () => {
  let a: FakeProviderServer;
  let b: FakeProviderServer;
  /** The test servers are on 127.0.0.1, allow-listed exactly; everything else private stays refused. */
  const guard = new UrlGuard({ allowPrivate: false, allowAddresses: ['127.0.0.1'] });
  const safeFetch = createSafeFetch(guard, { maxRedirects: 3 });
  const post = (url: string) =>
    safeFetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
    });

  beforeEach(async () => {
    a = await startFakeOpenAi();
    b = await startFakeOpenAi();
  });
  afterEach(async () => {
    await a.close();
    await b.close();
  });

  it('refuses a redirect from an allowed server to the cloud metadata address', async () => {
    a.enqueue({ redirect: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/' });
    const err = await post(`${a.url}/v1/chat/completions`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UrlBlockedError);
    expect((err as UrlBlockedError).message).toBe(URL_MESSAGES.private);
    expect(a.requests).toHaveLength(1);
  });

  it('refuses redirects to loopback in disguise (decimal, hex, short, IPv4-mapped IPv6)', async () => {
    // 127.0.0.2: loopback, and not the allow-listed test server.
    for (const target of [
      'http://2130706434/',
      'http://0x7f.0.0.2/',
      'http://127.2/',
      'http://[::ffff:127.0.0.2]/',
    ]) {
      a.enqueue({ redirect: target, status: 302 });
      const err = await post(`${a.url}/v1/chat/completions`).catch((e: unknown) => e);
      expect([target, err]).toEqual([target, expect.any(UrlBlockedError)]);
    }
  });

  it('follows up to 3 redirects, keeping a POST and its body on 307/308, and no more', async () => {
    a.enqueue(
      { redirect: '/v1/one', status: 307 },
      { redirect: '/v1/two', status: 308 },
      { redirect: '/v1/chat/completions', status: 307 },
    );
    const ok = await post(`${a.url}/v1/start`);
    expect(ok.status).toBe(200);
    expect(a.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/v1/start'],
      ['POST', '/v1/one'],
      ['POST', '/v1/two'],
      ['POST', '/v1/chat/completions'],
    ]);
    expect(a.requests[3]!.body).toMatchObject({ model: 'm' });

    a.enqueue(
      { redirect: '/1' },
      { redirect: '/2' },
      { redirect: '/3' },
      { redirect: '/v1/chat/completions' },
    );
    await expect(post(`${a.url}/v1/start`)).rejects.toThrow(URL_MESSAGES.redirects);
  });

  it('drops the API key when a redirect leaves the origin', async () => {
    a.enqueue({ redirect: `${b.url}/v1/chat/completions`, status: 307 });
    expect((await post(`${a.url}/v1/chat/completions`)).status).toBe(200);
    expect(a.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(b.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('connects to the address it checked, whatever DNS answers next (rebinding)', async () => {
    // The first answer is the test server; every later one is another loopback address where nothing
    // listens. Resolving again at connect time would fail the request.
    let calls = 0;
    const rebinding: Resolver = async () => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
    };
    const pinned = createSafeFetch(new UrlGuard({ allowPrivate: true, resolver: rebinding }));
    const port = new URL(a.url).port;
    const res = await pinned(`http://llm.rebind.test:${port}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [] }),
    });
    expect(res.status).toBe(200);
    expect(calls).toBe(1);
    expect(a.requests[0]!.headers.host).toBe(`llm.rebind.test:${port}`);
  });

  it('makes a custom provider answer 400 with the reason when its endpoint redirects inward', async () => {
    a.setDefault({ redirect: 'http://10.0.0.5/v1/chat/completions' });
    const provider = new CustomProvider({
      model: 'm',
      baseUrl: `${a.url}/v1`,
      timeoutMs: 3000,
      fetch: safeFetch,
    });
    const err = await provider.run({ kind: 'demographics', input: { type: 'b2c' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).toDomainError()).toMatchObject({
      status: 400,
      message: URL_MESSAGES.private,
    });
  });
});
