import { z } from 'zod/mini';
import { emailField, optionalText, requiredText } from '@/lib/forms';

/** Same rule as the server: 3–30 lowercase letters, digits, hyphens or underscores. */
export const SHORTNAME_PATTERN = /^[a-z0-9_-]{3,30}$/;

export const organizationSchema = z.object({
  name: requiredText(120),
  shortname: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.regex(SHORTNAME_PATTERN, { error: 'invalid_shortname' })),
  email: emailField(),
  website: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), { error: 'invalid_url' }),
  ),
  description: optionalText(2000),
});
export type OrganizationValues = z.infer<typeof organizationSchema>;
export const ORGANIZATION_FIELDS = ['name', 'shortname', 'email', 'website', 'description'] as const;

/** A short name suggested from the organization's name: "Green Earth!" → "green-earth". */
export function suggestShortname(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
}

