/**
 * axe (WCAG 2.2 AA and best practices, as e2e/axe.ts) in the browser test project: fails on any
 * violation in the rendered document.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on the document and fails on any violation. */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
