import { Injectable } from '@nestjs/common';

/**
 * Draining: this gateway was told to stop (SIGTERM) and still serves, but its readiness check answers
 * 503 so the edge (or a load balancer) sends it nothing new; after SHUTDOWN_DELAY_MS it closes for good.
 * A rolling restart of the `make up` stack relies on it (docs/operations.md, "Rolling restarts"). One
 * per application (tests run several gateways in one process).
 */
@Injectable()
export class Draining {
  private draining = false;

  start(): void {
    this.draining = true;
  }

  get active(): boolean {
    return this.draining;
  }
}
