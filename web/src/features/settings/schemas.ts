import { z } from 'zod/mini';
import { requiredText, requiredValue } from '@/lib/forms';

/** The registration rules (features/auth keeps the same pattern for new accounts). */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

export const profileSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  username: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.regex(USERNAME_PATTERN, { error: 'invalid_username' })),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export const passwordSchema = z.object({
  current_password: requiredValue(),
  new_password: z.string().check(
    z.minLength(1, { error: 'required' }),
    z.minLength(8, { error: 'weak_password' }),
    z.maxLength(128, { error: 'too_long' }),
  ),
});
export type PasswordValues = z.infer<typeof passwordSchema>;
