import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/Button';
import { cx } from '@/components/ui/classNames';
import { FormField, type FormFieldProps } from '@/components/FormField';
import './auth.css';

/** A password field with a show/hide toggle. */
export function PasswordField<T extends FieldValues>({ className, ...props }: Omit<FormFieldProps<T>, 'type' | 'adornment'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      className={cx('mp-auth-password', className)}
      type={visible ? 'text' : 'password'}
      adornment={
        <IconButton
          onPress={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeOff size="1em" aria-hidden="true" /> : <Eye size="1em" aria-hidden="true" />}
        </IconButton>
      }
    />
  );
}
