import { connect, type Socket } from 'node:net';
import { sleep, uniqueSuffix } from '@icp-studio/service-kit/testing';
import { KEEP_ALIVE_TIMEOUT_MS, type GatewayHandle } from '../src/app.js';
import { startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gw${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

/** Sends one request on `socket` and resolves with the status line of its answer. */
function ask(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    const onData = (chunk: Buffer) => {
      data += chunk.toString('latin1');
      const head = data.indexOf('\r\n\r\n');
      if (head < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(data.slice(0, head))?.[1] ?? 0);
      if (data.length - head - 4 < length) return;
      socket.off('data', onData).off('close', onClose);
      resolve(data.slice(0, data.indexOf('\r\n')));
    };
    const onClose = () => reject(new Error('the gateway closed the connection'));
    socket.on('data', onData).once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: gateway\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('the public port keeps idle connections for the proxies in front', () => {
  let stack: AuthStack;
  let gw: GatewayHandle;

  beforeAll(async () => {
    stack = await startAuthStack();
    gw = await startTestGateway(suffix);
  });
  afterAll(async () => {
    await gw?.close();
    await stack?.close();
  });

  it('answers a second request on a connection left idle past Node’s 5 s default', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const url = new URL(gw.url);
    const socket = connect(Number(url.port), url.hostname);
    try {
      await new Promise((r) => socket.once('connect', r));
      expect(await ask(socket, '/api/auth/check')).toBe('HTTP/1.1 200 OK');
      await sleep(7_000);
      expect(socket.destroyed).toBe(false);
      expect(await ask(socket, '/api/auth/check')).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 30_000);
});
