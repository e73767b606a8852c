import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Token names of theme.css, shown as swatches. Classes are written out so Tailwind generates them. */
const semantic = [
  ['background', 'bg-background', 'text-foreground'],
  ['card', 'bg-card', 'text-card-foreground'],
  ['muted', 'bg-muted', 'text-muted-foreground'],
  ['primary', 'bg-primary', 'text-primary-foreground'],
  ['secondary', 'bg-secondary', 'text-secondary-foreground'],
  ['danger', 'bg-danger', 'text-danger-foreground'],
  ['success', 'bg-success', 'text-success-foreground'],
  ['warning', 'bg-warning', 'text-warning-foreground'],
] as const;

const brand = [
  ['50', 'bg-brand-50'],
  ['100', 'bg-brand-100'],
  ['200', 'bg-brand-200'],
  ['300', 'bg-brand-300'],
  ['400', 'bg-brand-400'],
  ['500', 'bg-brand-500'],
  ['600', 'bg-brand-600'],
  ['700', 'bg-brand-700'],
  ['800', 'bg-brand-800'],
  ['900', 'bg-brand-900'],
  ['950', 'bg-brand-950'],
] as const;

const type = [
  ['text-xs', '12 px', 'text-xs'],
  ['text-sm', '14 px', 'text-sm'],
  ['text-base', '16 px', 'text-base'],
  ['text-lg', '18 px', 'text-lg'],
  ['text-2xl', '24 px', 'text-2xl font-bold'],
  ['text-4xl', '36 px', 'text-4xl font-bold'],
] as const;

const radii = [
  ['rounded-sm', '4 px', 'rounded-sm'],
  ['rounded-md', '8 px', 'rounded-md'],
  ['rounded-lg', '12 px', 'rounded-lg'],
  ['rounded-xl', '16 px', 'rounded-xl'],
  ['rounded-full', '∞', 'rounded-full'],
] as const;

const shadows = [
  ['shadow-card', 'shadow-card'],
  ['shadow-overlay', 'shadow-overlay'],
] as const;

function TokensPage() {
  return (
    <div className="grid gap-10 bg-background p-6 text-foreground">
      <section aria-labelledby="t-semantic" className="grid gap-3">
        <h2 id="t-semantic" className="text-xl font-semibold">
          Colores semánticos (claro y oscuro)
        </h2>
        <p className="text-sm text-muted-foreground">
          Cada par fondo/texto cumple contraste AA (4.5:1). El tema oscuro se activa con la clase{' '}
          <code>.dark</code> en un ancestro.
        </p>
        {(['', 'dark'] as const).map((mode) => (
          <ul
            key={mode || 'light'}
            aria-label={mode ? 'Tema oscuro' : 'Tema claro'}
            className={`${mode} grid grid-cols-2 gap-3 rounded-lg bg-background p-4 sm:grid-cols-4`}
          >
            {semantic.map(([name, bg, fg]) => (
              <li
                key={name}
                className={`${bg} ${fg} grid h-20 place-content-center rounded-md border border-border text-sm font-medium`}
              >
                {name}
              </li>
            ))}
          </ul>
        ))}
      </section>
      <section aria-labelledby="t-brand" className="grid gap-3">
        <h2 id="t-brand" className="text-xl font-semibold">
          Paleta de marca
        </h2>
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-11">
          {brand.map(([step, bg]) => (
            <li key={step} className="grid gap-1 text-center text-xs">
              <span aria-hidden="true" className={`${bg} h-12 rounded-md border border-border`} />
              brand-{step}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="t-type" className="grid gap-3">
        <h2 id="t-type" className="text-xl font-semibold">
          Tipografía (Inter, sistema como respaldo)
        </h2>
        <ul className="grid gap-2">
          {type.map(([name, size, cls]) => (
            <li key={name} className="flex items-baseline gap-4">
              <span className="w-32 shrink-0 font-mono text-xs text-muted-foreground">
                {name} · {size}
              </span>
              <span className={cls}>Encuentra tu próximo empleo</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="t-radii" className="grid gap-3">
        <h2 id="t-radii" className="text-xl font-semibold">
          Radios
        </h2>
        <ul className="flex flex-wrap gap-4">
          {radii.map(([name, size, cls]) => (
            <li key={name} className="grid justify-items-center gap-1 text-xs">
              <span
                aria-hidden="true"
                className={`${cls} size-16 border-2 border-primary bg-secondary`}
              />
              {name} · {size}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="t-shadows" className="grid gap-3">
        <h2 id="t-shadows" className="text-xl font-semibold">
          Sombras y foco
        </h2>
        <ul className="flex flex-wrap gap-6">
          {shadows.map(([name, cls]) => (
            <li
              key={name}
              className={`${cls} grid h-20 w-40 place-content-center rounded-md bg-card text-sm`}
            >
              {name}
            </li>
          ))}
          <li className="grid h-20 w-40 place-content-center rounded-md bg-card text-sm ring-2 ring-ring ring-offset-2 ring-offset-background">
            anillo de foco
          </li>
        </ul>
      </section>
      <section aria-labelledby="t-spacing" className="grid gap-3">
        <h2 id="t-spacing" className="text-xl font-semibold">
          Espaciado (múltiplos de 4 px)
        </h2>
        <ul className="grid gap-2">
          {(['w-1', 'w-2', 'w-4', 'w-6', 'w-8', 'w-12', 'w-16'] as const).map((cls) => (
            <li key={cls} className="flex items-center gap-3 text-xs">
              <span className="w-12 font-mono text-muted-foreground">{cls.replace('w-', '')}</span>
              <span aria-hidden="true" className={`${cls} h-3 rounded-sm bg-primary`} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'UI/Tokens',
  component: TokensPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Paleta de marca' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Tema oscuro' })).toHaveClass('dark');
  },
};
