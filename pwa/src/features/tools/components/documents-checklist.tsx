/**
 * The documents to keep ready, ticked off on the device (kept with the application), and what the
 * tenant police verification in Delhi, Gurugram and Noida asks for, with its source and date.
 * Each tick is a real checkbox under a thumb-sized designed box.
 */
import { POLICE_VERIFICATION, RENTAL_DOCUMENTS } from '../domain/rental-documents';

export function DocumentsChecklist({
  ready,
  onToggle,
}: {
  ready: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <section className="tl-card" aria-labelledby="ra-docs-title">
      <h2 id="ra-docs-title">Documents to keep ready</h2>
      <p className="tl-muted">
        {ready.length} of {RENTAL_DOCUMENTS.length} ready. Ticked ones are listed in your application.
      </p>
      <ul className="tl-checklist">
        {RENTAL_DOCUMENTS.map((d) => {
          const on = ready.includes(d.id);
          return (
            <li key={d.id}>
              <label className={on ? 'tl-check is-on' : 'tl-check'}>
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={on}
                  onChange={() => onToggle(d.id)}
                  aria-describedby={`ra-doc-${d.id}`}
                />
                <span className="tl-check-box" aria-hidden="true">
                  {on ? '✓' : ''}
                </span>
                <span className="tl-check-text">
                  <strong>{d.label}</strong>
                  <span id={`ra-doc-${d.id}`}>{d.text}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <h3 className="tl-card-sub">Tenant police verification</h3>
      <p>{POLICE_VERIFICATION.text}</p>
      <p className="tl-muted">
        Source: {POLICE_VERIFICATION.source}, as of {POLICE_VERIFICATION.asOf}. {POLICE_VERIFICATION.caveat}
      </p>
    </section>
  );
}
