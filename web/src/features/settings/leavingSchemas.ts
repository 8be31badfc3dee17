import { z } from 'zod';
import { emailField } from '@/lib/forms';

export const emailChangeSchema = z.object({
  new_email: emailField(),
  current_password: z.string().min(1, { error: 'required' }),
});
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;

export const deleteAccountSchema = z.object({
  password: z.string().min(1, { error: 'required' }),
});
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;
