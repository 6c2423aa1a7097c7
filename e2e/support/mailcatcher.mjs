/**
 * Catches the mail the product sends during end-to-end runs: an SMTP server (smtp-server) that keeps
 * every message in memory, and an HTTP endpoint listing them as JSON for the tests to read.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export async function startMailcatcher({ smtpPort, httpPort }) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
        messages.push({ to, subject, raw, receivedAt: new Date().toISOString() });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const http = createServer((req, res) => {
    const url = new URL(req.url, 'http://mail');
    const to = url.searchParams.get('to');
    const list = to ? messages.filter((m) => m.to.includes(to.toLowerCase()) || m.to.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
  });
  await new Promise((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return { close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => http.close(r))]) };
}
