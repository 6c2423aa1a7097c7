import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { logger } from '@icp-studio/service-kit';
import type { AuthConfig } from '../config.js';
import { AUTH_CONFIG } from '../infra/tokens.js';
import { NotificationsService } from './notifications.service.js';

/** The longest wait between two digest sweeps (a day's digest goes within this of being due). */
const MAX_TICK_MS = 15 * 60_000;

/**
 * Sweeps for due daily digests every NOTIFICATION_DIGEST_INTERVAL_MS (at most every 15 minutes), and
 * forgets notifications read more than 90 days before. Each
 * instance sweeps; an advisory lock lets one mail at a time, and a user's last digest time keeps them to
 * one digest per interval.
 */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly notifications: NotificationsService,
  ) {}

  onApplicationBootstrap(): void {
    const every = Math.min(this.config.NOTIFICATION_DIGEST_INTERVAL_MS, MAX_TICK_MS);
    this.timer = setInterval(() => void this.tick(), every);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const mailed = await this.notifications.sendDigests();
      if (mailed) logger().info({ mailed }, 'notification digests sent');
      const pruned = await this.notifications.pruneRead();
      if (pruned) logger().info({ pruned }, 'old read notifications deleted');
    } catch (err) {
      logger().error({ err }, 'notification digest sweep failed');
    } finally {
      this.running = false;
    }
  }
}
