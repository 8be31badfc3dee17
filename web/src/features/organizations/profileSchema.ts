import { z } from 'zod/mini';
import { optionalText, requiredText } from '@/lib/forms';
import { organizationSchema } from './schemas';

/** The most social links a profile shows (as the server). */
export const MAX_SOCIAL_LINKS = 8;

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;

/** The addresses of a "one per line" text: trimmed, blank lines dropped, each kept once. */
export function socialLinksOf(text: string): string[] {
  return [...new Set(text.split('\n').map((line) => line.trim()).filter(Boolean))];
}

export const organizationProfileSchema = z.object({
  name: requiredText(200),
  website: organizationSchema.shape.website,
  description: optionalText(5000),
  social_links: z.string().check(
    z.refine((text) => socialLinksOf(text).every((link) => WEB_ADDRESS.test(link)), { error: 'invalid_url' }),
    z.refine((text) => socialLinksOf(text).length <= MAX_SOCIAL_LINKS, { error: 'too_long' }),
  ),
});
export type OrganizationProfileValues = z.infer<typeof organizationProfileSchema>;
export const ORGANIZATION_PROFILE_FIELDS = ['name', 'website', 'description', 'social_links'] as const;
