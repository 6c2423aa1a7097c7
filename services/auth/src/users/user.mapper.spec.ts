import { advisorClientSchema, clientListingSchema, userSchema } from '@icp-studio/contracts';
import { UserEntity } from './user.entity.js';
import { toAdvisorClient, toClientListing, toUser } from './user.mapper.js';

function entity(): UserEntity {
  return Object.assign(new UserEntity(), {
    id: '6f1c2f5e-8a51-4c1e-9a4f-1b2c3d4e5f60',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
    username: 'jane_doe',
    role: 'client' as const,
    profileImageUrl: null,
    profession: 'dentists',
    professionAsked: true,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    sessionVersion: 3,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-01-03T03:04:05.000Z'),
  });
}

describe('toUser', () => {
  it('shows exactly the fields of userSchema, never the hash or the session version', () => {
    const user = toUser(entity());
    expect(user).toEqual({
      id: '6f1c2f5e-8a51-4c1e-9a4f-1b2c3d4e5f60',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      username: 'jane_doe',
      role: 'client',
      profileImageUrl: null,
      createdAt: '2026-01-02T03:04:05.000Z',
      profession: 'dentists',
      professionAsked: true,
    });
    expect(userSchema.strict().safeParse(user).success).toBe(true);
    expect(JSON.stringify(user)).not.toContain('argon2');
  });
});

describe('toClientListing', () => {
  it('adds the assignment and the advisor names, with zero counts', () => {
    const row = toClientListing(entity(), {
      advisorId: '0d4c8a3e-1b2f-4a5c-8d9e-0f1a2b3c4d5e',
      notes: 'Weekly call',
      assignedAt: '2026-02-01T00:00:00.000Z',
      advisorFirstName: 'Alan',
      advisorLastName: 'Advisor',
    });
    expect(row).toMatchObject({
      advisorId: '0d4c8a3e-1b2f-4a5c-8d9e-0f1a2b3c4d5e',
      notes: 'Weekly call',
      assignedAt: '2026-02-01T00:00:00.000Z',
      advisor: { firstName: 'Alan', lastName: 'Advisor' },
      icpCount: 0,
      playbookCount: 0,
    });
    expect(clientListingSchema.strict().safeParse(row).success).toBe(true);
    expect(row).not.toHaveProperty('passwordHash');
  });

  it('shows an unassigned client with nulls', () => {
    const row = toClientListing(entity(), {
      advisorId: null,
      notes: null,
      assignedAt: null,
      advisorFirstName: null,
      advisorLastName: null,
    });
    expect(row).toMatchObject({ advisorId: null, advisor: null, assignedAt: null, notes: null });
    expect(clientListingSchema.strict().safeParse(row).success).toBe(true);
  });
});

describe('toAdvisorClient', () => {
  it('adds assignedAt and notes', () => {
    const row = toAdvisorClient(entity(), { notes: null, assignedAt: new Date('2026-02-01T00:00:00.000Z') });
    expect(advisorClientSchema.strict().safeParse(row).success).toBe(true);
    expect(row.assignedAt).toBe('2026-02-01T00:00:00.000Z');
    expect(row).not.toHaveProperty('passwordHash');
  });
});
