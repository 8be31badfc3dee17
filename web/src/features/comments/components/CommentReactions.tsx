import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visuallyHidden';
import { formatCount } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import type { Comment } from '../api/types';
import { useCommentsContext } from '../hooks/CommentsContext';
import { useCommentReactions } from '../hooks/useCommentReactions';
import { REACTION_EMOJI, REACTION_KINDS, isKnownReaction, orderedReactions } from '../utils/reactions';

const chipSx = { minWidth: 0, height: 30, px: 1.25, py: 0, borderRadius: 4, lineHeight: 1.5 } as const;

/**
 * The Like button and the reactions of one comment: a button per reaction used so far (press
 * one to take that reaction, or to take yours back) and a picker with every reaction offered.
 * Visitors see the counts only.
 */
export function CommentReactions({ comment }: { comment: Comment }) {
  const { t, i18n } = useTranslation('comments');
  const messages = useErrorMessages();
  const { signedIn, listKey } = useCommentsContext();
  const { toggleLike, choose, error, clearError } = useCommentReactions(comment, listKey);
  const [pickerAnchor, setPickerAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const count = (value: number) => formatCount(value, i18n.language);
  const label = (reaction: string) => (isKnownReaction(reaction) ? t(`reactions.kinds.${reaction}`) : reaction);
  const emoji = (reaction: string) => (isKnownReaction(reaction) ? REACTION_EMOJI[reaction] : null);
  const reactions = orderedReactions(comment.reactions);

  const pick = (reaction: string) => {
    setPickerAnchor(null);
    clearError();
    choose(reaction);
  };

  const likes = t('reactions.likes', { count: comment.likes });
  const reactionLabel = (reaction: string, value: number) => t('reactions.count', { label: label(reaction), value: count(value) });
  const reactionContent = (reaction: string, value: number) => (
    <>
      <Box component="span" aria-hidden sx={{ marginInlineEnd: 0.5 }}>
        {emoji(reaction) ?? reaction}
      </Box>
      {count(value)}
    </>
  );

  if (!signedIn) {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }} data-testid="comment-reactions">
        {comment.likes > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
            <ThumbUpOutlinedIcon fontSize="inherit" aria-hidden />
            <Box component="span" aria-hidden>
              {count(comment.likes)}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {likes}
            </Box>
          </Typography>
        )}
        {reactions.map(({ reaction, count: value }) => (
          <Typography key={reaction} variant="body2" color="text.secondary">
            <Box component="span" aria-hidden>
              {reactionContent(reaction, value)}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {reactionLabel(reaction, value)}
            </Box>
          </Typography>
        ))}
      </Box>
    );
  }

  const mine = comment.identity_reaction;
  return (
    <Box data-testid="comment-reactions">
      <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          color={comment.identity_liked ? 'primary' : 'inherit'}
          aria-pressed={comment.identity_liked}
          aria-label={t('reactions.likeLabel', { like: t('reactions.like'), likes })}
          startIcon={comment.identity_liked ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
          onClick={() => {
            clearError();
            toggleLike();
          }}
          sx={{ ...chipSx, color: comment.identity_liked ? 'primary.main' : 'text.secondary' }}
        >
          {t('reactions.like')}
          {comment.likes > 0 && (
            <Box component="span" sx={{ marginInlineStart: 0.75 }}>
              {count(comment.likes)}
            </Box>
          )}
        </Button>
        {reactions.map(({ reaction, count: value }) => {
          const pressed = mine === reaction;
          return (
            <Button
              key={reaction}
              size="small"
              variant={pressed ? 'contained' : 'outlined'}
              color={pressed ? 'primary' : 'inherit'}
              disableElevation
              aria-pressed={pressed}
              aria-label={reactionLabel(reaction, value)}
              onClick={() => pick(reaction)}
              sx={{ ...chipSx, borderColor: 'divider', color: pressed ? undefined : 'text.secondary' }}
            >
              {reactionContent(reaction, value)}
            </Button>
          );
        })}
        <Tooltip title={mine ? t('reactions.change') : t('reactions.add')}>
          <IconButton
            size="small"
            aria-label={mine ? t('reactions.change') : t('reactions.add')}
            aria-haspopup="menu"
            aria-expanded={pickerAnchor ? true : undefined}
            aria-controls={pickerAnchor ? menuId : undefined}
            onClick={(event) => setPickerAnchor(event.currentTarget)}
          >
            <AddReactionOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Menu
        id={menuId}
        anchorEl={pickerAnchor}
        open={Boolean(pickerAnchor)}
        onClose={() => setPickerAnchor(null)}
        slotProps={{ list: { 'aria-label': t('reactions.picker') } }}
      >
        {REACTION_KINDS.map((reaction) => {
          const value = comment.reactions.find((entry) => entry.reaction === reaction)?.count ?? 0;
          return (
            <MenuItem key={reaction} role="menuitemradio" aria-checked={mine === reaction} selected={mine === reaction} onClick={() => pick(reaction)}>
              <ListItemIcon aria-hidden sx={{ fontSize: '1.25rem' }}>
                {REACTION_EMOJI[reaction]}
              </ListItemIcon>
              <ListItemText>{label(reaction)}</ListItemText>
              <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 2 }}>
                {count(value)}
              </Typography>
            </MenuItem>
          );
        })}
      </Menu>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('reactions.failed')} {messages.apiError(error)}
        </Typography>
      )}
    </Box>
  );
}
