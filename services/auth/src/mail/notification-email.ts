import { notificationPath, notificationSummaryLine, type NotificationKind } from '@icp-studio/contracts';
import type { ComposedMail } from './password-reset-email.js';

export interface MailedNotification {
  kind: NotificationKind;
  actorName: string | null;
  itemKind: 'icp' | 'playbook' | 'user';
  itemId: string;
  itemName: string | null;
  excerpt: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SETTINGS_HINT = 'You can choose instant e-mails, a daily digest or none in Settings.';

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

/** One notification, mailed at once (the "instant" choice): what happened, the note's words, a link. */
export function notificationEmail(opts: {
  firstName: string;
  appUrl: string;
  notification: MailedNotification;
}): ComposedMail {
  const n = opts.notification;
  const line = notificationSummaryLine(n);
  const link = `${opts.appUrl}${notificationPath(n)}`;
  const name = opts.firstName.trim() || 'there';
  const text = [
    `Hi ${name},`,
    '',
    `${line}.`,
    ...(n.excerpt ? ['', `“${n.excerpt}”`] : []),
    '',
    `Open it: ${link}`,
    '',
    SETTINGS_HINT,
  ].join('\n');
  const html = page(
    line,
    [
      `      <p>Hi ${escapeHtml(name)},</p>`,
      `      <p>${escapeHtml(line)}.</p>`,
      n.excerpt
        ? `      <blockquote style="border-left:3px solid #cbd5e0;margin:0;padding:4px 12px;color:#2d3748;">${escapeHtml(n.excerpt)}</blockquote>`
        : '',
      `      <p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="background:#3182ce;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;">Open in ICP Studio</a></p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return { subject: `${line} (ICP Studio)`, text, html };
}

/** The daily digest: every notification not yet mailed, oldest first, each with its link. */
export function digestEmail(opts: {
  firstName: string;
  appUrl: string;
  notifications: readonly MailedNotification[];
}): ComposedMail {
  const count = opts.notifications.length;
  const name = opts.firstName.trim() || 'there';
  const subject = `Your ICP Studio digest: ${count} notification${count === 1 ? '' : 's'}`;
  const items = opts.notifications.map((n) => ({
    line: notificationSummaryLine(n),
    excerpt: n.excerpt,
    link: `${opts.appUrl}${notificationPath(n)}`,
  }));
  const text = [
    `Hi ${name},`,
    '',
    `Since your last digest:`,
    '',
    ...items.flatMap((i) => [`- ${i.line}`, ...(i.excerpt ? [`  “${i.excerpt}”`] : []), `  ${i.link}`]),
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
          `        <li style="margin-bottom:12px;"><a href="${escapeHtml(i.link)}">${escapeHtml(i.line)}</a>${i.excerpt ? `<br><span style="color:#4a5568;">“${escapeHtml(i.excerpt)}”</span>` : ''}</li>`,
      ),
      '      </ul>',
    ].join('\n'),
  );
  return { subject, text, html };
}
