import './test-styles.css';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Multiselect } from './multiselect.tsx';
import { estados } from './test-utils.tsx';

interface Values {
  estados: string[];
}

function VacanteForm({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const { control, handleSubmit, formState } = useForm<Values>({ defaultValues: { estados: [] } });
  const error = formState.errors.estados?.message;
  return (
    <form noValidate aria-label="Vacante" onSubmit={handleSubmit(onSubmit)}>
      <label id="estados-label" htmlFor="estados">
        Estados
      </label>
      <Controller
        name="estados"
        control={control}
        rules={{ validate: (v) => v.length > 0 || 'Elige al menos un estado' }}
        render={({ field }) => (
          <Multiselect
            ref={field.ref}
            id="estados"
            aria-labelledby="estados-label"
            aria-describedby={error ? 'estados-error' : undefined}
            aria-invalid={!!error}
            multiple
            options={estados}
            value={field.value}
            onValueChange={field.onChange}
            onClose={field.onBlur}
          />
        )}
      />
      {error && <p id="estados-error">{error}</p>}
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('given a react-hook-form form', () => {
  it('shows the validation error on the combobox, then submits the chosen values', async () => {
    const onSubmit = vi.fn();
    await render(<VacanteForm onSubmit={onSubmit} />);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const combo = page.getByRole('combobox', { name: 'Estados' });
    await expect.element(combo).toHaveAttribute('aria-invalid', 'true');
    await expect.element(combo).toHaveAccessibleDescription('Elige al menos un estado');
    await expect.element(combo).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => onSubmit.mock.calls[0]?.[0]).toEqual({ estados: ['Aguascalientes'] });
    await expect.element(combo).not.toHaveAttribute('aria-invalid');
  });
});
