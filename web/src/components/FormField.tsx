import { memo, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cx } from '@/components/ui/classNames';
import { TextField } from '@/components/ui/TextField';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import './formField.css';

export interface BoundFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  /** A hint under the field, replaced by the error while there is one. */
  helperText?: string;
  required?: boolean;
  className?: string;
  /** Values for the error message's placeholders (`{{max}}`). */
  errorValues?: Record<string, unknown>;
}

export interface FormFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  type?: 'text' | 'email' | 'password' | 'url' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'tel' | 'numeric' | 'decimal';
  autoFocus?: boolean;
  readOnly?: boolean;
  /** A text area of this many rows (it grows with its text) instead of one line. */
  rows?: number;
  /** Text that reads left to right whatever the page's language (addresses, links, amounts). */
  ltr?: boolean;
  /** Off for codes and addresses: no spelling marks, no automatic capitals. */
  plain?: boolean;
  /** Drawn inside the field, after the text (a unit, a button). */
  adornment?: ReactNode;
  onBlur?: () => void;
}

/** The label with the required mark, decorative: the field itself says it is required. */
export function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="mp-form-required" aria-hidden="true">
          {'\u2009*'}
        </span>
      )}
    </>
  );
}

/**
 * A kit text field bound to react-hook-form. Errors carry a field code (`required`,
 * `invalid_email`, ...) from our schemas or the server, shown translated under the field.
 * Memoized: a form's component draws again whenever its form state changes (react-hook-form
 * marks every form ready in an effect right after it mounts, which redrew every field of the
 * settings page's four forms at once); a field draws again only when its own props or its own
 * state (`useController`) change.
 */
export const FormField = memo(FormFieldInner) as typeof FormFieldInner;

function FormFieldInner<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  required,
  className,
  errorValues,
  readOnly,
  ltr,
  plain,
  rows,
  onBlur,
  ...props
}: FormFieldProps<T>) {
  const messages = useErrorMessages();
  const { field, fieldState } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    <TextField
      {...props}
      className={cx(ltr && 'mp-form-ltr', rows !== undefined && 'mp-form-grow', rows !== undefined && rows < 4 && `mp-form-rows-${rows}`, className)}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      // The input itself, so that react-hook-form focuses the first field in error.
      inputRef={(element: (HTMLInputElement & HTMLTextAreaElement) | null) => {
        field.ref(element);
        if (element && plain) element.setAttribute('autocapitalize', 'none');
      }}
      spellCheck={plain ? 'false' : undefined}
      rows={rows}
      isReadOnly={readOnly}
      isRequired={required}
      validationBehavior="aria"
      label={<FieldLabel label={label} required={required} />}
      description={helperText}
      errorMessage={code ? messages.fieldError(code, errorValues) : undefined}
    />
  );
}
