import ChevronDown from 'lucide-react/icons/chevron-down';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { cx } from './classNames';
import type { FieldFrameProps } from './TextField';
import './field.css';
import './popover.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps extends FieldFrameProps {
  options: SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  name?: string;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string;
}

/** A labelled single choice from a list (React Aria: a listbox in a popover, typeahead, arrows). */
export function Select({ label, description, errorMessage, options, value, onChange, className, placeholder, ...props }: SelectProps) {
  const invalid = Boolean(errorMessage);
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      isInvalid={invalid}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      className={cx('mp-field', className)}
    >
      <Label className="mp-field-label">{label}</Label>
      <Button className="mp-input mp-select-button">
        <SelectValue className="mp-select-value" />
        <ChevronDown aria-hidden="true" className="mp-select-chevron" size={20} />
      </Button>
      {description && !invalid && (
        <Text slot="description" className="mp-field-description">
          {description}
        </Text>
      )}
      <FieldError className="mp-field-error">{errorMessage}</FieldError>
      <Popover className="mp-popover">
        <ListBox className="mp-listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="mp-option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
