import { runMigrations } from '@icp-studio/service-kit';
import { createAuthDataSource } from './infra/database.js';

/** One-shot: applies the auth schema's pending migrations and exits (`make up`, the k8s migration Job). */
await runMigrations('auth', (url) => createAuthDataSource(url, 2));
