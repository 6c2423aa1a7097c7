import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller.js';

/**
 * The gateway's operator routes besides health on its public port: `/api/openapi.json` and `/api/docs`.
 * `/metrics` is served on the ops port only (OPS_PORT, see app.ts), never on the public one.
 */
@Module({ controllers: [DocsController] })
export class OpsModule {}
