import { useNavigate } from 'react-router-dom';
import { selectIsAdmin, selectSignedIn, useSessionStore } from '../../lib/session/session-store';
import { signOut } from '../../lib/session/sign-out';
import { useSignInModal } from '../../lib/session/use-sign-in-modal';
import { adminLinks, profileLinks } from './menus';
import { NavItemLink } from './nav-item-link';
import { TopMenu } from './top-menu';

type MenuProps = Omit<Parameters<typeof TopMenu>[0], 'label' | 'children'>;

/** Initials for the avatar button, from the stored name. */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

/** 'Sign In' when signed out; the profile menu of spec part 1 §2.3 when signed in. */
export function ProfileSlot({ menuProps }: { menuProps: MenuProps }) {
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectSignedIn);
  const isAdmin = useSessionStore(selectIsAdmin);
  const user = useSessionStore((s) => s.user);
  const unread = useSessionStore((s) => s.unreadCount);
  const openSignIn = useSignInModal();
  const loading = useSessionStore((s) => s.status === 'loading');

  if (loading) {
    // Session not read yet: hold the button's place, but claim neither state (no flash of either).
    return (
      <span className="sign-in-button" aria-hidden="true" style={{ visibility: 'hidden' }}>
        Sign In
      </span>
    );
  }
  if (!signedIn || !user) {
    return (
      <button type="button" className="sign-in-button" onClick={openSignIn}>
        Sign In
      </button>
    );
  }
  return (
    <TopMenu
      {...menuProps}
      align="end"
      panelClass="profile-panel"
      ariaLabel={`Account menu for ${user.name}`}
      label={
        <span className="avatar" aria-hidden="true">
          {initials(user.name)}
          {unread > 0 && <span className="avatar-dot" />}
        </span>
      }
    >
      <p className="profile-name">
        {user.name}
        <span>{user.email}</span>
      </p>
      <ul>
        {profileLinks.map((link) => (
          <li key={link.to}>
            <NavItemLink item={link} />
            {link.countsUnread && unread > 0 && (
              <span className="count-badge" aria-label={`${unread} unread`}>
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </li>
        ))}
        {isAdmin &&
          adminLinks.map((link) => (
            <li key={link.to}>
              <NavItemLink item={link} />
            </li>
          ))}
        <li>
          <button
            type="button"
            className="nav-item sign-out"
            onClick={() => {
              // Signed out locally at once; home right away, the server call finishes behind.
              navigate('/', { replace: true });
              void signOut();
            }}
          >
            Sign Out
          </button>
        </li>
      </ul>
    </TopMenu>
  );
}
