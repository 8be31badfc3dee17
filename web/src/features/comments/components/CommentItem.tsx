import BadgeCheck from 'lucide-react/icons/badge-check';
import Reply from 'lucide-react/icons/reply';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Avatar } from '@/components/ui/Avatar';
import { buttonClass } from '@/components/ui/buttonClass';
import { ApiError, isApiError } from '@/lib/api/errors';
import { formatUtcDateTime } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useCreateComment } from '../api/createComment';
import { useRemoveComment } from '../api/deleteComment';
import type { Comment } from '../api/types';
import { useUpdateComment } from '../api/updateComment';
import { useCommentsContext } from '../hooks/CommentsContext';
import { authorAvatarUrl, authorName } from '../utils/author';
import { isEdited } from '../utils/cache';
import { ClosableAlert } from './ClosableAlert';
import { CommentActionsMenu } from './CommentActionsMenu';
import { CommentComposer } from './CommentComposer';
import { CommentReactions } from './CommentReactions';
import { CommentTime } from './CommentTime';
import './comments.css';

/**
 * One comment (or reply) as a list item: author, time, "edited", the text as plain text,
 * reactions, Reply for top-level comments, the author's Edit and Delete, an operator's Hide,
 * then its replies, indented.
 */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comments');
  const messages = useErrorMessages();
  const context = useCommentsContext();
  const update = useUpdateComment(context.listKey);
  const remove = useRemoveComment(context.projectId, context.listKey);
  const create = useCreateComment(context.projectId, context.listKey);
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  // The kind outlives `confirming`, so the dialog keeps its words while it fades out.
  const [confirmKind, setConfirmKind] = useState<'delete' | 'hide'>('delete');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const moreRef = useRef<HTMLSpanElement>(null);
  const replyRef = useRef<HTMLButtonElement>(null);

  const name = authorName(comment.identity);
  const isReply = comment.parent_id !== null;
  const canChange = context.ownIdentityIds.has(comment.identity_id);
  const verified = comment.identity.type === 'organizations' && comment.identity.meta.verified;

  const stopEditing = () => {
    setEditing(false);
    moreRef.current?.querySelector('button')?.focus();
  };
  const stopReplying = () => {
    setReplying(false);
    replyRef.current?.focus();
  };

  const save = async (content: string) => {
    await update.mutateAsync({ id: comment.id, content });
    stopEditing();
    context.announce(t('announce.saved'));
  };

  const reply = async (content: string) => {
    try {
      await create.mutateAsync({ content, parent_id: comment.id });
    } catch (error) {
      // A refused parent is one deleted or hidden since the page loaded: say so, keep the text.
      if (isApiError(error) && error.fields.parent_id) throw new ApiError(404, 'comment.not_found', error.message);
      throw error;
    }
    stopReplying();
    context.announce(t('announce.replied'));
  };

  const ask = (kind: 'delete' | 'hide') => {
    setConfirmKind(kind);
    setConfirming(true);
  };

  const confirmRemoval = async () => {
    const how = confirmKind;
    setConfirming(false);
    setFailure(null);
    try {
      await remove.mutateAsync({ id: comment.id, how });
      if (how === 'hide') context.hid(comment.id);
      else context.removed(t('announce.deleted'));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <li className="mp-comment">
      <article aria-label={t(isReply ? 'item.replyBy' : 'item.commentBy', { name })} data-testid={isReply ? 'reply' : 'comment'} className="mp-comment-article">
        <Avatar src={authorAvatarUrl(comment.identity)} name={name} letters={1} className={isReply ? 'mp-comment-avatar-medium' : 'mp-comment-avatar-large'} />
        <div className="mp-comment-body">
          <div className="mp-comment-head">
            <span className="mp-comment-author" dir="auto" data-testid="comment-author">
              {name}
            </span>
            {verified && (
              <span role="img" aria-label={t('item.verified')} title={t('item.verified')} className="mp-comment-verified">
                <BadgeCheck aria-hidden="true" size={16} />
              </span>
            )}
            <span className="mp-body2 mp-muted">
              <CommentTime value={comment.created_at} now={context.now} />
            </span>
            {isEdited(comment) && (
              <span className="mp-body2 mp-muted" title={t('item.editedAt', { date: formatUtcDateTime(comment.updated_at) })} data-testid="comment-edited">
                {t('item.edited')}
              </span>
            )}
            <span className="mp-grow" />
            <CommentActionsMenu
              author={name}
              canChange={canChange}
              canHide={context.isOperator}
              onEdit={() => setEditing(true)}
              onDelete={() => ask('delete')}
              onHide={() => ask('hide')}
              containerRef={moreRef}
            />
          </div>
          {editing ? (
            <div className="mp-comment-editor">
              <CommentComposer
                label={t('composer.editLabel')}
                submitLabel={t('composer.save')}
                initialValue={comment.content}
                editing
                autoFocus
                onSubmit={save}
                onCancel={stopEditing}
              />
            </div>
          ) : (
            <p dir="auto" className="mp-comment-content" data-testid="comment-content">
              {comment.content}
            </p>
          )}
          {failure !== null && (
            <ClosableAlert onClose={() => setFailure(null)} className="mp-comment-failure">
              {messages.apiError(failure)}
            </ClosableAlert>
          )}
          <div className="mp-comment-foot">
            <CommentReactions comment={comment} />
            {!isReply && context.signedIn && (
              <AriaButton
                ref={replyRef}
                aria-expanded={replying}
                onPress={() => setReplying(true)}
                className={buttonClass({ size: 'small', tone: 'inherit' }, 'mp-comment-reply')}
              >
                <span className="mp-button-icon">
                  <Reply aria-hidden="true" size={18} className="mp-comment-reply-icon" />
                </span>
                {t('item.reply')}
              </AriaButton>
            )}
          </div>
        </div>
      </article>
      {(comment.children.length > 0 || replying) && (
        <div className="mp-comment-replies">
          {comment.children.length > 0 && (
            <ul aria-label={t('item.replies', { name })} className="mp-comment-list mp-comment-reply-list">
              {comment.children.map((child) => (
                <CommentItem key={child.id} comment={child} />
              ))}
            </ul>
          )}
          {replying && (
            <div className="mp-comment-reply-box">
              <CommentComposer
                label={t('composer.replyLabel', { name })}
                submitLabel={t('composer.replySubmit')}
                autoFocus
                clearOnSuccess
                onSubmit={reply}
                onCancel={stopReplying}
              />
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        header={confirmKind === 'hide' ? t('hide.title') : t('delete.title')}
        subheader={confirmKind === 'hide' ? t('hide.text') : comment.children.length > 0 ? t('delete.textWithReplies') : t('delete.text')}
        onClose={() => setConfirming(false)}
        buttons={[
          { label: t('delete.keep'), onClick: () => setConfirming(false), variant: 'outlined' },
          {
            label: confirmKind === 'hide' ? t('hide.confirm') : t('delete.confirm'),
            onClick: () => void confirmRemoval(),
            color: 'error',
          },
        ]}
      />
    </li>
  );
}
