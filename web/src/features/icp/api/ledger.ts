import type { IcpLedger } from '@icp-studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { evidenceKeys } from './evidence';

/** The ledger sits under the profile's evidence key: a save or an import reads it again. */
export const ledgerKey = (id: string) => [...evidenceKeys.all(id), 'ledger'] as const;

/** `GET /api/icps/{id}/ledger`: where each field comes from (docs/evidence.md, "Evidence ledger"). */
export function getIcpLedger(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<IcpLedger> {
  return api.call('getIcpLedger', { params: { id }, signal });
}

export function useIcpLedger(id: string) {
  return useQuery({ queryKey: ledgerKey(id), queryFn: ({ signal }) => getIcpLedger(id, { signal }) });
}
