import MessagesSquare from 'lucide-react/icons/messages-square';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
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
import { ClosableAlert } from './ClosableAlert';
import { CommentListSkeleton } from './CommentListSkeleton';
import './comments.css';

// The comment box (a form) and the comments (reactions, menus, dialogs, replies) load when drawn:
// a visitor on a project without comments, the common case below a project page, runs none of it.
const CommentComposer = lazy(async () => ({ default: (await import('./CommentComposer')).CommentComposer }));
const CommentItem = lazy(async () => ({ default: (await import('./CommentItem')).CommentItem }));

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
      <section aria-labelledby="comments-title" data-testid="project-comments" className="mp-card mp-comments">
        <h2 id="comments-title" ref={headingRef} tabIndex={-1} className="mp-h2 mp-comments-title">
          {list.data ? t('section.titleCount', { total: formatCount(total, i18n.language) }) : t('section.title')}
        </h2>

        {signedIn ? (
          <div className="mp-comments-compose">
            {current && (
              <div className="mp-comments-as">
                <Avatar src={identityAvatarUrl(current)} name={identityName(current)} letters={1} className="mp-comment-avatar-small" />
                <p className="mp-body2 mp-muted">{t('composer.as', { name: identityName(current) })}</p>
              </div>
            )}
            <Suspense fallback={<div className="mp-reserve-composer" />}>
              <CommentComposer label={t('composer.label')} submitLabel={t('composer.submit')} clearOnSuccess onSubmit={post} />
            </Suspense>
          </div>
        ) : (
          <div className="mp-comments-sign-in" data-testid="comments-sign-in">
            <MessagesSquare aria-hidden="true" size={24} className="mp-comments-sign-in-icon" />
            <p className="mp-p mp-comments-sign-in-text">{t('section.visitor')}</p>
            <LinkButton to={signInPath(paths.project(projectId))} variant="outlined">
              {t('section.signIn')}
            </LinkButton>
          </div>
        )}

        {hiddenId && (
          <ClosableAlert
            severity="info"
            onClose={() => setHiddenId(null)}
            className="mp-comments-notice"
            action={
              <Button tone="inherit" size="small" isPending={unhide.isPending} onPress={() => void undoHide(hiddenId)}>
                {t('hide.undo')}
              </Button>
            }
          >
            {t('hide.done')}
            {unhide.isError && ` ${messages.apiError(unhide.error)}`}
          </ClosableAlert>
        )}

        <hr className="mp-comments-divider" />

        {list.isPending ? (
          <CommentListSkeleton label={t('section.loading')} />
        ) : list.isError && !list.data ? (
          <Alert
            severity="error"
            className="mp-comments-notice-top"
            action={
              <Button tone="inherit" size="small" onPress={() => void list.refetch()} isPending={list.isFetching}>
                {t('section.retry')}
              </Button>
            }
          >
            {t('section.error')} {messages.apiError(list.error)}
          </Alert>
        ) : comments.length === 0 ? (
          <p className="mp-p mp-muted mp-comments-empty" data-testid="comments-empty">
            {t('section.empty')}
          </p>
        ) : (
          <Suspense fallback={<CommentListSkeleton label={t('section.loading')} />}>
            <ul aria-label={t('section.list')} className="mp-comment-list mp-comments-list" data-testid="comment-list">
              {comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </ul>
          </Suspense>
        )}

        {list.isFetchNextPageError && (
          <Alert severity="error" className="mp-comments-notice-top">
            {t('section.loadMoreError')} {messages.apiError(list.error)}
          </Alert>
        )}
        {list.hasNextPage && (
          <div className="mp-comments-more">
            <Button variant="outlined" onPress={() => void list.fetchNextPage()} isPending={list.isFetchingNextPage}>
              {t('section.loadMore')}
            </Button>
          </div>
        )}
        <div role="status" className="mp-visually-hidden" data-testid="comments-status">
          {announcement}
        </div>
      </section>
    </CommentsContext.Provider>
  );
}
