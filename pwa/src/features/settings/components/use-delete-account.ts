/**
 * The delete-account flow: explain → a code mailed to the account's own address → confirm. Its
 * code step satisfies the sign-in's `OtpFlow`, so it renders with the same OtpStep (countdown,
 * Resend at 0, Back). Resend asks for a new code (a new challenge) once the countdown is over.
 */
import { useState } from 'react';
import type { OtpFlow } from '../../../components/auth/otp-step';
import { ApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/auth/use-countdown';
import { confirmDeletion, requestDeletionCode } from '../api/settings-api';

export type DeleteStep = 'closed' | 'explain' | 'code';

export interface DeleteCalls {
  requestCode: typeof requestDeletionCode;
  confirm: typeof confirmDeletion;
}

const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

export function useDeleteAccount(
  onDeleted: () => void,
  calls: DeleteCalls = {
    requestCode: requestDeletionCode,
    confirm: confirmDeletion,
  },
) {
  const [step, setStep] = useState<DeleteStep>('closed');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown();

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await calls.requestCode();
      setChallengeId(answer.challengeId);
      setSentTo(answer.sentTo);
      setNotice(answer.emailDisabled ? answer.message : null);
      setOtp('');
      countdown.start(answer.resendInSeconds);
      setStep('code');
    } catch (err) {
      setError(messageOf(err, 'Could not send the code. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const flow: OtpFlow = {
    otp,
    busy,
    error,
    notice,
    sentTo,
    secondsLeft: countdown.secondsLeft,
    setOtp: (value) => setOtp(value.replace(/\D/g, '').slice(0, 6)),
    async verify() {
      if (!/^\d{6}$/.test(otp)) {
        setError('Please enter a valid 6-digit code.');
        return;
      }
      if (!challengeId) return;
      setBusy(true);
      setError(null);
      try {
        await calls.confirm({ challengeId, otp });
        countdown.stop();
        setStep('closed');
        onDeleted();
      } catch (err) {
        setError(messageOf(err, 'Could not delete the account. Try again.'));
      } finally {
        setBusy(false);
      }
    },
    resend: sendCode,
    back: () => {
      setError(null);
      setStep('explain');
    },
  };

  return {
    step,
    flow,
    open: () => {
      setError(null);
      setStep('explain');
    },
    close: () => setStep('closed'),
    sendCode,
    busy,
    error,
  };
}
