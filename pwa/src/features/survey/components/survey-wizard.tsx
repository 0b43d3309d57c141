/**
 * The survey wizard (issue 17): one question a screen, a progress bar, Back and Next. Every answer is
 * written to the device at once (db/surveys-repo.ts), so a half-finished survey reopens where it was
 * left after a reload or offline. Next checks the screen's answer with the server's own rule
 * (`answerError`); Submit checks the whole survey and hands it to the outbox.
 * Signed in with a survey on the account and none on this device (Refine preferences after the
 * device's copy was sent), the wizard starts from the account's answers, so a re-take changes what
 * the buyer said rather than asking everything from nothing.
 */
import { IonButton, IonProgressBar } from '@ionic/react';
import { answerError, SurveyDataSchema } from '@propai/api/domain/survey/survey-data';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MeAnswer } from '@propai/api/wire';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PendingSurvey } from '../../../db/schema';
import { getQueuedWrite } from '../../../db/queued-writes-repo';
import {
  loadPendingSurvey,
  saveSurveyAnswer,
  setSurveyState,
  startSurveyFrom,
} from '../../../db/surveys-repo';
import { useSessionStore } from '../../../lib/session/session-store';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { submitSurvey } from '../api/submit-survey';
import { QUESTION_SCREENS } from '../survey-questions';
import { ChoiceChips } from '../../../components/ui/choice-chips';

const LAST = QUESTION_SCREENS.length - 1;

/** Nothing chosen yet on a screen (single choice: no value; multiple: an empty list). */
const isUnanswered = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function SurveyWizard() {
  const userId = useSessionStore((s) => s.user?.id);
  // undefined while loading; null when this device has no survey yet.
  const row = useLiveQuery(async () => (await loadPendingSurvey()) ?? null, []);
  const [answers, setAnswers] = useState<Record<string, unknown> | null>(null);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const token = useSessionStore((s) => s.token);
  const session = useMemo(() => (userId && token ? { userId, token } : null), [userId, token]);
  // The account's survey, asked only when this device has none to start from.
  const me = useFreshQuery<MeAnswer>(row === null && session ? '/auth/me' : null, undefined, session);

  // The device's survey (else the account's), read once: later changes are this screen's own writes.
  useEffect(() => {
    if (answers !== null || row === undefined) return;
    if (row) {
      setAnswers(row.surveyData);
      setStep(Math.min(row.step ?? 0, LAST));
      return;
    }
    if (session && me.status === 'loading') return;
    const onAccount =
      me.status === 'ready' ? SurveyDataSchema.safeParse(me.result.data.user.surveyData) : null;
    if (!onAccount?.success) return setAnswers({});
    setAnswers(onAccount.data);
    void startSurveyFrom(onAccount.data).catch(() => undefined); // the banner says the device failed
  }, [row, answers, session, me]);

  if (answers === null) return <p className="survey-note">Loading your answers…</p>;
  if (submitted || (row?.state && row.state !== 'draft')) {
    const edit = () => {
      setSubmitted(false);
      void setSurveyState('draft').catch(() => undefined);
    };
    return <SurveySent row={row ?? undefined} signedIn={Boolean(userId)} onEdit={edit} />;
  }

  const screen = QUESTION_SCREENS[step]!;
  const value = answers[screen.question];

  const answer = (next: string | string[]) => {
    setAnswers({ ...answers, [screen.question]: next });
    setError(null);
    saveSurveyAnswer(screen.question, next, step).then(
      () => setSaveError(null),
      () => setSaveError('Could not save your answer on this device.'),
    );
  };

  const goTo = (next: number) => {
    setError(null);
    setStep(next);
    void saveSurveyAnswer(screen.question, value ?? null, next).catch(() => undefined);
  };

  const next = async () => {
    const problem = answerError(screen.question, value);
    if (problem) return setError(isUnanswered(value) ? screen.unanswered : problem);
    if (step < LAST) return goTo(step + 1);
    const survey = SurveyDataSchema.safeParse(answers);
    const current = await loadPendingSurvey();
    if (!survey.success || !current) {
      const first = survey.error?.issues[0];
      const at = QUESTION_SCREENS.findIndex((s) => s.question === first?.path[0]);
      if (at >= 0) setStep(at);
      return setError(first?.message ?? 'Please answer every question.');
    }
    try {
      await submitSurvey(current, survey.data, userId);
      setSubmitted(true);
    } catch {
      setSaveError('Could not save your survey on this device. Try again.');
    }
  };

  return (
    <section className="survey-card" aria-labelledby="survey-question">
      <p className="survey-step">
        Question {step + 1} of {QUESTION_SCREENS.length}
      </p>
      <IonProgressBar value={(step + 1) / QUESTION_SCREENS.length} aria-hidden="true" />
      <h2 id="survey-question" className="survey-question">
        {screen.title}
      </h2>
      <p className="survey-hint">{screen.hint}</p>
      <ChoiceChips
        label={screen.title}
        options={screen.options}
        multiple={screen.multiple}
        value={value}
        onChange={answer}
      />
      {error && (
        <p className="survey-error" role="alert">
          {error}
        </p>
      )}
      {saveError && (
        <p className="survey-error" role="alert">
          {saveError}
        </p>
      )}
      <div className="survey-actions">
        <IonButton fill="outline" disabled={step === 0} onClick={() => goTo(step - 1)}>
          Back
        </IonButton>
        <IonButton onClick={() => void next()}>{step === LAST ? 'Submit' : 'Next'}</IonButton>
      </div>
    </section>
  );
}

/** After Submit: what happened to the survey, in the words of its state on this device. */
function SurveySent({
  row,
  signedIn,
  onEdit,
}: {
  row: PendingSurvey | undefined;
  signedIn: boolean;
  onEdit: () => void;
}) {
  const anonymousId = row?.anonymousId;
  const write = useLiveQuery(
    () => (anonymousId ? getQueuedWrite(`survey:${anonymousId}`) : Promise.resolve(undefined)),
    [anonymousId],
  );
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const failed = write?.status === 'failed';
  const text = !row
    ? 'Your preferences are saved to your account.'
    : failed
      ? `Your survey was not sent: ${write.lastError ?? 'please check your answers'}. It is kept on this device.`
      : !signedIn
        ? // The outbox sends only with a session: the survey waits on this device for the sign-in.
          'Your preferences are saved on this device. Sign in to see your recommendations.'
        : online
          ? 'Sending your preferences…'
          : 'Saved on this device. Your preferences will be sent when you are back online.';
  return (
    <section className="survey-card" aria-live="polite">
      <h2 className="survey-question">{failed ? 'Not sent yet' : 'Thank you'}</h2>
      <p className={failed ? 'survey-error' : 'survey-note'} role={failed ? 'alert' : undefined}>
        {text}
      </p>
      <div className="survey-actions">
        <IonButton fill="outline" onClick={onEdit}>
          Change answers
        </IonButton>
        <Link className="survey-link" to="/recommendations">
          See your recommendations
        </Link>
      </div>
    </section>
  );
}
