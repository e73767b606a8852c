import { chromium } from 'playwright';
import { preview } from 'vite';
const here = '/work/main/packages/calendar/bench/';
const server = await preview({ root: here, configFile: false, logLevel: 'warn', build: { outDir: here + 'dist' }, preview: { port: 0, host: '127.0.0.1' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(server.resolvedUrls.local[0]);
await page.waitForFunction(() => typeof window.runCase === 'function');
const med = (a) => { const s=[...a].sort((x,y)=>x-y); return s[s.length>>1]; };
for (const [view, n] of (process.argv[2] ? JSON.parse(process.argv[2]) : [['week',0],['week',1000],['month',1000]])) {
  for (let i = 0; i < 3; i++) await page.evaluate(([v, k]) => window.runCase('jornada', v, k), [view, n]);
  const res = await page.evaluate(async ([v, k]) => { const out = []; for (let i = 0; i < 11; i++) out.push(await window.runCase('jornada', v, k)); return out; }, [view, n]);
  const mn=(a)=>Math.min(...a).toFixed(1); console.log(view, n, 'min first', mn(res.map(r=>r[0])), 'min next', mn(res.map(r=>r[1])), 'med first', med(res.map(r=>r[0])).toFixed(1), 'render-only', med(res.map(r=>r[2])).toFixed(1), 'next', med(res.map(r=>r[1])).toFixed(1));
}
await browser.close(); server.httpServer.close();
