import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
}

/** What the fake model answers to one request: the message content (after `delayMs`), or an HTTP status to fail with. */
export type Reply = { content: string; delayMs?: number } | { status: number };

/**
 * A local OpenAI-compatible server speaking the real chat completions protocol over HTTP on
 * 127.0.0.1, so the openai client is exercised end to end and no test depends on the network.
 */
export class OpenAiCompatibleServer {
  readonly requests: Array<{ authorization: string | undefined; body: ChatRequest }> = [];

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
    private readonly answer: (request: ChatRequest) => Reply,
  ) {}

  static async start(answer: (request: ChatRequest) => Reply): Promise<OpenAiCompatibleServer> {
    const server = createServer((req, res) => {
      void readBody(req).then((raw) => {
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        const body = JSON.parse(raw) as ChatRequest;
        self.requests.push({ authorization: req.headers.authorization, body });
        const reply = self.answer(body);
        if ('status' in reply) {
          res
            .writeHead(reply.status, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'the fake model failed', type: 'server_error' } }));
          return;
        }
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: `chatcmpl-${self.requests.length}`,
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: body.model,
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content, refusal: null } }],
              usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
            }),
          );
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const self = new OpenAiCompatibleServer(server, `http://127.0.0.1:${port}/v1`, answer);
    return self;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => resolve(raw));
  });
}
