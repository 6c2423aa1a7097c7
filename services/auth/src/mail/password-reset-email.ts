import { describeTtl } from '../secrets/reset-token.js';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  /** The sender's display name when not MAIL_FROM's own (a notification: "ICP Studio on behalf of ..."). */
  fromName?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The password reset e-mail: plain text and a simple HTML twin with the same words. */
export function passwordResetEmail(opts: {
  firstName: string;
  link: string;
  ttlMinutes: number;
}): ComposedMail {
  const name = opts.firstName.trim() || 'there';
  const ttl = describeTtl(opts.ttlMinutes);
  const subject = 'Reset your ICP Studio password';
  const text = [
    `Hi ${name},`,
    '',
    'We received a request to reset the password of your ICP Studio account.',
    'Open this link to choose a new password:',
    '',
    opts.link,
    '',
    `The link works once and expires in ${ttl}.`,
    "If you didn't ask for this, you can ignore this e-mail: your password stays as it is.",
    '',
    'The ICP Studio team',
  ].join('\n');
  const link = escapeHtml(opts.link);
  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f7fafc;font-family:Arial,Helvetica,sans-serif;color:#1a202c;">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
      <h1 style="font-size:20px;margin:0 0 16px;">Reset your password</h1>
      <p>Hi ${escapeHtml(name)},</p>
      <p>We received a request to reset the password of your ICP Studio account.</p>
      <p style="margin:24px 0;">
        <a href="${link}" style="background:#3182ce;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;">Choose a new password</a>
      </p>
      <p style="font-size:13px;color:#4a5568;">Or paste this link into your browser:<br><a href="${link}">${link}</a></p>
      <p style="font-size:13px;color:#4a5568;">The link works once and expires in ${ttl}. If you didn't ask for this, you can ignore this e-mail: your password stays as it is.</p>
      <p>The ICP Studio team</p>
    </div>
  </body>
</html>
`;
  return { subject, text, html };
}
