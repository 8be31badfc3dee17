import { HowMatchingWorks } from '@/features/results/components/HowMatchingWorks';

export function HowMatchingWorksPage() {
  return <HowMatchingWorks />;
}
