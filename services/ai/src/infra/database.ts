import { createServiceDataSource } from '@icp-studio/service-kit';
import type { DataSource } from 'typeorm';
import { AiSettingsEntity } from '../settings/settings.entity.js';
import { CreateAiTables1763800000000 } from './migrations/1763800000000-CreateAiTables.js';

/** The service's own PostgreSQL schema: it reads and writes nothing else. */
export const AI_SCHEMA = 'ai';

export const AI_ENTITIES = [AiSettingsEntity];

/** In the order they run (classes, never a glob). Add new ones at the end; never edit a shipped one. */
export const AI_MIGRATIONS = [CreateAiTables1763800000000];

export function createAiDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: AI_SCHEMA,
    entities: AI_ENTITIES,
    migrations: AI_MIGRATIONS,
    poolSize,
  });
}
