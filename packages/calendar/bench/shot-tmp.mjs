import { openBench } from './harness.mjs';
const { page, close } = await openBench({ minify: false });
await page.evaluate((d) => window.mountEditable(d), !!process.env.DARK);
await page.evaluate(() => (document.querySelector('[role=grid]').scrollTop = 300));
await page.getByRole('button', { name: /Junta con Ana/ }).click();
await page.keyboard.press('Tab');
await page.keyboard.press('Shift+Tab');
await page.screenshot({
  path: process.env.OUT ?? '/tmp/cal/shot.png',
  clip: { x: 0, y: 0, width: 1000, height: 700 },
});
await close();
