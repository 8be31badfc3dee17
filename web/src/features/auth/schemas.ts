import { z } from 'zod/mini';
import { emailField, requiredText, requiredValue } from '@/lib/forms';

/** Same rule as the server: 3–30 letters, digits, dots, underscores or hyphens. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const MIN_PASSWORD_LENGTH = 8;

/** A new password (not trimmed): given, at least MIN_PASSWORD_LENGTH characters, at most 128. */
const newPassword = () =>
  z.string().check(
    z.minLength(1, { error: 'required' }),
    z.minLength(MIN_PASSWORD_LENGTH, { error: 'weak_password' }),
    z.maxLength(128, { error: 'too_long' }),
  );

export const loginSchema = z.object({
  email: emailField(),
  password: requiredValue(),
  /** The session's cookies outlive the browser session. */
  remember_me: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  username: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.regex(USERNAME_PATTERN, { error: 'invalid_username' })),
  email: emailField(),
  password: newPassword(),
});
export type RegisterValues = z.infer<typeof registerSchema>;
export const REGISTER_FIELDS = ['first_name', 'last_name', 'username', 'email', 'password'] as const;

export const forgotSchema = z.object({ email: emailField() });
export type ForgotValues = z.infer<typeof forgotSchema>;

export const resetSchema = z.object({
  password: newPassword(),
});
export type ResetValues = z.infer<typeof resetSchema>;
