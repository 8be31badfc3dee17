import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from './classNames';
import './field.css';

export interface FieldFrameProps {
  label: ReactNode;
  /** A hint under the field; replaced by the error while there is one. */
  description?: ReactNode;
  /** The (translated) error; the field is invalid while it is set. */
  errorMessage?: string;
}

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid' | 'style'>, FieldFrameProps {
  className?: string;
  placeholder?: string;
  /** A text area of this many rows instead of one line. */
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Drawn inside the field, after the text (a unit, a button). */
  adornment?: ReactNode;
  /**
   * More attributes for the input element itself (`dir="ltr"` for an amount, `autoCapitalize`,
   * `data-testid`...). `name`, `type`, `autoComplete`, `inputMode`, `maxLength`, `pattern`,
   * `enterKeyHint`, `spellCheck` and the `aria-*` labels are props of the field and reach the input too.
   */
  inputProps?: FieldInputAttributes;
}

/** What `inputProps` may set: not what the field itself owns (value, events, id, label, class). */
export type FieldInputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onInput' | 'onBlur' | 'onFocus' | 'id' | 'className' | 'style' | 'children' | 'placeholder' | 'disabled' | 'readOnly' | 'required'
> & { [data: `data-${string}`]: string | undefined };

/**
 * A labelled text field (React Aria: label, description and error tied to the input by id,
 * `aria-invalid` while `errorMessage` is set). `onChange` receives the text.
 */
export function TextField({ label, description, errorMessage, className, placeholder, rows, inputRef, adornment, inputProps, ...props }: TextFieldProps) {
  const invalid = Boolean(errorMessage);
  return (
    <AriaTextField {...props} isInvalid={invalid} className={cx('mp-field', className)}>
      <Label className="mp-field-label">{label}</Label>
      <div className="mp-field-control">
        {rows ? (
          <TextArea {...(inputProps as object)} ref={inputRef} rows={rows} placeholder={placeholder} className="mp-input mp-textarea" />
        ) : (
          <Input {...inputProps} ref={inputRef} placeholder={placeholder} className="mp-input" />
        )}
        {adornment && <span className="mp-field-adornment">{adornment}</span>}
      </div>
      {description && !invalid && (
        <Text slot="description" className="mp-field-description">
          {description}
        </Text>
      )}
      <FieldError className="mp-field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
