import Ellipsis from 'lucide-react/icons/ellipsis';
import EyeOff from 'lucide-react/icons/eye-off';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton, MenuItem } from '@/components/ui/Menu';
import './comments.css';

interface CommentActionsMenuProps {
  /** Names the comment in the button's label ("More actions on Ana's comment"). */
  author: string;
  canChange: boolean;
  canHide: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onHide: () => void;
  /** Wraps the "More actions" button, so the comment can give it focus back after an edit. */
  containerRef?: Ref<HTMLSpanElement>;
}

/**
 * Edit and Delete for the author, Hide for operators, behind one "More actions" button (the kit's
 * Menu: arrow keys, typeahead, Escape and focus back to the button).
 */
export function CommentActionsMenu({ author, canChange, canHide, onEdit, onDelete, onHide, containerRef }: CommentActionsMenuProps) {
  const { t } = useTranslation('comments');
  if (!canChange && !canHide) return null;
  return (
    <span ref={containerRef} className="mp-comment-more">
      <MenuButton aria-label={t('item.moreActions', { name: author })} trigger={<Ellipsis aria-hidden="true" size={20} />}>
        {canChange && (
          <MenuItem id="edit" icon={<Pencil aria-hidden="true" size={18} />} onAction={onEdit}>
            {t('item.edit')}
          </MenuItem>
        )}
        {canChange && (
          <MenuItem id="delete" icon={<Trash2 aria-hidden="true" size={18} />} onAction={onDelete}>
            {t('item.delete')}
          </MenuItem>
        )}
        {canHide && (
          <MenuItem id="hide" icon={<EyeOff aria-hidden="true" size={18} />} onAction={onHide}>
            {t('item.hide')}
          </MenuItem>
        )}
      </MenuButton>
    </span>
  );
}
