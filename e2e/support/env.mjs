/**
 * The end-to-end stack's settings: its own ports, database, NATS namespace and Redis DB.
 * E2E_PORT_OFFSET (default 10000) lets two runs live side by side (e.g. 11000 for a second one).
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 10000);
const slot = (offset - 10000) / 1000;

export const E2E = {
  portOffset: offset,
  baseURL: `http://localhost:${8080 + offset}`,
  smtpPort: 1025 + offset,
  mailHttpPort: 8025 + offset,
  /** The stack's name (test/support/stack.mjs): database `icp_studio_<name>`, logs in `.run/<name>/logs`. */
  stackName: slot ? `e2e_${slot}` : 'e2e',
  redisDb: 7 + (slot % 8),
  admin: { email: 'admin@e2e.test', username: 'admin', password: 'Adm1n!e2e-Secret' },
};
