/**
 * The text `pnpm start` prints once the server listens: where it is, which
 * database, and the development conveniences that are on (demo accounts, the
 * dev mailbox), so nobody runs them without knowing.
 */
import type { Config } from '../config.ts';
import { demoAccounts, demoPassword } from '../seed/demo-accounts.ts';

/**
 * The start-up banner, in Spanish.
 * @param kind - the database in use (`pglite` or `postgres`).
 */
export function startBanner(config: Config, kind: 'pglite' | 'postgres'): string {
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Jornada está lista en ${url}`,
    `  Base de datos: ${kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'}`,
    `  Enlaces de los correos: ${config.publicUrl}`,
  ];
  if (config.mailTransport === 'mailbox' && config.nodeEnv !== 'production') {
    lines.push(
      '',
      '  Buzón de desarrollo (MAIL_TRANSPORT=mailbox, solo desde esta máquina):',
      `    ${url}/api/v1/dev/mailbox?to=<correo>`,
    );
  } else if (config.mailTransport === 'log') {
    lines.push('', '  Sin SMTP_URL: los correos solo se escriben en el registro del servidor.');
  }
  if (config.demoData) {
    lines.push('', `  Cuentas de demostración (DEMO_DATA=1, contraseña ${demoPassword}):`);
    for (const a of demoAccounts) lines.push(`    ${a.email.padEnd(28)} ${a.description}`);
  }
  return `${lines.join('\n')}\n\n`;
}
