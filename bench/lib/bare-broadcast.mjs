#!/usr/bin/env node
/**
 * The fan-out baseline's server (bench/fanout.mjs), in a process of its own as the realtime service is:
 * a bare `ws` server that, on any POST, broadcasts one `note_added` message (encoded once) to every
 * socket it holds, then answers 201. Prints `{"port": n}` on its first line once it listens.
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const note = JSON.parse(body);
    const frame = Buffer.from(
      JSON.stringify({
        type: 'note_added',
        room: `icp:${note.icpId}`,
        noteId: note.id,
        icpId: note.icpId,
        playbookId: null,
      }),
    );
    for (const ws of wss.clients) ws.send(frame, { binary: false });
    res.writeHead(201).end();
  });
});
server.on('upgrade', (req, socket, head) =>
  wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
);
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => process.exit(0));
