import { describe, expect, it } from 'vitest';
import { messages } from '../messages/messages.ts';
import { newPassword } from './password-rules.ts';

describe('newPassword', () => {
  it('accepts a passphrase without digits and the demo password', () => {
    expect(newPassword.safeParse('una frase sin números').success).toBe(true);
    expect(newPassword.safeParse('Jornada2026!').success).toBe(true);
  });

  it('given fewer than 8 characters, explains the minimum', () => {
    const result = newPassword.safeParse('corta');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      messages.register.passwordWeak,
    ]);
  });

  it('given more than 256 characters, explains the maximum', () => {
    const result = newPassword.safeParse('a'.repeat(257));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      messages.register.passwordTooLong,
    ]);
  });
});
