import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconButton } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { paths } from '@/lib/paths';
import { amountProblem } from './amount';
import type { CartLine } from './store';
import './cart.css';

/** A project in the cart: its title, its amount (editable) and a remove button. */
export function CartLineRow({ line, title, onAmount, onRemove }: { line: CartLine; title: string; onAmount: (amount: number) => void; onRemove: () => void }) {
  const { t } = useTranslation('donations');
  const [draft, setDraft] = useState(String(line.amount));
  const problem = amountProblem(draft);
  return (
    <li className="mp-cart-line" data-testid="cart-line">
      <RouterLink to={paths.project(line.projectId)} dir="auto" className="mp-cart-line-title">
        {title}
      </RouterLink>
      <TextField
        // Seen: "Amount"; heard: "Amount for <project> (USD)", as the field has no project beside it to a screen reader.
        label={
          <>
            <span aria-hidden="true">{t('form.amount')}</span>
            <span className="mp-visually-hidden">{t('cart.amountFor', { project: title })}</span>
          </>
        }
        value={draft}
        className="mp-cart-line-amount"
        inputMode="numeric"
        autoComplete="off"
        inputProps={{ dir: 'ltr' }}
        errorMessage={problem ? t(`cart.amountErrors.${problem}`) : undefined}
        description={t('form.amountHelpUsd')}
        onChange={(value) => {
          setDraft(value);
          if (amountProblem(value) === null) onAmount(Number(value.trim()));
        }}
      />
      <IconButton onPress={onRemove} aria-label={t('cart.remove', { project: title })} className="mp-cart-line-remove">
        <Trash2 size={22} aria-hidden="true" />
      </IconButton>
    </li>
  );
}
