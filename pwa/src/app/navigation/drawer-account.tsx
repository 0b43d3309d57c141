import { useNavigate } from 'react-router-dom';
import { selectIsAdmin, selectSignedIn, useSessionStore } from '../../lib/session/session-store';
import { signOut } from '../../lib/session/sign-out';
import { useSignInModal } from '../../lib/session/use-sign-in-modal';
import { Brand } from './brand';
import { adminLinks, profileLinks } from './menus';
import { NavItemLink } from './nav-item-link';

/** The top of the drawer: brand, then Sign In or the signed-in user's entries. */
export function DrawerAccount() {
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectSignedIn);
  const isAdmin = useSessionStore(selectIsAdmin);
  const user = useSessionStore((s) => s.user);
  const unread = useSessionStore((s) => s.unreadCount);
  const openSignIn = useSignInModal();
  return (
    <div className="drawer-account">
      <Brand />
      {!signedIn || !user ? (
        <button
          type="button"
          className="sign-in-button drawer-sign-in"
          onClick={(e) => {
            // Close the drawer first so the modal is not stacked over it.
            void e.currentTarget.closest('ion-menu')?.close();
            openSignIn();
          }}
        >
          Sign In
        </button>
      ) : (
        <details className="drawer-profile">
          <summary>
            {user.name}
            {unread > 0 && <span className="count-badge">{unread > 99 ? '99+' : unread}</span>}
          </summary>
          {[...profileLinks, ...(isAdmin ? adminLinks : [])].map((link) => (
            <NavItemLink key={link.to} item={link} className="drawer-link" />
          ))}
          <button
            type="button"
            className="drawer-link sign-out"
            onClick={(e) => {
              // Already on '/', navigating does not close the drawer: close it here.
              void e.currentTarget.closest('ion-menu')?.close();
              navigate('/', { replace: true });
              void signOut();
            }}
          >
            Sign Out
          </button>
        </details>
      )}
    </div>
  );
}
