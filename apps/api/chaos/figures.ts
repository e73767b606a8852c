/**
 * The chaos test's figures: what each scenario measured and whether it passed, printed as one
 * table at the end of the run and written to `tmp/chaos/figures.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A scenario's outcome and its measurements. */
export interface ScenarioFigures {
  /** `passed`, `failed` (with the first failure's message) or `not run`. */
  outcome: 'passed' | 'failed' | 'not run';
  error?: string;
  /** Name → value; durations in ms, counts as numbers, counts by status as objects. */
  values: Record<string, unknown>;
}

/** Every scenario's figures, by scenario name, in the order they ran. */
export const figures: Record<string, ScenarioFigures> = {};

/** Records `value` under `name` for `scenario`. */
export function record(scenario: string, name: string, value: unknown): void {
  (figures[scenario] ??= { outcome: 'not run', values: {} }).values[name] = value;
}

/** Sets a scenario's outcome. */
export function settle(scenario: string, error?: unknown): void {
  const entry = (figures[scenario] ??= { outcome: 'not run', values: {} });
  entry.outcome = error === undefined ? 'passed' : 'failed';
  if (error !== undefined)
    entry.error = (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

const show = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '—' : JSON.stringify(value);

/** The figures as a plain-text table: one block per scenario, one line per figure. */
export function figuresTable(): string {
  const lines = ['Cifras de la prueba de caos', ''];
  for (const [scenario, { outcome, error, values }] of Object.entries(figures)) {
    lines.push(
      `${outcome === 'passed' ? 'ok  ' : outcome === 'failed' ? 'FALLA' : '—   '} ${scenario}`,
    );
    if (error) lines.push(`       ${error}`);
    const width = Math.max(0, ...Object.keys(values).map((name) => name.length));
    for (const [name, value] of Object.entries(values))
      lines.push(`       ${name.padEnd(width)}  ${show(value)}`);
  }
  return lines.join('\n');
}

/**
 * Writes the figures as JSON (with the run's total duration in ms).
 * @returns the file's path.
 */
export function writeFigures(file: string, durationMs: number): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ finishedAt: new Date().toISOString(), durationMs, scenarios: figures }, null, 2)}\n`,
  );
  return file;
}
