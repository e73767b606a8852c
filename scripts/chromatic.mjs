// Publishes Storybook to Chromatic for visual review (`pnpm chromatic`, and
// .github/workflows/chromatic.yml on every push). TurboSnap (`onlyChanged` in
// chromatic.config.json) reads the Vite stats that `storybook build --stats-json`
// writes to storybook-static/preview-stats.json, so only stories whose files
// changed are snapshotted. The script builds Storybook itself, then uploads. Without CHROMATIC_PROJECT_TOKEN it says so and exits 0,
// so local runs and forks do not fail.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = resolve(root, 'storybook-static');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic omitido: CHROMATIC_PROJECT_TOKEN no está definido.');
  process.exit(0);
}
const run = (args) => spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', env: process.env });
const build = run(['exec', 'storybook', 'build', '-o', 'storybook-static', '--stats-json']);
if (build.status !== 0) process.exit(build.status ?? 1);
for (const file of ['index.html', 'preview-stats.json']) {
  if (!existsSync(resolve(buildDir, file))) {
    console.error(
      `Chromatic: falta storybook-static/${file} tras \`storybook build --stats-json\`.`,
    );
    process.exit(1);
  }
}
const result = run([
  'exec',
  'chromatic',
  '--config-file',
  resolve(root, 'chromatic.config.json'),
  '--storybook-build-dir',
  buildDir,
  ...process.argv.slice(2),
]);
process.exit(result.status ?? 1);
