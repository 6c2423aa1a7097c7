import { PROFESSIONS as ALL_PROFESSIONS } from '@icp-studio/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { MORE_PROFESSIONS, PROFESSIONS } from './professions-grid';

describe('the landing page professions', () => {
  it('highlights twelve trades and names every other profession the app knows', async () => {
    expect(PROFESSIONS).toHaveLength(12);
    const known = new Set(ALL_PROFESSIONS.map((p) => p.id));
    for (const p of PROFESSIONS) for (const id of p.ids) expect(known).toContain(id);
    const covered = new Set(PROFESSIONS.flatMap((p) => p.ids));
    expect(covered.size + MORE_PROFESSIONS.length).toBe(ALL_PROFESSIONS.length);
    expect(MORE_PROFESSIONS).toEqual(expect.arrayContaining(['Dentists', 'Veterinarians', 'Recruiters']));

    renderRoute('/', { session: 'signed-out' });
    const more = await screen.findByTestId('more-professions');
    expect(more).toHaveTextContent(`And ${MORE_PROFESSIONS.length} more: Dentists, Physicians and clinics`);
    expect(screen.getByRole('region', { name: 'Built for service professionals' })).toBeInTheDocument();
  });
});
