import { describe, expect, it } from 'vitest';
import * as rules from '../../../../shared/validation.js';
import { RULE_MESSAGES } from '../../../../shared/server-messages.js';
import { ruleMessage } from './rule-messages.js';

// The kernel's rules answer codes; the server reads each code as the seed's English.
const nameError = (value: string, required?: boolean) => ruleMessage(rules.nameError(value, required));
const phoneError = (value: string) => ruleMessage(rules.phoneError(value));
const emailError = (value: string) => ruleMessage(rules.emailError(value));
const symptomsError = (value: string) => ruleMessage(rules.symptomsError(value));
const Messages = { nameLetters: RULE_MESSAGES.NAME_LETTERS };

describe('validation rules shared by server and web', () => {
  it('accepts names in Sinhala, Tamil and English (D8)', () => {
    expect(nameError('අනුර කුමාර දිසානායක')).toBeNull();
    expect(nameError('ஸ்ரீ ரங்கநாதன்')).toBeNull();
    expect(nameError('Nimal Perera')).toBeNull();
    expect(nameError('ශ්‍රී ලංකා')).toBeNull(); // contains a zero-width joiner
  });

  it('refuses digits and symbols in a name with the seed message', () => {
    expect(nameError('Nimal 2')).toBe(Messages.nameLetters);
    expect(nameError('Robert; drop')).toBe('Name can only contain letters and spaces');
  });

  it('requires a name unless it is optional', () => {
    expect(nameError('   ')).toBe('Full name is required');
    expect(nameError('', false)).toBeNull();
  });

  it('wants a phone number, exactly 10 digits in its national form, and says why one is refused', () => {
    expect(phoneError('0771234567')).toBeNull();
    expect(phoneError('+94 77 123 4567')).toBeNull();
    expect(phoneError('')).toBe('Phone number must be exactly 10 digits');
    expect(phoneError('077-123456')).toBe(RULE_MESSAGES.PHONE_TOO_SHORT);
    expect(phoneError('07712345678')).toBe(
      'This phone number is too long: a Sri Lankan number has 10 digits, such as 0771234567',
    );
    expect(phoneError('077 123-45678x9')).toBe(RULE_MESSAGES.PHONE_LETTERS);
  });

  it('checks the email pattern', () => {
    expect(emailError('a@b.lk')).toBeNull();
    expect(emailError('a b@c.lk')).toBe('Invalid email format');
    expect(emailError('nobody')).toBe('Invalid email format');
  });

  it('wants a symptoms description of at least 10 characters after trimming', () => {
    expect(symptomsError('')).toBe('Symptoms description is required');
    expect(symptomsError('   short    ')).toBe('Symptoms should be at least 10 characters long');
    expect(symptomsError('River rising fast')).toBeNull();
  });
});
