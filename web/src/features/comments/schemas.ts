import { z } from 'zod/mini';

/** The server's limit, in characters (code points, as Rust counts them) after trimming. */
export const MAX_COMMENT_LENGTH = 5000;

/** Characters as the server counts them: "👏" is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

export const commentSchema = z.object({
  content: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.refine((text) => characterCount(text) <= MAX_COMMENT_LENGTH, { error: 'too_long' }),
  ),
});
export type CommentValues = z.infer<typeof commentSchema>;
