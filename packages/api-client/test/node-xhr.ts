/**
 * The part of `XMLHttpRequest` that `uploadWithProgress` uses, over
 * `node:http` (Node has no XMLHttpRequest): the body is written in 16 KiB
 * chunks and `upload` fires `progress` after each, then `load`.
 */
import { request, type ClientRequest } from 'node:http';

function progressEvent(type: string, loaded: number, total: number) {
  return Object.assign(new Event(type), { loaded, total, lengthComputable: true });
}

/** A minimal XMLHttpRequest for Node tests. */
export class NodeXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  readonly sentHeaders: Record<string, string> = {};
  private method = 'GET';
  private url = '';
  private req: ClientRequest | null = null;
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.sentHeaders[name.toLowerCase()] = value;
  }

  abort() {
    this.aborted = true;
    this.req?.destroy();
    this.dispatchEvent(new Event('abort'));
  }

  send(body: FormData) {
    void (async () => {
      const encoded = new Response(body);
      const bytes = Buffer.from(await encoded.arrayBuffer());
      const headers = {
        ...this.sentHeaders,
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(bytes.length),
      };
      const req = request(this.url, { method: this.method, headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          this.status = res.statusCode ?? 0;
          this.responseText = text;
          this.dispatchEvent(new Event('load'));
        });
      });
      this.req = req;
      req.on('error', () => {
        if (!this.aborted) this.dispatchEvent(new Event('error'));
      });
      const chunk = 16 * 1024;
      for (let sent = 0; sent < bytes.length && !this.aborted;) {
        const part = bytes.subarray(sent, sent + chunk);
        await new Promise<void>((resolve) => req.write(part, () => resolve()));
        sent += part.length;
        this.upload.dispatchEvent(progressEvent('progress', sent, bytes.length));
      }
      if (this.aborted) return;
      req.end();
      this.upload.dispatchEvent(progressEvent('load', bytes.length, bytes.length));
    })();
  }
}
