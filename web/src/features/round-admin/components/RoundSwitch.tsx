import { useId } from 'react';
import { Switch } from 'react-aria-components';
import './roundAdmin.css';

export interface RoundSwitchProps {
  label: string;
  /** Said under the switch, and read with it. */
  help: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  onBlur?: () => void;
}

/** An on/off setting with its explanation (React Aria's Switch: a native checkbox with `role="switch"`, Space toggles). */
export function RoundSwitch({ label, help, isSelected, onChange, onBlur }: RoundSwitchProps) {
  const helpId = useId();
  return (
    <div className="mp-round-switch-field">
      <Switch isSelected={isSelected} onChange={onChange} onBlur={onBlur} aria-describedby={helpId} className="mp-round-switch">
        <span className="mp-round-switch-track" aria-hidden="true">
          <span className="mp-round-switch-thumb" />
        </span>
        {label}
      </Switch>
      <p id={helpId} className="mp-field-description mp-round-switch-help">
        {help}
      </p>
    </div>
  );
}
