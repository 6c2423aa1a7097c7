import { passwordStrength, registerFormSchema, registerRequestSchema, fieldErrors } from './index.js';

describe('password strength meter (docs/product.md §5)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 25, 'Weak'],
    ['abcdefgh', 50, 'Fair'],
    ['Abcdefgh', 75, 'Good'],
    ['Abcdefg1', 87.5, 'Strong'],
    ['Abcdef1!', 100, 'Strong'],
  ])('%j scores %d (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('register rules (docs/product.md §5)', () => {
  const valid = {
    username: 'jane_doe',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    password: 'Secret1!',
  };

  it('accepts a valid registration', () => {
    expect(registerRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    [{ username: 'jane doe' }, 'Username can only contain letters, numbers, and underscores'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: 'x'.repeat(51) }, 'Last name must be less than 50 characters'],
    [{ password: 'Sh1!' }, 'Password must be at least 8 characters'],
    [{ password: 'SECRET12!' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'secret12!' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'Secretxx!' }, 'Password must contain at least one number'],
    [{ password: 'Secret123' }, 'Password must contain at least one special character'],
  ])('refuses %j with %j', (change, message) => {
    const result = registerRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).fields[Object.keys(change)[0]!]).toContain(message);
  });

  it("refuses a confirmation that doesn't match", () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'Other1!x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error).fields.confirmPassword).toEqual(["Passwords don't match"]);
  });
});
