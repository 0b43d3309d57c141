import type { FocusEvent, ReactNode } from 'react';

interface TopMenuProps {
  id: string;
  label: ReactNode;
  /** Accessible name when the label is not plain text (e.g. an avatar). */
  ariaLabel?: string;
  isOpen: boolean;
  onOpen: () => void;
  onFocusOpen: () => void;
  onLeave: () => void;
  onClose: () => void;
  /** Width class of the panel, e.g. 'cols-3'. */
  panelClass?: string;
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * One hover menu of the wide top bar: a trigger button and its panel. Hover and focus open it;
 * a click opens it too (touch screens ≥ 992 px have no hover). Open/close state lives in the bar.
 */
export function TopMenu(props: TopMenuProps) {
  const { id, label, ariaLabel, isOpen, onOpen, onFocusOpen, onLeave, onClose, children } = props;
  const panelId = `top-menu-${id}`;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    // Keyboard users tabbing out of the menu close it; clicks outside are handled by the bar.
    if (next && !event.currentTarget.contains(next)) onClose();
  };
  return (
    <div
      className={`top-menu${isOpen ? ' is-open' : ''}`}
      onMouseEnter={onOpen}
      onMouseLeave={onLeave}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="top-menu-trigger"
        data-menu-trigger={id}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onFocus={onFocusOpen}
        onClick={onOpen}
      >
        {label}
        <svg className="top-menu-caret" viewBox="0 0 12 12" aria-hidden="true">
          <path
            d="M3 4.5 6 7.5 9 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div
        id={panelId}
        className={`top-menu-panel align-${props.align ?? 'start'} ${props.panelClass ?? ''}`}
        hidden={!isOpen}
      >
        {children}
      </div>
    </div>
  );
}
