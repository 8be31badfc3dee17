import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectUpdate } from '../api/types';

interface Props {
  update: ProjectUpdate;
  canWrite: boolean;
  canModerate: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onHide: (hidden: boolean) => void;
}

/** The menu of one update: edit and delete for the organization, hide for operators. */
export function UpdateActions({ update, canWrite, canModerate, onEdit, onDelete, onHide }: Props) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!canWrite && !canModerate) return null;
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label={t('actions.menu', { title: update.title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {canWrite && <MenuItem onClick={run(onEdit)}>{t('actions.edit')}</MenuItem>}
        {canWrite && <MenuItem onClick={run(onDelete)}>{t('actions.delete')}</MenuItem>}
        {canModerate && (
          <MenuItem onClick={run(() => onHide(!update.hidden))}>{update.hidden ? t('actions.unhide') : t('actions.hide')}</MenuItem>
        )}
      </Menu>
    </>
  );
}
