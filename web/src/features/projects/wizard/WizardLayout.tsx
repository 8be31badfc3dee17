import Check from 'lucide-react/icons/check';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '@/lib/paths';
import './wizard.css';

interface WizardLayoutProps {
  active: number;
  editing: boolean;
  /** Steps not filled in yet: never shown as done, even before the current one (a direct link to step 4). */
  incomplete?: ReadonlySet<number>;
  /** Where the draft stands on the server (saving, saved, offline), under the steps. */
  status?: ReactNode;
  children: ReactNode;
}

/** The wizard's frame: title, the steps (current one marked, the complete ones ticked), and the step's content. */
export function WizardLayout({ active, editing, incomplete, status, children }: WizardLayoutProps) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const labels = [...WIZARD_STEPS.map((step) => t(`wizard.stepNames.${step}`)), t('wizard.stepNames.publish')];
  const bar = useRef<HTMLElement>(null);
  // Focusable while it scrolls, so a keyboard can scroll it too (axe: scrollable-region-focusable).
  const [scrollable, setScrollable] = useState(false);
  // Where the bar is wider than the screen, scroll it (only it, never the page) so the current
  // step sits in its middle. A distance on screen, so it works the same right to left.
  useEffect(() => {
    const nav = bar.current;
    if (!nav) return;
    const measure = () => setScrollable(nav.scrollWidth > nav.clientWidth);
    measure();
    const step = nav.querySelector('[aria-current="step"]');
    if (step && nav.scrollWidth > nav.clientWidth) {
      const navBox = nav.getBoundingClientRect();
      const stepBox = step.getBoundingClientRect();
      nav.scrollBy({ left: stepBox.left + stepBox.width / 2 - (navBox.left + navBox.width / 2) });
    }
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [active]);

  return (
    <div className="mp-container mp-container-md mp-wizard">
      <p className="mp-overline mp-muted">{editing ? t('wizard.editTitle') : t('wizard.createTitle')}</p>
      <nav ref={bar} aria-label={t('wizard.progress')} className="mp-wizard-bar" tabIndex={scrollable ? 0 : undefined}>
        <ol className="mp-wizard-steps">
          {labels.map((label, index) => {
            const number = index + 1;
            const current = number === active;
            const done = number < active && !incomplete?.has(number);
            return (
              <li
                key={label}
                className="mp-wizard-step"
                data-current={current || undefined}
                data-done={done || undefined}
                aria-current={current ? 'step' : undefined}
              >
                <span className="mp-wizard-step-icon" aria-hidden="true">
                  {done ? <Check size="1em" strokeWidth={3} /> : number}
                </span>
                <span className="mp-wizard-step-label">
                  {label}
                  {done && <span className="mp-visually-hidden"> {t('wizard.stepDone')}</span>}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      {status}
      {children}
    </div>
  );
}
