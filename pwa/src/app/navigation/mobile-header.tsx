import { menuOutline, searchOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { InlineIcon } from '../../components/ui/inline-icon';
import { Brand } from './brand';

/**
 * The compact 56 px header of phones: menu button, wordmark, search shortcut. No Ionic component
 * inside: the landing frame of `/` (app/landing) shows it before Ionic is loaded.
 */
export function MobileHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <div className="mobile-header">
      <button type="button" className="icon-button" aria-label="Open menu" onClick={onOpenMenu}>
        <InlineIcon icon={menuOutline} />
      </button>
      <Brand />
      <Link to="/explore" className="icon-button mobile-header-search" aria-label="Search">
        <InlineIcon icon={searchOutline} />
      </Link>
    </div>
  );
}
