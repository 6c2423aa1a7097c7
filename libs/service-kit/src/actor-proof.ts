import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { actorSchema, AUTH, ICP, PLAYBOOK, type Actor } from '@icp-studio/contracts';

/**
 * Signed actors on the bus (docs/developing.md, "Who is asking: signed actors").
 *
 * The gateway is the only process that signs users in, so it is the only one that may say who a request
 * is from. It signs the actor of every request it sends: a short-lived Ed25519 signature over the actor,
 * the subject and an expiry, with a private key only it holds (`ACTOR_SIGNING_KEY`). Every service
 * verifies with the public half (`ACTOR_PUBLIC_KEYS`) before a handler sees the actor; an actor without a
 * valid proof reads as no actor (401 where the subject requires one). So a NATS credential of a service,
 * or a local client, cannot act as a user the gateway did not sign in.
 *
 * A service that asks another on a user's behalf carries the proof it was given (`RpcClient` takes it
 * from the request being handled); a job carries one in its data (`actorProof`) and its worker runs
 * under it. The realtime service, which signs users in over /ws from the same sessions, has a key of its
 * own that may only ask who may join a room (`ISSUERS`).
 */

/** The NATS header of the proof. */
export const ACTOR_PROOF_HEADER = 'x-actor-proof';

/**
 * Who may sign, and for which subjects: the gateway for any; realtime only for the membership questions
 * of its rooms.
 */
export const ISSUERS: Record<string, ReadonlySet<string> | 'any'> = {
  gateway: 'any',
  realtime: new Set<string>([ICP.canSee, PLAYBOOK.canSee]),
};

/** What a limited signer's proof may be carried on into by the service answering it. */
const LIMITED_ONWARD: ReadonlySet<string> = new Set<string>([AUTH.scope, ICP.canSee]);

/**
 * Follow-ups: subjects that may be asked with the proof of an earlier request of the same service, by a
 * job that request queued or by a handler of an event it published (the icp service queues an AI
 * analysis, whose worker reads the profile and writes the result back; playbook refreshes a profile's
 * name on its playbooks when icp says it changed). Reads as that user, and the analysis's result.
 */
export const FOLLOW_UP_SUBJECTS: ReadonlySet<string> = new Set<string>([
  ICP.get,
  ICP.getScore,
  ICP.applyAiAnalysis,
  AUTH.usersByIds,
]);

/** The pseudo-subject of an export job's proof: a service of its own, so its reads count as onward. */
export const PDF_JOB_SUBJECT = 'pdf.export';

/** How long a proof is good for by default: longer than any request deadline and a busy job queue. */
export const DEFAULT_PROOF_TTL_MS = 5 * 60_000;

interface ProofClaims {
  /** Issuer: a key name of ACTOR_PUBLIC_KEYS. */
  iss: string;
  /** The subject it was signed for. */
  sub: string;
  act: Actor;
  /** Expiry, ms since the epoch. */
  exp: number;
}

export interface VerifiedProof {
  actor: Actor;
  token: string;
  issuer: string;
  subject: string;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

function parsePublicKeys(spec: string): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const part of spec.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const at = item.indexOf(':');
    if (at <= 0) throw new Error('ACTOR_PUBLIC_KEYS: each entry is <issuer>:<base64 SPKI DER key>');
    const name = item.slice(0, at);
    if (!(name in ISSUERS)) throw new Error(`ACTOR_PUBLIC_KEYS: unknown issuer "${name}"`);
    keys.set(
      name,
      createPublicKey({ key: Buffer.from(item.slice(at + 1), 'base64'), format: 'der', type: 'spki' }),
    );
  }
  return keys;
}

/** The service that owns a subject: its first segment (`icp.icps.get` -> `icp`). */
const serviceOf = (subject: string) => subject.split('.', 1)[0];

export class ActorProofs {
  private readonly publicKeys: Map<string, KeyObject>;
  private readonly signer?: { key: KeyObject; issuer: string };
  /** Tokens already checked, so a proof carried through several hops of one process is read once. */
  private readonly checked = new Map<string, ProofClaims>();

  constructor(opts: { publicKeys: string; signingKey?: string; ttlMs?: number }) {
    this.publicKeys = parsePublicKeys(opts.publicKeys);
    if (!this.publicKeys.size) throw new Error('ACTOR_PUBLIC_KEYS names no key');
    this.ttlMs = opts.ttlMs ?? DEFAULT_PROOF_TTL_MS;
    if (opts.signingKey) {
      const key = createPrivateKey({
        key: Buffer.from(opts.signingKey, 'base64'),
        format: 'der',
        type: 'pkcs8',
      });
      const spki = createPublicKey(key).export({ format: 'der', type: 'spki' });
      const issuer = [...this.publicKeys].find(([, pub]) =>
        spki.equals(pub.export({ format: 'der', type: 'spki' })),
      )?.[0];
      if (!issuer) throw new Error('ACTOR_SIGNING_KEY: its public half is not in ACTOR_PUBLIC_KEYS');
      this.signer = { key, issuer };
    }
  }

  readonly ttlMs: number;

  /** This process's issuer name, when it holds a signing key. */
  get issuer(): string | undefined {
    return this.signer?.issuer;
  }

  /** A proof that `actor` asks `subject`, good for `ttlMs`; undefined when this process may not sign. */
  sign(actor: Actor, subject: string, ttlMs = this.ttlMs): string | undefined {
    if (!this.signer) return undefined;
    const allowed = ISSUERS[this.signer.issuer];
    if (allowed !== 'any' && !allowed?.has(subject)) return undefined;
    const claims: ProofClaims = {
      iss: this.signer.issuer,
      sub: subject,
      act: { userId: actor.userId, role: actor.role },
      exp: Date.now() + ttlMs,
    };
    const payload = Buffer.from(JSON.stringify(claims));
    return `${b64url(payload)}.${b64url(sign(null, payload, this.signer.key))}`;
  }

  /**
   * The actor a request to `subject` may act as: the proof's, when the signature is good, it has not
   * expired, its issuer may sign for `subject`, and it was signed for `subject` itself or is carried on
   * from another service's request (or into a job's reads). Anything else: null.
   */
  verify(token: string | undefined, subject: string, now = Date.now()): VerifiedProof | null {
    if (!token || token.length > 2048) return null;
    const claims = this.checked.get(token) ?? this.check(token);
    if (!claims || claims.exp <= now) return null;
    const allowed = ISSUERS[claims.iss];
    if (allowed !== 'any') {
      // A limited signer's proof: for its own subjects, and carried on only into what answering them
      // needs (whom an advisor may see).
      const own = allowed?.has(claims.sub) && (claims.sub === subject || LIMITED_ONWARD.has(subject));
      if (!own) return null;
    } else if (
      claims.sub !== subject &&
      serviceOf(claims.sub) === serviceOf(subject) &&
      !FOLLOW_UP_SUBJECTS.has(subject)
    ) {
      return null;
    }
    return { actor: claims.act, token, issuer: claims.iss, subject: claims.sub };
  }

  /** The proof as a worker carries it on: signature and expiry checked, whatever its subject. */
  carried(token: string | undefined, now = Date.now()): VerifiedProof | null {
    if (!token || token.length > 2048) return null;
    const claims = this.checked.get(token) ?? this.check(token);
    if (!claims || claims.exp <= now) return null;
    return { actor: claims.act, token, issuer: claims.iss, subject: claims.sub };
  }

  private check(token: string): ProofClaims | null {
    const dot = token.indexOf('.');
    if (dot <= 0) return null;
    let claims: ProofClaims;
    try {
      const payload = Buffer.from(token.slice(0, dot), 'base64url');
      claims = JSON.parse(payload.toString('utf8')) as ProofClaims;
      const key = this.publicKeys.get(String(claims?.iss));
      if (!key || !verify(null, payload, key, Buffer.from(token.slice(dot + 1), 'base64url'))) return null;
      const actor = actorSchema.safeParse(claims.act);
      if (!actor.success || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
      claims = { ...claims, act: actor.data };
    } catch {
      return null;
    }
    if (this.checked.size >= 10_000) this.checked.clear();
    this.checked.set(token, claims);
    return claims;
  }
}

/** A fresh key pair, as the environment variables carry them (base64 DER). */
export function generateActorKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

let proofs: ActorProofs | undefined;

/**
 * The process's proofs, from `ACTOR_PUBLIC_KEYS`, `ACTOR_SIGNING_KEY` (the gateway and realtime only)
 * and `ACTOR_PROOF_TTL_MS`, read once (the first call, at start-up) and kept: every request asks for
 * them. Throws when the public keys are missing: no service runs without them.
 */
export function actorProofs(env: NodeJS.ProcessEnv = process.env): ActorProofs {
  if (proofs) return proofs;
  if (!env.ACTOR_PUBLIC_KEYS?.trim())
    throw new Error(
      'ACTOR_PUBLIC_KEYS is not set: every service verifies the signed actor of each request ' +
        '(scripts/ensure-env.sh writes a key pair into .env)',
    );
  const ttl = Number(env.ACTOR_PROOF_TTL_MS);
  proofs = new ActorProofs({
    publicKeys: env.ACTOR_PUBLIC_KEYS,
    signingKey: env.ACTOR_SIGNING_KEY?.trim() || undefined,
    ...(Number.isFinite(ttl) && ttl > 0 ? { ttlMs: ttl } : {}),
  });
  return proofs;
}

const current = new AsyncLocalStorage<VerifiedProof | null>();

/** Runs `fn` as the request (or job) whose verified proof this is: its onward requests carry it. */
export function withActorProof<T>(proof: VerifiedProof | null, fn: () => T): T {
  return current.run(proof, fn);
}

/** The proof of the request being handled, if it had one. */
export function currentActorProof(): VerifiedProof | null {
  return current.getStore() ?? null;
}

/**
 * The proof an outgoing request to `subject` as `actor` carries: signed here when this process may sign
 * it, else the proof of the request being handled when it is for the same user and role.
 */
export function proofFor(actor: Actor, subject: string): string | undefined {
  const signed = actorProofs().sign(actor, subject);
  if (signed) return signed;
  const carried = currentActorProof();
  if (carried && carried.actor.userId === actor.userId && carried.actor.role === actor.role)
    return carried.token;
  return undefined;
}

/**
 * A worker's job: the proof it carries (signed by the gateway for the job, or carried on from the request
 * that queued it) when its signature holds and it has not expired; null otherwise. The services the
 * worker then asks check it again for their own subjects.
 */
export function jobProof(token: string | undefined): VerifiedProof | null {
  return actorProofs().carried(token);
}
