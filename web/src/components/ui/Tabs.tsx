import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import { cx } from './classNames';
import './tabs.css';

export interface TabsProps {
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  className?: string;
  children: ReactNode;
}

/** Tabs (React Aria: one tab stop, arrow keys move between tabs, mirrored right to left). */
export function Tabs({ onSelectionChange, className, ...props }: TabsProps) {
  return <AriaTabs {...props} onSelectionChange={(key: Key) => onSelectionChange?.(String(key))} className={cx('mp-tabs', className)} />;
}

export function TabList({ 'aria-label': label, children }: { 'aria-label': string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={label} className="mp-tab-list">
      {children}
    </AriaTabList>
  );
}

export function Tab({ id, children }: { id: string; children: ReactNode }) {
  return (
    <AriaTab id={id} className="mp-tab">
      {children}
    </AriaTab>
  );
}

export function TabPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <AriaTabPanel id={id} className="mp-tab-panel">
      {children}
    </AriaTabPanel>
  );
}
