// The four published packages as someone outside this repo gets them:
// `pnpm pack` of @jornada/ui, calendar, multiselect and api-client, installed
// into a fresh Vite + React app in a temp dir (npm registry, reusing pnpm's
// store), built three times — with the compiled stylesheets and the opt-in reset
// and no Tailwind, with Tailwind v4 and `@source`, and bare: only the widgets'
// shipped stylesheets under a host page of its own — and rendered in Chromium:
// the calendar, the multiselect, a form and an error screen must be styled, and
// the bare host's html, body and h1 must look as they do without the packages'
// CSS (computed styles).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const packages = ['ui', 'calendar', 'multiselect', 'api-client'] as const;
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1' },
  });

const widgets = `import { createJornadaClient } from '@jornada/api-client';
import { Calendar } from '@jornada/calendar';
import { esMessages, Multiselect } from '@jornada/multiselect';
import { Button, Input } from '@jornada/ui';
import { NotFoundScreen } from '@jornada/ui/error-screens';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, useZodForm } from '@jornada/ui/forms';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';

if (typeof createJornadaClient({ origins: { main: '/' } }).main.GET !== 'function') throw new Error('api-client');
const schema = z.object({ nombre: z.string().trim().min(1, 'Escribe tu nombre.') });

function NameForm() {
  const form = useZodForm(schema, { defaultValues: { nombre: '' } });
  return (
    <Form form={form} onSubmit={() => {}} aria-label="Registro">
      <FormField control={form.control} name="nombre" render={({ field }) => (
        <FormItem required>
          <FormLabel>Nombre</FormLabel>
          <FormControl><Input {...field} /></FormControl>
          <FormMessage />
        </FormItem>
      )} />
      <Button type="submit">Enviar</Button>
    </Form>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <div style={{ width: 900 }}>
      <Calendar defaultView="week" selectedDate="2025-11-05"
        defaultEvents={[{ id: 1, start: '2025-11-05 09:00', end: '2025-11-05 10:00', title: 'Entrevista' }]} />
    </div>
    <div style={{ width: 320, paddingBottom: 320 }}>
      <Multiselect aria-label="Estados" multiple messages={esMessages}
        options={['Jalisco', 'Sonora', 'Yucatán']} />
    </div>
    <NameForm />
    <NotFoundScreen homeHref="/inicio" />
  </StrictMode>,
);
`;

const html = (entry: string) => `<!doctype html>
<html lang="es-MX"><head><meta charset="UTF-8" /><title>Consumidor</title></head>
<body><div id="root"></div><script type="module" src="${entry}"></script></body></html>
`;

/** The bare host's own page styles: what the packages' stylesheets must leave alone. */
const hostCss = `html { font-family: 'Courier New', monospace; background-color: rgb(250, 240, 230); color: rgb(40, 20, 60); line-height: 1.25; }
body { margin: 24px; }
h1 { font-size: 40px; margin: 0 0 12px; font-weight: 300; }
`;
const hostBody = '<h1>Portal de la empresa</h1>';

/** The bare app: a host page with styles of its own, the widgets and only their shipped CSS. */
const bareMain = `import './host.css';
import '@jornada/ui/styles.css';
import '@jornada/calendar/styles.css';
import '@jornada/multiselect/styles.css';
import { Calendar } from '@jornada/calendar';
import { esMessages, Multiselect } from '@jornada/multiselect';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <>
    <div style={{ width: 900 }}>
      <Calendar defaultView="week" selectedDate="2025-11-05" />
    </div>
    <div style={{ width: 320, paddingBottom: 320 }}>
      <Multiselect aria-label="Estados" multiple messages={esMessages}
        options={['Jalisco', 'Sonora', 'Yucatán']} defaultValue={['Jalisco']} />
    </div>
  </>,
);
`;

const appFiles: Record<string, string> = {
  'src/widgets.jsx': widgets,
  'plain/index.html': html('./main.jsx'),
  'plain/main.jsx': `import '@jornada/ui/styles.css';
import '@jornada/ui/reset.css';
import '@jornada/calendar/styles.css';
import '@jornada/multiselect/styles.css';
import '../src/widgets.jsx';
`,
  'plain/vite.config.mjs': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()] });
`,
  'tailwind/index.html': html('./main.jsx'),
  'tailwind/main.jsx': `import './app.css';
import '../src/widgets.jsx';
`,
  'tailwind/app.css': `@import 'tailwindcss';
@import '@jornada/ui/theme.css';
@import '@jornada/ui/reset.css';
@import '@jornada/calendar/tailwind.css';
@source '../node_modules/@jornada/ui/dist';
@source '../node_modules/@jornada/calendar/dist';
@source '../node_modules/@jornada/multiselect/dist';
`,
  'tailwind/vite.config.mjs': `import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react(), tailwindcss()] });
`,
  'bare/index.html': html('./main.jsx').replace('<body>', `<body>${hostBody}`),
  'bare/main.jsx': bareMain,
  'bare/host.css': hostCss,
  'bare/vite.config.mjs': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()] });
`,
};

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
/** Serves a built app's dist/ (SPA fallback to index.html). */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dir, path === '/' ? 'index.html' : path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      file = join(dir, 'index.html');
      body = readFileSync(file);
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      ok({ server, url: `http://127.0.0.1:${port}/` });
    }),
  );
}

const transparent = 'rgba(0, 0, 0, 0)';
const style = (page: Page, selector: string, props: string[]) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, names) => {
      const s = getComputedStyle(el);
      return Object.fromEntries(names.map((n) => [n, s.getPropertyValue(n)]));
    }, props);

/** What both builds must show: each widget present and styled. */
async function expectStyledWidgets(page: Page) {
  // Calendar: the timed event is a positioned, coloured box.
  const event = page.locator('[data-slot=event]').filter({ hasText: 'Entrevista' });
  await event.first().waitFor();
  const e = await style(page, '[data-slot=event]', ['background-color', 'position']);
  expect(e['background-color']).not.toBe(transparent);
  expect(e.position).toBe('absolute');
  // Multiselect: a bordered control; the open popup is a card; the highlighted option is coloured.
  const control = await style(page, '[data-slot=multiselect-control]', [
    'border-top-width',
    'display',
  ]);
  expect(control).toEqual({ 'border-top-width': '1px', display: 'flex' });
  await page.getByRole('combobox', { name: 'Estados' }).click();
  await page.keyboard.press('ArrowDown');
  const popup = await style(page, '[data-slot=multiselect-popup]', [
    'background-color',
    'position',
  ]);
  expect(popup['background-color']).not.toBe(transparent);
  expect(popup.position).toBe('absolute');
  const active = await style(page, '[role=option][data-active]', ['background-color']);
  const other = await style(page, '[role=option]:not([data-active])', ['background-color']);
  expect(active['background-color']).not.toBe(transparent);
  expect(active['background-color']).not.toBe(other['background-color']);
  await page.keyboard.press('Escape');
  // Form: a bordered input, a filled button, a coloured error after submitting empty.
  const input = await style(page, 'input[name=nombre]', ['border-top-width', 'border-radius']);
  expect(input['border-top-width']).toBe('1px');
  expect(input['border-radius']).not.toBe('0px');
  const button = page.getByRole('button', { name: 'Enviar' });
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(transparent);
  await button.click();
  const error = page.getByText('Escribe tu nombre.');
  await error.waitFor();
  const bodyColor = await page.evaluate(() => getComputedStyle(document.body).color);
  expect(await error.evaluate((el) => getComputedStyle(el).color)).not.toBe(bodyColor);
  // Error screen: the heading is set large and bold.
  const heading = page.getByRole('heading', { name: 'Página no encontrada' });
  const h = await heading.evaluate((el) => {
    const s = getComputedStyle(el);
    return { size: parseFloat(s.fontSize), weight: Number(s.fontWeight) };
  });
  expect(h.size).toBeGreaterThanOrEqual(24);
  expect(h.weight).toBeGreaterThanOrEqual(700);
}

/** The host's page styles that a package's CSS could change: font, colours, spacing, box model. */
const hostProps = {
  html: ['font-family', 'background-color', 'color', 'line-height', 'color-scheme', 'box-sizing'],
  body: ['margin-top', 'margin-left', 'font-family', 'line-height', 'color', 'box-sizing'],
  h1: [
    'font-size',
    'font-weight',
    'margin-top',
    'margin-bottom',
    'line-height',
    'box-sizing',
    'border-top-color',
  ],
};
const readHost = (page: Page) =>
  page.evaluate((props) => {
    const out: Record<string, Record<string, string>> = {};
    for (const [selector, names] of Object.entries(props)) {
      const s = getComputedStyle(document.querySelector(selector)!);
      out[selector] = Object.fromEntries(names.map((n) => [n, s.getPropertyValue(n)]));
    }
    return out;
  }, hostProps);

/** What the bare build must show: the widgets' own elements reset, the host page untouched. */
async function expectBareHost(page: Page, reference: Page) {
  await page.locator('[data-slot=calendar]').waitFor();
  // Calendar: toolbar buttons are the package's (one 1px border, card colour) or borderless
  // and transparent, never the browser's button face (read from a plain button on the reference).
  await reference.setContent(
    `<!doctype html><html lang="es-MX"><head><style>${hostCss}</style></head><body>${hostBody}<button>UA</button></body></html>`,
  );
  const ua = await style(reference, 'button', ['background-color', 'border-top-style']);
  const next = await style(page, '[data-slot=title-bar] button[data-nav="1"]', [
    'background-color',
    'border-top-style',
    'border-top-width',
  ]);
  expect(next['background-color']).not.toBe(ua['background-color']);
  expect(next['border-top-style']).toBe('solid');
  expect(next['border-top-width']).toBe('1px');
  const viewOption = await style(page, '[data-view-option][data-state=off]', [
    'background-color',
    'border-top-width',
  ]);
  expect(viewOption).toEqual({ 'background-color': transparent, 'border-top-width': '0px' });
  // Multiselect: one border (the control's), a chips list without indent or bullets,
  // a tag remover without a button face, a listbox without indent.
  const control = await style(page, '[data-slot=multiselect-control]', ['border-top-width']);
  const input = await style(page, '[data-slot=multiselect-input]', [
    'border-top-width',
    'border-left-width',
  ]);
  expect(control['border-top-width']).toBe('1px');
  expect(input).toEqual({ 'border-top-width': '0px', 'border-left-width': '0px' });
  const chips = await style(page, '[data-slot=multiselect] ul', [
    'padding-left',
    'list-style-type',
  ]);
  expect(chips).toEqual({ 'padding-left': '0px', 'list-style-type': 'none' });
  const remover = await style(page, '[data-slot=multiselect-tag] button', [
    'background-color',
    'border-top-width',
  ]);
  expect(remover).toEqual({ 'background-color': transparent, 'border-top-width': '0px' });
  await page.getByRole('combobox', { name: 'Estados' }).click();
  const listbox = await style(page, '[role=listbox]', ['padding-left', 'margin-top']);
  expect(listbox).toEqual({ 'padding-left': '0px', 'margin-top': '0px' });
  // Host: html, body and h1 as on the same page without the packages' stylesheets.
  const withPackages = await readHost(page);
  expect(withPackages).toEqual(await readHost(reference));
  expect(withPackages.h1!['font-size']).toBe('40px');
  expect(withPackages.html!['font-family']).toContain('Courier New');
}

describe(
  'given the four packages packed and installed in a fresh Vite + React app',
  { timeout: 300_000 },
  () => {
    let workDir = '';
    let appDir = '';
    let browser: Browser | undefined;
    const servers: Server[] = [];
    const tarballs: Record<string, string> = {};

    beforeAll(() => {
      const started = performance.now();
      workDir = mkdtempSync(join(tmpdir(), 'jornada-consumer-'));
      for (const name of packages) {
        const dir = join(repo, 'packages', name);
        // `pnpm test` builds every package first; build here only when run on its own.
        if (!existsSync(join(dir, 'dist', 'index.js'))) run('pnpm', ['run', 'build'], dir);
        const before = new Set(readdirSync(workDir));
        run('pnpm', ['pack', '--pack-destination', workDir], dir);
        const tarball = readdirSync(workDir).find((f) => f.endsWith('.tgz') && !before.has(f));
        if (!tarball) throw new Error(`pnpm pack produced no tarball for ${name}`);
        tarballs[name] = tarball;
      }
      const packed = performance.now();
      appDir = join(workDir, 'app');
      for (const [path, text] of Object.entries(appFiles)) {
        mkdirSync(dirname(join(appDir, path)), { recursive: true });
        writeFileSync(join(appDir, path), text);
      }
      const dependencies: Record<string, string> = {
        react: '~19.3.1',
        'react-dom': '~19.3.1',
        'react-hook-form': '^7.62.0',
        zod: '^4.1.0',
        '@tanstack/react-query': '~5.108.0',
      };
      for (const name of packages) dependencies[`@jornada/${name}`] = `file:../${tarballs[name]}`;
      writeFileSync(
        join(appDir, 'package.json'),
        JSON.stringify({
          name: 'jornada-consumer',
          private: true,
          type: 'module',
          dependencies,
          devDependencies: {
            vite: '~8.3.8',
            '@vitejs/plugin-react': '~6.3.0',
            tailwindcss: '~4.3.5',
            '@tailwindcss/vite': '~4.3.5',
          },
        }),
      );
      // Not a workspace member (it lives in the temp dir); pnpm's shared store keeps it fast.
      run(
        'pnpm',
        [
          'install',
          '--prefer-offline',
          '--no-frozen-lockfile',
          '--ignore-workspace',
          '--config.strict-peer-dependencies=false',
        ],
        appDir,
      );
      const installed = performance.now();
      for (const variant of ['plain', 'tailwind', 'bare'])
        run(
          'pnpm',
          [
            'exec',
            'vite',
            'build',
            variant,
            '--config',
            `${variant}/vite.config.mjs`,
            '--logLevel',
            'error',
          ],
          appDir,
        );
      console.info(
        `consumer: pack ${((packed - started) / 1000).toFixed(1)} s, install ${((installed - packed) / 1000).toFixed(1)} s, builds ${((performance.now() - installed) / 1000).toFixed(1)} s`,
      );
    }, 300_000);

    afterAll(async () => {
      await browser?.close();
      for (const server of servers) server.close();
      if (workDir) rmSync(workDir, { recursive: true, force: true });
    });

    it('the tarballs hold dist, README and LICENSE, and no test, story or fixture', () => {
      for (const name of packages) {
        const listing = run('tar', ['-tzf', join(workDir, tarballs[name]!)], workDir);
        expect(listing).toContain('package/dist/index.js');
        expect(listing).toContain('package/dist/index.d.ts');
        expect(listing).toContain('package/README.md');
        expect(listing).toContain('package/LICENSE');
        expect(listing).not.toMatch(/\.stories\.|\.test\.|test-utils|fixture|__screenshots__/);
      }
    });

    /** A Chromium page on the built app `variant`, and the page errors it reports. */
    async function open(variant: string) {
      browser ??= await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
        ],
      });
      const { server, url } = await serve(join(appDir, variant, 'dist'));
      servers.push(server);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      return { page, errors };
    }

    it.each(['plain', 'tailwind'])(
      'with the %s stylesheets, Chromium shows the calendar, multiselect, form and error screen styled',
      async (variant) => {
        const { page, errors } = await open(variant);
        await expectStyledWidgets(page);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it('bare, with only the shipped stylesheets and no reset, the widgets are reset inside and the host page is untouched', async () => {
      const { page, errors } = await open('bare');
      const reference = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
      await expectBareHost(page, reference);
      expect(errors).toEqual([]);
      await Promise.all([page.close(), reference.close()]);
    });

    it('Node renders the ESM entry points on the server', () => {
      writeFileSync(
        join(appDir, 'ssr.mjs'),
        `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button } from '@jornada/ui';
import { NotFoundScreen } from '@jornada/ui/error-screens';
process.stdout.write(renderToString(createElement('div', null, createElement(Button, null, 'Hola'), createElement(NotFoundScreen, { homeHref: '/inicio' }))));
`,
      );
      const out = run('node', ['ssr.mjs'], appDir);
      expect(out).toContain('data-slot="button"');
      expect(out).toContain('href="/inicio"');
    });
  },
);
