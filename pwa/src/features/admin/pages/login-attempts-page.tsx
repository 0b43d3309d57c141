import { IonIcon } from '@ionic/react';
import { alertCircleOutline, documentTextOutline } from 'ionicons/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { ApiError } from '../../../lib/api-client';
import { readRememberedAdminKey, rememberAdminKey } from '../admin-key-storage';
import { ADMIN_KEY_MESSAGE, type AuditItem, getLoginAudit } from '../api/get-login-audit';
import { AdminKeyField } from '../components/admin-key-field';
import { LoginAuditFilters } from '../components/login-audit-filters';
import { LoginAuditTable } from '../components/login-audit-table';
import '../components/login-audit.css';
import {
  type AuditFilters,
  emptyFilters,
  filtersFromSearch,
  filtersProblem,
  toAuditQuery,
} from '../login-audit-query';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; items: AuditItem[]; message: string }
  | { kind: 'needs-key' }
  | { kind: 'error'; message: string };

/** /admin/login-attempts: every sign-in attempt with its outcome (admin guard in the route table). */
export default function LoginAttemptsPage() {
  const { search } = useLocation();
  const [initialFilters] = useState(() => filtersFromSearch(search));
  const [filters, setFilters] = useState<AuditFilters>(initialFilters);
  const [adminKey, setAdminKey] = useState(readRememberedAdminKey);
  const [remember, setRemember] = useState(() => readRememberedAdminKey() !== '');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (f: AuditFilters) => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setState({ kind: 'loading' });
      try {
        const answer = await getLoginAudit(toAuditQuery(f), adminKey, c.signal);
        setState({ kind: 'ready', items: answer.items, message: answer.message });
      } catch (error) {
        if (c.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403 && error.message === ADMIN_KEY_MESSAGE) {
          setState({ kind: 'needs-key' });
          return;
        }
        setState({
          kind: 'error',
          message: error instanceof Error ? error.message : 'Could not load the attempts.',
        });
      }
    },
    [adminKey],
  );

  // First load with the default filters (and a remembered key, if any); later loads are on submit.
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void load(initialFilters);
    return () => controller.current?.abort();
  }, [load, initialFilters]);

  const problem = filtersProblem(filters);
  const submit = () => {
    rememberAdminKey(adminKey, remember);
    void load(filters);
  };

  return (
    <PageLayout
      title="Login attempts"
      eyebrow="Admin"
      lead="Every sign-in attempt and how it ended, newest first."
    >
      <div className="audit-controls">
        <LoginAuditFilters
          filters={filters}
          onChange={setFilters}
          onSubmit={submit}
          onReset={() => {
            setFilters(emptyFilters);
            void load(emptyFilters);
          }}
          busy={state.kind === 'loading'}
          problem={problem}
        />
        <AdminKeyField
          value={adminKey}
          remember={remember}
          required={state.kind === 'needs-key'}
          onChange={setAdminKey}
          onRememberChange={(r) => {
            setRemember(r);
            rememberAdminKey(adminKey, r);
          }}
        />
      </div>
      <section className="audit-results" aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <p className="audit-state" role="status">
            <span className="page-loading-spinner" aria-hidden="true" /> Loading…
          </p>
        )}
        {state.kind === 'needs-key' && (
          <div className="audit-state audit-state-error" role="alert">
            <IonIcon icon={alertCircleOutline} aria-hidden="true" />
            <p>Enter admin key. This server asks for an admin key as well as an admin sign-in.</p>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="audit-state audit-state-error" role="alert">
            <IonIcon icon={alertCircleOutline} aria-hidden="true" />
            <p>{state.message}</p>
            <button
              type="button"
              className="audit-button audit-button-secondary"
              onClick={() => void load(filters)}
            >
              Retry
            </button>
          </div>
        )}
        {state.kind === 'ready' && state.items.length === 0 && (
          <div className="audit-state">
            <IonIcon icon={documentTextOutline} aria-hidden="true" />
            <p>No sign-in attempts match these filters.</p>
          </div>
        )}
        {state.kind === 'ready' && state.items.length > 0 && (
          <>
            <p className="audit-count">{state.message}</p>
            <LoginAuditTable items={state.items} />
          </>
        )}
      </section>
    </PageLayout>
  );
}
