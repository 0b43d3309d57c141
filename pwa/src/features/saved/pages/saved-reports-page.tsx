import type { FavoriteItem } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { SaveButton } from '../../../components/ui/save-button';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { useLocalUnsaves } from '../../../lib/favorites/use-pending-toggles';
import { useSessionStore } from '../../../lib/session/session-store';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { LoadMore } from '../components/load-more';
import { useFavoritesList } from '../api/use-favorites-list';
import { GoneItem } from '../components/gone-item';
import { SavedEmpty } from '../components/saved-empty';
import { SignInPrompt } from '../components/sign-in-prompt';
import '../../../components/ui/cards.css';
import '../saved.css';

type ReportItem = Extract<FavoriteItem, { type: 'report' }>;

function ReportRow({ item }: { item: ReportItem }) {
  const r = item.card;
  if (!r) return <GoneItem type="report" id={item.id} />;
  const about = [r.projectName, r.location].filter(Boolean).join(' · ');
  return (
    <article className="saved-report" data-testid="saved-report">
      <Link to={`/reports/${encodeURIComponent(item.id)}`} className="saved-report-link">
        {r.category && <span className="tag">{r.category}</span>}
        <h2 className="saved-report-title">{r.title}</h2>
        {about && <p className="saved-report-about">{about}</p>}
        <p className="saved-report-meta">
          {r.readingMinutes} min read · {r.upVotes} up · {r.downVotes} down
        </p>
      </Link>
      <SaveButton type="report" id={item.id} name={r.title} className="saved-report-heart" />
    </article>
  );
}

function AccountReports({ userId }: { userId: string }) {
  const session = useFreshSession();
  const list = useFavoritesList('report', session?.userId === userId ? session : null);
  const unsavedHere = useLocalUnsaves();
  const items = list.items.filter(
    (i): i is ReportItem => i.type === 'report' && !unsavedHere(`report:${i.id}`),
  );
  if (list.first.status === 'loading') return <CardSkeletons count={2} className="card-list" />;
  if (list.first.status === 'error')
    return <ErrorBox message="Could not load your saved reports." onRetry={list.first.retry} />;
  return (
    <>
      <OfflineNote fromCache={list.first.result.fromCache} fetchedAt={list.first.result.fetchedAt} />
      {items.length === 0 ? (
        <SavedEmpty
          text="No saved reports yet. Save a community report to read it again later."
          to="/reports/find"
          action="Find reports"
        />
      ) : (
        <div className="card-list" data-testid="saved-reports">
          {items.map((item) => (
            <ReportRow key={item.id} item={item} />
          ))}
        </div>
      )}
      <LoadMore list={list} />
    </>
  );
}

/** /favorites: the community reports the signed-in user saved, each opening /reports/{id}. */
export default function SavedReportsPage() {
  const status = useSessionStore((s) => s.status);
  const userId = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  return (
    <PageLayout title="Saved reports" eyebrow="Your account">
      {status === 'loading' ? (
        <CardSkeletons count={2} className="card-list" />
      ) : userId ? (
        <AccountReports userId={userId} />
      ) : (
        <SignInPrompt
          title="Sign in to see your saved reports"
          text="Reports you save are kept with your account, on every device."
          next="/favorites"
        />
      )}
    </PageLayout>
  );
}
