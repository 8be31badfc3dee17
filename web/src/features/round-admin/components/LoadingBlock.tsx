import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@/components/visuallyHidden';

/** A placeholder while something loads, announced to screen readers by its label. */
export function LoadingBlock({ label, height = 240 }: { label: string; height?: number }) {
  return (
    <Box role="status" aria-live="polite">
      <span style={visuallyHidden}>{label}</span>
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
}
