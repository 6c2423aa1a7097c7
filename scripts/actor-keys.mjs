#!/usr/bin/env node
/**
 * Key pairs for signed actors (docs/developing.md, "Who is asking: signed actors"): one Ed25519 pair for
 * the gateway and one for realtime. Prints them as .env lines (`node scripts/actor-keys.mjs`), or, with
 * `--missing FILE`, only the lines that FILE lacks (scripts/ensure-env.sh). Each signing key goes to its
 * own process alone; every service gets ACTOR_PUBLIC_KEYS.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The signers: each holds ACTOR_SIGNING_KEY_<NAME> as its ACTOR_SIGNING_KEY. */
export const ACTOR_SIGNERS = ['gateway', 'realtime'];
export const signingKeyVar = (name) => `ACTOR_SIGNING_KEY_${name.toUpperCase()}`;

/** Fresh keys as environment variables: ACTOR_PUBLIC_KEYS and ACTOR_SIGNING_KEY_<NAME> per signer. */
export function generateActorKeys() {
  const env = {};
  const pub = [];
  for (const name of ACTOR_SIGNERS) {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    env[signingKeyVar(name)] = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    pub.push(`${name}:${publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}`);
  }
  env.ACTOR_PUBLIC_KEYS = pub.join(',');
  return env;
}

/**
 * A process's view of the keys: ACTOR_SIGNING_KEY for a signer (its own key only), and no process sees
 * another's signing key.
 */
export function actorKeysFor(processName, env) {
  const out = { ...env };
  for (const name of ACTOR_SIGNERS) delete out[signingKeyVar(name)];
  delete out.ACTOR_SIGNING_KEY;
  if (ACTOR_SIGNERS.includes(processName) && env[signingKeyVar(processName)])
    out.ACTOR_SIGNING_KEY = env[signingKeyVar(processName)];
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--missing');
  const file = at > 0 ? process.argv[at + 1] : undefined;
  const text = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
  const has = (name) => new RegExp(`^${name}=.+`, 'm').test(text);
  const keys = generateActorKeys();
  // All or nothing: a pair is only useful whole.
  if (!Object.keys(keys).every(has))
    for (const [k, v] of Object.entries(keys)) process.stdout.write(`${k}=${v}\n`);
}
