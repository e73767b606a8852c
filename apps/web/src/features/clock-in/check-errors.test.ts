import { ApiError } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { checkErrorText, kioskFailure } from './check-errors.ts';
import { tokenFromHash } from './link-token.ts';

const error = (status: number | null, message = 'Mensaje del servidor.') =>
  new ApiError(message, status, null);

describe('why a check failed, in Spanish', () => {
  it("every refusal says the server's own words: 422 field errors, else its message; 409 without one says what the state does not allow", () => {
    const body = (data: unknown, status: number) => new ApiError('Genérico.', status, data);
    expect(
      checkErrorText(
        'check_in',
        body(
          {
            message: 'Revisa los datos marcados.',
            errors: { latitude: ['Comparte tu ubicación para registrar tu entrada.'] },
          },
          422,
        ),
      ),
    ).toBe('Comparte tu ubicación para registrar tu entrada.');
    expect(
      checkErrorText(
        'check_in',
        body(
          { message: 'x', errors: { at: ['Se cruza con otro registro.'], latitude: ['Fuera.'] } },
          422,
        ),
      ),
    ).toBe('Se cruza con otro registro. Fuera.');
    expect(checkErrorText('check_in', body({ message: 'Ya hay una entrada abierta.' }, 409))).toBe(
      'Ya hay una entrada abierta.',
    );
    expect(checkErrorText('check_out', body({ message: 'No puedes registrar aquí.' }, 403))).toBe(
      'No puedes registrar aquí.',
    );
    expect(checkErrorText('check_in', body({ message: 'No encontramos al empleado.' }, 404))).toBe(
      'No encontramos al empleado.',
    );
    expect(checkErrorText('check_in', error(409))).toBe('Ya tienes una entrada registrada.');
    expect(checkErrorText('break_end', error(409))).toBe('No tienes un receso en curso.');
    expect(checkErrorText('check_in', error(null))).toMatch(/No hay conexión/);
  });

  it('at the kiosk: 401 one message for number or PIN, 429 minutes to wait, 410 the expired page', () => {
    expect(kioskFailure('check_in', error(401), false, null)).toEqual({
      expired: false,
      text: 'El número de empleado o el PIN no son correctos.',
      clearPin: true,
    });
    expect(kioskFailure('check_in', error(429), false, 90)).toMatchObject({
      text: 'Demasiados intentos. Espera 2 minutos e inténtalo de nuevo.',
    });
    expect(kioskFailure('check_in', error(429), false, null)).toMatchObject({
      text: 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
    });
    expect(kioskFailure('check_in', error(410), false, null)).toEqual({ expired: true });
    expect(kioskFailure('check_in', error(410), true, null)).toMatchObject({ expired: false });
    expect(kioskFailure('check_in', error(null), false, null)).toMatchObject({
      text: 'El kiosco no tiene conexión. Revisa la red e inténtalo de nuevo.',
    });
  });

  it('reads the link token from the hash only', () => {
    expect(tokenFromHash('#k1.abc.def')).toBe('k1.abc.def');
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
  });
});
