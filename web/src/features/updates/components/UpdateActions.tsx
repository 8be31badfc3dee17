import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { useTranslation } from 'react-i18next';
import { MenuButton, MenuItem } from '@/components/ui/Menu';
import type { ProjectUpdate } from '../api/types';

interface Props {
  update: ProjectUpdate;
  canWrite: boolean;
  canModerate: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onHide: (hidden: boolean) => void;
}

/** The menu of one update (the kit's Menu): edit and delete for the organization, hide for operators. */
export function UpdateActions({ update, canWrite, canModerate, onEdit, onDelete, onHide }: Props) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  if (!canWrite && !canModerate) return null;
  return (
    <MenuButton aria-label={t('actions.menu', { title: update.title })} trigger={<EllipsisVertical aria-hidden="true" size={22} />}>
      {canWrite && (
        <MenuItem id="edit" onAction={onEdit}>
          {t('actions.edit')}
        </MenuItem>
      )}
      {canWrite && (
        <MenuItem id="delete" onAction={onDelete}>
          {t('actions.delete')}
        </MenuItem>
      )}
      {canModerate && (
        <MenuItem id="hide" onAction={() => onHide(!update.hidden)}>
          {update.hidden ? t('actions.unhide') : t('actions.hide')}
        </MenuItem>
      )}
    </MenuButton>
  );
}
