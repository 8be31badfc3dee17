import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { useCartCount } from './store';

/** The header's cart: an icon with how many projects are in it (hidden while it is empty). */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <IconButton component={RouterLink} to={paths.cart} color="primary" aria-label={t('header.cart', { count })} data-testid="header-cart">
      <Badge badgeContent={count} color="secondary">
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
