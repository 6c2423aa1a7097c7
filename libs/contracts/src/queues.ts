import { z } from 'zod';
import { idSchema } from './common.js';

export const QUEUES = { pdf: 'pdf', aiAnalysis: 'ai-analysis' } as const;

export const pdfJobSchema = z.object({
  kind: z.enum(['icp', 'playbook']),
  id: idSchema,
  requestedBy: idSchema,
  correlationId: z.string().optional(),
});
export type PdfJob = z.infer<typeof pdfJobSchema>;

export const aiAnalysisJobSchema = z.object({
  icpId: idSchema,
  requestedBy: idSchema,
  correlationId: z.string().optional(),
});
export type AiAnalysisJob = z.infer<typeof aiAnalysisJobSchema>;
