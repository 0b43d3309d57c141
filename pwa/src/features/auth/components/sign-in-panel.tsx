import { IonIcon } from '@ionic/react';
import { checkmarkCircle } from 'ionicons/icons';
import { DetailsStep } from './details-step';
import { OtpStep } from '../../../components/auth/otp-step';
import '../../../components/auth/auth-form.css';
import type { SignInFlow } from './use-sign-in-flow';

/** The three steps of spec part 1 §2.2, as used by both the modal and the /login page. */
export function SignInPanel({ flow, idPrefix }: { flow: SignInFlow; idPrefix: string }) {
  if (flow.step === 'success') {
    return (
      <div className="auth-success" role="status">
        <IonIcon icon={checkmarkCircle} aria-hidden="true" />
        <h2>{flow.welcomeText}</h2>
        <p>You are signed in.</p>
      </div>
    );
  }
  return flow.step === 'otp' ? (
    <OtpStep flow={flow} idPrefix={idPrefix} />
  ) : (
    <DetailsStep flow={flow} idPrefix={idPrefix} />
  );
}
