/**
 * An SMTP server for the end-to-end tests: accepts every message without
 * authentication or TLS and appends it, as one JSON line `{ to, raw }`, to a
 * file the specs read (e2e/production/mail.ts).
 */
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the sink on 127.0.0.1.
 * @param port - TCP port; 0 picks a free one.
 * @param file - JSON-lines file each received message is appended to.
 * @returns the port it listens on and a function that stops it.
 */
export async function startSmtpSink(
  port: number,
  file: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        appendFileSync(
          file,
          `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
