import { createContext, useContext } from 'react';
import { latestStamp, updatedLabel } from '../domain/updated-label';

/** The detail's `sectionUpdatedAt`, handed to every section frame without threading it through each block. */
export const SectionStampsContext = createContext<Record<string, string> | undefined>(undefined);

/** "Updated today" / "Updated {d Mon yyyy}" for a section an admin editor wrote; nothing otherwise. */
export function SectionStamp({ sectionId }: { sectionId: string }) {
  const at = latestStamp(useContext(SectionStampsContext), sectionId);
  if (!at) return null;
  return (
    <time className="pd-stamp" dateTime={at} data-testid={`updated-${sectionId}`}>
      {updatedLabel(at)}
    </time>
  );
}
