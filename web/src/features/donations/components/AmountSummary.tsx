import './donations.css';

export interface SummaryLine {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}

/** Amount, fee and total, each on its own line. */
export function AmountSummary({ lines }: { lines: SummaryLine[] }) {
  return (
    <dl className="mp-amounts">
      {lines.map((line) => (
        <div key={line.label} className={line.strong ? 'mp-amount-line mp-amount-strong' : 'mp-amount-line'}>
          <dt>{line.label}</dt>
          <dd data-testid={line.testId}>
            <bdi>{line.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
