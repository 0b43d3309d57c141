/**
 * The signed-in buyer's survey, for /recommendations: the survey on this device when it is
 * complete (it is newer: the device's copy is removed once the account stores it), else the one
 * stored on the account (GET /api/auth/me `user.surveyData`, spec part 2 §7 "fetch the current
 * user"). Either must pass the survey's own schema (survey-data.ts) — a half-finished or
 * malformed survey counts as none, and the page asks the buyer to take (or finish) it.
 */
import { SurveyDataSchema, type SurveyData } from '@propai/api/domain/survey/survey-data';
import type { MeAnswer } from '@propai/api/wire';
import { useEffect, useState } from 'react';
import type { PendingSurvey } from '../../../db/schema';
import type { FreshSession } from '../../../lib/fresh-fetch';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import type { ApiError } from '../../../lib/api-client';

export type MySurvey =
  | { status: 'loading' }
  | { status: 'none'; started: boolean }
  | { status: 'error'; error: ApiError; retry: () => void }
  | { status: 'ready'; survey: SurveyData; from: 'device' | 'account' };

/** The device's survey row; undefined while the database is being read. */
function useDeviceSurvey(): PendingSurvey | null | undefined {
  const [row, setRow] = useState<PendingSurvey | null | undefined>(undefined);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import('../../../db/surveys-repo')
      .then(({ watchPendingSurvey }) => {
        if (!live) return;
        stop = watchPendingSurvey((r) => setRow(r ?? null));
      })
      .catch(() => setRow(null)); // no IndexedDB: the account's survey still counts
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return row;
}

const complete = (data: unknown): SurveyData | null => {
  const parsed = SurveyDataSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

export function useMySurvey(session: FreshSession): MySurvey {
  const device = useDeviceSurvey();
  const me = useFreshQuery<MeAnswer>('/auth/me', undefined, session);
  const onDevice = device ? complete(device.surveyData) : null;
  if (onDevice) return { status: 'ready', survey: onDevice, from: 'device' };
  if (device === undefined || me.status === 'loading') return { status: 'loading' };
  if (me.status === 'error') return { status: 'error', error: me.error, retry: me.retry };
  const onAccount = complete(me.result.data.user.surveyData);
  if (onAccount) return { status: 'ready', survey: onAccount, from: 'account' };
  return { status: 'none', started: Boolean(device) || me.result.data.user.hasSurvey };
}
