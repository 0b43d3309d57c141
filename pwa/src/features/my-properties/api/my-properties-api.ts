/**
 * The reads of /my-properties: the signed-in buyer's booking links, and for each linked project its
 * summary, construction section and alerts — the same public GETs the project page makes, kept on
 * the device for offline reading.
 */
import type { AlertsSection, ConstructionSection, ProjectDetail } from '@propai/api/wire';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export interface BookingLinkView {
  projectId: string;
  bookingId: string;
  linkedAt: string;
}

export function useBookingLinks() {
  const session = useFreshSession();
  return useFreshQuery<{ items: BookingLinkView[] }>(
    session ? '/subscriptions/booking-links' : null,
    undefined,
    session,
  );
}

const projectPath = (id: string, section?: string) =>
  `/projects/${encodeURIComponent(id)}${section ? `/${section}` : ''}`;

export const useLinkedProject = (id: string) => useFreshQuery<ProjectDetail>(projectPath(id));
export const useConstruction = (id: string) =>
  useFreshQuery<ConstructionSection>(projectPath(id, 'construction'));
export const useAlerts = (id: string) => useFreshQuery<AlertsSection>(projectPath(id, 'alerts'));
