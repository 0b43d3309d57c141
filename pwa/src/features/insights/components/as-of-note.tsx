import { OfflineNote } from '../../../components/ui/offline-note';
import { asOfText } from '../insights-format';

/** When the figures were computed (they are recomputed hourly), and the offline note when cached. */
export function AsOfNote({
  asOf,
  fromCache,
  fetchedAt,
}: {
  asOf: string | null;
  fromCache: boolean;
  fetchedAt: number;
}) {
  return (
    <>
      {asOf && (
        <p className="ins-asof" data-testid="insights-as-of">
          Figures as of {asOfText(asOf)} · recomputed every hour from PropAI&apos;s listings and projects
        </p>
      )}
      <OfflineNote fromCache={fromCache} fetchedAt={fetchedAt} />
    </>
  );
}
