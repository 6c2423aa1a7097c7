import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait.js';

/** One e-mail the catcher received, decoded enough to read. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** A small MIME reader: enough for nodemailer's text + HTML (multipart/alternative) messages. */
export function parseMail(raw: string, to: string[]): CapturedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: CapturedMail = {
    from: headers.from ?? '',
    to,
    subject: headers.subject ?? '',
    text: '',
    html: '',
    raw,
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map(splitHeaders)
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const content = decodeBody(part.headers, part.body).replace(/\r\n/g, '\n').trimEnd();
    if (type.startsWith('text/plain')) mail.text = content;
    if (type.startsWith('text/html')) mail.html = content;
  }
  return mail;
}

/** An in-process SMTP server on a random port that keeps every message (auth's mail in tests). */
export class MailCatcher {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** A catcher, listening. */
  static async start(): Promise<MailCatcher> {
    const catcher = new MailCatcher();
    await catcher.start();
    return catcher;
  }

  /** `SMTP_URL` for the auth service. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** Waits for the next message to `to` that arrives after `since` messages. */
  async waitFor(to: string, since = 0, timeoutMs = 10_000): Promise<CapturedMail> {
    const wanted = to.toLowerCase();
    return waitFor(
      () => this.messages.slice(since).find((m) => m.to.some((t) => t.toLowerCase() === wanted)),
      timeoutMs,
      `a mail to ${to}`,
    );
  }

  /** The password-reset link of the latest mail to `to` (waiting for one). */
  async resetLinkFor(to: string, timeoutMs = 10_000): Promise<string> {
    const wanted = to.toLowerCase();
    return waitFor(
      () => {
        const mail = this.messages.filter((m) => m.to.some((t) => t.toLowerCase() === wanted)).at(-1);
        return mail && /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      },
      timeoutMs,
      `a reset e-mail to ${to}`,
      100,
    );
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The same as `close()`. */
  stop(): Promise<void> {
    return this.close();
  }
}
