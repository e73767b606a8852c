import { ApiError } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { checkErrorText, kioskFailure } from './check-errors.ts';
import { tokenFromHash } from './link-token.ts';

const error = (status: number | null, message = 'Mensaje del servidor.') =>
  new ApiError(message, status, null);

describe('why a check failed, in Spanish', () => {
  it("409 says what the state does not allow; 422 is the server's reason", () => {
    expect(checkErrorText('check_in', error(409))).toBe('Ya tienes una entrada registrada.');
    expect(checkErrorText('break_end', error(409))).toBe('No tienes un receso en curso.');
    expect(checkErrorText('check_in', error(422, 'Fuera de la geocerca.'))).toBe(
      'Fuera de la geocerca.',
    );
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
