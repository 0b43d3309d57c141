import { AUDIT_OUTCOMES, type AuditFilters, MAX_LIMIT, outcomeLabels } from '../login-audit-query';

interface Props {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  onSubmit: () => void;
  onReset: () => void;
  busy: boolean;
  problem: string | null;
}

/** The six filters of spec part 1 §3 'Login audit filters'. */
export function LoginAuditFilters({ filters, onChange, onSubmit, onReset, busy, problem }: Props) {
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <form
      className="audit-filters"
      aria-label="Filter sign-in attempts"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Email
        <input
          type="email"
          value={filters.email}
          autoCapitalize="off"
          spellCheck={false}
          placeholder="any"
          onChange={(e) => set('email', e.target.value.toLowerCase())}
        />
      </label>
      <label>
        Mobile
        <input
          type="tel"
          inputMode="numeric"
          value={filters.mobile}
          maxLength={10}
          placeholder="any"
          onChange={(e) => set('mobile', e.target.value.replace(/\D/g, '').slice(0, 10))}
        />
      </label>
      <label>
        Outcome
        <select
          value={filters.outcome}
          onChange={(e) => set('outcome', e.target.value as AuditFilters['outcome'])}
        >
          <option value="">All outcomes</option>
          {AUDIT_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {o} — {outcomeLabels[o]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Since
        <input type="date" value={filters.since} onChange={(e) => set('since', e.target.value)} />
      </label>
      <label>
        Until
        <input type="date" value={filters.until} onChange={(e) => set('until', e.target.value)} />
      </label>
      <label>
        Limit
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LIMIT}
          step={1}
          value={filters.limit}
          onChange={(e) => set('limit', e.target.value)}
        />
      </label>
      {problem && (
        <p className="audit-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="audit-actions">
        <button type="submit" className="audit-button" disabled={busy || problem !== null}>
          Apply filters
        </button>
        <button type="button" className="audit-link" onClick={onReset} disabled={busy}>
          Reset
        </button>
      </div>
    </form>
  );
}
