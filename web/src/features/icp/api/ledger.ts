import type { FieldOrigin, Icp, IcpLedger, LedgerField } from '@icp-studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { profileWithOrigin } from '../lib/field-sources';
import { evidenceKeys } from './evidence';
import { useUpdateIcp } from './update-icp';

/** The ledger sits under the profile's evidence key: a save or an import reads it again. */
export const ledgerKey = (id: string) => [...evidenceKeys.all(id), 'ledger'] as const;

/** `GET /api/icps/{id}/ledger`: where each field comes from (docs/evidence.md, "Evidence ledger"). */
export function getIcpLedger(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<IcpLedger> {
  return api.call('getIcpLedger', { params: { id }, signal });
}

export function useIcpLedger(id: string) {
  return useQuery({ queryKey: ledgerKey(id), queryFn: ({ signal }) => getIcpLedger(id, { signal }) });
}

/** Re-labels one field's origin through the update route (the whole profile, one origin named). */
export function useMarkOrigin(icp: Icp) {
  const update = useUpdateIcp();
  const { mutate } = update;
  return useCallback(
    (field: LedgerField, origin: FieldOrigin) => {
      let fields;
      try {
        fields = profileWithOrigin(icp, field, origin);
      } catch (error) {
        notifyError('Error', (error as Error).message);
        return;
      }
      mutate(
        { id: icp.id, fields },
        {
          onSuccess: () =>
            notifySuccess(origin === 'assumed' ? 'Marked as an assumption' : 'Marked as stated'),
          onError: (error) => notifyError('Error', getServerMessage(error, 'Failed to update profile')),
        },
      );
    },
    [icp, mutate],
  );
}
