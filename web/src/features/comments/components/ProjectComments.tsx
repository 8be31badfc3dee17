import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/components/visuallyHidden';
import { identityAvatarUrl, identityName, useIdentities } from '@/lib/auth/identities';
import { signInPath } from '@/lib/auth/returnPath';
import { formatCount } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useCreateComment } from '../api/createComment';
import { useIsOperator } from '../api/getViewer';
import { useUnhideComment } from '../api/hideComment';
import { commentKeys } from '../api/keys';
import { useProjectComments } from '../api/listComments';
import { CommentsContext, type CommentsContextValue } from '../hooks/CommentsContext';
import { useNow } from '../hooks/useNow';
import { commentTotal, loadedComments } from '../utils/cache';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { CommentListSkeleton } from './CommentListSkeleton';

/**
 * A project's conversation: the comment box (or, for visitors, a way to sign in), then the
 * comments newest first with their replies, page after page.
 */
export function ProjectComments({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('comments');
  const messages = useErrorMessages();
  const { status, current, person, identities } = useIdentities();
  const signedIn = status !== 'idle';
  const viewerId = signedIn ? (current?.id ?? null) : null;
  const listKey = useMemo(() => commentKeys.list(projectId, viewerId), [projectId, viewerId]);
  const list = useProjectComments(projectId, viewerId);
  const isOperator = useIsOperator(person?.id);
  const create = useCreateComment(projectId, listKey);
  const unhide = useUnhideComment(projectId);
  const now = useNow();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [hiddenId, setHiddenId] = useState<string | null>(null);

  // The same message twice in a row is still announced (a trailing space changes the text).
  const announce = useCallback((message: string) => setAnnouncement((shown) => (shown === message ? `${message}\u00a0` : message)), []);
  const ownIdentityIds = useMemo(() => new Set(identities.map((identity) => identity.id)), [identities]);
  const context = useMemo<CommentsContextValue>(
    () => ({
      projectId,
      listKey,
      signedIn,
      ownIdentityIds,
      isOperator,
      now,
      announce,
      removed: (message) => {
        announce(message);
        headingRef.current?.focus();
      },
      // The notice with Undo is an alert: it speaks for itself.
      hid: (id) => {
        setHiddenId(id);
        headingRef.current?.focus();
      },
    }),
    [projectId, listKey, signedIn, ownIdentityIds, isOperator, now, announce],
  );

  const comments = loadedComments(list.data);
  const total = commentTotal(list.data);

  const post = async (content: string) => {
    await create.mutateAsync({ content });
    announce(t('announce.posted'));
  };

  const undoHide = async (id: string) => {
    try {
      await unhide.mutateAsync(id);
      setHiddenId(null);
      announce(t('hide.undone'));
    } catch {
      // The alert shows the failure; the Undo button stays.
    }
  };

  return (
    <CommentsContext.Provider value={context}>
      <Card component="section" aria-labelledby="comments-title" data-testid="project-comments">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography id="comments-title" ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem', mb: 2, '&:focus': { outline: 'none' } }}>
            {list.data ? t('section.titleCount', { total: formatCount(total, i18n.language) }) : t('section.title')}
          </Typography>

          {signedIn ? (
            <Box sx={{ mb: 2 }}>
              {current && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
                  <Avatar src={identityAvatarUrl(current)} alt="" sx={{ width: 28, height: 28, fontSize: '0.875rem' }}>
                    {identityName(current).charAt(0).toUpperCase()}
                  </Avatar>
                  <Typography variant="body2" color="text.secondary">
                    {t('composer.as', { name: identityName(current) })}
                  </Typography>
                </Box>
              )}
              <CommentComposer label={t('composer.label')} submitLabel={t('composer.submit')} clearOnSuccess onSubmit={post} />
            </Box>
          ) : (
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', p: 2, mb: 2, borderRadius: 2, bgcolor: 'action.hover' }}
              data-testid="comments-sign-in"
            >
              <ForumOutlinedIcon color="primary" aria-hidden />
              <Typography sx={{ flex: 1, minWidth: 200 }}>{t('section.visitor')}</Typography>
              <Button component={RouterLink} to={signInPath(paths.project(projectId))} variant="outlined">
                {t('section.signIn')}
              </Button>
            </Box>
          )}

          {hiddenId && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              onClose={() => setHiddenId(null)}
              action={
                <Button color="inherit" size="small" loading={unhide.isPending} onClick={() => void undoHide(hiddenId)}>
                  {t('hide.undo')}
                </Button>
              }
            >
              {t('hide.done')}
              {unhide.isError && ` ${messages.apiError(unhide.error)}`}
            </Alert>
          )}

          <Divider />

          {list.isPending ? (
            <CommentListSkeleton label={t('section.loading')} />
          ) : list.isError && !list.data ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
                  {t('section.retry')}
                </Button>
              }
            >
              {t('section.error')} {messages.apiError(list.error)}
            </Alert>
          ) : comments.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="comments-empty">
              {t('section.empty')}
            </Typography>
          ) : (
            <Box component="ul" aria-label={t('section.list')} sx={{ m: 0, p: 0, mt: 1 }} data-testid="comment-list">
              {comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </Box>
          )}

          {list.isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('section.loadMoreError')} {messages.apiError(list.error)}
            </Alert>
          )}
          {list.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('section.loadMore')}
              </Button>
            </Box>
          )}
          <Box role="status" sx={visuallyHidden} data-testid="comments-status">
            {announcement}
          </Box>
        </CardContent>
      </Card>
    </CommentsContext.Provider>
  );
}
