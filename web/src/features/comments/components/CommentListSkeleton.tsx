import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@/components/visuallyHidden';

/** Three grey comments while the list loads; screen readers hear `label`. */
export function CommentListSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy="true" sx={{ mt: 1 }} data-testid="comments-loading">
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      {[0, 1, 2].map((row) => (
        <Box key={row} aria-hidden sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="35%" />
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="60%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
