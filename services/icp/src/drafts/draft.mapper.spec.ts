import { draftSchema } from '@icp-studio/contracts';
import type { DraftEntity } from './draft.entity.js';
import { toDraft } from './draft.mapper.js';

describe('draft mapping', () => {
  it('answers a draft in the contract shape with lastSaved as an ISO date', () => {
    const entity: DraftEntity = {
      id: '0b6f7a5e-6f1e-4c61-9a55-8d6d3b0b6a11',
      userId: '1b6f7a5e-6f1e-4c61-9a55-8d6d3b0b6a11',
      clientType: 'b2b',
      name: null,
      industry: 'Dental',
      draftData: { name: '', painPoints: ['No-shows'] },
      currentStep: 2,
      clientId: null,
      lastSaved: new Date('2025-03-04T05:06:07.000Z'),
      createdAt: new Date('2025-03-01T00:00:00.000Z'),
    };
    const draft = toDraft(entity);
    expect(draftSchema.parse(draft)).toEqual(draft);
    expect(draft).toEqual({
      id: entity.id,
      userId: entity.userId,
      clientType: 'b2b',
      name: null,
      industry: 'Dental',
      draftData: { name: '', painPoints: ['No-shows'] },
      currentStep: 2,
      lastSaved: '2025-03-04T05:06:07.000Z',
      clientId: null,
    });
  });
});
