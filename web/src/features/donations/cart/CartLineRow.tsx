import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { amountProblem } from './amount';
import type { CartLine } from './store';

/** A project in the cart: its title, its amount (editable) and a remove button. */
export function CartLineRow({ line, title, onAmount, onRemove }: { line: CartLine; title: string; onAmount: (amount: number) => void; onRemove: () => void }) {
  const { t } = useTranslation('donations');
  const [draft, setDraft] = useState(String(line.amount));
  const problem = amountProblem(draft);
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1.5, borderBlockEnd: 1, borderColor: 'divider' }} data-testid="cart-line">
      <Link component={RouterLink} to={paths.project(line.projectId)} dir="auto" sx={{ flex: 1, fontWeight: 600, pt: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Link>
      <TextField
        label={t('form.amount')}
        value={draft}
        size="small"
        sx={{ width: 140 }}
        error={problem !== null}
        helperText={problem ? t(`cart.amountErrors.${problem}`) : t('form.amountHelpUsd')}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'aria-label': t('cart.amountFor', { project: title }) } }}
        onChange={(event) => {
          setDraft(event.target.value);
          if (amountProblem(event.target.value) === null) onAmount(Number(event.target.value.trim()));
        }}
      />
      <IconButton onClick={onRemove} aria-label={t('cart.remove', { project: title })} sx={{ mt: 0.5 }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
