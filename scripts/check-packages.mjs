// Checks the published packages as a consumer gets them: `publint --strict`
// and `attw --pack` (ESM-only profile: the packages ship ESM only) report nothing,
// `pnpm publish --dry-run` would publish it (MIT, public access), and `pnpm pack` holds
// no test, story, fixture or screenshot. Run after `pnpm build`
// (`pnpm test:packages`, chained into `pnpm test`). Exits non-zero on any finding.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const packages = ['ui', 'calendar', 'multiselect', 'api-client'];
/** Paths no tarball may hold. */
const forbidden =
  /(\.test\.|\.test-d\.|\.stories\.|\.example\.|test-utils|test-styles|fixtures?|__screenshots__|^test\/|^bench\/)/;
const cssEntrypoints = ['styles.css', 'theme.css', 'reset.css', 'tailwind.css'];

const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let failed = false;
for (const name of packages) {
  const dir = fileURLToPath(new URL(`../packages/${name}/`, import.meta.url));
  const steps = [
    ['publint', ['exec', 'publint', '--strict']],
    [
      'attw',
      [
        'exec',
        'attw',
        '--pack',
        '.',
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        '--exclude-entrypoints',
        ...cssEntrypoints,
      ],
    ],
  ];
  for (const [label, args] of steps) {
    try {
      run('pnpm', args, dir);
      console.log(`✓ @jornada/${name}: ${label}`);
    } catch (error) {
      failed = true;
      console.error(`✗ @jornada/${name}: ${label}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }
  const manifest = JSON.parse(readFileSync(`${dir}package.json`, 'utf8'));
  if (manifest.license !== 'MIT' || manifest.publishConfig?.access !== 'public') {
    failed = true;
    console.error(`✗ @jornada/${name}: license must be MIT and publishConfig.access public`);
  }
  try {
    // --no-git-checks: CI's clone is on a detached or dirty tree; the registry is never written.
    const out = run('pnpm', ['publish', '--dry-run', '--no-git-checks'], dir);
    console.log(`✓ @jornada/${name}: publish --dry-run (${out.trim().split('\n').at(-1)})`);
  } catch (error) {
    failed = true;
    console.error(
      `✗ @jornada/${name}: publish --dry-run\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  }
  const { files } = JSON.parse(run('pnpm', ['pack', '--dry-run', '--json'], dir));
  const bad = files.map((f) => f.path).filter((path) => forbidden.test(path));
  if (bad.length) {
    failed = true;
    console.error(`✗ @jornada/${name}: the tarball holds ${bad.join(', ')}`);
  } else
    console.log(
      `✓ @jornada/${name}: tarball (${files.length} files, no tests, stories or fixtures)`,
    );
}
process.exit(failed ? 1 : 0);
