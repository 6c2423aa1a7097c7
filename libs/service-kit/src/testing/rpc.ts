import type { VersionConflict } from '@icp-studio/contracts';

/** How an RPC failed, as `RpcClient.request` rejects. */
export interface RpcFailure {
  status: number;
  message: string;
  fields?: Record<string, string[]>;
  retryAfter?: number;
  /** A 409 to a save started from an older version: both versions. */
  conflict?: VersionConflict;
}

/** The error an RPC (or any promise) rejected with; fails the test when it succeeded. */
export async function rpcError(p: Promise<unknown>): Promise<RpcFailure> {
  try {
    await p;
  } catch (err) {
    return err as RpcFailure;
  }
  throw new Error('expected the request to fail');
}
