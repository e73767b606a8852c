// Where the script time of one case goes (not a test): `pnpm --filter @jornada/calendar bench:profile`.
// Runs the case repeatedly under the V8 CPU profiler (unminified build) and prints the functions
// with the most self time. PROFILE_VIEW (week | month), PROFILE_EVENTS (default 100),
// PROFILE_RUNS (default 30), PROFILE_TOP (default 30).
import { openBench, runCase } from './harness.mjs';

const view = process.env.PROFILE_VIEW ?? 'week';
const n = Number(process.env.PROFILE_EVENTS ?? 100);
const runs = Number(process.env.PROFILE_RUNS ?? 30);
const top = Number(process.env.PROFILE_TOP ?? 30);

const { page, close } = await openBench({ minify: false });
try {
  for (let i = 0; i < 3; i++) await runCase(page, 'jornada', view, n);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  // main.tsx wraps the next period's render and forced layout in console.profile when asked
  const profiles = [];
  cdp.on('Profiler.consoleProfileFinished', (e) => profiles.push(e.profile));
  await page.evaluate(() => (window.benchProfileNext = true));
  for (let i = 0; i < runs; i++) await runCase(page, 'jornada', view, n);
  await page.evaluate(() => (window.benchProfileNext = false));
  const profile = { nodes: [], samples: [], timeDeltas: [] };
  for (const [i, p] of profiles.entries()) {
    // node ids are per profile: offset them so the profiles merge
    const off = i * 1e6;
    profile.nodes.push(...p.nodes.map((nd) => ({ ...nd, id: nd.id + off })));
    profile.samples.push(...p.samples.map((s) => s + off));
    profile.timeDeltas.push(...p.timeDeltas.map((d, j) => (j === 0 ? 0 : d)));
  }
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++)
    dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const self = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const us = dt.get(node.id) ?? 0;
    total += us;
    const k = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(k, (self.get(k) ?? 0) + us);
  }
  console.log(
    `${view}, ${n} events, ${runs} runs; self ms per run (of ${(total / 1000 / runs).toFixed(1)}):`,
  );
  for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${(us / 1000 / runs).toFixed(2).padStart(7)}  ${k}`);
} finally {
  await close();
}
