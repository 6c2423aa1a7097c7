import {
  DEFAULT_REDIS_KEY_PREFIX,
  SESSION_COOKIE,
  cookieFromHeader,
  parseStoredSession,
  readSession,
  sessionKey,
  sessionSecrets,
  signSessionId,
  unsignSessionCookie,
} from './session-reader.js';

const SECRET = 'test-secret-0123456789-0123456789-abcdef';
const OLD_SECRET = 'old-secret-0123456789-0123456789-abcdef';
const SID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
/** Made by cookie-signature 1.2.2 (what express-session signs with): `sign(SID, SECRET)`. */
const SIGNED_BY_COOKIE_SIGNATURE = `s:${SID}.2XtRba453LjyQfvHRalvLSDqFkdaGHKLDlCZXhBbnEc`;
const USER = '6f1f4c9e-2b7a-4d3e-9c1a-0b9e8d7c6a51';

function stored(auth: object | undefined, cookie: object = { path: '/', httpOnly: true }): string {
  return JSON.stringify({ cookie, ...(auth ? { auth } : {}) });
}

class FakeRedis {
  readonly keys: string[] = [];
  constructor(private readonly data: Record<string, string> = {}) {}
  async get(key: string): Promise<string | null> {
    this.keys.push(key);
    return this.data[key] ?? null;
  }
}

const header = (value: string) => `${SESSION_COOKIE}=${encodeURIComponent(value)}`;

describe('session reader', () => {
  it('names the cookie and lays out the keys as the gateway does', () => {
    expect(SESSION_COOKIE).toBe('icp.sid');
    expect(DEFAULT_REDIS_KEY_PREFIX).toBe('icp:gw:');
    expect(sessionKey('icp:gw:', 'abc')).toBe('icp:gw:sess:abc');
  });

  it('signs exactly like cookie-signature', () => {
    expect(signSessionId(SID, SECRET)).toBe(SIGNED_BY_COOKIE_SIGNATURE);
    expect(unsignSessionCookie(SIGNED_BY_COOKIE_SIGNATURE, SECRET)).toBe(SID);
  });

  it('refuses unsigned, tampered and foreign-signed values', () => {
    expect(unsignSessionCookie(SID, SECRET)).toBeNull();
    expect(unsignSessionCookie(`s:${SID}`, SECRET)).toBeNull();
    expect(
      unsignSessionCookie(signSessionId(SID, 'another-secret-0123456789-0123456789'), SECRET),
    ).toBeNull();
    const [, sig] = SIGNED_BY_COOKIE_SIGNATURE.split('.');
    expect(unsignSessionCookie(`s:${SID.replace('A', 'B')}.${sig}`, SECRET)).toBeNull();
    expect(unsignSessionCookie(`${SIGNED_BY_COOKIE_SIGNATURE}=`, SECRET)).toBeNull();
    expect(unsignSessionCookie(SIGNED_BY_COOKIE_SIGNATURE.slice(0, -1), SECRET)).toBeNull();
    expect(unsignSessionCookie('s:.', SECRET)).toBeNull();
    expect(unsignSessionCookie(SIGNED_BY_COOKIE_SIGNATURE, [])).toBeNull();
    expect(unsignSessionCookie(SIGNED_BY_COOKIE_SIGNATURE, '')).toBeNull();
  });

  it('verifies with any secret of a rotation list (the first one signs)', () => {
    expect(sessionSecrets(` ${SECRET} , ${OLD_SECRET},`)).toEqual([SECRET, OLD_SECRET]);
    expect(sessionSecrets(SECRET)).toEqual([SECRET]);
    const signedWithOld = signSessionId(SID, OLD_SECRET);
    expect(unsignSessionCookie(signedWithOld, [SECRET, OLD_SECRET])).toBe(SID);
    expect(unsignSessionCookie(signedWithOld, [SECRET])).toBeNull();
  });

  it('reads the cookie from a header the way the cookie package does', () => {
    expect(cookieFromHeader(undefined, 'icp.sid')).toBeUndefined();
    expect(cookieFromHeader('', 'icp.sid')).toBeUndefined();
    expect(cookieFromHeader('a=1; icp.sid=s%3Aabc.def; b=2', 'icp.sid')).toBe('s:abc.def');
    expect(cookieFromHeader('icp.sid=first; icp.sid=second', 'icp.sid')).toBe('first');
    expect(cookieFromHeader('icp.sid="quoted"', 'icp.sid')).toBe('quoted');
    expect(cookieFromHeader('icp.sid=%E0%A4%A', 'icp.sid')).toBe('%E0%A4%A');
    expect(cookieFromHeader('xicp.sid=1; other', 'icp.sid')).toBeUndefined();
  });

  it('parses a stored session and refuses anything else', () => {
    const auth = { userId: USER, sessionVersion: 3, createdAt: 1700000000000 };
    expect(parseStoredSession(SID, stored(auth))).toEqual({ sessionId: SID, ...auth });
    expect(parseStoredSession(SID, stored(undefined))).toBeNull(); // nobody signed in
    expect(parseStoredSession(SID, '{not json')).toBeNull();
    expect(parseStoredSession(SID, stored({ ...auth, userId: 'nope' }))).toBeNull();
    expect(parseStoredSession(SID, stored({ ...auth, sessionVersion: '3' }))).toBeNull();
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseStoredSession(SID, stored(auth, { expires: '2029-12-31T23:59:59.000Z' }), now)).toBeNull();
    expect(parseStoredSession(SID, stored(auth, { expires: '2030-01-02T00:00:00.000Z' }), now)).toEqual({
      sessionId: SID,
      ...auth,
    });
    expect(parseStoredSession(SID, stored(auth, { expires: null }), now)).not.toBeNull();
  });

  it('reads a signed-in session from Redis under the key prefix', async () => {
    const auth = { userId: USER, sessionVersion: 0, createdAt: 1 };
    const redis = new FakeRedis({ [sessionKey('p:', SID)]: stored(auth) });
    const opts = { redis, secret: [SECRET, OLD_SECRET], keyPrefix: 'p:' };
    expect(await readSession(header(SIGNED_BY_COOKIE_SIGNATURE), opts)).toEqual({ sessionId: SID, ...auth });
    expect(await readSession(`x=y; ${header(signSessionId(SID, OLD_SECRET))}`, opts)).toEqual({
      sessionId: SID,
      ...auth,
    });
    expect(redis.keys).toEqual(['p:sess:' + SID, 'p:sess:' + SID]);
  });

  it('answers null without a lookup for a missing or badly signed cookie', async () => {
    const redis = new FakeRedis();
    const opts = { redis, secret: SECRET, keyPrefix: 'p:' };
    expect(await readSession(undefined, opts)).toBeNull();
    expect(await readSession('other=1', opts)).toBeNull();
    expect(await readSession(header(`s:${SID}.forged`), opts)).toBeNull();
    expect(await readSession(header(signSessionId('short', SECRET)), opts)).toBeNull();
    expect(await readSession(header(signSessionId('a/b:c*../../sess', SECRET)), opts)).toBeNull();
    expect(redis.keys).toEqual([]);
    expect(await readSession(header(SIGNED_BY_COOKIE_SIGNATURE), opts)).toBeNull(); // unknown session
    expect(redis.keys).toEqual(['p:sess:' + SID]);
  });

  it('lets a Redis failure through (the caller answers 503, not 401)', async () => {
    const redis = { get: () => Promise.reject(new Error('Connection is closed.')) };
    await expect(
      readSession(header(SIGNED_BY_COOKIE_SIGNATURE), { redis, secret: SECRET, keyPrefix: 'p:' }),
    ).rejects.toThrow('Connection is closed.');
  });
});
