/**
 * The sign-in steps of spec part 1 §4 (details → otp → success, otp ↔ details), shared by the
 * modal and the /login page. All rules and texts come from auth-rules.ts; the server checks again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { completeSignIn } from '../../../lib/auth/complete-sign-in';
import { useCountdown } from '../../../lib/auth/use-countdown';
import { verifyOtp } from '../../../lib/auth/verify-otp';
import { requestOtp, resendOtp } from '../api/auth-api';
import {
  OTP_COUNTDOWN_SECONDS,
  SUCCESS_CLOSE_MS,
  type SignInDetails,
  authTexts,
  canRequestOtp,
  firstNameOf,
  isValidOtp,
  stripMobile,
  stripOtp,
  welcome,
} from '../../../lib/auth/auth-rules';

export type SignInStep = 'details' | 'otp' | 'success';

export interface MobileConflict {
  /** Masked, e.g. 'r•••@example.com'. */
  attachedEmail: string;
  cooldownDaysLeft: number;
  message: string;
}

type SendMode = 'typed' | 'useAttached' | 'allowChange';

/** `onDone` runs ~2 s after the welcome shows (the modal closes, the page navigates). */
export function useSignInFlow(onDone: () => void) {
  const [step, setStep] = useState<SignInStep>('details');
  const [details, setDetails] = useState<SignInDetails>({ name: '', mobile: '', email: '' });
  const [otp, setOtpValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<MobileConflict | null>(null);
  const [sent, setSent] = useState<{ challengeId: string; email: string } | null>(null);
  const [welcomeText, setWelcomeText] = useState('');
  const countdown = useCountdown();
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  useEffect(() => {
    if (step !== 'success') return;
    const timer = window.setTimeout(() => doneRef.current(), SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const setField = useCallback((field: keyof SignInDetails, value: string) => {
    setDetails((d) => ({ ...d, [field]: field === 'mobile' ? stripMobile(value) : value }));
    setConflict(null); // a changed mobile or email is a new question for the server
    setError(null);
  }, []);

  const sendCode = useCallback(
    async (mode: SendMode = 'typed') => {
      if (!canRequestOtp(details) || busy) {
        setError(authTexts.detailsInvalid);
        return;
      }
      setBusy(true);
      setError(null);
      const body = {
        name: details.name.trim(),
        mobile: details.mobile,
        email: details.email.trim(),
        ...(mode === 'useAttached' ? { useAttached: true } : {}),
        ...(mode === 'allowChange' ? { allowChange: true } : {}),
      };
      const answer = await requestOtp(body);
      setBusy(false);
      const data = answer.data;
      if (answer.ok && data.challengeId) {
        setSent({ challengeId: data.challengeId, email: data.email ?? body.email });
        setNotice(data.emailDisabled ? authTexts.emailDisabled : (data.message ?? null));
        setConflict(null);
        setOtpValue('');
        setStep('otp');
        countdown.start(OTP_COUNTDOWN_SECONDS);
        return;
      }
      if (
        (data.action === 'request_change_or_use_attached' || data.action === 'cooldown_403') &&
        data.attachedEmail
      ) {
        setConflict({
          attachedEmail: data.attachedEmail,
          cooldownDaysLeft: data.cooldownDaysLeft ?? 0,
          message: data.message ?? '',
        });
        return;
      }
      setError(authErrorText(answer, authTexts.sendFailed));
    },
    [busy, countdown, details],
  );

  const setOtp = useCallback((value: string) => {
    setOtpValue(stripOtp(value));
    setError(null);
  }, []);

  const verify = useCallback(async () => {
    if (!sent?.challengeId || busy) return;
    if (!isValidOtp(otp)) {
      setError(authTexts.otp);
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await verifyOtp(sent.challengeId, otp);
    if (!answer.ok || !answer.data.token || !answer.data.user) {
      setBusy(false);
      setError(authErrorText(answer, authTexts.verifyFailed));
      return;
    }
    const user = answer.data.user;
    try {
      await completeSignIn({ token: answer.data.token, user });
    } catch {
      // The device could not store the session (storage banner shows why); the server session is real.
      setBusy(false);
      setError(authTexts.verifyFailed);
      return;
    }
    setBusy(false);
    setWelcomeText(welcome(user.firstName || firstNameOf(user.name)));
    countdown.stop();
    setStep('success');
  }, [busy, countdown, otp, sent]);

  const resend = useCallback(async () => {
    if (!sent?.challengeId) {
      setError(authTexts.noUserToResend);
      return;
    }
    if (countdown.secondsLeft > 0 || busy) return;
    setBusy(true);
    setError(null);
    const answer = await resendOtp(sent.challengeId);
    setBusy(false);
    if (!answer.ok || !answer.data.challengeId) {
      setError(authErrorText(answer, authTexts.resendFailed));
      return;
    }
    // The old code is void now; the next verify must name the new challenge.
    const challengeId = answer.data.challengeId;
    setSent((s) => (s ? { ...s, challengeId } : s));
    setNotice(answer.data.message ?? null);
    setOtpValue('');
    countdown.start(OTP_COUNTDOWN_SECONDS);
  }, [busy, countdown, sent]);

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
    otp,
    busy,
    error,
    notice,
    conflict,
    sentTo: sent?.email ?? '',
    welcomeText,
    secondsLeft: countdown.secondsLeft,
    setField,
    sendCode,
    setOtp,
    verify,
    resend,
    back,
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
