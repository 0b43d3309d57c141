/**
 * /tools/application (Rent menu, "One profile to send owners"): a tenant fills one rental
 * application and sends it to every owner they enquire with, as a message they share or copy.
 * Saved on this device with every keystroke (use-remembered.ts), so it survives a reload, going
 * offline and a crash; nothing is sent to our server. A signed-in tenant's name, mobile and email
 * fill in the empty fields.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PageLayout } from '../../../components/ui/page-layout';
import '../../../components/ui/cards.css';
import '../../../components/ui/choice-chips.css';
import '../../../components/ui/form.css';
import { useSessionStore } from '../../../lib/session/session-store';
import { ApplicationFields } from '../components/application-fields';
import { ApplicationPreview } from '../components/application-preview';
import { DocumentsChecklist } from '../components/documents-checklist';
import { ToolNav } from '../components/tool-nav';
import '../components/tools.css';
import {
  applicationText,
  blankApplication,
  checkApplication,
  readApplication,
  todayIso,
  type ApplicationErrors,
  type ApplicationField,
  type RentalApplication,
} from '../domain/rental-application';
import { DOCUMENT_IDS, DOCUMENT_LABELS } from '../domain/rental-documents';
import { useRemembered } from '../domain/use-remembered';

const readStored = (stored: Record<string, unknown>) => readApplication(stored, DOCUMENT_IDS);

export default function RentalApplicationPage() {
  const user = useSessionStore((s) => s.user);
  const blank = useCallback(
    (): RentalApplication => ({
      ...blankApplication(),
      name: user?.name ?? '',
      mobile: user?.mobile ?? '',
      email: user?.email ?? '',
    }),
    [user],
  );
  const { value: app, update, replace, clear, saved } = useRemembered('application', readStored, blank);
  const [touched, setTouched] = useState<ReadonlySet<ApplicationField>>(new Set());
  const [tried, setTried] = useState(false);
  const today = todayIso();

  // The session loads after the first paint: its details fill only the fields still empty.
  useEffect(() => {
    if (!user) return;
    const patch: Partial<RentalApplication> = {};
    if (!app.name.trim() && user.name) patch.name = user.name;
    if (!app.mobile.trim() && user.mobile) patch.mobile = user.mobile;
    if (!app.email.trim() && user.email) patch.email = user.email;
    if (Object.keys(patch).length > 0) update(patch);
    // Once per signed-in user, not on every keystroke (an emptied field stays empty).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);

  const errors = checkApplication(app, today);
  const complete = Object.keys(errors).length === 0;
  const shownErrors: ApplicationErrors = tried
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([f]) => touched.has(f as ApplicationField)));
  const text = useMemo(() => applicationText(app, DOCUMENT_LABELS), [app]);

  const leave = useCallback(
    (field: ApplicationField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))),
    [],
  );

  /** Share or Copy before it is complete: every error shows, and the first field takes the focus. */
  const showMissing = () => {
    setTried(true);
    const first = Object.keys(errors)[0];
    const box = first ? document.getElementById(`ra-${first}`) : null;
    const target = box instanceof HTMLInputElement ? box : box?.querySelector<HTMLElement>('button, input');
    target?.focus();
    box?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  const clearAll = () => {
    const before = app;
    clear();
    setTouched(new Set());
    setTried(false);
    return () => replace(before);
  };

  const toggleDoc = (id: string) =>
    update({ docs: app.docs.includes(id) ? app.docs.filter((d) => d !== id) : [...app.docs, id] });

  return (
    <PageLayout
      title="Rental application"
      eyebrow="Rent"
      lead="One profile to send owners: fill it in once, then share it with every owner you enquire with."
      className="tl-page"
    >
      <ToolNav />
      <p className="tl-device-note tl-app-note">
        Saved on this device as you type, and works offline. Nothing is sent anywhere until you share it.
      </p>
      {!saved && (
        <p className="tl-error" role="alert">
          This device is not keeping your answers (storage is full or blocked); they will be lost on reload.
        </p>
      )}
      <div className="tl-app-layout">
        <div className="tl-app-main">
          <form
            className="tl-app-form"
            aria-label="Rental application"
            noValidate
            onSubmit={(e) => e.preventDefault()}
          >
            <ApplicationFields app={app} update={update} errors={shownErrors} onLeave={leave} today={today} />
            <p className="tl-muted tl-app-fair">
              It does not ask for religion, caste, food habits or marital status: none of them says whether a
              tenant pays on time or looks after a home.
            </p>
          </form>
          <DocumentsChecklist ready={app.docs} onToggle={toggleDoc} />
        </div>
        <div className="tl-app-side">
          <ApplicationPreview text={text} complete={complete} onIncomplete={showMissing} onClear={clearAll} />
          {tried && !complete && (
            <p className="tl-error tl-error-sm" role="alert">
              {Object.keys(errors).length === 1
                ? 'One answer is missing or needs a fix: it is marked in red.'
                : `${Object.keys(errors).length} answers are missing or need a fix: they are marked in red.`}
            </p>
          )}
        </div>
      </div>
    </PageLayout>
  );
}
