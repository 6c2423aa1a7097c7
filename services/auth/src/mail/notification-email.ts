import {
  notificationPath,
  notificationQuotesExcerpt,
  notificationSummaryLine,
  type NotificationKind,
} from '@icp-studio/contracts';
import type { ComposedMail } from './password-reset-email.js';

export interface MailedNotification {
  kind: NotificationKind;
  actorName: string | null;
  itemKind: 'icp' | 'playbook' | 'user';
  itemId: string;
  itemName: string | null;
  excerpt: string | null;
}

/*
 * Notification e-mails carry what users wrote (a note's words, a name, an item's name) under the
 * installation's own sender, so they must not read as the installation speaking (docs/product.md §15,
 * "E-mail"): the note is quoted as the author's ("Fiona Lee wrote:", the words in a quoted block, HTML
 * escaped), nothing a user wrote becomes a link (web and e-mail addresses are shown as plain text,
 * `https[:]//evil[.]example`, which no mail program turns into a link), the only links lead to this
 * installation's own origin (APP_URL), and the sender's name says it is ICP Studio on behalf of the author.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A host name: two or more labels, the last of two characters or more and starting with a letter
 * (`evil.example`, `www.a.co`, `пример.рф`; not `e.g.` or `1.5`); a full-width dot counts as a dot.
 */
const HOST =
  /(?<![\p{L}\p{N}_-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?[.．。])+\p{L}[\p{L}\p{N}-]*[\p{L}\p{N}](?![\p{L}\p{N}_-])/gu;
/** An IPv4 address. */
const IPV4 = /(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/g;
/** A scheme a mail program makes a link of: `https://`, `ftp://`, `mailto:`, `tel:`, `javascript:` ... */
const SCHEME =
  /(?<![\p{L}\p{N}+.-])([\p{L}][\p{L}\p{N}+.-]*)\s*:(?=\s*\/\/)|\b(mailto|tel|sms|callto|javascript|data|file)\s*:/giu;

/**
 * User text with every web or e-mail address made plain text: the scheme's colon and the dots of a host
 * bracketed (`https[:]//evil[.]example/login`, `bo@evil[.]example`), so no mail program makes a link of it.
 */
export function withoutLinks(text: string): string {
  return text
    .replace(SCHEME, (_m, scheme: string | undefined, bare: string | undefined) => `${scheme ?? bare}[:]`)
    .replace(HOST, (host) => host.replace(/[.．。]/g, '[.]'))
    .replace(IPV4, (ip) => ip.replace(/\./g, '[.]'));
}

/** A name for a sender line: one line, no control characters, at most 64 characters, no links. */
function senderName(name: string): string {
  const flat = withoutLinks(
    name
      .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return flat.length > 64 ? `${flat.slice(0, 63)}…` : flat;
}

/** A link to a path of this installation: always on APP_URL's origin, whatever the path holds. */
function ownLink(appUrl: string, path: string): string {
  const base = new URL(appUrl);
  const url = new URL(path, base);
  return url.origin === base.origin ? url.href : base.href;
}

/**
 * What the mail shows of a notification: everything a user wrote, without links. An excerpt that is part
 * of the summary line (a KPI review reminder's period and KPI names) is not quoted.
 */
function shown(n: MailedNotification, appUrl: string) {
  const actor = n.actorName?.trim() ? withoutLinks(n.actorName.trim()) : null;
  const excerpt = n.excerpt?.trim() ? withoutLinks(n.excerpt.trim()) : null;
  const quoted = notificationQuotesExcerpt(n.kind);
  return {
    line: notificationSummaryLine({
      kind: n.kind,
      actorName: actor,
      itemName: n.itemName ? withoutLinks(n.itemName) : null,
      excerpt: quoted ? null : excerpt,
    }),
    author: actor ?? 'Someone',
    excerpt: quoted ? excerpt : null,
    link: ownLink(appUrl, notificationPath(n)),
  };
}

const SETTINGS_HINT = 'You can choose instant e-mails, a daily digest or none in Settings.';
const QUOTED_HINT =
  'Quoted as written by its author in ICP Studio; web addresses in it are shown as text, not links.';

const quoteText = (author: string, excerpt: string) => [
  `${author} wrote:`,
  ...excerpt.split(/\r?\n/).map((l) => `> ${l}`),
];

const quoteHtml = (author: string, excerpt: string) =>
  [
    `      <p style="margin:16px 0 4px;"><strong>${escapeHtml(author)}</strong> wrote:</p>`,
    `      <blockquote style="border-left:3px solid #cbd5e0;margin:0 0 8px;padding:4px 12px;color:#2d3748;white-space:pre-wrap;">${escapeHtml(excerpt).replace(/\r?\n/g, '<br>')}</blockquote>`,
    `      <p style="font-size:12px;color:#718096;margin:0 0 16px;">${QUOTED_HINT}</p>`,
  ].join('\n');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f7fafc;font-family:Arial,Helvetica,sans-serif;color:#1a202c;">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
      <h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(title)}</h1>
${body}
      <p style="font-size:13px;color:#4a5568;">${SETTINGS_HINT}</p>
    </div>
  </body>
</html>
`;
}

/**
 * One notification, mailed at once (the "instant" choice): what happened, the note's words quoted as
 * the author's, a link to the item here; sent as "ICP Studio on behalf of <author>".
 */
export function notificationEmail(opts: {
  firstName: string;
  appUrl: string;
  notification: MailedNotification;
}): ComposedMail {
  const n = shown(opts.notification, opts.appUrl);
  const name = withoutLinks(opts.firstName.trim()) || 'there';
  const text = [
    `Hi ${name},`,
    '',
    `${n.line}.`,
    ...(n.excerpt ? ['', ...quoteText(n.author, n.excerpt), '', QUOTED_HINT] : []),
    '',
    `Open it in ICP Studio: ${n.link}`,
    '',
    SETTINGS_HINT,
  ].join('\n');
  const html = page(
    n.line,
    [
      `      <p>Hi ${escapeHtml(name)},</p>`,
      `      <p>${escapeHtml(n.line)}.</p>`,
      n.excerpt ? quoteHtml(n.author, n.excerpt) : '',
      `      <p style="margin:24px 0;"><a href="${escapeHtml(n.link)}" style="background:#3182ce;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;">Open in ICP Studio</a></p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const actor = opts.notification.actorName?.trim();
  return {
    subject: `${n.line} (ICP Studio)`,
    text,
    html,
    ...(actor ? { fromName: `ICP Studio on behalf of ${senderName(actor)}` } : {}),
  };
}

/** The daily digest: every notification not yet mailed, oldest first, each with its link. */
export function digestEmail(opts: {
  firstName: string;
  appUrl: string;
  notifications: readonly MailedNotification[];
}): ComposedMail {
  const count = opts.notifications.length;
  const name = withoutLinks(opts.firstName.trim()) || 'there';
  const subject = `Your ICP Studio digest: ${count} notification${count === 1 ? '' : 's'}`;
  const items = opts.notifications.map((n) => shown(n, opts.appUrl));
  const quoted = items.some((i) => i.excerpt);
  const text = [
    `Hi ${name},`,
    '',
    `Since your last digest:`,
    '',
    ...items.flatMap((i) => [
      `- ${i.line}`,
      ...(i.excerpt ? quoteText(i.author, i.excerpt).map((l) => `  ${l}`) : []),
      `  ${i.link}`,
    ]),
    ...(quoted ? ['', QUOTED_HINT] : []),
    '',
    SETTINGS_HINT,
  ].join('\n');
  const html = page(
    subject,
    [
      `      <p>Hi ${escapeHtml(name)},</p>`,
      '      <p>Since your last digest:</p>',
      '      <ul>',
      ...items.map(
        (i) =>
          `        <li style="margin-bottom:12px;"><a href="${escapeHtml(i.link)}">${escapeHtml(i.line)}</a>${
            i.excerpt
              ? `<br><span style="color:#4a5568;"><strong>${escapeHtml(i.author)}</strong> wrote:</span><blockquote style="border-left:3px solid #cbd5e0;margin:4px 0 0;padding:2px 10px;color:#2d3748;white-space:pre-wrap;">${escapeHtml(i.excerpt).replace(/\r?\n/g, '<br>')}</blockquote>`
              : ''
          }</li>`,
      ),
      '      </ul>',
      quoted ? `      <p style="font-size:12px;color:#718096;">${QUOTED_HINT}</p>` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return { subject, text, html };
}
