import ReplyIcon from '@mui/icons-material/Reply';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
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
import { CommentActionsMenu } from './CommentActionsMenu';
import { CommentComposer } from './CommentComposer';
import { CommentReactions } from './CommentReactions';
import { CommentTime } from './CommentTime';

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
  const moreRef = useRef<HTMLButtonElement>(null);
  const replyRef = useRef<HTMLButtonElement>(null);

  const name = authorName(comment.identity);
  const isReply = comment.parent_id !== null;
  const canChange = context.ownIdentityIds.has(comment.identity_id);
  const verified = comment.identity.type === 'organizations' && comment.identity.meta.verified;

  const stopEditing = () => {
    setEditing(false);
    moreRef.current?.focus();
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
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        component="article"
        aria-label={t(isReply ? 'item.replyBy' : 'item.commentBy', { name })}
        data-testid={isReply ? 'reply' : 'comment'}
        sx={{ display: 'flex', gap: 1.5, py: 1.5 }}
      >
        <Avatar src={authorAvatarUrl(comment.identity)} alt="" sx={{ width: isReply ? 32 : 40, height: isReply ? 32 : 40 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 600 }} dir="auto" data-testid="comment-author">
              {name}
            </Typography>
            {verified && <VerifiedIcon color="primary" sx={{ fontSize: '1rem' }} titleAccess={t('item.verified')} />}
            <Typography component="span" variant="body2" color="text.secondary">
              <CommentTime value={comment.created_at} now={context.now} />
            </Typography>
            {isEdited(comment) && (
              <Typography component="span" variant="body2" color="text.secondary" title={t('item.editedAt', { date: formatUtcDateTime(comment.updated_at) })} data-testid="comment-edited">
                {t('item.edited')}
              </Typography>
            )}
            <Box sx={{ flex: 1 }} />
            <CommentActionsMenu
              author={name}
              canChange={canChange}
              canHide={context.isOperator}
              onEdit={() => setEditing(true)}
              onDelete={() => ask('delete')}
              onHide={() => ask('hide')}
              buttonRef={moreRef}
            />
          </Box>
          {editing ? (
            <Box sx={{ mt: 1 }}>
              <CommentComposer
                label={t('composer.editLabel')}
                submitLabel={t('composer.save')}
                initialValue={comment.content}
                editing
                autoFocus
                onSubmit={save}
                onCancel={stopEditing}
              />
            </Box>
          ) : (
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }} data-testid="comment-content">
              {comment.content}
            </Typography>
          )}
          {failure !== null && (
            <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mt: 1 }}>
              {messages.apiError(failure)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 0.75, mt: 0.75 }}>
            <CommentReactions comment={comment} />
            {!isReply && context.signedIn && (
              <Button
                ref={replyRef}
                size="small"
                color="inherit"
                startIcon={<ReplyIcon sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})} />}
                aria-expanded={replying}
                onClick={() => setReplying(true)}
                sx={{ color: 'text.secondary', borderRadius: 4, px: 1.25 }}
              >
                {t('item.reply')}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      {(comment.children.length > 0 || replying) && (
        <Box sx={{ paddingInlineStart: { xs: 2, sm: 6.5 } }}>
          {comment.children.length > 0 && (
            <Box component="ul" aria-label={t('item.replies', { name })} sx={{ m: 0, p: 0, borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 2 }}>
              {comment.children.map((child) => (
                <CommentItem key={child.id} comment={child} />
              ))}
            </Box>
          )}
          {replying && (
            <Box sx={{ py: 1.5 }}>
              <CommentComposer
                label={t('composer.replyLabel', { name })}
                submitLabel={t('composer.replySubmit')}
                autoFocus
                clearOnSuccess
                onSubmit={reply}
                onCancel={stopReplying}
              />
            </Box>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        header={confirmKind === 'hide' ? t('hide.title') : t('delete.title')}
        subheader={
          confirmKind === 'hide' ? t('hide.text') : comment.children.length > 0 ? t('delete.textWithReplies') : t('delete.text')
        }
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
    </Box>
  );
}
