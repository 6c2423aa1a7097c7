import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's ESLint config keeps the web app's layers apart (eslint.config.js): these lint a
 * probe file at a path inside web/src with the real config and look at what it reports.
 */
// By hand: the test runs under jsdom, whose URL does not resolve file: URLs.
const repoRoot = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(
  /web\/src\/app\/layers\.test\.ts$/,
  '',
);
const eslint = new ESLint({ cwd: repoRoot });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('web layer rules', { timeout: 60_000 }, () => {
  it('refuses an import from another feature', async () => {
    const errors = await layerErrors(
      'web/src/features/notes/components/probe.tsx',
      "import { usePlaybook } from '@/features/playbooks/api/get-playbook';\nexport const probe = usePlaybook;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('refuses a relative import that climbs into another feature', async () => {
    const errors = await layerErrors(
      'web/src/features/notes/components/probe.tsx',
      "import { usePlaybook } from '../../playbooks/api/get-playbook';\nexport const probe = usePlaybook;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses the app shell in a feature, and any feature in shared code', async () => {
    expect(
      await layerErrors(
        'web/src/features/notes/components/probe.tsx',
        "import { routes } from '@/app/router';\nexport const probe = routes;\n",
      ),
    ).toEqual([expect.stringContaining('Features do not import the app shell')]);
    expect(
      await layerErrors(
        'web/src/lib/probe.ts',
        "import { useNotes } from '@/features/notes/api/get-notes';\nexport const probe = useNotes;\n",
      ),
    ).toEqual([expect.stringContaining('Shared code imports no feature')]);
  });

  it('lets a feature import itself and the shared folders, and the app compose features', async () => {
    const own = await layerErrors(
      'web/src/features/notes/components/probe.tsx',
      [
        "import { useNotes } from '../api/get-notes';",
        "import { useSession } from '@/lib/auth/get-auth-check';",
        "import { PersonAvatar } from '@/components/ui/person-avatar';",
        'export const probe = [useNotes, useSession, PersonAvatar];',
      ].join('\n'),
    );
    expect(own).toEqual([]);
    const app = await layerErrors(
      'web/src/app/routes/probe.tsx',
      [
        "import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';",
        "import { PlaybookDetailPage } from '@/features/playbooks/routes/playbook-detail';",
        'export const probe = [TeamCollaborationPanel, PlaybookDetailPage];',
      ].join('\n'),
    );
    expect(app).toEqual([]);
  });
});
