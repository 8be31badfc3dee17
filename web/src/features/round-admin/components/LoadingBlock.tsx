import { Skeleton } from '@/components/ui/Skeleton';
import '@/components/operatorFrame.css';

/** A placeholder while something loads, announced to screen readers by its label. */
export function LoadingBlock({ label, height = 240 }: { label: string; height?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="mp-visually-hidden">{label}</span>
      <Skeleton shape="rect" height={height} className="mp-op-loading" />
    </div>
  );
}
