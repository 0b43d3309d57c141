/**
 * /recommendations, the For You page (spec part 2 §2 Recommendations, §7, §8, §9): signed in with
 * a survey, its three sections; signed in without one, a prompt to take the survey; signed out,
 * "Sign in to see your matches" (or the survey sign-up modal given through `signedOut`).
 * Refine preferences → /survey; Explore Projects → /explore-projects carrying the survey as
 * navigation state `{ surveyData }` (what explore's banner with Back to Survey reads).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import type { FreshSession } from '../../../lib/fresh-fetch';
import { useSessionStore } from '../../../lib/session/session-store';
import { useMySurvey } from '../api/use-my-survey';
import { RecommendationSections } from '../components/recommendation-sections';
import { LOAD_ERROR } from '../components/section-block';
import { SignedOutState } from '../components/signed-out-state';
import { SurveyPrompt } from '../components/survey-prompt';
import { surveySummary } from '../survey-summary';
import '../recommendations.css';

function SignedIn({ session }: { session: FreshSession }) {
  const mine = useMySurvey(session);
  if (mine.status === 'loading') return <CardSkeletons count={3} />;
  if (mine.status === 'error') return <ErrorBox message={LOAD_ERROR} onRetry={mine.retry} />;
  if (mine.status === 'none') return <SurveyPrompt started={mine.started} />;
  return (
    <>
      <div className="reco-bar">
        <p className="reco-based">
          <strong>Based on your survey</strong>
          <span>{surveySummary(mine.survey)}</span>
        </p>
        <div className="reco-actions">
          <Link to="/survey" className="btn btn-outline btn-sm">
            Refine preferences
          </Link>
          <Link to="/explore-projects" state={{ surveyData: mine.survey }} className="btn btn-sm">
            Explore Projects
          </Link>
        </div>
      </div>
      <RecommendationSections survey={mine.survey} session={session} />
    </>
  );
}

/** The page's body; `signedOut` replaces the signed-out state (the survey sign-up modal). */
export function RecommendationsView({ signedOut }: { signedOut?: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const userId = useSessionStore((s) => s.user?.id);
  const token = useSessionStore((s) => s.token);
  if (status === 'loading') return <CardSkeletons count={3} />;
  if (status === 'signed-out' || !userId || !token) return <>{signedOut ?? <SignedOutState />}</>;
  return <SignedIn key={userId} session={{ token, userId }} />;
}

/** `signedOut`: what the app puts in place of the signed-out state (app/recommendations-route.tsx). */
export default function RecommendationsPage({ signedOut }: { signedOut?: ReactNode }) {
  return (
    <PageLayout
      title="For You"
      documentTitle="Recommendations"
      eyebrow="Recommendations"
      lead="Projects and homes matched to your survey, each with the reason it was picked."
    >
      <RecommendationsView signedOut={signedOut} />
    </PageLayout>
  );
}
