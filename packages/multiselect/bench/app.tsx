/**
 * Benchmark page (not a test): mounts @jornada/multiselect or react-select
 * with N options and times mounting it, opening the list and one filtering keystroke.
 * Driven by run.mjs in headless Chromium.
 */
import { createRoot, type Root } from 'react-dom/client';
import Select from 'react-select';
import { Multiselect } from '../src/index.ts';

type Lib = 'ours' | 'react-select';
const stage = document.getElementById('stage')!;
const cache = new Map<number, { strings: string[]; objects: { value: string; label: string }[] }>();

function data(n: number) {
  let d = cache.get(n);
  if (!d) {
    const strings = Array.from({ length: n }, (_, i) => `Vacante ${i + 1}`);
    d = { strings, objects: strings.map((s) => ({ value: s, label: s })) };
    cache.set(n, d);
  }
  return d;
}

const nextTask = () =>
  new Promise<void>((resolve) => {
    const c = new MessageChannel();
    c.port1.onmessage = () => resolve();
    c.port2.postMessage(0);
  });
const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/**
 * Times `action` until `done()` holds (checked after each task, so work that
 * React defers to a later task is counted) and layout is computed.
 */
async function time(el: HTMLElement, action: () => void, done: () => boolean): Promise<number> {
  const t0 = performance.now();
  action();
  await Promise.resolve();
  for (let i = 0; i < 100_000 && !done(); i++) await nextTask();
  void el.offsetHeight;
  const t1 = performance.now();
  if (!done()) throw new Error('timed out');
  return t1 - t0;
}

function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function run(lib: Lib, n: number): Promise<{ mount: number; open: number; key: number }> {
  const { strings, objects } = data(n);
  const host = document.createElement('div');
  stage.append(host);
  const root: Root = createRoot(host);
  const mount = await time(
    host,
    () =>
      root.render(
        lib === 'ours' ? (
          <Multiselect aria-label="Vacantes" multiple options={strings} />
        ) : (
          <Select aria-label="Vacantes" isMulti options={objects} classNamePrefix="rs" />
        ),
      ),
    () => !!host.querySelector('input:not([type=hidden])'),
  );
  await frame();
  await frame();
  const input = host.querySelector('input:not([type=hidden])') as HTMLInputElement;
  input.focus();
  await frame();
  const optionSelector = lib === 'ours' ? '[role=option]' : '.rs__option';
  const firstOption = () => host.querySelector(optionSelector)?.textContent ?? '';
  const open = await time(
    host,
    () => {
      const target = lib === 'ours' ? input : (host.querySelector('.rs__control') as HTMLElement);
      target.dispatchEvent(
        new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }),
      );
    },
    () => firstOption().startsWith('Vacante 1'),
  );
  await frame();
  await frame();
  // 'Vacante 7' is the first match of '7' in both lists.
  const key = await time(
    host,
    () => typeInto(input, '7'),
    () => firstOption().startsWith('Vacante 7'),
  );
  root.unmount();
  host.remove();
  await frame();
  return { mount, open, key };
}

declare global {
  interface Window {
    runBench: typeof run;
  }
}
window.runBench = run;
