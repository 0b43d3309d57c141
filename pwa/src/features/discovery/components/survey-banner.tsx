import { Link } from 'react-router-dom';
import { type SurveyData, surveySummary } from '../survey-filters';

/** Personalised-results banner with 'Back to Survey' (spec §2 Explore). */
export function SurveyBanner({ survey }: { survey: SurveyData }) {
  const summary = surveySummary(survey);
  return (
    <div className="survey-banner" role="note">
      <div>
        <strong>Personalised for your survey</strong>
        {summary && <p>{summary}</p>}
      </div>
      <Link to="/survey" className="btn btn-outline btn-sm">
        Back to Survey
      </Link>
    </div>
  );
}
