import { Link } from 'react-router-dom';

/** Signed in without a complete survey: the recommendations are built from one, so ask for it. */
export function SurveyPrompt({ started }: { started: boolean }) {
  return (
    <div className="reco-prompt" data-testid="reco-no-survey">
      <h2>{started ? 'Finish your survey to see your matches' : 'Tell us what you are looking for'}</h2>
      <p>
        Six quick questions — budget, places, size, type and timeline — and we match projects and homes to
        them.
      </p>
      <Link to="/survey" className="btn">
        {started ? 'Finish the survey' : 'Take the survey'}
      </Link>
    </div>
  );
}
