import { Button } from '@/components/ui/Button';
import './auth.css';

/** "Already have an account? Log in" under a form. */
export function SwitchPrompt({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="mp-p mp-auth-switch">
      {question}{' '}
      <Button variant="text" onPress={onClick}>
        {action}
      </Button>
    </p>
  );
}
