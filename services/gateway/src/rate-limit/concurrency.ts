/** What a user's per-user concurrency caps count (docs/limits.md). */
export type ConcurrencyKind = 'export' | 'import';

const WHAT: Record<ConcurrencyKind, [one: string, many: string]> = {
  export: ['export', 'exports'],
  import: ['client list upload', 'client list uploads'],
};

/** "You already have 4 exports running; wait for one to finish, then try again in 5 seconds." */
export function tooManyAtOnceMessage(kind: ConcurrencyKind, cap: number, retryAfterSeconds: number): string {
  const [one, many] = WHAT[kind];
  const seconds = `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`;
  return `You already have ${cap} ${cap === 1 ? one : many} running; wait for one to finish, then try again in ${seconds}.`;
}
