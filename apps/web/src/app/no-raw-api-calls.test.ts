import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of the rule for a snippet linted as if it were `filePath` (relative to the root). */
async function rawCallMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('lint: no raw API calls in apps/web (docs/decisions/0011)', () => {
  it('given api.main.GET in a feature → it reports the generated query options to use', async () => {
    const messages = await rawCallMessages(
      "export const load = (api: any) => api.main.GET('/api/v1/tickets', {});\n",
      'apps/web/src/features/example/load.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/generated query options from @jornada\/api-client/);
  });

  it('given POST, PUT, PATCH and DELETE on any base → it reports each call', async () => {
    const code = [
      'export async function save(api: any) {',
      "  await api.jobs.POST('/a', {});",
      "  await api.clocker.PUT('/b', {});",
      "  await api.main.PATCH('/c', {});",
      "  await api.panel.DELETE('/d', {});",
      '}',
      '',
    ].join('\n');
    expect(await rawCallMessages(code, 'apps/web/src/routes/example.tsx')).toHaveLength(4);
  });

  it('given the generated options, or a raw call in a package → it reports nothing', async () => {
    const generated =
      "import { getTicketQueryOptions } from '@jornada/api-client';\nexport const options = (api: never) => getTicketQueryOptions(api, 1);\n";
    expect(await rawCallMessages(generated, 'apps/web/src/features/example/load.ts')).toEqual([]);
    const inPackage = "export const load = (api: any) => api.main.GET('/api/v1/tickets', {});\n";
    expect(await rawCallMessages(inPackage, 'packages/api-client/src/example.ts')).toEqual([]);
  });
});
