import { Fragment, useId, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { cx } from './ui/classNames';
import { Table } from './ui/Table';
import './responsiveTable.css';

export interface ResponsiveColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `right` for figures: aligned to the end of the line (the left in Arabic), tabular digits. */
  align?: 'left' | 'right';
  /** The row's name: a row header in the table, the card's title on a phone. */
  rowHeader?: boolean;
  /** Extra classes of the column's cells (`mp-strong`). */
  cellClassName?: string;
}

interface ResponsiveTableProps<Row> {
  columns: ResponsiveColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  /** Names the table (or the list of cards): a label, or the id of a visible title. */
  label?: string;
  labelledBy?: string;
  /** Shown above, and describing, the table or the cards. */
  caption?: ReactNode;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  size?: 'small' | 'medium';
  rowTestId?: string;
}

/**
 * A table on wide screens (in a scroll region a keyboard can reach, when it is wider than the
 * screen); below 600 px every row becomes a card that lists its cells under their column names,
 * so nothing overflows a phone (issue 14).
 */
export function ResponsiveTable<Row>({ columns, rows, rowKey, label, labelledBy, caption, empty, size = 'medium', rowTestId }: ResponsiveTableProps<Row>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const captionId = useId();
  const describedBy = caption ? captionId : undefined;

  if (phone) {
    const title = columns.find((column) => column.rowHeader);
    const details = columns.filter((column) => column !== title);
    return (
      <div data-testid="responsive-cards">
        {caption && (
          <p id={captionId} className="mp-body2 mp-muted mp-cards-caption">
            {caption}
          </p>
        )}
        {rows.length === 0 && empty && <p className="mp-p mp-muted">{empty}</p>}
        <ul aria-label={label} aria-labelledby={labelledBy} aria-describedby={describedBy} className="mp-row-cards">
          {rows.map((row, index) => (
            <li key={rowKey(row, index)} data-testid={rowTestId} className="mp-row-card">
              {title && <div className={cx('mp-row-card-title', title.cellClassName)}>{title.cell(row)}</div>}
              <dl className="mp-row-card-cells">
                {details.map((column) => (
                  <Fragment key={column.key}>
                    <dt className="mp-body2 mp-muted">{column.header}</dt>
                    <dd className={column.cellClassName}>{column.cell(row)}</dd>
                  </Fragment>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    // A table wider than the screen scrolls here; focusable and named (as the table, or by its
    // caption), so a keyboard can scroll it.
    <div role="region" aria-label={label} aria-labelledby={labelledBy ?? (label ? undefined : describedBy)} tabIndex={0} className="mp-scroll-region mp-table-card">
      <Table size={size} aria-label={label} aria-labelledby={labelledBy} aria-describedby={describedBy}>
        {caption && <caption id={captionId}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(column.align === 'right' && 'mp-num')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column) => {
                const className = cx(column.align === 'right' && 'mp-num', column.cellClassName) || undefined;
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
