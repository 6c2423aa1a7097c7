import { createServiceDataSource } from '@icp-studio/service-kit';
import type { DataSource } from 'typeorm';
import { NoteEntity } from '../notes/note.entity.js';
import { PlaybookEntity } from '../playbooks/playbook.entity.js';
import { ShareLinkEntity } from '../shares/share-link.entity.js';
import { CreatePlaybookTables1763700000000 } from './migrations/1763700000000-CreatePlaybookTables.js';
import { PlaybookClientNameAndActivity1764000000000 } from './migrations/1764000000000-PlaybookClientNameAndActivity.js';
import { NoteDueDateAndEdits1765000000000 } from './migrations/1765000000000-NoteDueDateAndEdits.js';
import { TaskListIndexes1766432100000 } from './migrations/1766432100000-TaskListIndexes.js';
import { NoteTextSearchIndex1767000000000 } from './migrations/1767000000000-NoteTextSearchIndex.js';
import { CreateTemplates1767200000000 } from './migrations/1767200000000-CreateTemplates.js';
import { TemplateEntity } from '../templates/template.entity.js';
import { PlaybookVersions1767300000000 } from './migrations/1767300000000-PlaybookVersions.js';
import { PlaybookSignOff1767500000000 } from './migrations/1767500000000-PlaybookSignOff.js';
import { PlaybookVersionEntity } from '../history/playbook-version.entity.js';
import { PlaybookShareLinks1767100000000 } from './migrations/1767100000000-PlaybookShareLinks.js';
import { KpiActuals1767450000000 } from './migrations/1767450000000-KpiActuals.js';
import { PlaybookShareLinkMakerAccess1767600000000 } from './migrations/1767600000000-PlaybookShareLinkMakerAccess.js';
import { PlaybookApprovals1767800000000 } from './migrations/1767800000000-PlaybookApprovals.js';
import { PlaybookReviews1767900000000 } from './migrations/1767900000000-PlaybookReviews.js';
import { KpiReminders1768000000000 } from './migrations/1768000000000-KpiReminders.js';

/** The service's own PostgreSQL schema: it reads and writes nothing else. */
export const PLAYBOOK_SCHEMA = 'playbook';

export const PLAYBOOK_ENTITIES = [
  PlaybookEntity,
  NoteEntity,
  TemplateEntity,
  PlaybookVersionEntity,
  ShareLinkEntity,
];

/** In the order they run (classes, never a glob). Add new ones at the end; never edit a shipped one. */
export const PLAYBOOK_MIGRATIONS = [
  CreatePlaybookTables1763700000000,
  PlaybookClientNameAndActivity1764000000000,
  NoteDueDateAndEdits1765000000000,
  TaskListIndexes1766432100000,
  NoteTextSearchIndex1767000000000,
  CreateTemplates1767200000000,
  PlaybookVersions1767300000000,
  PlaybookSignOff1767500000000,
  PlaybookShareLinks1767100000000,
  KpiActuals1767450000000,
  PlaybookShareLinkMakerAccess1767600000000,
  PlaybookApprovals1767800000000,
  PlaybookReviews1767900000000,
  KpiReminders1768000000000,
];

export function createPlaybookDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: PLAYBOOK_SCHEMA,
    entities: PLAYBOOK_ENTITIES,
    migrations: PLAYBOOK_MIGRATIONS,
    poolSize,
  });
}
