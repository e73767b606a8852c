// Publishes the Storybook build (root `pnpm build-storybook` → storybook-static/)
// to Chromatic for visual review, with packages/ui/chromatic.config.json.
// Without a token it says so and exits 0, so local runs and forks do not fail.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(packageDir, '../..');
const buildDir = resolve(root, 'storybook-static');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic omitido: CHROMATIC_PROJECT_TOKEN no está definido.');
  process.exit(0);
}

if (!existsSync(resolve(buildDir, 'index.html'))) {
  console.error(
    'Chromatic: no existe storybook-static/. Ejecuta antes `pnpm build-storybook` en la raíz.',
  );
  process.exit(1);
}

const result = spawnSync(
  'npx',
  [
    '--yes',
    'chromatic',
    '--config-file',
    resolve(packageDir, 'chromatic.config.json'),
    '--storybook-build-dir',
    buildDir,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
