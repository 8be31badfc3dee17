import { useParams, useSearchParams } from 'react-router';
import { RoundResults } from '@/features/results/components/RoundResults';

/** /rounds/:id/results; `?code=` opens a donor's inclusion code in "Check my contribution". */
export function RoundResultsPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <RoundResults key={id} roundId={id} code={search.get('code') ?? undefined} />;
}
