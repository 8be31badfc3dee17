import { z } from 'zod/mini';
import { emailField, requiredValue } from '@/lib/forms';

export const emailChangeSchema = z.object({
  new_email: emailField(),
  current_password: requiredValue(),
});
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;

export const deleteAccountSchema = z.object({
  password: requiredValue(),
});
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;
