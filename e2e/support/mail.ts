import { E2E } from './env.mjs';

interface CaughtMail {
  to: string[];
  subject: string;
  raw: string;
}

/** Waits for the newest e-mail to `to` and returns the password reset link in it. */
export async function resetLinkFor(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${E2E.mailHttpPort}/?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as CaughtMail[];
    const last = mails.at(-1);
    // quoted-printable soft breaks ("=\r\n") may split the link
    const body = last?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = body && /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(body)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset e-mail reached ${to}`);
}

/** Waits for the newest e-mail to `to` and returns the e-mail change confirmation link in it. */
export async function confirmEmailLinkFor(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${E2E.mailHttpPort}/?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as CaughtMail[];
    const body = mails
      .at(-1)
      ?.raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = body && /https?:\/\/[^\s"'<>]+\/confirm-email\/[A-Za-z0-9_-]+/.exec(body)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no confirmation e-mail reached ${to}`);
}

/** Waits for an e-mail to `to` whose (decoded) text holds `text`; answers that text. */
export async function mailContaining(to: string, text: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${E2E.mailHttpPort}/?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as CaughtMail[];
    const bodies = mails.map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const body = bodies.findLast((b) => b.includes(text));
    if (body) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail with "${text}" reached ${to}`);
}
