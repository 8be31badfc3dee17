import SmilePlus from 'lucide-react/icons/smile-plus';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuTrigger, Popover, ToggleButton } from 'react-aria-components';
import { MenuItem } from '@/components/ui/Menu';
import '@/components/ui/popover.css';
import { formatCount } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import type { Comment } from '../api/types';
import { useCommentsContext } from '../hooks/CommentsContext';
import { useCommentReactions } from '../hooks/useCommentReactions';
import { REACTION_EMOJI, REACTION_KINDS, isKnownReaction, orderedReactions } from '../utils/reactions';
import './comments.css';

/**
 * The Like button and the reactions of one comment: a toggle per reaction used so far (press
 * one to take that reaction, or to take yours back) and a picker with every reaction offered
 * (React Aria: toggles with `aria-pressed`, a menu of radio items with arrow keys and Escape).
 * Visitors see the counts only.
 */
export function CommentReactions({ comment }: { comment: Comment }) {
  const { t, i18n } = useTranslation('comments');
  const messages = useErrorMessages();
  const { signedIn, listKey } = useCommentsContext();
  const { toggleLike, choose, error, clearError } = useCommentReactions(comment, listKey);
  const count = (value: number) => formatCount(value, i18n.language);
  const label = (reaction: string) => (isKnownReaction(reaction) ? t(`reactions.kinds.${reaction}`) : reaction);
  const emoji = (reaction: string) => (isKnownReaction(reaction) ? REACTION_EMOJI[reaction] : null);
  const reactions = orderedReactions(comment.reactions);

  const pick = (reaction: string) => {
    clearError();
    choose(reaction);
  };

  const likes = t('reactions.likes', { count: comment.likes });
  const reactionLabel = (reaction: string, value: number) => t('reactions.count', { label: label(reaction), value: count(value) });
  const reactionContent = (reaction: string, value: number) => (
    <>
      <span aria-hidden="true" className="mp-reaction-emoji">
        {emoji(reaction) ?? reaction}
      </span>
      {count(value)}
    </>
  );

  if (!signedIn) {
    return (
      <div className="mp-reactions mp-reactions-readonly" data-testid="comment-reactions">
        {comment.likes > 0 && (
          <span className="mp-body2 mp-muted mp-reaction-count">
            <ThumbsUp aria-hidden="true" size="1em" />
            <span aria-hidden="true">{count(comment.likes)}</span>
            <span className="mp-visually-hidden">{likes}</span>
          </span>
        )}
        {reactions.map(({ reaction, count: value }) => (
          <span key={reaction} className="mp-body2 mp-muted">
            <span aria-hidden="true">{reactionContent(reaction, value)}</span>
            <span className="mp-visually-hidden">{reactionLabel(reaction, value)}</span>
          </span>
        ))}
      </div>
    );
  }

  const mine = comment.identity_reaction;
  const pickerLabel = mine ? t('reactions.change') : t('reactions.add');
  return (
    <div data-testid="comment-reactions">
      <div className="mp-reactions">
        <ToggleButton
          isSelected={comment.identity_liked}
          onChange={() => {
            clearError();
            toggleLike();
          }}
          aria-label={t('reactions.likeLabel', { like: t('reactions.like'), likes })}
          className="mp-reaction mp-reaction-like"
        >
          <ThumbsUp aria-hidden="true" size={16} className="mp-reaction-like-icon" />
          {t('reactions.like')}
          {comment.likes > 0 && <span className="mp-reaction-like-count">{count(comment.likes)}</span>}
        </ToggleButton>
        {reactions.map(({ reaction, count: value }) => (
          <ToggleButton
            key={reaction}
            isSelected={mine === reaction}
            onChange={() => pick(reaction)}
            aria-label={reactionLabel(reaction, value)}
            className="mp-reaction mp-reaction-outlined"
          >
            {reactionContent(reaction, value)}
          </ToggleButton>
        ))}
        <MenuTrigger>
          <Button aria-label={pickerLabel} data-tip={pickerLabel} className="mp-icon-button mp-tip mp-reaction-picker">
            <SmilePlus aria-hidden="true" size={20} />
          </Button>
          <Popover placement="bottom start" className="mp-popover">
            <Menu
              selectionMode="single"
              selectedKeys={mine ? [mine] : []}
              onAction={(key) => pick(String(key))}
              className="mp-menu"
            >
              {REACTION_KINDS.map((reaction) => {
                const value = comment.reactions.find((entry) => entry.reaction === reaction)?.count ?? 0;
                return (
                  <MenuItem key={reaction} id={reaction} textValue={label(reaction)} icon={<span aria-hidden="true" className="mp-reaction-menu-emoji">{REACTION_EMOJI[reaction]}</span>}>
                    <span className="mp-grow">{label(reaction)}</span>
                    <span className="mp-body2 mp-muted">{count(value)}</span>
                  </MenuItem>
                );
              })}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      {error && (
        <p role="alert" className="mp-body2 mp-reactions-error">
          {t('reactions.failed')} {messages.apiError(error)}
        </p>
      )}
    </div>
  );
}
