import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SurveyData } from '../survey-filters';

/**
 * Survey answers carried into explore: the navigation state from /explore-projects (recommendations
 * pass `{ surveyData }`), else on /explore-projects the newest survey saved on the device. The
 * database module is imported on demand so /explore's chunk does not carry Dexie.
 */
export function useSurveyData(): SurveyData | null {
  const location = useLocation();
  const [fromState] = useState(() => {
    const state = location.state as { surveyData?: SurveyData } | null;
    return state?.surveyData ?? null;
  });
  const [onDevice, setOnDevice] = useState<SurveyData | null>(null);
  const [carries] = useState(() => location.pathname === '/explore-projects');
  useEffect(() => {
    if (fromState || !carries) return;
    let live = true;
    import('../../../db/db')
      .then(({ db }) => db.pendingSurveys.orderBy('createdAt').last())
      .then((row) => {
        if (live && row) setOnDevice(row.surveyData);
      })
      .catch(() => undefined); // no IndexedDB: no banner, the shell already reports storage trouble
    return () => {
      live = false;
    };
  }, [fromState, carries]);
  return fromState ?? onDevice;
}
