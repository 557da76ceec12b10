// A stand-in for the OpenAI API on loopback: answers POST /v1/chat/completions from a queue of
// replies and records every request, so tests drive the real SDK and assert on what it sent.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** A chat completion whose message content is this string (usually JSON text). */
  | { content: string; finishReason?: 'stop' | 'length'; refusal?: string }
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
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
    [key: string]: unknown;
  };
}

export interface FakeOpenAI {
  /** Pass to the SDK as baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues replies, answered in order, one per request. */
  enqueue(...replies: FakeReply[]): void;
  /** Replies still queued. */
  pending(): number;
  /** Requests given a hanging reply whose caller then closed the connection. */
  abandoned(): number;
  close(): Promise<void>;
}

/** A reply carrying the four texts as the JSON content the writer expects. */
export function textsReply(texts: { linkedin: string; job: string; pitch: string; business: string }): FakeReply {
  return { content: JSON.stringify(texts) };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function completion(reply: Extract<FakeReply, { content: string }>, model: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.content, refusal: reply.refusal ?? null },
        finish_reason: reply.finishReason ?? 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  let abandoned = 0;

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
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });

      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(res, 404, { error: { message: `No fake for ${req.method} ${req.url}`, type: 'invalid_request_error' } });
        return;
      }
      const reply = queue.shift();
      if (!reply) {
        send(res, 500, { error: { message: 'The fake OpenAI server has no reply queued', type: 'server_error' } });
        return;
      }
      if ('hang' in reply) {
        res.once('close', () => (abandoned += 1));
        return;
      }
      if ('status' in reply) {
        // retry-after-ms keeps the SDK's retry pause short, so tests stay fast.
        send(res, reply.status, { error: { message: reply.message ?? 'Fake failure', type: 'server_error' } }, { 'retry-after-ms': '10' });
        return;
      }
      send(res, 200, completion(reply, String(body.model ?? 'fake-model')));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    pending: () => queue.length,
    abandoned: () => abandoned,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
