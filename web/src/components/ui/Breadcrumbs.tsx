import { Link } from 'react-router';
import './breadcrumbs.css';

/** One step of a trail: a link, or (without `to`) the page itself. */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * A page's breadcrumb trail: a navigation landmark with a list of links, then the current page
 * (`aria-current="page"`); the separators are drawn by CSS, hidden from screen readers. Plain
 * markup on purpose: it has no behaviour to borrow, and /projects and a project page draw it in
 * their first page, where React Aria's collection code would cost ~20 kB.
 */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="mp-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="mp-crumb">
            {crumb.to === undefined ? (
              <span className="mp-crumb-current" aria-current="page">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className="mp-crumb-link">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
