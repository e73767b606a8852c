import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The READMEs are the published packages' docs: every ```ts and ```tsx block in them must
 * compile against the package's own types. The blocks are written to a scratch directory
 * inside each package (so `@jornada/<name>` resolves to the package itself, through its
 * `exports` and the `source` condition of tsconfig.base.json) and checked in one TypeScript
 * program; an error names the README line it comes from.
 */

const root = resolve(import.meta.dirname, '../../..');
const packages = ['calendar', 'multiselect', 'ui'] as const;
const SCRATCH = '.readme-examples';

/**
 * What the examples take as the reader's own code (their data, API client and handlers):
 * declared once, for every block, so the blocks show only the packages' API.
 */
const AMBIENT = `
interface Vacante { id: number; titulo: string }
interface Empleado { id: string; nombre: string; salario: number }
declare const puestos: { id: number; nombre: string }[];
declare const estados: string[];
declare const employee: Empleado | undefined;
declare const empty: Empleado;
declare const columns: import('@jornada/ui').ColumnDef<Empleado, unknown>[];
declare const schema: import('zod').ZodObject<{ nombre: import('zod').ZodString; salario: import('zod').ZodNumber }>;
declare const save: ((events: unknown) => void) & { mutateAsync(values: unknown): Promise<void> };
declare function openCreate(): void;
declare function openEdit(e: Empleado): void;
declare function askDelete(e: Empleado): void;
declare function employeesQuery(state: import('@jornada/ui').ServerTableState): import('@tanstack/react-query').UseQueryOptions<{ items: Empleado[]; total: number }>;
declare const api: {
  vacantes(q: { query: string; page: number; signal: AbortSignal }): Promise<{ options: Vacante[]; hasMore: boolean }>;
  guardar(values: unknown): Promise<void>;
};
`;

interface Block {
  pkg: string;
  /** README line of the block's first code line (1-based). */
  line: number;
  file: string;
}

/** The ```ts / ```tsx blocks of a README, with the line each starts on. */
function extract(pkg: string): Array<{ lang: 'ts' | 'tsx'; line: number; code: string }> {
  const lines = readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8').split('\n');
  const blocks: Array<{ lang: 'ts' | 'tsx'; line: number; code: string }> = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(tsx?)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const start = i + 1;
    while (i + 1 < lines.length && !lines[i + 1]!.startsWith('```')) i++;
    blocks.push({
      lang: open[1] as 'ts' | 'tsx',
      line: start + 1,
      code: lines.slice(start, i + 1).join('\n'),
    });
    i++;
  }
  return blocks;
}

/** Writes every block as a module of its own (`export {}`: blocks share no names). */
function writeBlocks(): Block[] {
  const out: Block[] = [];
  for (const pkg of packages) {
    const dir = join(root, 'packages', pkg, SCRATCH);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    extract(pkg).forEach((b, n) => {
      const file = join(dir, `block-${n + 1}.${b.lang}`);
      // `export {}` goes last, so the block's lines keep their numbers
      writeFileSync(file, `${b.code}\nexport {};\n`);
      out.push({ pkg, line: b.line, file });
    });
  }
  writeFileSync(join(root, 'packages/ui', SCRATCH, 'ambient.d.ts'), AMBIENT);
  return out;
}

/** The program's options: the repository's base tsconfig, checking only. */
function compilerOptions(): ts.CompilerOptions {
  const base = join(root, 'tsconfig.base.json');
  const json = ts.readConfigFile(base, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(json.config, ts.sys, root, undefined, base);
  return { ...parsed.options, noEmit: true, types: ['vite/client'], typeRoots: undefined };
}

afterAll(() => {
  for (const pkg of packages)
    rmSync(join(root, 'packages', pkg, SCRATCH), { recursive: true, force: true });
});

describe('given the TypeScript examples of the packages’ READMEs', () => {
  it('compiles every block against the package’s own types', () => {
    const blocks = writeBlocks();
    expect(blocks.length).toBeGreaterThan(10);
    const ambient = join(root, 'packages/ui', SCRATCH, 'ambient.d.ts');
    const program = ts.createProgram([ambient, ...blocks.map((b) => b.file)], compilerOptions());
    const errors = blocks.flatMap((b) =>
      ts.getPreEmitDiagnostics(program, program.getSourceFile(b.file)).map((d) => {
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        const text = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0];
        return `packages/${b.pkg}/README.md:${b.line + line}: ${text}`;
      }),
    );
    const global = [
      ...program.getGlobalDiagnostics(),
      ...ts.getPreEmitDiagnostics(program, program.getSourceFile(ambient)),
    ].map((d) => `ambient declarations: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect([...new Set([...global, ...errors])]).toEqual([]);
  });
});
