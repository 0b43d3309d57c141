import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { CompletenessBar } from '../components/completeness-bar';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';
import '../../../components/auth/auth-form.css';
import '../components/profile.css';
import { profileCompleteness } from '../profile-completeness';
import { useSessionStore } from '../../../lib/session/session-store';
import { checkSession } from '../session-sync';

/** /profile: who you are, how complete the profile is, and the edit form. Signed out → /login. */
export default function ProfilePage() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  // Ionic keeps this page mounted after leaving it: redirect only while /profile is the current page.
  const active = useLocation().pathname === '/profile';

  useEffect(() => {
    // Fresh details from the server when online; within 5 s of the last check this is a no-op.
    checkSession().catch(() => undefined);
  }, []);

  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out' || !user) {
    return active ? <Navigate to="/login?next=%2Fprofile" replace /> : <PageLoading />;
  }

  return (
    <PageLayout title="Profile" eyebrow="Your account">
      <div className="profile-grid">
        <div className="profile-column">
          <ProfileSummary user={user} />
          <CompletenessBar completeness={profileCompleteness(user)} />
          <Link to="/saved-searches" className="profile-link" data-testid="profile-saved-searches">
            <strong>Saved searches</strong>
            <span>Rename, pause or delete the searches that send you new matches.</span>
          </Link>
        </div>
        {/* Keyed by the user, so the form starts from their values after a switch of account. */}
        <ProfileForm key={user.id} user={user} />
      </div>
    </PageLayout>
  );
}
