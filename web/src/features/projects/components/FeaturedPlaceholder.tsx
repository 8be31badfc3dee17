import { Skeleton } from '@/components/ui/Skeleton';

/**
 * The room the featured projects take while their code or their projects load (a heading row and
 * three cards), so what follows on /home is not pushed down when they arrive.
 */
export function FeaturedPlaceholder() {
  return (
    <div aria-hidden="true" data-testid="featured-placeholder">
      <div className="mp-featured-head">
        <Skeleton shape="rect" height={36} width="50%" />
      </div>
      <div className="mp-grid mp-cards">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} shape="rect" height={320} />
        ))}
      </div>
    </div>
  );
}
