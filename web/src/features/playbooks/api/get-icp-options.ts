import type { Icp } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playbookIcpKeys } from './playbook-keys';

export type IcpOption = Pick<Icp, 'id' | 'name' | 'type' | 'industry' | 'clientName'>;

/**
 * `GET /api/icps?limit=200`: the profiles a playbook can be built from, for the wizard's profile picker
 * (shown when the wizard is opened without `?icpId=`).
 */
export async function getIcpOptions({ signal }: { signal?: AbortSignal } = {}): Promise<IcpOption[]> {
  const page = await api.callPage('listIcps', { query: { limit: 200 }, signal });
  return page.items.map(({ id, name, type, industry, clientName }) => ({
    id,
    name,
    type,
    industry,
    clientName,
  }));
}

export const icpOptionsQueryOptions = () =>
  queryOptions({
    queryKey: playbookIcpKeys.options(),
    queryFn: ({ signal }) => getIcpOptions({ signal }),
  });

export function useIcpOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...icpOptionsQueryOptions(), enabled });
}
