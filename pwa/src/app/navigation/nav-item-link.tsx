import { Link } from 'react-router-dom';
import { type NavItem, WORKING_ON_IT } from './menus';

interface NavItemLinkProps {
  item: NavItem;
  className?: string;
  /** Show the item's hint line (wide menus only). */
  withHint?: boolean;
}

/** One menu entry: a link, or a disabled entry with its badge and the 'We are working on it' tooltip. */
export function NavItemLink({ item, className = 'nav-item', withHint = false }: NavItemLinkProps) {
  const body = (
    <>
      <span className="nav-item-label">
        {item.label}
        {item.badge && (
          <span className={`nav-badge nav-badge-${item.badge.split(' ')[0]?.toLowerCase()}`}>
            {item.badge}
          </span>
        )}
      </span>
      {withHint && item.hint && <span className="nav-item-hint">{item.hint}</span>}
    </>
  );
  if (item.disabled) {
    return (
      <span className={`${className} is-disabled`} aria-disabled="true" title={WORKING_ON_IT} role="link">
        {body}
      </span>
    );
  }
  return (
    <Link to={item.to} className={className}>
      {body}
    </Link>
  );
}
