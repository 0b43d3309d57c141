/**
 * The three sections of /recommendations (spec part 2 §2, §7, §9) for one survey: AI Picks for You
 * (POST /api/survey/shortlist, 6), Developer Projects (POST /api/projects/recommendations, 9) and
 * Homes for Sale (Secondary) (GET /api/user-properties/search, 9). Each loads, fails and comes up
 * empty on its own; when all three fail with nothing kept on the device, one 'Could not load
 * recommendations.' with a Retry replaces them.
 */
import type { SurveyData } from '@propai/api/domain/survey/survey-data';
import {
  surveyHomesQuery,
  surveyShortlistRequest,
  SECONDARY_HOMES,
} from '@propai/api/domain/survey/survey-requests';
import type { ListingPage, RecommendationsAnswer, ShortlistAnswer } from '@propai/api/wire';
import { useMemo } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { ListingCard } from '../../../components/ui/listing-card';
import { ProjectCard } from '../../../components/ui/project-card';
import { toListingCard, toProjectCard } from '../../../lib/card-models';
import type { FreshSession } from '../../../lib/fresh-fetch';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { useFreshPost } from '../api/use-fresh-post';
import { AiPickCard } from './ai-pick-card';
import { LOAD_ERROR, SectionBlock } from './section-block';

export const EMPTY = {
  picks: 'No AI picks found. Try refining your preferences.',
  projects: 'No projects found. Try refining your preferences.',
  homes: 'No homes for sale found for your criteria.',
} as const;

export function RecommendationSections({ survey, session }: { survey: SurveyData; session: FreshSession }) {
  const shortlistBody = useMemo(() => surveyShortlistRequest(survey), [survey]);
  const homesQuery = useMemo(() => ({ ...surveyHomesQuery(survey) }), [survey]);
  const picks = useFreshPost<ShortlistAnswer>('/survey/shortlist', shortlistBody, session);
  const projects = useFreshPost<RecommendationsAnswer>('/projects/recommendations', { survey }, session);
  const homes = useFreshQuery<ListingPage>('/user-properties/search', homesQuery, session);

  if (picks.status === 'error' && projects.status === 'error' && homes.status === 'error') {
    const retryAll = () => {
      picks.retry();
      projects.retry();
      homes.retry();
    };
    return <ErrorBox message={LOAD_ERROR} onRetry={retryAll} />;
  }
  return (
    <>
      <SectionBlock
        id="picks"
        title="AI Picks for You"
        query={picks}
        skeletons={3}
        isEmpty={(d) => d.results.length === 0}
        empty={EMPTY.picks}
      >
        {(d) => (
          <>
            <details className="reco-method">
              <summary>How picks are scored</summary>
              <p>{d.method}</p>
            </details>
            <div className="card-grid">
              {d.results.map((pick, i) => (
                <AiPickCard key={pick.project.id} pick={pick} eager={i < 2} />
              ))}
            </div>
          </>
        )}
      </SectionBlock>
      <SectionBlock
        id="projects"
        title="Developer Projects"
        query={projects}
        skeletons={3}
        isEmpty={(d) => d.projects.length === 0}
        empty={EMPTY.projects}
      >
        {(d) => (
          <>
            {d.cityOnly && (
              <p className="reco-note">
                Nothing matches your budget and size yet; these projects are in your preferred places.
              </p>
            )}
            <div className="card-grid">
              {d.projects.map((p) => (
                <ProjectCard key={p.id} project={toProjectCard(p)} />
              ))}
            </div>
          </>
        )}
      </SectionBlock>
      <SectionBlock
        id="homes"
        title="Homes for Sale (Secondary)"
        query={homes}
        skeletons={3}
        isEmpty={(d) => d.items.length === 0}
        empty={EMPTY.homes}
      >
        {(d) => (
          <div className="card-grid">
            {d.items.slice(0, SECONDARY_HOMES).map((doc, i) => (
              <ListingCard key={i} listing={toListingCard(doc)} />
            ))}
          </div>
        )}
      </SectionBlock>
    </>
  );
}
