// The package as consumers get it: `pnpm pack`'s tarball installed from the npm
// registry into a minimal Vite + React app that renders a Button and a
// NotFoundScreen with the package's prebuilt CSS (issue 3, "Done when").
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1' },
  });

const appFiles: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="es-MX">
  <head><meta charset="UTF-8" /><title>Consumidor de @jornada/ui</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`,
  'vite.config.mjs': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()] });
`,
  'src/main.jsx': `import '@jornada/ui/styles.css';
import { Button } from '@jornada/ui';
import { NotFoundScreen } from '@jornada/ui/error-screens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Button variant="primary">Botón del paquete empaquetado</Button>
    <NotFoundScreen homeHref="/inicio" />
  </StrictMode>,
);
`,
  'ssr.mjs': `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button } from '@jornada/ui';
import { NotFoundScreen } from '@jornada/ui/error-screens';
import { Form } from '@jornada/ui/forms';
if (typeof Form !== 'function') throw new Error('@jornada/ui/forms has no Form');
process.stdout.write(renderToString(createElement('div', null, createElement(Button, null, 'Hola'), createElement(NotFoundScreen))));
`,
};

describe('given the packed @jornada/ui tarball', { timeout: 240_000 }, () => {
  let workDir = '';
  let appDir = '';

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'jornada-ui-pack-'));
    run('pnpm', ['run', 'build'], packageDir);
    run('pnpm', ['pack', '--pack-destination', workDir], packageDir);
    const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack produced no tarball');
    appDir = join(workDir, 'app');
    for (const [path, text] of Object.entries(appFiles)) {
      mkdirSync(dirname(join(appDir, path)), { recursive: true });
      writeFileSync(join(appDir, path), text);
    }
    writeFileSync(
      join(appDir, 'package.json'),
      JSON.stringify(
        {
          name: 'jornada-ui-consumer',
          private: true,
          type: 'module',
          dependencies: {
            '@jornada/ui': `file:../${tarball}`,
            react: '~19.3.1',
            'react-dom': '~19.3.1',
          },
          devDependencies: { vite: '~8.3.8', '@vitejs/plugin-react': '~6.3.0' },
        },
        null,
        2,
      ),
    );
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'],
      appDir,
    );
  }, 240_000);

  afterAll(() => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('ships ESM, types and CSS only from dist/ and src/ (no stories or tests)', () => {
    const listing = run(
      'tar',
      [
        '-tzf',
        join(
          workDir,
          readdirSync(workDir).find((n) => n.endsWith('.tgz'))!,
        ),
      ],
      workDir,
    );
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing).toContain('package/dist/error-screens/index.d.ts');
    expect(listing).toContain('package/dist/forms/index.d.ts');
    expect(listing).toContain('package/dist/styles.css');
    expect(listing).not.toMatch(/\.stories\.tsx|\.test\.tsx?/);
  });

  it('when a Vite + React app builds with it → the bundle holds the Button, the NotFoundScreen texts and the CSS', () => {
    run('npx', ['vite', 'build', '--logLevel', 'error'], appDir);
    const assets = join(appDir, 'dist', 'assets');
    const files = readdirSync(assets);
    const js = files
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    const css = files
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    expect(js).toContain('Botón del paquete empaquetado');
    expect(js).toContain('Página no encontrada');
    expect(js).toContain('Volver al inicio');
    expect(js).toContain('/inicio');
    expect(css).toContain('--jr-primary');
    expect(css).toMatch(/\.bg-primary\{/);
    expect(css).toContain('.dark');
  });

  it('when Node renders it on the server → the ESM entry points resolve and render', () => {
    const html = run('node', ['ssr.mjs'], appDir);
    expect(html).toContain('data-slot="button"');
    expect(html).toContain('Error 404');
    expect(html).toContain('href="/inicio"');
  });
});
