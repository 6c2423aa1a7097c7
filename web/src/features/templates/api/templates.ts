import type { Icp, Playbook, Template, TemplateKind, TemplateListQuery } from '@icp-studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from '@/lib/icps/icp-keys';

/** Filters of `GET /api/templates` (paging aside). */
export type TemplateFilters = Partial<Omit<TemplateListQuery, 'limit' | 'offset'>>;

/** Query keys of the templates feature (docs/product.md §12, Templates). */
export const templateKeys = {
  all: ['templates'] as const,
  list: (filters: TemplateFilters) => [...templateKeys.all, 'list', filters] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
};

/** Templates a picker shows at once: a profession has a handful; all of them together are under 100. */
const PICKER_PAGE = 100;

/** `GET /api/templates?kind=&profession=`: built-in, the installation's and the caller's own. */
export function useTemplates(filters: TemplateFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: templateKeys.list(filters),
    queryFn: ({ signal }) =>
      api.callPage('listTemplates', { query: { ...filters, limit: PICKER_PAGE }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** `GET /api/templates/{id}`: one template the caller may see (a 404 for any other). */
export function getTemplate(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Template> {
  return api.call('getTemplate', { params: { id }, signal });
}

export function useTemplate(id: string | undefined) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getTemplate(id!, { signal }),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

/** A new profile of the caller, from a profile template's content, named as the user chose. */
export function createProfileFromTemplate(template: Template, name: string): Promise<Icp> {
  const { fieldSources: _ignored, ...content } = template.content;
  return api.call('createIcp', {
    body: { ...(content as Record<string, never>), name, type: template.clientType ?? 'b2b' },
  });
}

export function useCreateProfileFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, name }: { template: Template; name: string }) =>
      createProfileFromTemplate(template, name),
    onSuccess: (icp) => {
      queryClient.setQueryData(icpKeys.detail(icp.id), icp);
      void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: icpKeys.counts() });
    },
  });
}

export interface SaveAsTemplateInput {
  kind: TemplateKind;
  id: string;
  name: string;
  description?: string;
  scope: 'private' | 'installation';
}

/** `POST /api/icps/{id}/template` or `POST /api/playbooks/{id}/template`. */
export function saveAsTemplate({ kind, id, ...body }: SaveAsTemplateInput): Promise<Template> {
  return kind === 'icp'
    ? api.call('saveIcpAsTemplate', { params: { id }, body })
    : api.call('savePlaybookAsTemplate', { params: { id }, body });
}

export function useSaveAsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAsTemplate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** `DELETE /api/templates/{id}`: one's own private template, or (admins) an installation one. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('deleteTemplate', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/**
 * The caller's profiles a new playbook can belong to (`GET /api/icps?limit=200`), under `['icps', ...]`
 * so that any change to a profile refreshes them.
 */
export function useProfileOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...icpKeys.lists(), { purpose: 'template-playbook-picker' }],
    queryFn: async ({ signal }) => {
      const page = await api.callPage('listIcps', { query: { limit: 200 }, signal });
      return page.items.map(({ id, name, clientName }) => ({ id, name, clientName }));
    },
    enabled,
  });
}

/**
 * A new playbook for one of the caller's profiles from a playbook template's content
 * (`POST /api/playbooks`, docs/product.md §12), named as the user chose; a draft to adapt.
 */
export function createPlaybookFromTemplate(
  template: Template,
  icpId: string,
  name: string,
): Promise<Playbook> {
  const { icpId: _icp, status: _status, ...content } = template.content;
  return api.call('createPlaybook', {
    body: { ...(content as Record<string, never>), icpId, name, status: 'draft' },
  });
}

export function useCreatePlaybookFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, icpId, name }: { template: Template; icpId: string; name: string }) =>
      createPlaybookFromTemplate(template, icpId, name),
    // The playbooks feature's lists and counts sit under ['playbooks', 'list'].
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['playbooks', 'list'] }),
  });
}
