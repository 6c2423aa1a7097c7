import { generateKeyPairSync, sign } from 'node:crypto';
import { AUTH, ICP, PLAYBOOK, type Actor } from '@icp-studio/contracts';
import { ActorProofs, PDF_JOB_SUBJECT, generateActorKeyPair } from './actor-proof.js';

const gateway = generateActorKeyPair();
const realtime = generateActorKeyPair();
const publicKeys = `gateway:${gateway.publicKey},realtime:${realtime.publicKey}`;
const admin: Actor = { userId: '5f0c8a36-8a55-4d4b-9a43-6f2c1a9b0e11', role: 'admin' };

const gatewaySide = new ActorProofs({ publicKeys, signingKey: gateway.privateKey });
const realtimeSide = new ActorProofs({ publicKeys, signingKey: realtime.privateKey });
const service = new ActorProofs({ publicKeys });

describe('signed actors', () => {
  it('the gateway signs for any subject, and a service reads the actor back', () => {
    const token = gatewaySide.sign(admin, ICP.get)!;
    expect(service.verify(token, ICP.get)?.actor).toEqual(admin);
    expect(gatewaySide.issuer).toBe('gateway');
  });

  it('a process without a signing key signs nothing', () => {
    expect(service.sign(admin, ICP.get)).toBeUndefined();
  });

  it('refuses a proof signed with another key, or a changed payload', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const payload = Buffer.from(
      JSON.stringify({ iss: 'gateway', sub: ICP.get, act: admin, exp: Date.now() + 60_000 }),
    );
    const forged = `${payload.toString('base64url')}.${sign(null, payload, privateKey).toString('base64url')}`;
    expect(service.verify(forged, ICP.get)).toBeNull();

    const token = gatewaySide.sign({ ...admin, role: 'client' }, ICP.get)!;
    const [body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, act: admin })).toString('base64url');
    expect(service.verify(`${raised}.${sig}`, ICP.get)).toBeNull();
    expect(service.verify('not-a-token', ICP.get)).toBeNull();
    expect(service.verify(undefined, ICP.get)).toBeNull();
  });

  it('refuses an expired proof', () => {
    // The expiry lies between `before` + 1000 and `after` + 1000, however long the signing took.
    const before = Date.now();
    const token = gatewaySide.sign(admin, ICP.get, 1000)!;
    const after = Date.now();
    expect(service.verify(token, ICP.get, before + 999)).not.toBeNull();
    expect(service.verify(token, ICP.get, after + 1000)).toBeNull();
  });

  it("binds a proof to its subject: not another of the same service's, though onward to other services", () => {
    const token = gatewaySide.sign(admin, ICP.update)!;
    expect(service.verify(token, ICP.delete)).toBeNull();
    // The icp service asking auth on the user's behalf carries the proof it was given.
    expect(service.verify(token, AUTH.scope)?.actor).toEqual(admin);
    expect(service.verify(gatewaySide.sign(admin, PLAYBOOK.create)!, ICP.canSee)).not.toBeNull();
  });

  it("lets a job's proof read what its worker needs: an export's every item, an analysis's profile", () => {
    const exportProof = gatewaySide.sign(admin, PDF_JOB_SUBJECT)!;
    expect(service.verify(exportProof, ICP.get)).not.toBeNull();
    expect(service.verify(exportProof, PLAYBOOK.get)).not.toBeNull();
    const queued = gatewaySide.sign(admin, ICP.analyze)!;
    expect(service.verify(queued, ICP.get)).not.toBeNull();
    expect(service.verify(queued, ICP.applyAiAnalysis)).not.toBeNull();
    expect(service.verify(queued, ICP.delete)).toBeNull();
  });

  it('realtime signs only the membership questions of its rooms', () => {
    expect(realtimeSide.issuer).toBe('realtime');
    const canSee = realtimeSide.sign(admin, ICP.canSee)!;
    expect(service.verify(canSee, ICP.canSee)?.actor).toEqual(admin);
    expect(service.verify(canSee, PLAYBOOK.canSee)).toBeNull();
    // Answering it, playbook and icp may ask whom an advisor sees, as that user; nothing else.
    const room = realtimeSide.sign(admin, PLAYBOOK.canSee)!;
    expect(service.verify(room, AUTH.scope)?.actor).toEqual(admin);
    expect(service.verify(room, ICP.canSee)?.actor).toEqual(admin);
    expect(service.verify(room, ICP.get)).toBeNull();
    expect(service.verify(room, AUTH.usersByIds)).toBeNull();
    expect(realtimeSide.sign(admin, ICP.get)).toBeUndefined();
  });

  it('refuses to start with a signing key whose public half it does not list', () => {
    const stray = generateActorKeyPair();
    expect(() => new ActorProofs({ publicKeys, signingKey: stray.privateKey })).toThrow(
      /not in ACTOR_PUBLIC_KEYS/,
    );
    expect(() => new ActorProofs({ publicKeys: `intruder:${stray.publicKey}` })).toThrow(/unknown issuer/);
  });
});
