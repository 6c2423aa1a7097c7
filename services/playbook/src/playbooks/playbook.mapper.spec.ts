import { playbookFieldsSchema, playbookSchema, type PlaybookFields } from '@icp-studio/contracts';
import { FIELD_SHAPES } from '../../test/field-shapes.js';
import type { PlaybookEntity } from './playbook.entity.js';
import { fieldsToContent, initialStatus, nextStatus, toPlaybook } from './playbook.mapper.js';

const ICP = '00000000-0000-4000-8000-0000000000a1';
const USER = '00000000-0000-4000-8000-0000000000c1';
const ID = '00000000-0000-4000-8000-0000000000b1';

const fields = (extra: object): PlaybookFields =>
  playbookFieldsSchema.parse({ icpId: ICP, name: 'Q1 plan', ...extra });

const entity = (f: PlaybookFields): PlaybookEntity => ({
  ...fieldsToContent(f),
  id: ID,
  version: 1,
  signedOffVersion: null,
  signedOffAt: null,
  signedOffBy: null,
  approvalState: null,
  approvalVersion: null,
  approvedVersion: null,
  approvedAt: null,
  approvedByName: null,
  icpId: f.icpId,
  icpName: 'CFOs',
  clientName: null,
  userId: USER,
  createdBy: USER,
  status: initialStatus(f),
  createdAt: new Date('2025-01-01T00:00:00Z'),
  updatedAt: new Date('2025-01-02T00:00:00Z'),
});

describe('playbook fields -> stored columns -> answer', () => {
  it.each(Object.entries(FIELD_SHAPES))('keeps %s exactly as sent', (_name, shape) => {
    const answer = toPlaybook(entity(fields(shape)));
    for (const [key, value] of Object.entries(shape)) {
      expect(answer[key as keyof typeof answer]).toEqual(value);
      // Same keys in the same order, all the way down.
      expect(JSON.stringify(answer[key as keyof typeof answer])).toBe(JSON.stringify(value));
    }
    expect(playbookSchema.safeParse(answer).success).toBe(true);
  });

  it('clears what a PUT leaves out, and stores blank texts as null', () => {
    const content = fieldsToContent(fields({ valueProposition: '   ', tonality: '' }));
    expect(content).toEqual({
      name: 'Q1 plan',
      marketingGoals: [],
      valueProposition: null,
      keyMessages: [],
      messagingPillars: null,
      positioning: null,
      selectedChannels: null,
      contentStrategy: null,
      campaigns: null,
      kpis: null,
      targetMetrics: null,
      timeline: null,
      teamRoles: null,
      tonality: null,
      aiGeneratedCampaigns: null,
      aiContentIdeas: null,
    });
  });

  it('trims list entries and drops blank ones (docs/product.md §5)', () => {
    const content = fieldsToContent(
      fields({ marketingGoals: [' Grow ', '', '  '], keyMessages: ['a', ' b'] }),
    );
    expect(content.marketingGoals).toEqual(['Grow']);
    expect(content.keyMessages).toEqual(['a', 'b']);
  });

  it('keeps texts as written', () => {
    const content = fieldsToContent(
      fields({ valueProposition: 'We save CFOs time', positioning: 'The fast one', timeline: 'Q1' }),
    );
    expect(content).toMatchObject({
      valueProposition: 'We save CFOs time',
      positioning: 'The fast one',
      timeline: 'Q1',
    });
  });
});

describe('status', () => {
  it('is in progress on create unless the body names one (Save Draft says draft)', () => {
    expect(initialStatus({})).toBe('in_progress');
    expect(initialStatus({ status: 'draft' })).toBe('draft');
    expect(initialStatus({ status: 'completed' })).toBe('completed');
  });

  it('stays on an edit unless the body names one', () => {
    expect(nextStatus({}, 'draft')).toBe('draft');
    expect(nextStatus({ status: 'in_progress' }, 'draft')).toBe('in_progress');
  });
});

describe('validation messages (docs/product.md §5)', () => {
  const messageOf = (body: unknown) => {
    const r = playbookFieldsSchema.safeParse(body);
    return r.success ? null : r.error.issues.map((i) => i.message);
  };

  it('asks for the ICP and the name, however they are missing', () => {
    expect(messageOf({ name: 'x' })).toEqual(['ICP is required']);
    expect(messageOf({ icpId: '', name: 'x' })).toContain('ICP is required');
    expect(messageOf({ icpId: ICP })).toEqual(['Playbook name is required']);
    expect(messageOf({ icpId: ICP, name: '   ' })).toEqual(['Playbook name is required']);
  });

  it('refuses a selectedChannels list that mixes names and numbers', () => {
    expect(messageOf({ icpId: ICP, name: 'x', selectedChannels: [1, 2] })).not.toBeNull();
  });
});
