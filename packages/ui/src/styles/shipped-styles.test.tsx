import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The published stylesheets as built (`pnpm --filter @jornada/ui build`), and nothing else: no
// Tailwind preflight and no host reset, as an app without Tailwind loads them. Browser test
// files run in pages of their own, so no other test's styles are on this page.
import shipped from '../../dist/styles.css?inline';
import reset from '../../dist/reset.css?inline';
import { hostLeaks, selectors, styleRules } from '../../../../scripts/css-rules.ts';

const sheets: HTMLStyleElement[] = [];
const load = (text: string) => {
  const style = document.createElement('style');
  style.textContent = text;
  document.head.append(style);
  sheets.push(style);
  return style.sheet!;
};
let shippedSheet: CSSStyleSheet;
let resetSheet: CSSStyleSheet;
beforeAll(() => {
  shippedSheet = load(shipped);
  resetSheet = load(reset);
  // only the rules are read: the reset must not style this page
  resetSheet.disabled = true;
});
afterAll(() => sheets.forEach((s) => s.remove()));

describe('given @jornada/ui/styles.css as built', () => {
  it('styles nothing of the host page: every rule is on a class or only sets custom properties', () => {
    expect(styleRules(shippedSheet.cssRules).length).toBeGreaterThan(100);
    expect(hostLeaks(shippedSheet).map((r) => r.cssText)).toEqual([]);
  });

  it('leaves the page-wide rules (font and colours on html, focus outline, preflight) to the opt-in reset.css', () => {
    const opted = hostLeaks(resetSheet).map((r) => r.selectorText);
    expect(opted).toContain('html');
    expect(opted).toContain(':focus-visible');
    expect(opted.some((sel) => selectors(sel).includes('*'))).toBe(true);
  });
});
