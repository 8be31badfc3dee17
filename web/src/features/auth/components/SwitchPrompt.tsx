import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** "Already have an account? Log in" under a form. */
export function SwitchPrompt({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
      {question}{' '}
      <Button variant="text" onClick={onClick} sx={{ minHeight: 0, p: 0.5, verticalAlign: 'baseline' }}>
        {action}
      </Button>
    </Typography>
  );
}
