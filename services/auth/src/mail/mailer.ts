import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { logger } from '@icp-studio/service-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AuthConfig } from '../config.js';
import { AUTH_CONFIG } from '../infra/tokens.js';
import type { ComposedMail } from './password-reset-email.js';

/** The address of MAIL_FROM (`ICP Studio <no-reply@example.com>` or the bare address). */
export function senderAddress(mailFrom: string): string {
  return /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** Outgoing mail over `SMTP_URL` with nodemailer. Without SMTP_URL, `configured` is false. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter | undefined;

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {
    this.transport = config.SMTP_URL
      ? nodemailer.createTransport({
          url: config.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : undefined;
    if (!this.transport) {
      if (config.NODE_ENV === 'production')
        logger().warn('SMTP_URL is not set: password reset links cannot be sent (and are never logged)');
      else
        logger().info(
          'SMTP_URL is not set: password reset links are written to this log instead of e-mailed',
        );
    }
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  async send(to: string, { fromName, ...mail }: ComposedMail): Promise<void> {
    if (!this.transport) throw new Error('SMTP_URL is not configured');
    const from = fromName
      ? { name: fromName, address: senderAddress(this.config.MAIL_FROM) }
      : this.config.MAIL_FROM;
    await this.transport.sendMail({ from, to, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
