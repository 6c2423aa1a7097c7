import { runMigrations } from '@icp-studio/service-kit';
import { createIcpDataSource } from './infra/database.js';

/** One-shot: applies the icp schema's pending migrations and exits (`make up`, the k8s migration Job). */
await runMigrations('icp', (url) => createIcpDataSource(url, 2));
