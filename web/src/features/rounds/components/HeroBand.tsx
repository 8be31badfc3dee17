import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The dark teal band at the top of the home page. */
export function HeroBand({ children }: { children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{
        color: '#ffffff',
        background: 'linear-gradient(135deg, #004a46 0%, #003b38 100%)',
        py: { xs: 6, md: 9 },
      }}
    >
      {children}
    </Box>
  );
}
