import { describe, expect, it } from 'vitest';
import { aVacancy } from '../test/recruiting-fixtures.ts';
import { publicMessages } from '../messages/public-messages.ts';
import { prerender } from './prerender.tsx';
import { renderVacancyPage } from './render-vacancy.tsx';

const template = [
  '<!doctype html><html lang="es-MX"><head><title>Jornada</title>',
  '<link rel="preload" as="fetch" crossorigin href="/api/v1/vacancies/77"></head>',
  '<body>\n    <div id="root"><p>Cargando la vacante…</p><div>toasts</div></div>\n  </body></html>',
].join('');

describe('renderVacancyPage', () => {
  const vacancy = aVacancy({
    id: 77,
    status: 'publicada',
    published_at: '2026-11-20T10:00:00Z',
    title: 'Operador de quinta rueda <Bajío>',
    description: 'Rutas León–Monterrey.\n\nSalidas desde el patio de León.',
  });

  it('puts the vacancy screen a visitor sees in #root: heading, company, description paragraphs, the way to apply', () => {
    const html = renderVacancyPage(template, vacancy);
    expect(html).toContain('<h1 class="');
    expect(html).toContain('>Operador de quinta rueda &lt;Bajío&gt;</h1>');
    expect(html).toContain(`>${vacancy.company.name}</span>`);
    expect(html).toContain('<p>Rutas León–Monterrey.</p><p>Salidas desde el patio de León.</p>');
    expect(html).toContain(publicMessages.actions.signInToApply);
    expect(html).not.toContain('Cargando la vacante…');
  });

  it('keeps the rest of the template as it was: head, preloads, the end of the body', () => {
    const html = renderVacancyPage(template, vacancy);
    expect(html.slice(0, html.indexOf('<div id="root">'))).toBe(
      template.slice(0, template.indexOf('<div id="root">')),
    );
    expect(html.endsWith('</div>\n  </body></html>')).toBe(true);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('leaves the connection-error template after #root as it is, divs and all', () => {
    const errorTemplate =
      '<template id="app-load-error"><main><div><h1>Error de conexión</h1></div></main></template>';
    const withError = template.replace('</div>\n  </body>', `</div>${errorTemplate}\n  </body>`);
    const html = renderVacancyPage(withError, vacancy);
    expect(html.endsWith(`</div>${errorTemplate}\n  </body></html>`)).toBe(true);
    expect(html.match(/app-load-error/g)).toHaveLength(1);
    expect(html).not.toContain('Cargando la vacante…');
    expect(html.indexOf('>Operador de quinta rueda')).toBeLessThan(html.indexOf('app-load-error'));
  });

  it('refuses a template without #root', () => {
    expect(() => renderVacancyPage('<html><body></body></html>', vacancy)).toThrow(/#root/);
  });

  it('renders the same screen as the build-time pre-render does for the pattern only when it has no vacancy', () => {
    expect(prerender('/vacantes/:id').html).toContain('aria-busy="true"');
    expect(prerender('/vacantes/77').html).toContain('aria-busy="true"');
  });
});
