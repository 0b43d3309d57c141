import { useSessionStore, selectHasSurvey, selectSignedIn } from '../../lib/session/session-store';
import { Brand } from './brand';
import { type NavMenu, fixedLinks, navMenus } from './menus';
import { NavItemLink } from './nav-item-link';
import { ProfileSlot } from './profile-slot';
import './top-bar.css';
import { TopMenu } from './top-menu';
import { useDropdown } from './use-dropdown';

function MenuPanel({ menu }: { menu: NavMenu }) {
  return (
    <>
      {menu.sections.map((section) => (
        <section key={section.heading} className="top-menu-section">
          <h3 className="top-menu-heading">{section.heading}</h3>
          <ul>
            {section.items.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} withHint />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The fixed 64 px bar of wide screens (spec part 1 §2.3): brand, seven menus, fixed links, profile. */
export function TopBar() {
  const { openId, open, openOnFocus, close, closeSoon, rootRef } = useDropdown<string>();
  const signedIn = useSessionStore(selectSignedIn);
  const hasSurvey = useSessionStore(selectHasSurvey);
  const menuProps = (id: string) => ({
    id,
    isOpen: openId === id,
    onOpen: () => open(id),
    onFocusOpen: () => openOnFocus(id),
    onLeave: closeSoon,
    onClose: close,
  });
  return (
    <nav className="top-bar" aria-label="Main" ref={rootRef}>
      <Brand />
      <div className="top-bar-menus">
        {navMenus.map((menu) => (
          <TopMenu
            key={menu.id}
            {...menuProps(menu.id)}
            label={menu.label}
            panelClass={`cols-${Math.min(menu.sections.length, 3)}`}
          >
            <MenuPanel menu={menu} />
          </TopMenu>
        ))}
      </div>
      <div className="top-bar-links">
        <NavItemLink item={fixedLinks.home} className="top-link top-link-home" />
        <NavItemLink item={fixedLinks.rentals} className="top-link" />
        {signedIn && hasSurvey && <NavItemLink item={fixedLinks.forYou} className="top-link" />}
        <NavItemLink item={fixedLinks.insights} className="top-link" />
        <NavItemLink item={fixedLinks.advertise} className="top-link" />
      </div>
      <ProfileSlot menuProps={menuProps('profile')} />
    </nav>
  );
}
