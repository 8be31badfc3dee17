import { createContext, useContext } from 'react';

/** What every comment of a project's section needs to know about the reader and the list. */
export interface CommentsContextValue {
  projectId: string;
  /** The query key of the list as the identity acting now sees it. */
  listKey: readonly unknown[];
  signedIn: boolean;
  /** The identities the reader may act as: their comments are theirs to edit and delete. */
  ownIdentityIds: ReadonlySet<string>;
  isOperator: boolean;
  /** The clock relative times are read against (ticks every minute). */
  now: Date;
  /** Says something in the section's live region (posted, deleted...). */
  announce: (message: string) => void;
  /** After a comment left the list: says so and moves focus to the section's heading. */
  removed: (message: string) => void;
  /** After an operator hid a comment: offers to undo it. */
  hid: (id: string) => void;
}

export const CommentsContext = createContext<CommentsContextValue | null>(null);

export function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('useCommentsContext outside a CommentsContext provider');
  return value;
}
