import { Skeleton } from '@/components/ui/Skeleton';
import './comments.css';

/** Three grey comments while the list loads; screen readers hear `label`. */
export function CommentListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="mp-comments-loading" data-testid="comments-loading">
      <div role="status" className="mp-visually-hidden">
        {label}
      </div>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="mp-comment-article">
          <Skeleton shape="circle" width={40} height={40} />
          <div className="mp-comment-body mp-comments-loading-lines">
            <Skeleton width="35%" />
            <Skeleton width="90%" />
            <Skeleton width="60%" />
          </div>
        </div>
      ))}
    </div>
  );
}
