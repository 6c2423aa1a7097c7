import { passwordResetEmail } from './password-reset-email.js';

describe('password reset e-mail', () => {
  const link = 'http://localhost:8080/reset-password/AbC_-123';

  it('greets the user and carries the link in text and HTML', () => {
    const mail = passwordResetEmail({ firstName: 'Jane', link, ttlMinutes: 60 });
    expect(mail.subject).toBe('Reset your ICP Studio password');
    expect(mail.text).toContain('Hi Jane,');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('states the lifetime of the link', () => {
    expect(passwordResetEmail({ firstName: 'Jane', link, ttlMinutes: 60 }).text).toContain(
      'expires in 1 hour',
    );
    expect(passwordResetEmail({ firstName: 'Jane', link, ttlMinutes: 15 }).html).toContain(
      'expires in 15 minutes',
    );
  });

  it('escapes what the user typed into the HTML', () => {
    const mail = passwordResetEmail({ firstName: '<script>alert(1)</script>', link, ttlMinutes: 60 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('falls back to a neutral greeting without a name', () => {
    expect(passwordResetEmail({ firstName: '  ', link, ttlMinutes: 60 }).text).toContain('Hi there,');
  });
});
