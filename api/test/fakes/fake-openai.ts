// A stand-in for the OpenAI API on loopback: answers POST /v1/chat/completions (as Server-Sent Events when the
// request asks for a stream) and records every request, so tests drive the real SDK and assert on what it sent.
// The four texts are asked for at once, so replies are queued for the text a request asks for, not in arrival order.
import { TEXT_KINDS, type TextKind } from '@firstwords/contracts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { purposeOfRequest } from '../../src/modules/generation/openai/openai-prompt.js';

/** How fast a streamed answer arrives. */
interface Pacing {
  /** Wait before the first token, in milliseconds. */
  firstTokenMs?: number;
  /** Infinity sends every token at once. */
  tokensPerSecond?: number;
}

export type FakeReply =
  /** An answer with this text, sent token by token (a word and its following space) when the request asks for a stream. */
  | (Pacing & {
      content: string;
      finishReason?: 'stop' | 'length';
      /** Destroys the connection after sending this many tokens. */
      breakAfterTokens?: number;
      /** Sends this many tokens, then nothing more, keeping the connection open. */
      stallAfterTokens?: number;
    })
  /** The model declines to answer, saying this. */
  | { refusal: string }
  /** An error answer with this HTTP status, such as 429 or 500. */
  | { status: number; message?: string }
  /** Reads the request and never answers, to provoke a timeout. */
  | { hang: true };

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    stream?: boolean;
    response_format?: unknown;
    max_completion_tokens?: number;
    [key: string]: unknown;
  };
  /** The text the request asks for, read from its purpose line. */
  purpose?: TextKind;
  /** When a streamed reply's first token was sent (`performance.now()`). */
  firstTokenAt?: number;
}

/** Answers a request that has no reply queued for its text. */
type FakeResponder = (purpose: TextKind, request: RecordedRequest) => FakeReply;

interface FakeOpenAIOptions extends Pacing {
  respond?: FakeResponder;
}

export interface FakeOpenAI {
  /** Pass to the SDK as baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues replies for the requests for one text, answered in order. */
  enqueue(purpose: TextKind, ...replies: FakeReply[]): void;
  /** Queues one answer with its text for each text given. */
  enqueueTexts(texts: Partial<Record<TextKind, string>>): void;
  /** Answers every request that has no reply queued with this reply, or from this function; undefined stops it (such requests then get a 500). */
  respondWith(responder: FakeResponder | FakeReply | undefined): void;
  /** Replies still queued, for all the texts. */
  pending(): number;
  /** Requests given a hanging or stalling reply whose caller then closed the connection. */
  abandoned(): number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function completion(message: { content: string | null; refusal: string | null }, finishReason: string, model: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunkEvent(model: string, delta: Record<string, string>, finishReason: string | null = null): string {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** Words with the whitespace that follows them, roughly as a model's tokens arrive. */
const tokensOf = (content: string) => content.match(/\s*\S+\s*/g) ?? (content ? [content] : []);

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const queues = Object.fromEntries(TEXT_KINDS.map((purpose) => [purpose, [] as FakeReply[]])) as Record<TextKind, FakeReply[]>;
  const requests: RecordedRequest[] = [];
  let responder: FakeResponder | undefined = options.respond;
  let abandoned = 0;
  const countWhenAbandoned = (res: ServerResponse) => res.once('close', () => (abandoned += 1));

  async function stream(res: ServerResponse, reply: Extract<FakeReply, { content: string }>, request: RecordedRequest): Promise<void> {
    const model = String(request.body.model ?? 'fake-model');
    let closed = false;
    res.once('close', () => (closed = true));
    // Each event is on its way before the next, so a broken connection breaks off a stream that has begun.
    const write = (event: string) => new Promise<void>((resolve) => res.write(event, () => resolve()));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    await write(chunkEvent(model, { role: 'assistant', content: '' }));
    const firstTokenMs = reply.firstTokenMs ?? options.firstTokenMs ?? 0;
    const tokensPerSecond = reply.tokensPerSecond ?? options.tokensPerSecond ?? Infinity;
    const tokens = tokensOf(reply.content);
    // Each token at its own time on one schedule, as a model's steady speed: pauses that ran late are not added up.
    const startedAt = performance.now();
    for (const [index, token] of [...tokens, null].entries()) {
      const due = startedAt + (index === 0 ? firstTokenMs : firstTokenMs + (index * 1000) / tokensPerSecond);
      const pause = Number.isFinite(due) ? due - performance.now() : 0;
      if (pause > 0) await sleep(pause);
      if (closed) return;
      if (index === reply.breakAfterTokens) {
        res.destroy();
        return;
      }
      if (index === reply.stallAfterTokens) {
        countWhenAbandoned(res);
        return;
      }
      if (token !== null) await write(chunkEvent(model, { content: token }));
      if (index === 0) request.firstTokenAt = performance.now();
    }
    res.write(chunkEvent(model, {}, reply.finishReason ?? 'stop'));
    res.end('data: [DONE]\n\n');
  }

  function answer(res: ServerResponse, reply: FakeReply, request: RecordedRequest): void {
    const { body } = request;
    const model = String(body.model ?? 'fake-model');
    if ('hang' in reply) {
      countWhenAbandoned(res);
      return;
    }
    if ('status' in reply) {
      // retry-after-ms keeps the SDK's retry pause short, so tests stay fast.
      send(res, reply.status, { error: { message: reply.message ?? 'Fake failure', type: 'server_error' } }, { 'retry-after-ms': '10' });
      return;
    }
    if ('refusal' in reply && !body.stream) {
      send(res, 200, completion({ content: null, refusal: reply.refusal }, 'stop', model));
      return;
    }
    if ('refusal' in reply) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunkEvent(model, { role: 'assistant', refusal: '' }));
      res.write(chunkEvent(model, { refusal: reply.refusal }));
      res.write(chunkEvent(model, {}, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    }
    if (body.stream) {
      void stream(res, reply, request);
      return;
    }
    if (reply.breakAfterTokens !== undefined) res.destroy();
    else if (reply.stallAfterTokens !== undefined) countWhenAbandoned(res);
    else send(res, 200, completion({ content: reply.content, refusal: null }, reply.finishReason ?? 'stop', model));
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: RecordedRequest['body'];
      try {
        body = text ? (JSON.parse(text) as RecordedRequest['body']) : {};
      } catch {
        body = { unparsed: text };
      }
      const purpose = purposeOfRequest(body.messages ?? []);
      const request: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, purpose };
      requests.push(request);

      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(res, 404, { error: { message: `No fake for ${req.method} ${req.url}`, type: 'invalid_request_error' } });
        return;
      }
      if (!purpose) {
        send(res, 400, {
          error: { message: 'The fake OpenAI server could not tell which text is asked for', type: 'invalid_request_error' },
        });
        return;
      }
      const reply = queues[purpose].shift() ?? responder?.(purpose, request);
      if (!reply) {
        send(res, 500, { error: { message: `The fake OpenAI server has no reply queued for the ${purpose} text`, type: 'server_error' } });
        return;
      }
      answer(res, reply, request);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (purpose, ...replies) => {
      queues[purpose].push(...replies);
    },
    enqueueTexts: (texts) => {
      for (const purpose of TEXT_KINDS) {
        const content = texts[purpose];
        if (content !== undefined) queues[purpose].push({ content });
      }
    },
    respondWith: (next) => {
      responder = typeof next === 'object' ? () => next : next;
    },
    pending: () => TEXT_KINDS.reduce((count, purpose) => count + queues[purpose].length, 0),
    abandoned: () => abandoned,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
