import { DEV_SESSION_SECRET } from '@icp-studio/service-kit';
import { loadRealtimeConfig, verifyingSecrets } from './config.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(40);

describe('realtime config', () => {
  it('has working defaults, the gateway’s key prefix and development secret among them', () => {
    const config = loadRealtimeConfig({});
    expect(config).toMatchObject({
      PORT: 3107,
      HEARTBEAT_INTERVAL_MS: 30_000,
      NATS_REQUEST_TIMEOUT_MS: 5000,
      REDIS_KEY_PREFIX: 'icp:gw:',
      ALLOWED_ORIGINS: [],
      MAX_ROOMS_PER_SOCKET: 50,
      MAX_MESSAGE_BYTES: 4096,
    });
    expect(config.REDIS_URL).toMatch(/^redis:/);
    expect(verifyingSecrets(config)).toEqual([DEV_SESSION_SECRET]);
  });

  it('reads ALLOWED_ORIGINS as origins', () => {
    const config = loadRealtimeConfig({
      ALLOWED_ORIGINS: 'https://App.example.com:443, http://localhost:5173',
    });
    expect(config.ALLOWED_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it('takes one secret, or a rotation list whose every entry verifies', () => {
    expect(verifyingSecrets(loadRealtimeConfig({ SESSION_SECRET: A }))).toEqual([A]);
    // The whole value too: a gateway that reads SESSION_SECRET as one secret signs with all of it.
    expect(verifyingSecrets(loadRealtimeConfig({ SESSION_SECRET: `${A},${B}` }))).toEqual([
      A,
      B,
      `${A},${B}`,
    ]);
  });

  it('requires a secret in production, and names every bad variable', () => {
    expect(() => loadRealtimeConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET is required in production/,
    );
    expect(() =>
      loadRealtimeConfig({
        PORT: 'x',
        HEARTBEAT_INTERVAL_MS: '0',
        SESSION_SECRET: 'short',
        ALLOWED_ORIGINS: 'https://ok.example, not an origin, https://x.example/path',
      }),
    ).toThrow(
      /PORT[\s\S]*SESSION_SECRET[\s\S]*HEARTBEAT_INTERVAL_MS[\s\S]*not an origin[\s\S]*x.example\/path/,
    );
    expect(() => loadRealtimeConfig({ SESSION_SECRET: `${B},short` })).toThrow(/every secret/);
  });
});
