// A stand-in for an OpenAI-compatible model on loopback that streams its answer word by word at a set pace, so a
// journey can watch a text being written. Each request asks for one text ("Write the <purpose> text." in its first
// user message) and gets the one given for that purpose.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TextKind } from '@firstwords/contracts';

export interface StreamingModel {
  baseURL: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startStreamingModel(texts: Record<TextKind, string>, pace: { firstTokenMs: number; tokensPerSecond: number }) {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', async () => {
      const { messages = [] } = JSON.parse(body || '{}') as { messages?: { role: string; content: string }[] };
      const asked = messages.find((message) => message.role === 'user')?.content.match(/^Write the (\w+) text\./)?.[1] as TextKind;
      const text = texts[asked];
      if (!text) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'No text for this request' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      await sleep(pace.firstTokenMs);
      for (const word of text.match(/\s*\S+\s*/g) ?? []) {
        if (res.destroyed) return;
        res.write(chunk({ content: word }));
        await sleep(1000 / pace.tokensPerSecond);
      }
      res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies StreamingModel;
}
