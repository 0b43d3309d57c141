import type { ShortlistPick } from '@propai/api/wire';
import { ProjectCard } from '../../../components/ui/project-card';
import { toProjectCard } from '../../../lib/card-models';

/**
 * An AI pick: the project's card and, under it, why it was picked in one line, from the API's
 * stored-data factors (domain/survey/shortlist.ts). The score is shown only when the API has one
 * (at least two known factors); otherwise the line says there is too little data.
 */
export function AiPickCard({ pick, eager }: { pick: ShortlistPick; eager: boolean }) {
  return (
    <div className="reco-pick" data-testid="ai-pick">
      <ProjectCard project={toProjectCard(pick.project)} eager={eager} />
      <p className="reco-why">
        {pick.score !== null && (
          <span className="reco-match" title="Fair value 35 %, yield 25 %, momentum 20 %, trust 20 %">
            {pick.score}/100
          </span>
        )}
        <span>
          <strong>Why: </strong>
          {pick.reason}
        </span>
      </p>
    </div>
  );
}
