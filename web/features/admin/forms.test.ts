/** Admin login needs both fields (back-office spec s.5). */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n.ts';
import { validateAdminLogin } from './forms.ts';

describe('validateAdminLogin', () => {
  const en = createTranslator('en');

  it('asks for both e-mail and password', () => {
    const problem = validateAdminLogin({ email: 'admin@partspoint.eu', password: ' ' });
    expect(problem && en(problem.message)).toBe('Please enter both email and password');
    expect(problem?.field).toBe('password');
    expect(validateAdminLogin({ email: '', password: 'x' })?.field).toBe('email');
  });

  it('passes filled fields', () => {
    expect(validateAdminLogin({ email: 'admin@partspoint.eu', password: 'x' })).toBeNull();
  });
});
