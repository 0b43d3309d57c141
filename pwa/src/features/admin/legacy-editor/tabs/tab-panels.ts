import type { ComponentType } from 'react';
import type { LegacyTabKey } from '../domain/value-lists';
import { AmenitiesTab } from './amenities-tab';
import { BasicTab } from './basic-tab';
import { CommunityTab } from './community-tab';
import { ComplianceTab } from './compliance-tab';
import { DeveloperTab } from './developer-tab';
import { EscrowTab } from './escrow-tab';
import { LocationTab } from './location-tab';
import { MaintenanceTab } from './maintenance-tab';
import { OverviewTab } from './overview-tab';
import { PaymentPlansTab } from './payment-plans-tab';
import { ReraTab } from './rera-tab';
import { SocietyTab } from './society-tab';
import { SubscriptionTab } from './subscription-tab';
import type { TabProps } from './tab-props';
import { UnitMixTab } from './unit-mix-tab';
import { UpdatesTab } from './updates-tab';

/** Which component draws each of the fifteen tabs. */
export const TAB_PANELS: Record<LegacyTabKey, ComponentType<TabProps>> = {
  basic: BasicTab,
  overview: OverviewTab,
  unitMix: UnitMixTab,
  amenities: AmenitiesTab,
  maintenance: MaintenanceTab,
  society: SocietyTab,
  rera: ReraTab,
  escrow: EscrowTab,
  paymentPlans: PaymentPlansTab,
  updates: UpdatesTab,
  subscription: SubscriptionTab,
  location: LocationTab,
  compliance: ComplianceTab,
  developer: DeveloperTab,
  community: CommunityTab,
};
