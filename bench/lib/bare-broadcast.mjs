#!/usr/bin/env node
/**
 * The fan-out baseline's server (bench/fanout.mjs), in a process of its own as the realtime service is:
 * a bare `ws` server that broadcasts one `note_added` message (encoded once) to every socket it holds,
 * on either of two triggers:
 * - an HTTP POST of `{icpId, id}` (answered 201), the baseline of the whole path (POST to socket);
 * - a message on the NATS subject given (`node bare-broadcast.mjs <nats-url> <subject>`), a packet
 *   `{pattern, data}` as the playbook service publishes, whose `data` is sent as it is: the baseline
 *   of the realtime service's fan-out (event to socket).
 * Prints `{"port": n}` on its first line once it listens (and has its NATS subscription).
 */
import { createServer } from 'node:http';
import { connect } from '@nats-io/transport-node';
import { WebSocketServer } from 'ws';

const [natsUrl, subject] = process.argv.slice(2);
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });

function broadcast(event) {
  const frame = Buffer.from(JSON.stringify(event));
  for (const ws of wss.clients) ws.send(frame, { binary: false });
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const note = JSON.parse(body);
    broadcast({
      type: 'note_added',
      room: `icp:${note.icpId}`,
      noteId: note.id,
      icpId: note.icpId,
      playbookId: null,
    });
    res.writeHead(201).end();
  });
});
server.on('upgrade', (req, socket, head) =>
  wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
);

if (natsUrl && subject) {
  const nc = await connect({ servers: natsUrl });
  nc.subscribe(subject, { callback: (err, msg) => err || broadcast(msg.json().data) });
  await nc.flush();
}
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => process.exit(0));
