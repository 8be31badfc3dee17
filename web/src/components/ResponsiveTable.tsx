import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useId, type ReactNode } from 'react';

export interface ResponsiveColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** The row's name: a row header in the table, the card's title on a phone. */
  rowHeader?: boolean;
  cellSx?: SxProps<Theme>;
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
  containerSx?: SxProps<Theme>;
}

/**
 * A table on wide screens; below the theme's `sm` breakpoint every row becomes a card that lists
 * its cells under their column names, so nothing overflows a phone (issue 14).
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  labelledBy,
  caption,
  empty,
  size = 'medium',
  rowTestId,
  containerSx,
}: ResponsiveTableProps<Row>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const captionId = useId();
  const describedBy = caption ? captionId : undefined;

  if (phone) {
    const title = columns.find((column) => column.rowHeader);
    const details = columns.filter((column) => column !== title);
    return (
      <Box data-testid="responsive-cards">
        {caption && (
          <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {caption}
          </Typography>
        )}
        {rows.length === 0 && empty && <Typography color="text.secondary">{empty}</Typography>}
        <Box
          component="ul"
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {rows.map((row, index) => (
            <Paper component="li" variant="outlined" key={rowKey(row, index)} data-testid={rowTestId} sx={{ p: 2, minWidth: 0 }}>
              {title && <Box sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{title.cell(row)}</Box>}
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, alignItems: 'center' }}
              >
                {details.map((column) => (
                  <Fragment key={column.key}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, textAlign: 'end', overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Box>
                  </Fragment>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined" sx={containerSx}>
      <Table size={size} aria-label={label} aria-labelledby={labelledBy} aria-describedby={describedBy}>
        {caption && (
          <caption id={captionId} style={{ captionSide: 'top', textAlign: 'start', padding: '12px 16px' }}>
            {caption}
          </caption>
        )}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} component="th" scope="col" align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  component={column.rowHeader ? 'th' : 'td'}
                  scope={column.rowHeader ? 'row' : undefined}
                  sx={column.cellSx}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
