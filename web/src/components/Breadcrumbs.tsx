import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';

/** One step of a trail: a link, or (without `to`) the page itself. */
export interface Crumb {
  label: string;
  to?: string;
}

/** A page's breadcrumb trail (plain React and CSS): links, then the current page, marked as such. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="mp-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.label}`}>
            {index > 0 && (
              <li aria-hidden="true" className="mp-crumb-separator">
                /
              </li>
            )}
            <li>
              {crumb.to === undefined ? (
                <p className="mp-p mp-crumb-current" aria-current="page">
                  {crumb.label}
                </p>
              ) : (
                <RouterLink to={crumb.to} className="mp-crumb-link">
                  {crumb.label}
                </RouterLink>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
