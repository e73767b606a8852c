// Publishes the Storybook build to Chromatic for visual review. Skips (exit 0)
// without a token so that local runs and forks do not fail.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic omitido: CHROMATIC_PROJECT_TOKEN no está definido.');
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['--yes', 'chromatic', '--storybook-build-dir', 'storybook-static', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
