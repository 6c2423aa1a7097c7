import { authConfigSchema } from './config.js';

const parse = (env: Record<string, string>) => authConfigSchema.safeParse(env);

describe('auth config', () => {
  it('has working defaults', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      HEALTH_PORT: 3101,
      APP_URL: 'http://localhost:8080',
      MAIL_FROM: 'ICP Studio <no-reply@icp-studio.local>',
      RESET_TOKEN_TTL_MINUTES: 60,
      ADMIN_USERNAME: 'admin',
      ARGON2_MEMORY_KIB: 19456,
      ARGON2_TIME_COST: 2,
    });
    expect(result.data.SMTP_URL).toBeUndefined();
    expect(result.data.ADMIN_EMAIL).toBeUndefined();
  });

  it('treats empty variables as unset (as .env.example leaves them)', () => {
    const result = parse({
      SMTP_URL: '',
      ADMIN_PASSWORD: '',
      ADMIN_EMAIL: 'admin@icp-studio.local',
      ADMIN_USERNAME: '',
    });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.SMTP_URL).toBeUndefined();
      expect(result.data.ADMIN_PASSWORD).toBeUndefined();
      expect(result.data.ADMIN_USERNAME).toBe('admin');
    }
  });

  it('drops a trailing slash from APP_URL', () => {
    const result = parse({ APP_URL: 'https://icp.example.com/' });
    expect(result.success && result.data.APP_URL).toBe('https://icp.example.com');
  });

  it.each([
    [{ ARGON2_MEMORY_KIB: '4096' }, 'ARGON2_MEMORY_KIB'],
    [{ ARGON2_TIME_COST: '1' }, 'ARGON2_TIME_COST'],
    [{ ADMIN_PASSWORD: 'password' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_USERNAME: 'a b' }, 'ADMIN_USERNAME'],
    [{ RESET_TOKEN_TTL_MINUTES: '0' }, 'RESET_TOKEN_TTL_MINUTES'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
  ])('refuses %j', (env, key) => {
    const result = parse(env);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((i) => i.path[0])).toContain(key);
  });
});
