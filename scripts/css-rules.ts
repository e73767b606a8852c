// Reads a stylesheet's rules for the shipped-styles tests of @jornada/ui, calendar and
// multiselect: which rules could style the host page (its html, body, `*` or elements)?

/** Every style rule of a sheet, inside layers, `@supports` and `@media` too. */
export function styleRules(list: CSSRuleList): CSSStyleRule[] {
  return [...list].flatMap((rule) =>
    rule instanceof CSSStyleRule
      ? [rule]
      : rule instanceof CSSGroupingRule
        ? styleRules(rule.cssRules)
        : [],
  );
}

/** The selectors of a selector list, split at its top-level commas (not those inside `:where()`). */
export function selectors(text: string): string[] {
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

/** A class in a selector: a package's own classes (`jc-*`) and its utilities' (`.flex`, `.group\/event`). */
const CLASS = /\.[\w\\-]/;

/**
 * The rules of `sheet` that can reach the host page: a selector neither under `root` (a
 * selector prefix such as `:where([data-slot="calendar"])`) nor on a class, in a rule that sets
 * more than custom properties. Without `root`, only class selectors are contained.
 */
export function hostLeaks(sheet: CSSStyleSheet, root?: string): CSSStyleRule[] {
  return styleRules(sheet.cssRules).filter(
    (r) =>
      !selectors(r.selectorText).every(
        (sel) => (root !== undefined && sel.startsWith(root)) || CLASS.test(sel),
      ) && ![...r.style].every((property) => property.startsWith('--')),
  );
}
