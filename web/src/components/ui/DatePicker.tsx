import CalendarIcon from 'lucide-react/icons/calendar';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from './classNames';
import type { FieldFrameProps } from './TextField';
import './field.css';
import './popover.css';
import './datePicker.css';

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'className' | 'children' | 'isInvalid' | 'style'>, FieldFrameProps {
  className?: string;
}

/**
 * A date field with a calendar (React Aria: each part of the date is a spin button, typed or
 * moved with the arrows; the calendar follows the person's locale, its numbering system and
 * direction, from UiLocaleProvider; the month buttons' names are React Aria's, in that language). Values are @internationalized/date dates.
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DatePickerProps<T>) {
  const invalid = Boolean(errorMessage);
  return (
    <AriaDatePicker {...props} isInvalid={invalid} className={cx('mp-field', className)}>
      <Label className="mp-field-label">{label}</Label>
      <Group className="mp-input mp-date-group">
        <DateInput className="mp-date-input">{(segment) => <DateSegment segment={segment} className="mp-date-segment" />}</DateInput>
        <Button className="mp-icon-button mp-date-button">
          <CalendarIcon aria-hidden="true" size={20} />
        </Button>
      </Group>
      {description && !invalid && (
        <Text slot="description" className="mp-field-description">
          {description}
        </Text>
      )}
      <FieldError className="mp-field-error">{errorMessage}</FieldError>
      <Popover className="mp-popover">
        <Dialog className="mp-calendar-dialog">
          <Calendar className="mp-calendar">
            <header className="mp-calendar-header">
              <Button slot="previous" className="mp-icon-button">
                <ChevronLeft aria-hidden="true" size={20} className="mp-flip-rtl" />
              </Button>
              <Heading className="mp-calendar-heading" />
              <Button slot="next" className="mp-icon-button">
                <ChevronRight aria-hidden="true" size={20} className="mp-flip-rtl" />
              </Button>
            </header>
            <CalendarGrid className="mp-calendar-grid">{(date) => <CalendarCell date={date} className="mp-calendar-cell" />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/** A DatePicker with the time to the minute (the operator's round dates). */
export function DateTimePicker<T extends DateValue>(props: DatePickerProps<T>) {
  return <DatePicker granularity="minute" hourCycle={24} {...props} />;
}
