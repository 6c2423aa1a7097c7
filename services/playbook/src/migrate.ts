import { runMigrations } from '@icp-studio/service-kit';
import { createPlaybookDataSource } from './infra/database.js';

/** One-shot: applies the playbook schema's pending migrations and exits (`make up`, the k8s migration Job). */
await runMigrations('playbook', (url) => createPlaybookDataSource(url, 2));
