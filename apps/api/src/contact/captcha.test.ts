import { describe, expect, it } from 'vitest';
import { issueCaptchaToken, maxAgeMs, verifyCaptchaToken } from './captcha.ts';

const secret = 'secreto-de-prueba';
const now = 1_780_000_000_000;

describe('verifyCaptchaToken', () => {
  it('without a secret, accepts any non-empty token', () => {
    expect(verifyCaptchaToken('03AFcWeA5x', undefined)).toBe(true);
    expect(verifyCaptchaToken('', undefined)).toBe(false);
  });

  it('with a secret, accepts a token it signed a few seconds ago', () => {
    expect(verifyCaptchaToken(issueCaptchaToken(secret, now - 5000), secret, now)).toBe(true);
  });

  it('refuses another secret, a tampered time, an instant post and an expired token', () => {
    expect(verifyCaptchaToken(issueCaptchaToken('otro', now - 5000), secret, now)).toBe(false);
    const [, signature] = issueCaptchaToken(secret, now - 5000).split('.');
    expect(verifyCaptchaToken(`${now - 6000}.${signature}`, secret, now)).toBe(false);
    expect(verifyCaptchaToken(issueCaptchaToken(secret, now), secret, now)).toBe(false);
    expect(verifyCaptchaToken(issueCaptchaToken(secret, now - maxAgeMs - 1), secret, now)).toBe(
      false,
    );
    expect(verifyCaptchaToken('03AFcWeA5x', secret, now)).toBe(false);
  });
});
