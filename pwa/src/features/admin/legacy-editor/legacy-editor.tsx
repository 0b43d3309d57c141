/**
 * The legacy project editor (spec part 3 §2 "Legacy project editor"): loads the project as the
 * editor's model from `GET /api/projects/{id}/admin/legacy`, saves it whole with
 * `PUT /api/projects/{id}`, and on success goes to /projects/{id}. Lazy-loaded by the modern
 * editor's "legacy editor" toggle and mounted on its own at /projects/{id}/edit.
 *
 * Admins only, decided by the server: a signed-in non-admin (the API's 403) is sent to / as the
 * spec says; a visitor who is not signed in goes to sign-in and comes back here.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { getLegacyProject, saveLegacyProject } from './api/legacy-project-api';
import type { EditorProject } from './domain/editor-project';
import { normaliseProject } from './domain/normalise-project';
import { LegacyForm } from './legacy-form';
import './legacy-editor.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; project: EditorProject }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string };

/** How long 'Project updated successfully!' shows before the project page opens. */
const SAVED_PAUSE_MS = 700;

export default function LegacyProjectEditor({
  projectId,
  headingLevel = 2,
}: {
  projectId: string;
  headingLevel?: 1 | 2;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStore((s) => s.status);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const projectPath = `/projects/${encodeURIComponent(projectId)}`;

  const leave = useCallback(
    (status: number) => {
      if (status === 401) {
        const next = encodeURIComponent(location.pathname + location.search);
        navigate(`/login?next=${next}`, { replace: true });
      } else navigate('/', { replace: true });
    },
    [location.pathname, location.search, navigate],
  );

  useEffect(() => {
    if (session === 'loading') return;
    if (session === 'signed-out') {
      leave(401);
      return;
    }
    let live = true;
    setLoad({ kind: 'loading' });
    getLegacyProject(projectId)
      .then((answer) => live && setLoad({ kind: 'ready', project: normaliseProject(answer.project) }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) leave(error.status);
        else if (error instanceof ApiError && error.status === 404) setLoad({ kind: 'not-found' });
        else setLoad({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [projectId, session, attempt, leave]);

  if (load.kind === 'loading') return <PageLoading />;
  if (load.kind === 'not-found')
    return (
      <div className="le-editor">
        <p className="le-banner le-banner-error" role="alert">
          Project not found (id: {projectId})
        </p>
      </div>
    );
  if (load.kind === 'failed')
    return <ErrorBox message={load.message} onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <LegacyForm
      key={attempt}
      initial={load.project}
      headingLevel={headingLevel}
      onCancel={() => navigate(projectPath)}
      onSave={async (body) => {
        try {
          await saveLegacyProject(projectId, body);
        } catch (error) {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403))
            leave(error.status);
          throw error;
        }
        // Let the success line be read, then show the saved project (spec: go to /projects/{id}).
        setTimeout(() => navigate(projectPath), SAVED_PAUSE_MS);
      }}
    />
  );
}
