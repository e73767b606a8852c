import { describe, expect, it, vi } from 'vitest';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, getApiErrorBody } from './server-errors.ts';

/** The part of a react-hook-form instance that applyServerErrors uses. */
function fakeForm(values: Record<string, unknown>) {
  const setError = vi.fn();
  const form = { getValues: () => values, setError } as unknown as UseFormReturn<FieldValues>;
  return { form, setError };
}

describe('getApiErrorBody', () => {
  it('finds the body inside a failed request (message, status, data)', () => {
    const body = { message: 'Datos inválidos', errors: { correo: ['Ya existe'] } };
    expect(getApiErrorBody({ message: 'Request failed', status: 422, data: body })).toBe(body);
  });
  it('accepts the body itself', () => {
    const body = { message: 'Datos inválidos', errors: { correo: ['Ya existe'] } };
    expect(getApiErrorBody(body)).toBe(body);
  });
  it('ignores network errors and failed requests without a body', () => {
    expect(getApiErrorBody(new TypeError('Failed to fetch'))).toBeNull();
    expect(getApiErrorBody({ message: 'Request failed', status: null, data: null })).toBeNull();
    expect(getApiErrorBody('boom')).toBeNull();
  });
});

describe('applyServerErrors', () => {
  describe('given a 422 body with field errors', () => {
    it('sets each known field error with type "server", joins messages and focuses the first', () => {
      const { form, setError } = fakeForm({
        correo: 'ana@example.mx',
        nombre: 'Ana',
        direccion: { cp: '' },
      });
      const applied = applyServerErrors(form, {
        status: 422,
        data: {
          message: 'Datos inválidos',
          errors: {
            correo: ['Ya existe una cuenta.', 'Usa otro correo.'],
            'direccion.cp': ['CP inválido'],
          },
        },
      });
      expect(applied).toEqual(['correo', 'direccion.cp']);
      expect(setError).toHaveBeenCalledWith(
        'correo',
        { type: 'server', message: 'Ya existe una cuenta. Usa otro correo.' },
        { shouldFocus: true },
      );
      expect(setError).toHaveBeenCalledWith(
        'direccion.cp',
        { type: 'server', message: 'CP inválido' },
        { shouldFocus: false },
      );
      expect(setError).not.toHaveBeenCalledWith('root.server', expect.anything());
    });
  });

  describe('given errors for fields the form does not render', () => {
    it('puts them and the summary at root.server', () => {
      const { form, setError } = fakeForm({ correo: '' });
      const applied = applyServerErrors(form, {
        message: 'Datos inválidos',
        errors: { rfc: ['RFC inválido'] },
      });
      expect(applied).toEqual([]);
      expect(setError).toHaveBeenCalledWith('root.server', {
        type: 'server',
        message: 'Datos inválidos RFC inválido',
      });
    });
  });

  describe('given a 400 body with only a message', () => {
    it('shows the message at root.server', () => {
      const { form, setError } = fakeForm({ correo: '' });
      applyServerErrors(form, {
        status: 400,
        data: { message: 'La vacante ya no está disponible.' },
      });
      expect(setError).toHaveBeenCalledWith('root.server', {
        type: 'server',
        message: 'La vacante ya no está disponible.',
      });
    });
  });

  describe('given something that is not an API error', () => {
    it('does nothing', () => {
      const { form, setError } = fakeForm({ correo: '' });
      expect(applyServerErrors(form, new Error('x'))).toEqual([]);
      expect(setError).not.toHaveBeenCalled();
    });
  });
});
