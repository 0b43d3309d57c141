import { IonMenu } from '@ionic/react';
import { type Ref, useState } from 'react';
import { DrawerContents } from './drawer-contents';

interface NavDrawerProps {
  menuRef: Ref<HTMLIonMenuElement>;
  contentId: string;
  disabled: boolean;
}

/**
 * The phone drawer. Its contents (seven accordions, ~1,000 elements) are built on the first
 * opening, not at start-up: building them was a large part of the start-up's one long task, for a
 * panel most visits never open. The menu element itself is always there, so the edge swipe works.
 */
export function NavDrawer({ menuRef, contentId, disabled }: NavDrawerProps) {
  const [opened, setOpened] = useState(false);
  return (
    <IonMenu
      ref={menuRef}
      contentId={contentId}
      side="start"
      type="overlay"
      disabled={disabled}
      className="nav-drawer"
      onIonWillOpen={() => setOpened(true)}
    >
      {opened && <DrawerContents />}
    </IonMenu>
  );
}
