import {
  kpiEventOfPacket,
  noteEventOfPacket,
  normalizeRoom,
  parseClientMessage,
  roomTarget,
} from './protocol.js';

const ID = '6f1f4c9e-2b7a-4d3e-9c1a-0b9e8d7c6a51';
const text = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v));

describe('ws protocol', () => {
  it('reads joins and leaves', () => {
    expect(parseClientMessage(text({ type: 'join', room: `icp:${ID}` }), false)).toEqual({
      ok: true,
      message: { type: 'join', room: `icp:${ID}` },
    });
    expect(parseClientMessage([text('{"type":"leave",'), text(`"room":"playbook:${ID}"}`)], false)).toEqual({
      ok: true,
      message: { type: 'leave', room: `playbook:${ID}` },
    });
  });

  it('answers anything else with an error message', () => {
    const invalid = { ok: false, error: { type: 'error', message: 'Invalid message' } };
    expect(parseClientMessage(text('not json'), false)).toEqual(invalid);
    expect(parseClientMessage(text({ type: 'join', room: `icp:${ID}` }), true)).toEqual(invalid);
    expect(parseClientMessage(text({ type: 'subscribe', room: `icp:${ID}` }), false)).toEqual(invalid);
    expect(parseClientMessage(text({ type: 'join' }), false)).toEqual(invalid);
    expect(parseClientMessage(text(null), false)).toEqual(invalid);
    expect(parseClientMessage(text({ type: 'join', room: 'users:all' }), false)).toEqual({
      ok: false,
      error: { type: 'error', message: 'Invalid room' },
    });
  });

  it('takes the note event out of a Nest packet, with the contract fields only', () => {
    const data = { type: 'note_added', room: `icp:${ID}`, noteId: ID, icpId: ID, playbookId: null };
    expect(noteEventOfPacket({ pattern: 'events.note.added', data: { ...data, secret: 'x' } })).toEqual(data);
    expect(noteEventOfPacket({ pattern: 'x', data: { ...data, type: 'hacked' } })).toBeUndefined();
    expect(noteEventOfPacket(data)).toBeUndefined();
    expect(noteEventOfPacket(undefined)).toBeUndefined();
  });

  it('names rooms one way', () => {
    expect(normalizeRoom(`ICP:${ID.toUpperCase()}`)).toBe(`icp:${ID}`);
    expect(roomTarget(`icp:${ID}`)).toEqual({ kind: 'icp', id: ID });
    expect(roomTarget(`playbook:${ID}`)).toEqual({ kind: 'playbook', id: ID });
  });
});

describe('KPI events (docs/product.md §17)', () => {
  it("sends a playbook's KPI change to its room, and ignores what is no such event", () => {
    expect(kpiEventOfPacket({ data: { playbookId: ID.toUpperCase() } })).toEqual({
      type: 'kpi_updated',
      room: `playbook:${ID}`,
      playbookId: ID,
    });
    expect(kpiEventOfPacket({ data: { playbookId: 'nope' } })).toBeUndefined();
    expect(kpiEventOfPacket(null)).toBeUndefined();
  });
});
