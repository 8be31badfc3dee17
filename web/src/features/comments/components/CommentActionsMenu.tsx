import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface CommentActionsMenuProps {
  /** Names the comment in the button's label ("More actions on Ana's comment"). */
  author: string;
  canChange: boolean;
  canHide: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onHide: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Edit and Delete for the author, Hide for operators, behind one "More actions" button. */
export function CommentActionsMenu({ author, canChange, canHide, onEdit, onDelete, onHide, buttonRef }: CommentActionsMenuProps) {
  const { t } = useTranslation('comments');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!canChange && !canHide) return null;
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        ref={buttonRef}
        size="small"
        aria-label={t('item.moreActions', { name: author })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreHorizIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {canChange && (
          <MenuItem onClick={run(onEdit)}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('item.edit')}</ListItemText>
          </MenuItem>
        )}
        {canChange && (
          <MenuItem onClick={run(onDelete)}>
            <ListItemIcon>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('item.delete')}</ListItemText>
          </MenuItem>
        )}
        {canHide && (
          <MenuItem onClick={run(onHide)}>
            <ListItemIcon>
              <VisibilityOffOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('item.hide')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
