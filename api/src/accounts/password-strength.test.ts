import { describe, expect, it } from 'vitest';
import { newPasswordError } from './password-strength.js';

describe('new passwords (ASVS 6.2.4)', () => {
  it.each(['12345678', 'password', 'aaaaaaaa', '        ', 'password1', 'qwertyuiop'])(
    'refuses the common or trivial %j',
    async (password) => {
      expect(await newPasswordError(password)).toBe('PASSWORD_TOO_COMMON');
    },
  );

  it('still answers the length rule first', async () => {
    expect(await newPasswordError('abc')).toBe('PASSWORD_TOO_SHORT');
  });

  it('accepts a long uncommon passphrase', async () => {
    expect(await newPasswordError('Kelani river 1957')).toBeNull();
  });

  it("refuses a password made of the user's own email", async () => {
    expect(await newPasswordError('nimal.perera@example.org', ['nimal.perera@example.org'])).toBe(
      'PASSWORD_TOO_COMMON',
    );
  });
});
