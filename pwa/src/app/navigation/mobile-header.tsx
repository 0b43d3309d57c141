import { IonIcon } from '@ionic/react';
import { menuOutline, searchOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { Brand } from './brand';

/** The compact 56 px header of phones: menu button, wordmark, search shortcut. */
export function MobileHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <div className="mobile-header">
      <button type="button" className="icon-button" aria-label="Open menu" onClick={onOpenMenu}>
        <IonIcon icon={menuOutline} aria-hidden="true" />
      </button>
      <Brand />
      <Link to="/explore" className="icon-button mobile-header-search" aria-label="Search">
        <IonIcon icon={searchOutline} aria-hidden="true" />
      </Link>
    </div>
  );
}
