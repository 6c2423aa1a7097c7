import type { IcpScore } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** `POST /api/icps/{id}/analyze`: scores the profile now and answers the new score. */
export function analyzeIcp(id: string): Promise<IcpScore> {
  return api.call('analyzeIcp', { params: { id } });
}

export function useAnalyzeIcp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeIcp,
    onSuccess: (score, id) => {
      // The review's realtime event may have brought its result already: keep that over 'pending'.
      queryClient.setQueryData<IcpScore | null>(icpKeys.score(id), (cached) =>
        cached &&
        cached.analyzedAt === score.analyzedAt &&
        score.aiStatus === 'pending' &&
        cached.aiStatus !== 'pending'
          ? cached
          : score,
      );
      // The analysis may add AI suggestions and a persona narrative to the profile (AI Insights).
      void queryClient.invalidateQueries({ queryKey: icpKeys.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
    },
  });
}
