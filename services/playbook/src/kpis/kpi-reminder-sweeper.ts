import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { logger } from '@icp-studio/service-kit';
import type { PlaybookConfig } from '../config.js';
import { PLAYBOOK_CONFIG } from '../infra/tokens.js';
import { KpiRemindersService } from './kpi-reminders.service.js';

/** The first sweep runs this long after start (at most one interval). */
const FIRST_SWEEP_MS = 30_000;

/**
 * Sweeps for due KPI review reminders (docs/product.md §17) every KPI_REMINDER_INTERVAL_MS (15 minutes
 * by default; 0 turns the sweep off), the first one shortly after start. Every instance sweeps; the
 * reminders table's primary key lets one of them send each reminder. Stopped on shutdown.
 */
@Injectable()
export class KpiReminderSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private first: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;

  constructor(
    @Inject(PLAYBOOK_CONFIG) private readonly config: PlaybookConfig,
    private readonly reminders: KpiRemindersService,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.KPI_REMINDER_INTERVAL_MS;
    if (every <= 0) return;
    this.first = setTimeout(() => void this.tick(), Math.min(FIRST_SWEEP_MS, every));
    this.first.unref();
    this.timer = setInterval(() => void this.tick(), every);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      const sent = await this.reminders.sweep();
      if (sent) logger().info({ sent }, 'KPI review reminders sent');
    } catch (err) {
      logger().error({ err }, 'KPI review reminder sweep failed');
    } finally {
      this.running = false;
    }
  }
}
