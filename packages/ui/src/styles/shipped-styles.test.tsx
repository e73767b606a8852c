import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The published stylesheets as built (`pnpm --filter @jornada/ui build`), and nothing else: no
// Tailwind preflight and no host reset, as an app without Tailwind loads them. Browser test
// files run in pages of their own, so no other test's styles are on this page.
import shipped from '../../dist/styles.css?inline';
import reset from '../../dist/reset.css?inline';

/** Every style rule of a sheet, inside layers, `@supports` and `@media` too. */
function styleRules(list: CSSRuleList): CSSStyleRule[] {
  return [...list].flatMap((rule) =>
    rule instanceof CSSStyleRule
      ? [rule]
      : rule instanceof CSSGroupingRule
        ? styleRules(rule.cssRules)
        : [],
  );
}

/** The selectors of a selector list, split at its top-level commas (not those inside `:where()`). */
function selectors(text: string): string[] {
  const out: string[] = [];
  let depth = 0,
    from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      out.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  return [...out, text.slice(from).trim()];
}

/** A class in a selector: the components' utilities (`.flex`, `.bg-primary`). */
const CLASS = /\.[\w\\-]/;
/** The rules that style something outside a class: the host's html, body, `*` or elements. */
const leaks = (sheet: CSSStyleSheet) =>
  styleRules(sheet.cssRules).filter(
    (r) =>
      !selectors(r.selectorText).every((sel) => CLASS.test(sel)) &&
      ![...r.style].every((property) => property.startsWith('--')),
  );

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
    expect(leaks(shippedSheet).map((r) => r.cssText)).toEqual([]);
  });

  it('leaves the page-wide rules (font and colours on html, focus outline, preflight) to the opt-in reset.css', () => {
    const opted = leaks(resetSheet).map((r) => r.selectorText);
    expect(opted).toContain('html');
    expect(opted).toContain(':focus-visible');
    expect(opted.some((sel) => selectors(sel).includes('*'))).toBe(true);
  });
});
