import {
  IonAccordion,
  IonAccordionGroup,
  IonButton,
  IonContent,
  IonItem,
  IonLabel,
  IonList,
} from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import { selectHasSurvey, selectSignedIn, useSessionStore } from '../../lib/session/session-store';
import { DrawerAccount } from './drawer-account';
import { fixedLinks, navMenus } from './menus';
import { NavItemLink } from './nav-item-link';

/**
 * What the phone drawer holds (spec part 1 §2.3): the account entries, the fixed links (with an
 * Open button for rentals) and the same seven menus as the top bar, one accordion each.
 */
export function DrawerContents() {
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectSignedIn);
  const hasSurvey = useSessionStore(selectHasSurvey);
  return (
    <IonContent>
      <DrawerAccount />
      <IonList lines="none" className="drawer-links">
        <IonItem>
          <NavItemLink item={fixedLinks.home} className="drawer-link" />
        </IonItem>
        <IonItem>
          <NavItemLink item={fixedLinks.rentals} className="drawer-link" />
          <IonButton slot="end" size="small" fill="outline" onClick={() => navigate('/rentals')}>
            Open
          </IonButton>
        </IonItem>
        {signedIn && hasSurvey && (
          <IonItem>
            <NavItemLink item={fixedLinks.forYou} className="drawer-link" />
          </IonItem>
        )}
        <IonItem>
          <NavItemLink item={fixedLinks.insights} className="drawer-link" />
        </IonItem>
        <IonItem>
          <NavItemLink item={fixedLinks.advertise} className="drawer-link" />
        </IonItem>
      </IonList>
      <IonAccordionGroup className="drawer-menus">
        {navMenus.map((menu) => (
          <IonAccordion key={menu.id} value={menu.id}>
            <IonItem slot="header" lines="full">
              <IonLabel>{menu.label}</IonLabel>
            </IonItem>
            <div slot="content" className="drawer-menu">
              {menu.sections.map((section) => (
                <section key={section.heading}>
                  <h3 className="drawer-heading">{section.heading}</h3>
                  {section.items.map((item) => (
                    <NavItemLink key={item.label} item={item} className="drawer-link" />
                  ))}
                </section>
              ))}
            </div>
          </IonAccordion>
        ))}
      </IonAccordionGroup>
    </IonContent>
  );
}
