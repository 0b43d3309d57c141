import { IonIcon } from '@ionic/react';
import { checkmarkCircle } from 'ionicons/icons';
import { OtpStep } from '../../../components/auth/otp-step';
import '../../../components/auth/auth-form.css';
import type { AuthUser } from '../../../lib/session/session-user';
import './survey-signup.css';
import { SignupDetailsForm } from './signup-details-form';
import { useSurveySignupFlow } from './use-survey-signup-flow';

export interface SurveySignupPanelProps {
  /** Runs 2 s after the welcome, with the signed-in user (the session is stored by then). */
  onSignedIn: (user: AuthUser) => void;
  /** Closes the modal (× and after success). */
  onDismiss: () => void;
}

/** The modal's content: its title bar and the current step (details, otp, success). */
export function SurveySignupPanel({ onSignedIn, onDismiss }: SurveySignupPanelProps) {
  const flow = useSurveySignupFlow(onSignedIn, onDismiss);
  const title =
    flow.step === 'success'
      ? 'Account created'
      : flow.step === 'otp'
        ? 'Check your email'
        : 'Create your account';
  return (
    <div className="ion-page survey-signup">
      <div className="sign-in-modal-head">
        <h2 id="survey-signup-title">{title}</h2>
        <button type="button" className="sign-in-modal-close" aria-label="Close" onClick={onDismiss}>
          ×
        </button>
      </div>
      <div className="sign-in-modal-body survey-signup-body">
        {flow.step === 'success' ? (
          <div className="auth-success" role="status">
            <IonIcon icon={checkmarkCircle} aria-hidden="true" />
            <h2>{flow.welcomeText}</h2>
            <p>Your account is ready. Loading your recommendations…</p>
          </div>
        ) : flow.step === 'otp' ? (
          <OtpStep flow={flow} idPrefix="survey-signup" />
        ) : (
          <SignupDetailsForm flow={flow} idPrefix="survey-signup" />
        )}
      </div>
    </div>
  );
}
