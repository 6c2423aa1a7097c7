/**
 * Local HTTP servers that speak the wire protocols of the AI providers, for driving the real SDKs in
 * tests (and the browser e2e test): OpenAI chat completions (`POST /v1/chat/completions`, also what a
 * custom OpenAI-compatible endpoint serves), Anthropic messages (`POST /v1/messages`) and Gemini
 * (`POST /v1beta/models/{model}:generateContent`), and each protocol's model list (OpenAI and Anthropic
 * `GET /v1/models`, Gemini `GET /v1beta/models`). They listen on 127.0.0.1 on a free port.
 *
 * By default every request gets a plausible, valid JSON answer for the task its prompt asks for (see
 * `defaultAnswer`), so a whole flow works against them. Tests script other answers with `enqueue`
 * (used in order, one per request) or `setDefault`: content text (good, fenced or malformed JSON), an
 * HTTP error status, a hang, or a redirect.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeReply =
  /** The assistant's text, wrapped in the protocol's answer envelope. */
  | { content: string }
  /** An error answer in the protocol's error shape. */
  | { status: number; message?: string; headers?: Record<string, string> }
  /** Never answers (the connection stays open until the client gives up or the server closes). */
  | { hang: true }
  /** A redirect to `location`. */
  | { redirect: string; status?: number }
  /** Waits `ms` and then gives `then`. */
  | { delayMs: number; then: FakeReply };

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** The prompt text the request carries (every message joined), for assertions. */
  prompt: string;
}

export interface FakeProviderServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What the SDK takes as its base URL (OpenAI: `<url>/v1`; Anthropic and Gemini: `<url>`). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Replies for the next requests, in order; then the default again. */
  enqueue(...replies: FakeReply[]): void;
  /** The reply when nothing is queued (default: `defaultAnswer` of the prompt). */
  setDefault(reply: FakeReply | ((req: FakeRequest) => FakeReply) | null): void;
  close(): Promise<void>;
}

/** Marks every default answer, so a test (or the e2e test) can tell it came from the fake server. */
export const FAKE_MARK = 'test server';

/** The fake's answers by task: what the product shows when it talks to a fake server. */
export const FAKE_ANSWERS = {
  demographics: {
    suggestions: [
      'Industry: Boutique fitness studios',
      `Company size: 12-40 employees`,
      'Revenue: $2M-$8M',
      'Decision maker role: Founder-owner',
      'Title: Studio Director',
      'Location: Pacific Northwest',
    ],
  },
  painPoints: {
    suggestions: [`Class no-shows cost 15% of revenue (${FAKE_MARK})`, 'Instructor turnover every quarter'],
  },
  channels: { suggestions: [`Strava club partnerships (${FAKE_MARK})`, 'Local running events'] },
  messaging: {
    valueProposition: `Full classes, loyal members (${FAKE_MARK})`,
    keyMessages: ['Fill every class', 'Keep members for years'],
    messagingPillars: ['Community', 'Retention'],
  },
  campaigns: {
    suggestions: [
      {
        name: `Bring-a-friend month (${FAKE_MARK})`,
        objective: 'Add 50 members',
        timeline: 'Month 1',
        channel: 'Email',
      },
    ],
  },
  analysis: {
    suggestions: [
      `Name the studio owner's top retention metric (${FAKE_MARK})`,
      'Add a pain point about pricing',
    ],
    personaNarrative: `Meet Sam, who runs two studios and worries about empty 6 am classes (${FAKE_MARK}).`,
  },
} as const;

/**
 * The fake's answers to each section of a generated playbook (the prompt's `Playbook section: <name>`
 * line), in the simple shape the prompts ask for; the ai service turns them into the contract's sections.
 */
export const FAKE_PLAYBOOK = {
  positioning: {
    positioning: `The studio partner owners call when classes sit half empty (${FAKE_MARK})`,
    valueProposition: 'Full classes and members who stay for years, in one 90-day plan.',
    pillars: ['Community first', 'Retention you can measure', 'Local and personal'],
  },
  messages: {
    awareness: [`Empty 6 am classes are a fixable problem (${FAKE_MARK})`],
    consideration: ['See how three studios filled their mornings'],
    decision: ['Book a free retention review this week'],
    retention: ['Your members, still here next year'],
  },
  objections: {
    objections: [
      { objection: `We tried marketing before (${FAKE_MARK})`, answer: 'This plan is measured every week.' },
      { objection: 'It costs too much', answer: 'One kept member pays for a month of it.' },
    ],
  },
  channels: {
    channels: [
      {
        channel: `Strava club partnerships (${FAKE_MARK})`,
        stage: 'awareness',
        reason: 'Runners cross-train.',
      },
      { channel: 'Member referral cards', stage: 'decision', reason: 'Friends bring friends.' },
      { channel: 'Email to lapsed members', stage: 'retention', reason: 'They already know the studio.' },
    ],
  },
  kpis: {
    kpis: [
      {
        name: `Trial bookings (${FAKE_MARK})`,
        stage: 'consideration',
        target: 40,
        unit: 'bookings',
        period: 'month',
        basis: 'Two per class per week.',
      },
      {
        name: 'Member retention',
        stage: 'retention',
        target: 85,
        unit: '%',
        period: 'quarter',
        basis: 'Studio average.',
      },
    ],
  },
  roadmap: {
    campaigns: [
      {
        name: `Run club open day (${FAKE_MARK})`,
        stage: 'awareness',
        channel: 'Strava club partnerships',
        offer: 'A free class',
        owner: 'Studio director',
        startDay: 1,
        endDay: 30,
        kpi: 'Trial bookings',
      },
      {
        name: 'Bring a friend',
        stage: 'decision',
        channel: 'Member referral cards',
        offer: 'A month at half price',
        owner: 'Front desk lead',
        startDay: 20,
        endDay: 60,
        kpi: 'Trial bookings',
      },
      {
        name: 'Welcome back',
        stage: 'retention',
        channel: 'Email to lapsed members',
        offer: 'A returning-member week',
        owner: 'Studio director',
        startDay: 45,
        endDay: 90,
        kpi: 'Member retention',
      },
    ],
  },
  budget: {
    lines: [
      { channel: 'Strava club partnerships', weight: 50, reason: `Sponsorship and a stand (${FAKE_MARK})` },
      { channel: 'Member referral cards', weight: 30, reason: 'Printing and thank-you gifts' },
      { channel: 'Email to lapsed members', weight: 20, reason: 'The email tool' },
    ],
  },
} as const;

/** The playbook section a prompt asks for, or null when it asks for something else. */
export function playbookSectionOf(prompt: string): keyof typeof FAKE_PLAYBOOK | null {
  const m = /^Playbook section: (\w+)$/m.exec(prompt);
  return m && m[1]! in FAKE_PLAYBOOK ? (m[1] as keyof typeof FAKE_PLAYBOOK) : null;
}

/** The valid answer for the task a prompt asks for (recognised by the JSON shape it requests). */
export function defaultAnswer(prompt: string): string {
  let answer: unknown;
  const section = playbookSectionOf(prompt);
  if (section) answer = FAKE_PLAYBOOK[section];
  else if (prompt.includes('"personaNarrative"')) answer = FAKE_ANSWERS.analysis;
  else if (prompt.includes('"valueProposition"')) answer = FAKE_ANSWERS.messaging;
  else if (prompt.includes('"objective"')) answer = FAKE_ANSWERS.campaigns;
  else if (prompt.includes('"Label: value"')) answer = FAKE_ANSWERS.demographics;
  else if (/marketing channels/i.test(prompt)) answer = FAKE_ANSWERS.channels;
  else answer = FAKE_ANSWERS.painPoints;
  return JSON.stringify(answer);
}

type Protocol = 'openai' | 'anthropic' | 'gemini';

/** The models each fake lists (its model-list endpoint). */
export const FAKE_MODELS: Record<Protocol, string[]> = {
  openai: ['gpt-5', 'gpt-5-mini', 'llama3.1'],
  anthropic: ['claude-sonnet-5-5', 'claude-haiku-4-5'],
  gemini: ['gemini-2.5-flash', 'gemini-2.5-pro'],
};

function isModelList(protocol: Protocol, method: string, path: string): boolean {
  if (method !== 'GET') return false;
  return protocol === 'gemini' ? path === '/v1beta/models' : path === '/v1/models';
}

/** The model list in the protocol's shape. */
function modelListBody(protocol: Protocol): unknown {
  const ids = FAKE_MODELS[protocol];
  if (protocol === 'openai')
    return {
      object: 'list',
      data: ids.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake' })),
    };
  if (protocol === 'anthropic')
    return {
      data: ids.map((id) => ({
        type: 'model',
        id,
        display_name: id,
        created_at: '2025-01-01T00:00:00Z',
      })),
      has_more: false,
      first_id: ids[0],
      last_id: ids[ids.length - 1],
    };
  return {
    models: ids.map((id) => ({
      name: `models/${id}`,
      displayName: id,
      supportedGenerationMethods: ['generateContent'],
    })),
  };
}

function promptOf(protocol: Protocol, body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const texts: string[] = [];
  const push = (v: unknown) => {
    if (typeof v === 'string') texts.push(v);
    else if (Array.isArray(v)) for (const x of v) push((x as { text?: unknown })?.text ?? x);
  };
  if (protocol === 'gemini') {
    for (const c of (b.contents as { parts?: unknown[] }[] | undefined) ?? []) push(c.parts);
    push((b.systemInstruction as { parts?: unknown[] } | undefined)?.parts);
  } else {
    push(b.system);
    for (const m of (b.messages as { content?: unknown }[] | undefined) ?? []) push(m.content);
  }
  return texts.join('\n');
}

function envelope(protocol: Protocol, content: string, model: string): unknown {
  if (protocol === 'openai')
    return {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    };
  if (protocol === 'anthropic')
    return {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: content }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    };
  return {
    candidates: [{ content: { parts: [{ text: content }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
  };
}

function errorBody(protocol: Protocol, status: number, message: string, retryAfter?: string): unknown {
  if (protocol === 'openai') return { error: { message, type: 'fake_error', code: String(status) } };
  if (protocol === 'anthropic') return { type: 'error', error: { type: 'fake_error', message } };
  // Gemini tells the delay in the error's details (google.rpc.RetryInfo), as the real API does.
  const details = retryAfter
    ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfter}s` }]
    : undefined;
  return { error: { code: status, message, status: 'FAKE_ERROR', ...(details ? { details } : {}) } };
}

function routeOf(protocol: Protocol, method: string, path: string): { model?: string } | null {
  if (method !== 'POST') return null;
  if (protocol === 'openai') return path === '/v1/chat/completions' ? {} : null;
  if (protocol === 'anthropic') return path === '/v1/messages' ? {} : null;
  const m = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path);
  return m ? { model: decodeURIComponent(m[1]!) } : null;
}

async function startFake(protocol: Protocol): Promise<FakeProviderServer> {
  const requests: FakeRequest[] = [];
  const queue: FakeReply[] = [];
  let fallback: FakeReply | ((req: FakeRequest) => FakeReply) | null = null;
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, req: FakeRequest, reply: FakeReply, model: string): void => {
    if ('delayMs' in reply) {
      const t = setTimeout(() => send(res, req, reply.then, model), reply.delayMs);
      res.on('close', () => clearTimeout(t));
      return;
    }
    if ('hang' in reply) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if ('redirect' in reply) {
      res.writeHead(reply.status ?? 307, { location: reply.redirect }).end();
      return;
    }
    if ('status' in reply) {
      res
        .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        .end(
          JSON.stringify(
            errorBody(
              protocol,
              reply.status,
              reply.message ?? `fake error ${reply.status}`,
              reply.headers?.['retry-after'],
            ),
          ),
        );
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(envelope(protocol, reply.content, model)));
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      let body: unknown = undefined;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
      } catch {
        body = undefined;
      }
      const recorded: FakeRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body,
        prompt: promptOf(protocol, body),
      };
      requests.push(recorded);
      const route = routeOf(protocol, recorded.method, path);
      // Scripted replies (redirects, errors) apply to any path; the default only to the protocol's own.
      const next = queue.shift();
      if (!next && isModelList(protocol, recorded.method, path)) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(modelListBody(protocol)));
        return;
      }
      if (!route && !next) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify(errorBody(protocol, 404, 'not found')));
        return;
      }
      const model = route?.model ?? String((body as { model?: unknown })?.model ?? 'fake-model');
      const reply = next ??
        (typeof fallback === 'function' ? fallback(recorded) : fallback) ?? {
          content: defaultAnswer(recorded.prompt),
        };
      send(res, recorded, reply, model);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrl: protocol === 'openai' ? `${url}/v1` : url,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** OpenAI chat completions (and any OpenAI-compatible endpoint): SDK base URL `<url>/v1`. */
export function startFakeOpenAi(): Promise<FakeProviderServer> {
  return startFake('openai');
}

/** Anthropic messages: SDK base URL `<url>`. */
export function startFakeAnthropic(): Promise<FakeProviderServer> {
  return startFake('anthropic');
}

/** Gemini generateContent: SDK `baseUrl` `<url>`. */
export function startFakeGemini(): Promise<FakeProviderServer> {
  return startFake('gemini');
}
