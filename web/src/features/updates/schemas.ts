import { z } from 'zod/mini';

/** The server's limits, in characters (code points, as Rust counts them) after trimming. */
export const MAX_TITLE_LENGTH = 150;
export const MAX_BODY_LENGTH = 10_000;

/** Characters as the server counts them: "👏" is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

const text = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.refine((value) => characterCount(value) <= max, { error: 'too_long' }),
  );

export const updateSchema = z.object({
  title: text(MAX_TITLE_LENGTH).check(z.refine((value) => !/[\r\n]/.test(value), { error: 'invalid' })),
  body: text(MAX_BODY_LENGTH),
});
export type UpdateValues = z.infer<typeof updateSchema>;
