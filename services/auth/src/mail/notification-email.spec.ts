import { digestEmail, notificationEmail, type MailedNotification } from './notification-email.js';

const ICP_ID = '00000000-0000-4000-8000-000000000001';
const mention: MailedNotification = {
  kind: 'mention',
  actorName: 'Ann <Lee>',
  itemKind: 'icp',
  itemId: ICP_ID,
  itemName: 'Acme buyers',
  excerpt: 'Can you check this, @bo?',
};

describe('notification e-mails', () => {
  it('mails one notification with the item link and the note words, HTML escaped', () => {
    const mail = notificationEmail({ firstName: 'Bo', appUrl: 'https://app.example', notification: mention });
    expect(mail.subject).toBe('Ann <Lee> mentioned you on Acme buyers (ICP Studio)');
    expect(mail.text).toContain(`https://app.example/icp/${ICP_ID}`);
    expect(mail.text).toContain('Can you check this, @bo?');
    expect(mail.html).toContain('Ann &lt;Lee&gt;');
    expect(mail.html).not.toContain('<Lee>');
  });

  it('composes a digest of every notification, each with its link', () => {
    const mail = digestEmail({
      firstName: '',
      appUrl: 'https://app.example',
      notifications: [
        mention,
        { ...mention, kind: 'task_completed', itemKind: 'playbook', excerpt: null, actorName: 'Cy' },
      ],
    });
    expect(mail.subject).toBe('Your ICP Studio digest: 2 notifications');
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toContain('- Ann <Lee> mentioned you on Acme buyers');
    expect(mail.text).toContain('- Cy completed your task on Acme buyers');
    expect(mail.text).toContain(`https://app.example/playbooks/${ICP_ID}`);
    expect(digestEmail({ firstName: 'a', appUrl: 'x', notifications: [mention] }).subject).toBe(
      'Your ICP Studio digest: 1 notification',
    );
  });
});
