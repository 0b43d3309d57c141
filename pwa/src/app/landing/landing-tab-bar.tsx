import { Link } from 'react-router-dom';
import { InlineIcon } from '../../components/ui/inline-icon';
import { selectSignedIn, useSessionStore } from '../../lib/session/session-store';
import { type TabSlot, tabSlots } from '../navigation/tabs';

/**
 * The bottom bar of a light frame: the same five slots, boxes and colours as the Ionic tab bar
 * (navigation/tab-bar.tsx) drawn with plain links (Home selected on `/`). Following any of them
 * hands over to the full app, whose Ionic tabs take the bar's place.
 */
export function LandingTabBar({ selected }: { selected?: TabSlot['tab'] }) {
  const signedIn = useSessionStore(selectSignedIn);
  return (
    <nav className="landing-tab-bar" aria-label="Tabs" data-testid="bottom-bar">
      {tabSlots.map((slot) => {
        const isSelected = slot.tab === selected;
        const className = `landing-tab${isSelected ? ' is-selected' : ''}${slot.round ? ' tab-post' : ''}`;
        return (
          <Link
            key={slot.tab}
            to={slot.href(signedIn)}
            className={className}
            aria-current={isSelected ? 'page' : undefined}
            aria-label={slot.round ? 'Post listing' : undefined}
          >
            {slot.round ? (
              <span className="tab-post-circle" aria-hidden="true">
                <InlineIcon icon={slot.icon} />
              </span>
            ) : (
              <InlineIcon icon={slot.icon} className="landing-tab-icon" />
            )}
            <span className="landing-tab-label">{slot.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
