import { blockedRange } from './ip-policy.js';
import { URL_MESSAGES, UrlBlockedError, UrlGuard, type ResolvedAddress, type Resolver } from './url-guard.js';

/** A resolver from a map: tests never reach real DNS. */
function mapResolver(map: Record<string, string[]>): Resolver {
  return async (host) => {
    const answers = map[host];
    if (!answers) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answers.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const resolver = mapResolver({
  'api.example.com': ['93.184.216.34'],
  'dual.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'internal.example.com': ['10.0.0.7'],
  'mixed.example.com': ['93.184.216.34', '192.168.1.10'],
  'metadata.example.com': ['169.254.169.254'],
  'v6-loopback.example.com': ['::1'],
  'ula.example.com': ['fd12:3456:789a::1'],
  localhost: ['127.0.0.1'],
  'evil.example.com': ['127.0.0.1'],
  'cgnat.example.com': ['100.64.0.1'],
});

async function reason(guard: UrlGuard, url: string): Promise<string | null> {
  try {
    await guard.check(url);
    return null;
  } catch (err) {
    if (err instanceof UrlBlockedError) return err.reason;
    throw err;
  }
}

describe('SSRF guard', () => {
  const guard = new UrlGuard({ allowPrivate: false, resolver });

  const refused: [string, string][] = [
    ['loopback', 'http://127.0.0.1:11434/v1'],
    ['loopback, other address of 127/8', 'http://127.8.9.10/'],
    ['short IPv4 form', 'http://127.1/'],
    ['decimal IPv4', 'http://2130706433/'],
    ['hex IPv4', 'http://0x7f.1/'],
    ['hex IPv4, dotted', 'http://0x7f.0x0.0x0.0x1/'],
    ['octal IPv4', 'http://0177.0.0.1/'],
    ['unspecified 0.0.0.0', 'http://0.0.0.0:8000/'],
    ['0/8', 'http://0.1.2.3/'],
    ['private 10/8', 'http://10.1.2.3/v1'],
    ['private 172.16/12', 'http://172.16.0.1/'],
    ['private 172.31', 'http://172.31.255.254/'],
    ['private 192.168/16', 'https://192.168.0.10/v1'],
    ['CGNAT 100.64/10', 'http://100.64.1.1/'],
    ['link-local / cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['multicast', 'http://224.0.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['reserved 240/4', 'http://240.0.0.1/'],
    ['IPv6 loopback', 'http://[::1]:8080/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 metadata, hex form', 'http://[::ffff:a9fe:a9fe]/'],
    ['IPv4-compatible IPv6', 'http://[::127.0.0.1]/'],
    ['NAT64 of a private address', 'http://[64:ff9b::10.0.0.1]/'],
    ['6to4 of loopback', 'http://[2002:7f00:1::1]/'],
    ['IPv6 unique local fc00::/7', 'http://[fd00::1]/'],
    ['IPv6 link-local fe80::/10', 'http://[fe80::1]/'],
    ['IPv6 multicast', 'http://[ff02::1]/'],
    ['localhost by name', 'http://localhost:11434/v1'],
    ['localhost with a trailing dot', 'http://localhost./v1'],
    ['a *.localhost name', 'http://api.localhost/'],
    ['userinfo trick to loopback', 'http://evil@127.0.0.1/'],
    ['userinfo that looks like a host', 'http://api.example.com@127.0.0.1/'],
    ['a name resolving to 10.x', 'https://internal.example.com/v1'],
    ['a name with one private answer among public ones', 'https://mixed.example.com/v1'],
    ['a name resolving to the metadata address', 'http://metadata.example.com/'],
    ['a name resolving to IPv6 loopback', 'http://v6-loopback.example.com/'],
    ['a name resolving to IPv6 ULA', 'http://ula.example.com/'],
    ['a name resolving to CGNAT', 'http://cgnat.example.com/'],
    ['a trailing-dot name resolving to loopback', 'http://evil.example.com./'],
  ];

  it.each(refused)('refuses %s (%s)', async (_name, url) => {
    const err = await guard.check(url).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UrlBlockedError);
    expect((err as UrlBlockedError).message).toBe(
      url.includes('@') ? URL_MESSAGES.credentials : URL_MESSAGES.private,
    );
  });

  it('refuses other schemes, credentials, unknown hosts and non-URLs with a clear message', async () => {
    for (const url of [
      'file:///etc/passwd',
      'gopher://api.example.com/',
      'ftp://api.example.com/',
      'ws://api.example.com/',
    ])
      expect(await reason(guard, url)).toBe('scheme');
    expect(await reason(guard, 'https://user:pass@api.example.com/')).toBe('credentials');
    expect(await reason(guard, 'https://nowhere.example.com/')).toBe('unresolved');
    expect(await reason(guard, 'not a url')).toBe('invalid');
  });

  it('at save time accepts a host that does not resolve, with a warning, and refuses the rest as check does', async () => {
    await expect(guard.checkForSave('https://nowhere.example.com/v1')).resolves.toEqual({
      warning: URL_MESSAGES.unresolvedAtSave,
    });
    await expect(guard.checkForSave('https://api.example.com/v1')).resolves.toEqual({});
    for (const [url, message] of [
      ['http://127.0.0.1:11434/v1', URL_MESSAGES.private],
      ['http://localhost:11434/v1', URL_MESSAGES.private],
      ['https://internal.example.com/v1', URL_MESSAGES.private],
      ['ftp://api.example.com/', URL_MESSAGES.scheme],
      ['https://me:pw@nowhere.example.com/', URL_MESSAGES.credentials],
      ['not a url', URL_MESSAGES.invalid],
    ] as const)
      await expect(guard.checkForSave(url)).rejects.toThrow(message);
    // The operator's AI_ALLOW_PRIVATE_URLS=true lets local endpoints be saved.
    await expect(
      new UrlGuard({ allowPrivate: true, resolver }).checkForSave('http://127.0.0.1:11434/v1'),
    ).resolves.toEqual({});
  });

  it('lets public hosts and addresses through, with the addresses it checked', async () => {
    await expect(guard.check('https://api.example.com/v1')).resolves.toMatchObject({
      host: 'api.example.com',
      addresses: [{ address: '93.184.216.34', family: 4 }],
    });
    expect((await guard.check('https://dual.example.com/v1')).addresses).toHaveLength(2);
    expect(await reason(guard, 'https://api.example.com./v1')).toBeNull(); // the trailing dot is dropped
    expect(await reason(guard, 'http://8.8.8.8/')).toBeNull();
    expect(await reason(guard, 'http://[2606:4700:4700::1111]/')).toBeNull();
    expect(await reason(guard, 'http://[64:ff9b::808:808]/')).toBeNull(); // NAT64 of a public address
  });

  it('allows private addresses when the operator says so (AI_ALLOW_PRIVATE_URLS=true)', async () => {
    const open = new UrlGuard({ allowPrivate: true, resolver });
    for (const url of [
      'http://127.0.0.1:11434/v1',
      'http://localhost:11434/v1',
      'http://2130706433/',
      'http://10.1.2.3/v1',
      'http://169.254.169.254/',
      'http://[::1]:8080/',
      'http://[::ffff:127.0.0.1]/',
      'https://internal.example.com/v1',
      'http://[fd00::1]/',
    ])
      expect(await reason(open, url)).toBeNull();
    // Never an endpoint, and still no credentials or other schemes.
    expect(await reason(open, 'http://0.0.0.0/')).toBe('unreachable');
    expect(await reason(open, 'http://224.0.0.1/')).toBe('unreachable');
    expect(await reason(open, 'http://evil@127.0.0.1/')).toBe('credentials');
    expect(await reason(open, 'file:///etc/passwd')).toBe('scheme');
  });

  it('lets a test allow-list one exact address', async () => {
    const g = new UrlGuard({ allowPrivate: false, resolver, allowAddresses: ['127.0.0.1'] });
    expect(await reason(g, 'http://127.0.0.1:1234/v1')).toBeNull();
    expect(await reason(g, 'http://127.0.0.2:1234/v1')).toBe('loopback');
    expect(await reason(g, 'http://169.254.169.254/')).toBe('linkLocal');
  });
});

describe('address ranges', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.255.255.255', 'private'],
    ['172.15.0.1', null],
    ['172.32.0.1', null],
    ['100.63.255.255', null],
    ['100.128.0.0', null],
    ['169.254.0.1', 'linkLocal'],
    ['::ffff:10.0.0.1', 'ipv4Mapped(private)'],
    ['::ffff:8.8.8.8', null],
    ['64:ff9b::7f00:1', 'nat64(loopback)'],
    ['2002:0a00:0001::', '6to4(private)'],
    ['2002:0808:0808::', null],
    ['fc00::1', 'uniqueLocal'],
    ['febf::1', 'linkLocal'],
  ])('%s -> %s', (address, expected) => {
    expect(blockedRange(address)).toBe(expected);
  });
});
