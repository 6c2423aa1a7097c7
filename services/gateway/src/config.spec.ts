import { loadGatewayConfig, opsPort, sessionSecret } from './config.js';

const SECRET = 's'.repeat(32);

describe('gateway configuration', () => {
  it('has the documented defaults', () => {
    const c = loadGatewayConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      SESSION_IDLE_MINUTES: 1440,
      SESSION_ABSOLUTE_HOURS: 168,
      TRUST_PROXY: '127.0.0.1',
      ALLOWED_ORIGINS: [],
      RATE_LIMIT_ENABLED: true,
      RATE_LIMIT_WINDOW_SECONDS: 900,
      RATE_LIMIT_LOGIN_PER_IP: 20,
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: 5,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: 10,
      RATE_LIMIT_LOGIN_ACCOUNT_DELAY_MS: 1500,
    });
    expect(sessionSecret(c)).toHaveLength(44);
    expect(opsPort(c)).toBe(3100);
  });

  it('serves /metrics on OPS_PORT, a free port when PORT is 0 (tests)', () => {
    expect(opsPort(loadGatewayConfig({ OPS_PORT: '9464' }))).toBe(9464);
    expect(opsPort(loadGatewayConfig({ PORT: '0' }))).toBe(0);
    expect(opsPort(loadGatewayConfig({ PORT: '0', OPS_PORT: '3100' }))).toBe(3100);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: SESSION_SECRET is required in production/,
    );
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/);
    expect(sessionSecret(loadGatewayConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }))).toBe(SECRET);
  });

  it('refuses a short SESSION_SECRET anywhere', () => {
    expect(() => loadGatewayConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadGatewayConfig({
        PORT: 'x',
        RATE_LIMIT_LOGIN_PER_IP: '0',
        ALLOWED_ORIGINS: 'https://ok.example,/path',
      }),
    ).toThrow(
      /PORT[\s\S]*ALLOWED_ORIGINS[\s\S]*RATE_LIMIT_LOGIN_PER_IP|PORT[\s\S]*RATE_LIMIT_LOGIN_PER_IP[\s\S]*ALLOWED_ORIGINS/,
    );
  });

  it('normalises ALLOWED_ORIGINS and refuses paths', () => {
    expect(
      loadGatewayConfig({ ALLOWED_ORIGINS: ' https://Admin.Example.com:443 , http://localhost:5173' })
        .ALLOWED_ORIGINS,
    ).toEqual(['https://admin.example.com', 'http://localhost:5173']);
    expect(() => loadGatewayConfig({ ALLOWED_ORIGINS: 'https://a.example/app' })).toThrow(/not an origin/);
  });

  it('reads TRUST_PROXY as Express takes it', () => {
    expect(loadGatewayConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadGatewayConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadGatewayConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadGatewayConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it('turns rate limits off only when told', () => {
    expect(loadGatewayConfig({ RATE_LIMIT_ENABLED: 'false' }).RATE_LIMIT_ENABLED).toBe(false);
    expect(loadGatewayConfig({ RATE_LIMIT_ENABLED: '0' }).RATE_LIMIT_ENABLED).toBe(false);
    expect(loadGatewayConfig({ RATE_LIMIT_ENABLED: 'true' }).RATE_LIMIT_ENABLED).toBe(true);
  });

  it('accepts fractional session limits (short ones in tests)', () => {
    expect(loadGatewayConfig({ SESSION_IDLE_MINUTES: '0.05' }).SESSION_IDLE_MINUTES).toBe(0.05);
  });
});
