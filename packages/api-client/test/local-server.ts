/**
 * A real local HTTP server for client tests (no patching of global fetch):
 * each test sets how the server answers and reads what it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Starts a server on a free loopback port. */
export async function startLocalServer() {
  const received: ReceivedRequest[] = [];
  let respond: (req: ReceivedRequest, res: ServerResponse) => void = (_req, res) => res.end('{}');
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(entry);
      respond(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** Sets the handler for the next requests. */
    answer(handler: (req: ReceivedRequest, res: ServerResponse) => void) {
      respond = handler;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Writes a JSON answer. */
export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
