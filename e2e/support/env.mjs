/** The end-to-end stack's fixed settings (its own ports, database, NATS namespace and Redis DB). */
export const E2E = {
  portOffset: 10000,
  baseURL: 'http://localhost:18080',
  smtpPort: 11025,
  mailHttpPort: 18025,
  database: 'icp_studio_e2e',
  admin: { email: 'admin@e2e.test', username: 'admin', password: 'Adm1n!e2e-Secret' },
};
