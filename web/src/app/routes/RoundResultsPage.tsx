import { useParams } from 'react-router';
import { RoundResults } from '@/features/results/components/RoundResults';

export function RoundResultsPage() {
  const { id = '' } = useParams();
  return <RoundResults key={id} roundId={id} />;
}
