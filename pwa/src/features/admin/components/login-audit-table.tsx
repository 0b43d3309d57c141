import type { AuditItem } from '../api/get-login-audit';
import { formatAuditTime } from '../login-audit-query';

const dash = (v: string | null) => v || '—';

/** The rows as a table; on phones each row stacks into a card (CSS), labels from data-label. */
export function LoginAuditTable({ items }: { items: AuditItem[] }) {
  return (
    <div className="audit-table-wrap">
      <table className="audit-table">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Outcome</th>
            <th scope="col">Email typed</th>
            <th scope="col">Mobile typed</th>
            <th scope="col">Attached email</th>
            <th scope="col">Matched user</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row, i) => (
            <tr key={`${row.createdAt}-${i}`}>
              <td data-label="Time">
                <time dateTime={row.createdAt}>{formatAuditTime(row.createdAt)}</time>
              </td>
              <td data-label="Outcome">
                <span className={`audit-outcome audit-outcome-${row.outcome}`}>{row.outcome}</span>
              </td>
              <td data-label="Email typed">{dash(row.emailTyped)}</td>
              <td data-label="Mobile typed">{dash(row.mobileTyped)}</td>
              <td data-label="Attached email">{dash(row.attachedEmail)}</td>
              <td data-label="Matched user" className="audit-mono">
                {dash(row.matchedUserId)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
