import type { FavoriteItem } from '@propai/api/wire';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { ListingCard } from '../../../components/ui/listing-card';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { ProjectCard } from '../../../components/ui/project-card';
import { toListingCard, toProjectCard } from '../../../lib/card-models';
import { useLocalUnsaves } from '../../../lib/favorites/use-pending-toggles';
import { useSessionStore } from '../../../lib/session/session-store';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { LoadMore } from '../components/load-more';
import { useFavoritesList } from '../api/use-favorites-list';
import { DeviceShortlist } from '../components/device-shortlist';
import { GoneItem } from '../components/gone-item';
import { SavedEmpty } from '../components/saved-empty';
import { SignInPrompt } from '../components/sign-in-prompt';
import '../../../components/ui/cards.css';
import '../saved.css';

function SavedCard({ item }: { item: FavoriteItem }) {
  if (item.type === 'report') return null;
  if (!item.card) return <GoneItem type={item.type} id={item.id} />;
  return item.type === 'listing' ? (
    <ListingCard listing={toListingCard(item.card)} />
  ) : (
    <ProjectCard project={toProjectCard(item.card)} />
  );
}

const EMPTY = (
  <SavedEmpty
    text="No saved homes yet. Tap the heart on a listing or a project to keep it here."
    to="/browse/listings"
    action="Browse listings"
  />
);

function AccountList({ userId }: { userId: string }) {
  const session = useFreshSession();
  const list = useFavoritesList('listing,project', session?.userId === userId ? session : null);
  const unsavedHere = useLocalUnsaves();
  // What this device changed since wins over the server's (older) answer.
  const items = list.items.filter((i) => !unsavedHere(`${i.type}:${i.id}`));
  const device = (
    <DeviceShortlist
      title="On this device only"
      note="Saved here before you signed in; they join your account when you are online. Listings removed since stay here until you remove them."
    />
  );
  if (list.first.status === 'loading') return <CardSkeletons count={2} />;
  if (list.first.status === 'error') {
    return (
      <>
        <ErrorBox message="Could not load your saved homes." onRetry={list.first.retry} />
        {device}
      </>
    );
  }
  return (
    <>
      <OfflineNote fromCache={list.first.result.fromCache} fetchedAt={list.first.result.fetchedAt} />
      {items.length === 0 ? (
        EMPTY
      ) : (
        <div className="card-grid" data-testid="saved-list">
          {items.map((item) => (
            <div key={`${item.type}:${item.id}`} data-testid="saved-item" className="saved-item">
              <SavedCard item={item} />
            </div>
          ))}
        </div>
      )}
      <LoadMore list={list} />
      {device}
    </>
  );
}

/**
 * /saved-properties: signed in, the account's saved listings and projects (on every device), with
 * this device's unsent toggles on top; signed out, the device-only shortlist (if any) and a call to
 * sign in.
 */
export default function SavedPropertiesPage() {
  const status = useSessionStore((s) => s.status);
  const userId = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  return (
    <PageLayout
      title="Saved properties"
      eyebrow="Your shortlist"
      lead={userId ? 'Homes and projects you saved, on every device you sign in on.' : undefined}
    >
      {status === 'loading' ? (
        <CardSkeletons count={2} />
      ) : userId ? (
        <AccountList userId={userId} />
      ) : (
        <>
          <SignInPrompt
            title="Sign in to keep your saved homes on every device"
            text="Saving needs an account: your hearts then follow you from phone to laptop."
            next="/saved-properties"
          />
          <DeviceShortlist
            title="Saved on this device"
            note="These join your account when you sign in."
            empty={<SignedOutEmpty />}
          />
        </>
      )}
    </PageLayout>
  );
}

function SignedOutEmpty() {
  return (
    <SavedEmpty
      text="Browse listings and projects, then tap the heart to save one."
      to="/browse/listings"
      action="Browse listings"
    />
  );
}
