import { scopeAllows, scopeFor } from './access.rules.js';

const ME = '00000000-0000-4000-8000-000000000001';
const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';
const OTHER = '00000000-0000-4000-8000-0000000000ff';

describe('scopeFor', () => {
  it('gives an admin everything', () => {
    const scope = scopeFor({ id: ME, role: 'admin' }, [C1]);
    expect(scope).toEqual({ all: true });
    expect(scopeAllows(scope, OTHER)).toBe(true);
  });

  it('gives an advisor their assigned clients and themselves, nobody else', () => {
    const scope = scopeFor({ id: ME, role: 'team_member' }, [C1, C2, C1]);
    expect(scope).toEqual({ all: false, userIds: [ME, C1, C2] });
    expect(scopeAllows(scope, C2)).toBe(true);
    expect(scopeAllows(scope, OTHER)).toBe(false);
  });

  it('gives an advisor without clients only themselves', () => {
    expect(scopeFor({ id: ME, role: 'team_member' }, [])).toEqual({ all: false, userIds: [ME] });
  });

  it('gives a client only themselves, even with assignments on record', () => {
    const scope = scopeFor({ id: ME, role: 'client' }, [C1]);
    expect(scope).toEqual({ all: false, userIds: [ME] });
    expect(scopeAllows(scope, C1)).toBe(false);
  });
});
