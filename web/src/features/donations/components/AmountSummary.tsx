import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SummaryLine {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}

/** Amount, fee and total, each on its own line. */
export function AmountSummary({ lines }: { lines: SummaryLine[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0, p: 2, borderRadius: 2, bgcolor: 'rgba(0, 74, 70, 0.05)' }}>
      {lines.map((line) => (
        <Box key={line.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: line.strong ? 700 : 400 }}>
            {line.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: line.strong ? 700 : 500 }} data-testid={line.testId}>
            <bdi>{line.value}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
