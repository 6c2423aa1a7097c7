import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Closes the database pool once Nest has stopped taking messages and finished the ones in hand. */
@Injectable()
export class DbCloser implements OnApplicationShutdown {
  constructor(private readonly ds: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ds.isInitialized) await this.ds.destroy();
  }
}
