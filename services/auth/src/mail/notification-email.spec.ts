import {
  digestEmail,
  notificationEmail,
  withoutLinks,
  type MailedNotification,
} from './notification-email.js';
import { senderAddress } from './mailer.js';

const ICP_ID = '00000000-0000-4000-8000-000000000001';
const mention: MailedNotification = {
  kind: 'mention',
  actorName: 'Ann <Lee>',
  itemKind: 'icp',
  itemId: ICP_ID,
  itemName: 'Acme buyers',
  excerpt: 'Can you check this, @bo?',
};
const PHISH =
  '@bo your session expired: log in again at https://icp-studio.evil.example/login or ' +
  'www.evil.example, <a href="https://evil.example">here</a>, mail help@evil.example\nThanks, IT';

/** Every link target of an HTML mail (its tags; escaped text is text). */
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((m) => m[1]);

describe('notification e-mails', () => {
  it('mails one notification with the item link and the note words, HTML escaped', () => {
    const mail = notificationEmail({ firstName: 'Bo', appUrl: 'https://app.example', notification: mention });
    expect(mail.subject).toBe('Ann <Lee> mentioned you on Acme buyers (ICP Studio)');
    expect(mail.text).toContain(`https://app.example/icp/${ICP_ID}`);
    expect(mail.text).toContain('Can you check this, @bo?');
    expect(mail.html).toContain('Ann &lt;Lee&gt;');
    expect(mail.html).not.toContain('<Lee>');
  });

  it('mails a KPI review reminder as one line, nothing quoted, linking to the KPI section', () => {
    const mail = notificationEmail({
      firstName: 'Bo',
      appUrl: 'https://app.example',
      notification: {
        kind: 'kpi_review',
        actorName: null,
        itemKind: 'playbook',
        itemId: ICP_ID,
        itemName: 'Q1 plan',
        excerpt: 'March 2026 for Booked consultations',
      },
    });
    expect(mail.subject).toBe('Time to record March 2026 for Booked consultations in Q1 plan (ICP Studio)');
    expect(mail.text).not.toContain('wrote:');
    expect(mail.text).toContain(`https://app.example/playbooks/${ICP_ID}#kpi-actuals`);
    expect(mail.fromName).toBeUndefined();
  });

  it("quotes the note as its author's words: 'Fiona Lee wrote:' and the text in a quoted block", () => {
    const mail = notificationEmail({
      firstName: 'Bo',
      appUrl: 'https://app.example',
      notification: { ...mention, actorName: 'Fiona Lee', excerpt: 'First line\nsecond <b>line</b>' },
    });
    expect(mail.text).toContain('Fiona Lee wrote:\n> First line\n> second <b>line</b>');
    expect(mail.html).toMatch(
      /<strong>Fiona Lee<\/strong> wrote:<\/p>\s*<blockquote[^>]*>First line<br>second &lt;b&gt;line&lt;\/b&gt;<\/blockquote>/,
    );
    expect(mail.fromName).toBe('ICP Studio on behalf of Fiona Lee');
  });

  it('makes no link of what a user wrote: addresses as plain text, links only to this installation', () => {
    const mail = notificationEmail({
      firstName: 'Bo',
      appUrl: 'https://app.example:8443/',
      notification: {
        ...mention,
        actorName: 'IT Support http://evil.example',
        itemName: 'Go to evil.example',
        excerpt: PHISH,
      },
    });
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toMatch(/https?:\/\/(?!app\.example:8443\/)/);
      expect(part).not.toMatch(/evil\.example/);
      expect(part).not.toMatch(/www\./);
    }
    expect(mail.text).toContain('https[:]//icp-studio[.]evil[.]example/login');
    expect(mail.html).toContain('&lt;a href=&quot;https[:]//evil[.]example&quot;&gt;here&lt;/a&gt;');
    expect(hrefs(mail.html)).toEqual([`https://app.example:8443/icp/${ICP_ID}`]);
    expect(mail.fromName).toBe('ICP Studio on behalf of IT Support http[:]//evil[.]example');
  });

  it('writes web and e-mail addresses as text, and leaves ordinary words and numbers alone', () => {
    expect(withoutLinks('see https://a.example/x, www.b.co.uk and bo@c.example')).toBe(
      'see https[:]//a[.]example/x, www[.]b[.]co[.]uk and bo@c[.]example',
    );
    expect(withoutLinks('javascript:alert(1) mailto:x tel:+1 http://10.0.0.1/')).toBe(
      'javascript[:]alert(1) mailto[:]x tel[:]+1 http[:]//10[.]0[.]0[.]1/',
    );
    expect(withoutLinks('пример.рф and evil．example')).toBe('пример[.]рф and evil[.]example');
    expect(withoutLinks('e.g. version 1.5, Mr. Lee: 20:30 at 3.5%. Done.')).toBe(
      'e.g. version 1.5, Mr. Lee: 20:30 at 3.5%. Done.',
    );
  });

  it('keeps the sender name on one line and short, and sends without a name when there is no author', () => {
    const long = notificationEmail({
      firstName: 'Bo',
      appUrl: 'https://app.example',
      notification: { ...mention, actorName: `Eve\r\nBcc: all@example.com ${'x'.repeat(80)}` },
    });
    expect(long.fromName).not.toMatch(/[\r\n]/);
    expect(long.fromName!.length).toBeLessThanOrEqual('ICP Studio on behalf of '.length + 64);
    const nobody = notificationEmail({
      firstName: 'Bo',
      appUrl: 'https://app.example',
      notification: { ...mention, kind: 'client_assigned', actorName: null, excerpt: null },
    });
    expect(nobody.fromName).toBeUndefined();
    expect(senderAddress('ICP Studio <no-reply@icp-studio.local>')).toBe('no-reply@icp-studio.local');
    expect(senderAddress(' no-reply@icp-studio.local ')).toBe('no-reply@icp-studio.local');
  });

  it('composes a digest of every notification, each with its link, notes quoted and without links', () => {
    const mail = digestEmail({
      firstName: '',
      appUrl: 'https://app.example',
      notifications: [
        mention,
        { ...mention, kind: 'task_completed', itemKind: 'playbook', excerpt: PHISH, actorName: 'Cy' },
      ],
    });
    expect(mail.subject).toBe('Your ICP Studio digest: 2 notifications');
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toContain('- Ann <Lee> mentioned you on Acme buyers');
    expect(mail.text).toContain('- Cy completed your task on Acme buyers\n  Cy wrote:\n  > @bo your session');
    expect(mail.text).toContain(`https://app.example/playbooks/${ICP_ID}`);
    expect(mail.html).toContain('<strong>Cy</strong> wrote:');
    expect(hrefs(mail.html)).toEqual([
      `https://app.example/icp/${ICP_ID}`,
      `https://app.example/playbooks/${ICP_ID}`,
    ]);
    expect(`${mail.text}${mail.html}`).not.toMatch(/evil\.example/);
    expect(
      digestEmail({ firstName: 'a', appUrl: 'https://x.example', notifications: [mention] }).subject,
    ).toBe('Your ICP Studio digest: 1 notification');
  });
});
