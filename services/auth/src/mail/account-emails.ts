import type { ComposedMail } from './password-reset-email.js';
import { describeTtl } from '../secrets/reset-token.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f7fafc;font-family:Arial,Helvetica,sans-serif;color:#1a202c;">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
      <h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(title)}</h1>
${body}
      <p>The ICP Studio team</p>
    </div>
  </body>
</html>
`;
}

/** Sent to the NEW address: the link that confirms the change (docs/product.md, Account). */
export function emailChangeConfirmEmail(opts: {
  firstName: string;
  newEmail: string;
  link: string;
  ttlMinutes: number;
}): ComposedMail {
  const name = opts.firstName.trim() || 'there';
  const ttl = describeTtl(opts.ttlMinutes);
  const subject = 'Confirm your new ICP Studio e-mail address';
  const text = [
    `Hi ${name},`,
    '',
    `You asked to use ${opts.newEmail} for your ICP Studio account.`,
    'Open this link to confirm the change:',
    '',
    opts.link,
    '',
    `The link works once and expires in ${ttl}. Until then your account keeps its current address.`,
    "If you didn't ask for this, you can ignore this e-mail.",
    '',
    'The ICP Studio team',
  ].join('\n');
  const link = escapeHtml(opts.link);
  const html = page(
    'Confirm your new e-mail address',
    `      <p>Hi ${escapeHtml(name)},</p>
      <p>You asked to use ${escapeHtml(opts.newEmail)} for your ICP Studio account.</p>
      <p style="margin:24px 0;">
        <a href="${link}" style="background:#2b6cb0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;">Confirm this address</a>
      </p>
      <p style="font-size:13px;color:#4a5568;">Or paste this link into your browser:<br><a href="${link}">${link}</a></p>
      <p style="font-size:13px;color:#4a5568;">The link works once and expires in ${ttl}. Until then your account keeps its current address. If you didn't ask for this, you can ignore this e-mail.</p>`,
  );
  return { subject, text, html };
}

/**
 * Sent to the OLD address once the change is confirmed, with the link that undoes it (docs/product.md §7,
 * "Account recovery"): someone who knew the password may have moved the account to their own address.
 */
export function emailChangedNoticeEmail(opts: {
  firstName: string;
  newEmail: string;
  undoLink: string;
  undoTtlMinutes: number;
}): ComposedMail {
  const name = opts.firstName.trim() || 'there';
  const ttl = describeTtl(opts.undoTtlMinutes);
  const subject = 'Your ICP Studio e-mail address was changed';
  const text = [
    `Hi ${name},`,
    '',
    `The e-mail address of your ICP Studio account is now ${opts.newEmail}.`,
    'Sign-in and password reset e-mails go there from now on.',
    '',
    "If you didn't make this change, open this link to undo it:",
    '',
    opts.undoLink,
    '',
    `The link works once, for ${ttl}. It gives your account this address back, signs everyone out of it`,
    'and sends you a link here to choose a new password.',
    '',
    'The ICP Studio team',
  ].join('\n');
  const link = escapeHtml(opts.undoLink);
  const html = page(
    'Your e-mail address was changed',
    `      <p>Hi ${escapeHtml(name)},</p>
      <p>The e-mail address of your ICP Studio account is now <strong>${escapeHtml(opts.newEmail)}</strong>.
      Sign-in and password reset e-mails go there from now on.</p>
      <p>If you didn't make this change, undo it:</p>
      <p style="margin:24px 0;">
        <a href="${link}" style="background:#2b6cb0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;">Undo this change</a>
      </p>
      <p style="font-size:13px;color:#4a5568;">Or paste this link into your browser:<br><a href="${link}">${link}</a></p>
      <p style="font-size:13px;color:#4a5568;">The link works once, for ${ttl}. It gives your account this address back, signs everyone out of it and sends you a link here to choose a new password.</p>`,
  );
  return { subject, text, html };
}
