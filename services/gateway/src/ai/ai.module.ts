import { Module } from '@nestjs/common';
import { z } from 'zod';
import { loadConfig } from '@icp-studio/service-kit';
import { AI_RPC_TIMEOUT, AiController } from './ai.controller.js';

/** The one AI setting the gateway reads: the ai service's own deadline for a provider call. */
export const aiRouteConfigSchema = z.object({
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});

/** What the ai service needs beyond AI_TIMEOUT_MS to answer its 504 itself (settings, rate limit, NATS). */
const MARGIN_MS = 5000;

@Module({
  controllers: [AiController],
  providers: [
    {
      provide: AI_RPC_TIMEOUT,
      useFactory: () => loadConfig(aiRouteConfigSchema).AI_TIMEOUT_MS + MARGIN_MS,
    },
  ],
})
export class AiModule {}
