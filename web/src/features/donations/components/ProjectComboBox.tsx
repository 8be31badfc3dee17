import ChevronDown from 'lucide-react/icons/chevron-down';
import { useMemo } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { cx } from '@/components/ui/classNames';
import '@/components/ui/field.css';
import '@/components/ui/popover.css';
import './adminDonations.css';

export interface ProjectChoice {
  id: string;
  title: string;
}

export interface ProjectComboBoxProps {
  label: string;
  placeholder: string;
  /** What the server found for the typed words. */
  choices: ProjectChoice[];
  value: ProjectChoice | null;
  onChange: (project: ProjectChoice | null) => void;
  /** The typed words, searched by the caller. */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** Said in the list while a search runs, or when it found nothing. */
  loading: boolean;
  loadingText: string;
  emptyText: string;
  className?: string;
}

/**
 * A project chosen by typing part of its title (React Aria's ComboBox: a text field with a list
 * of suggestions, arrows to move, Enter to pick, Escape to close; emptying it clears the choice).
 * The server filters, so the list shows what it answered, the chosen project always among them.
 */
export function ProjectComboBox({ label, placeholder, choices, value, onChange, inputValue, onInputChange, loading, loadingText, emptyText, className }: ProjectComboBoxProps) {
  const items = useMemo(() => (value && !choices.some((choice) => choice.id === value.id) ? [value, ...choices] : choices), [choices, value]);
  return (
    <ComboBox
      className={cx('mp-field', className)}
      items={items}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : (items.find((item) => item.id === key) ?? null))}
      inputValue={inputValue}
      onInputChange={(text) => {
        onInputChange(text);
        if (text === '' && value) onChange(null);
      }}
      allowsEmptyCollection
      menuTrigger="focus"
    >
      <Label className="mp-field-label">{label}</Label>
      <div className="mp-input mp-combo-group">
        <Input className="mp-combo-input" placeholder={placeholder} />
        <Button className="mp-icon-button mp-combo-button">
          <ChevronDown aria-hidden="true" size={20} />
        </Button>
      </div>
      <Popover className="mp-popover">
        <ListBox className="mp-listbox" renderEmptyState={() => <p className="mp-combo-empty">{loading ? loadingText : emptyText}</p>}>
          {(item: ProjectChoice) => (
            <ListBoxItem id={item.id} textValue={item.title} className="mp-option">
              <bdi>{item.title}</bdi>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
