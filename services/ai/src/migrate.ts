import { runMigrations } from '@icp-studio/service-kit';
import { createAiDataSource } from './infra/database.js';

/** One-shot: applies the ai schema's pending migrations and exits (`make up`, the k8s migration Job). */
await runMigrations('ai', (url) => createAiDataSource(url, 2));
