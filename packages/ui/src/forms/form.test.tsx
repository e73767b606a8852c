import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProfileForm } from './profile-form.example.tsx';

async function fillValid(screen: Awaited<ReturnType<typeof render>>) {
  await userEvent.fill(screen.getByRole('textbox', { name: /Nombre completo/ }), 'Ana López');
  await userEvent.fill(
    screen.getByRole('textbox', { name: /Correo electrónico/ }),
    'ana@example.mx',
  );
  await userEvent.fill(screen.getByRole('textbox', { name: /Salario/ }), '15000');
  await userEvent.click(screen.getByRole('combobox', { name: /Modalidad/ }));
  await userEvent.click(screen.getByRole('option', { name: 'Híbrido' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Acepto/ }));
}

describe('SelectField', () => {
  it('given a required select left empty → the combobox is invalid with a Spanish message', async () => {
    const screen = await render(<ProfileForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const select = screen.getByRole('combobox', { name: /Modalidad/ });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAttribute('aria-required', 'true');
    await expect
      .element(select)
      .toHaveAccessibleDescription('Elige una de las opciones disponibles.');
    await expect.element(select).toHaveTextContent('Selecciona una opción');
  });

  it('given a none choice → picking it after a value stores an empty string', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<ProfileForm onSubmit={onSubmit} />);
    await fillValid(screen);
    const license = screen.getByRole('combobox', { name: 'Licencia de conducir' });
    await expect.element(license).toHaveTextContent('Sin licencia');
    await userEvent.click(license);
    await userEvent.click(screen.getByRole('option', { name: 'Tipo B (taxi y reparto)' }));
    await expect.element(license).toHaveTextContent('Tipo B (taxi y reparto)');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ licencia: 'B' })),
    );
    await userEvent.click(license);
    await userEvent.click(screen.getByRole('option', { name: 'Sin licencia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ licencia: '' })),
    );
  });
});

describe('Form', () => {
  describe('given an empty form', () => {
    it('when submitted → shows Spanish errors, marks fields invalid and focuses the first one', async () => {
      const onSubmit = vi.fn();
      const screen = await render(<ProfileForm onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      const name = screen.getByRole('textbox', { name: /Nombre completo/ });
      await expect.element(name).toHaveFocus();
      await expect.element(name).toHaveAttribute('aria-invalid', 'true');
      await expect.element(name).toHaveAccessibleDescription('Este campo es obligatorio.');
      await expect
        .element(screen.getByText('Debes aceptar los términos del servicio.'))
        .toBeVisible();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given valid values', () => {
    it('when submitted → calls onSubmit with the parsed values', async () => {
      const onSubmit = vi.fn();
      const screen = await render(<ProfileForm onSubmit={onSubmit} />);
      await fillValid(screen);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await vi.waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          nombre: 'Ana López',
          correo: 'ana@example.mx',
          salario: 15000,
          modalidad: 'hibrido',
          licencia: '',
          terminos: true,
        }),
      );
    });
  });

  describe('given the server answers 422', () => {
    it('when submitted → shows the field error, focuses it and keeps every typed value', async () => {
      const onSubmit = vi.fn().mockRejectedValue({
        status: 422,
        message: 'Request failed',
        data: {
          message: 'Datos inválidos',
          errors: { correo: ['Ya existe una cuenta con este correo.'] },
        },
      });
      const screen = await render(<ProfileForm onSubmit={onSubmit} />);
      await fillValid(screen);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      const email = screen.getByRole('textbox', { name: /Correo electrónico/ });
      await expect.element(email).toHaveAttribute('aria-invalid', 'true');
      await expect.element(screen.getByText('Ya existe una cuenta con este correo.')).toBeVisible();
      await expect.element(email).toHaveFocus();
      await expect.element(email).toHaveValue('ana@example.mx');
      await expect
        .element(screen.getByRole('textbox', { name: /Nombre completo/ }))
        .toHaveValue('Ana López');
      await expect.element(screen.getByRole('textbox', { name: /Salario/ })).toHaveValue('15000');
      await expect
        .element(screen.getByRole('combobox', { name: /Modalidad/ }))
        .toHaveTextContent('Híbrido');
    });

    it('when the user fixes the field and resubmits → submits again with the kept values', async () => {
      const onSubmit = vi
        .fn()
        .mockRejectedValueOnce({
          message: 'Datos inválidos',
          errors: { correo: ['Ya existe una cuenta con este correo.'] },
        })
        .mockResolvedValueOnce(undefined);
      const screen = await render(<ProfileForm onSubmit={onSubmit} />);
      await fillValid(screen);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await expect.element(screen.getByText('Ya existe una cuenta con este correo.')).toBeVisible();
      await userEvent.fill(
        screen.getByRole('textbox', { name: /Correo electrónico/ }),
        'ana.lopez@example.mx',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({
        nombre: 'Ana López',
        correo: 'ana.lopez@example.mx',
      });
    });
  });

  describe('given the network fails', () => {
    it('when submitted → shows a form-level alert and keeps the values', async () => {
      const screen = await render(
        <ProfileForm onSubmit={() => Promise.reject(new TypeError('Failed to fetch'))} />,
      );
      await fillValid(screen);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await expect
        .element(screen.getByRole('alert'))
        .toHaveTextContent('No pudimos guardar los cambios. Revisa los campos marcados.');
      await expect
        .element(screen.getByRole('textbox', { name: /Nombre completo/ }))
        .toHaveValue('Ana López');
    });
  });
});
