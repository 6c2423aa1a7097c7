import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Closes the pool last, after every handler and background task has finished with it. */
@Injectable()
export class DataSourceCloser implements OnApplicationShutdown {
  constructor(private readonly ds: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ds.isInitialized) await this.ds.destroy();
  }
}
