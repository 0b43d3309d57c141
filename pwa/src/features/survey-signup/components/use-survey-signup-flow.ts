/**
 * The survey sign-up's steps (spec part 1 §4 "Survey signup modal"): details → otp (after a
 * successful sign-up call; the 10-minute countdown starts) → success (after verification). Resend is
 * possible only at countdown 0 and repeats the sign-up call. The session is stored as soon as the
 * code is verified (a verified code is used up, so a session must not hang on the 2 s pause); the
 * page is told and the modal closes 2 s after the welcome shows.
 */
import type { SurveyData } from '@propai/api/domain/survey/survey-data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authErrorText } from '../../../lib/auth/auth-errors';
import {
  OTP_COUNTDOWN_SECONDS,
  SUCCESS_CLOSE_MS,
  authTexts,
  isValidOtp,
  stripMobile,
  stripOtp,
  welcome,
} from '../../../lib/auth/auth-rules';
import { completeSignIn } from '../../../lib/auth/complete-sign-in';
import { toAuthUser } from '../../../lib/auth/to-auth-user';
import { useCountdown } from '../../../lib/auth/use-countdown';
import { verifyOtp } from '../../../lib/auth/verify-otp';
import type { AuthUser } from '../../../lib/session/session-user';
import { useSignInModalStore } from '../../../lib/session/use-sign-in-modal';
import { completeDeviceSurvey } from '../api/device-survey';
import { signupWithSurvey } from '../api/signup-with-survey';
import {
  SIGNUP_INVALID,
  type SignupDetails,
  type SignupField,
  canSubmitSignup,
  emptyDetails,
  toUserInfo,
} from '../survey-signup-rules';

export type SignupStep = 'details' | 'otp' | 'success';

/** The server names fields 'userInfo.email'; the form's fields are the last part. */
function fieldErrors(fields: Record<string, string> | undefined): Partial<Record<SignupField, string>> {
  const out: Partial<Record<SignupField, string>> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name = key.replace(/^userInfo\./, '') as SignupField;
    out[name] = name === 'email' ? authTexts.email : message;
  }
  return out;
}

export function useSurveySignupFlow(onSignedIn: (user: AuthUser) => void, onDismiss: () => void) {
  const [step, setStep] = useState<SignupStep>('details');
  const [details, setDetails] = useState<SignupDetails>(() => emptyDetails());
  const [survey, setSurvey] = useState<SurveyData | null>(null);
  const [otp, setOtpValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Partial<Record<SignupField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState<{ challengeId: string; email: string } | null>(null);
  const [signedIn, setSignedIn] = useState<AuthUser | null>(null);
  /** The server knows this mobile under another email: signing in there is the way forward. */
  const [registered, setRegistered] = useState(false);
  const countdown = useCountdown();
  const done = useRef({ onSignedIn, onDismiss });
  done.current = { onSignedIn, onDismiss };

  useEffect(() => {
    // The session store must be listening for 'auth:login' by the end (app/session-start.ts).
    window.dispatchEvent(new Event('auth:needed'));
    let live = true;
    void completeDeviceSurvey().then((found) => {
      if (!live || !found) return;
      setSurvey(found);
      // The survey already says when: the form starts with it.
      setDetails((d) => (d.planningToBuy ? d : { ...d, planningToBuy: found.timeline }));
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (step !== 'success' || !signedIn) return;
    const timer = window.setTimeout(() => {
      done.current.onSignedIn(signedIn);
      done.current.onDismiss();
    }, SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, step]);

  const setField = useCallback((field: SignupField, value: string) => {
    setDetails((d) => ({ ...d, [field]: field === 'mobile' ? stripMobile(value) : value }));
    setServerFields((f) => ({ ...f, [field]: undefined }));
    setError(null);
    setRegistered(false);
  }, []);

  /** The sign-up call: from the details (submit) and again for Resend. */
  const send = useCallback(async (): Promise<boolean> => {
    if (!canSubmitSignup(details)) {
      setError(SIGNUP_INVALID);
      return false;
    }
    setBusy(true);
    setError(null);
    const answer = await signupWithSurvey({ surveyData: survey ?? {}, userInfo: toUserInfo(details) });
    setBusy(false);
    const data = answer.data;
    if (answer.ok && data.challengeId) {
      setSent({ challengeId: data.challengeId, email: data.email ?? details.email.trim() });
      setNotice(data.emailDisabled ? authTexts.emailDisabled : (data.message ?? null));
      setOtpValue('');
      countdown.start(OTP_COUNTDOWN_SECONDS);
      return true;
    }
    setServerFields(fieldErrors(data.fields));
    setRegistered(answer.status === 409);
    if (answer.status === 409 && data.attachedEmail) {
      // This form cannot move a mobile between accounts; the sign-in modal's conflict panel can.
      setError(
        `This mobile number is registered with ${data.attachedEmail}. Sign in with that email instead.`,
      );
    } else setError(authErrorText(answer, authTexts.sendFailed));
    return false;
  }, [countdown, details, survey]);

  const submit = useCallback(async () => {
    if (busy) return;
    if (await send()) setStep('otp');
  }, [busy, send]);

  const resend = useCallback(async () => {
    if (countdown.secondsLeft > 0 || busy) return;
    await send(); // a refusal shows on the otp step; the old code stays valid until it expires
  }, [busy, countdown.secondsLeft, send]);

  const setOtp = useCallback((value: string) => {
    setOtpValue(stripOtp(value));
    setError(null);
  }, []);

  const verify = useCallback(async () => {
    if (!sent || busy) return;
    if (!isValidOtp(otp)) {
      setError(authTexts.otp);
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await verifyOtp(sent.challengeId, otp);
    const { token, user } = answer.data;
    if (!answer.ok || !token || !user) {
      setBusy(false);
      setError(authErrorText(answer, authTexts.verifyFailed));
      return;
    }
    try {
      await completeSignIn({ token, user });
    } catch {
      setBusy(false);
      setError(authTexts.verifyFailed);
      return;
    }
    setBusy(false);
    countdown.stop();
    setSignedIn(toAuthUser(user));
    setStep('success');
  }, [busy, countdown, otp, sent]);

  /** Closes this modal and opens the sign-in modal (which can send the code to the attached email). */
  const signInInstead = useCallback(() => {
    done.current.onDismiss();
    useSignInModalStore.getState().show();
  }, []);

  const back = useCallback(() => {
    setStep('details');
    setError(null);
    setNotice(null);
    setOtpValue('');
    countdown.stop();
  }, [countdown]);

  return {
    step,
    details,
    hasSurvey: survey !== null,
    registered,
    signInInstead,
    otp,
    busy,
    error,
    serverFields,
    notice,
    sentTo: sent?.email ?? '',
    welcomeText: welcome(signedIn?.firstName || details.firstName.trim()),
    secondsLeft: countdown.secondsLeft,
    setField,
    submit,
    setOtp,
    verify,
    resend,
    back,
  };
}

export type SurveySignupFlow = ReturnType<typeof useSurveySignupFlow>;
