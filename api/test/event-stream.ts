import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { TestApp } from './app.js';

export interface StreamEvent {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export interface EventStream {
  status: number;
  headers: Headers;
  events: AsyncGenerator<StreamEvent>;
  /** Leaves the stream, as a closed tab does. */
  close(): void;
}

/** Opens a server-sent events path as a REST client would, its events parsed as JSON. */
export async function openEventStream(app: TestApp, path: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${app.baseUrl}${path}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  async function* events(): AsyncGenerator<StreamEvent> {
    if (!response.body) return;
    const parsed = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    try {
      for await (const { event, data } of parsed) yield { event: event ?? 'message', data: JSON.parse(data) };
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  }
  return { status: response.status, headers: response.headers, events: events(), close: () => controller.abort() };
}

/** Every event until the stream ends. */
export async function allEvents(stream: EventStream): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  for await (const event of stream.events) seen.push(event);
  return seen;
}
