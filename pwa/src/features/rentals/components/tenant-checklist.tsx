/** The move-in checklist (domain/tenant-checklist.ts), numbered, each with the rule it rests on if any. */
import { TENANT_CHECKLIST } from '../domain/tenant-checklist';
import { TenantSection } from './tenant-section';

export function TenantChecklist() {
  return (
    <TenantSection id="tenant-checklist" title="Before you pay and move in">
      <ol className="tn-checklist">
        {TENANT_CHECKLIST.map((item) => (
          <li key={item.id}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            {item.rule && (
              <p className="tn-rule">
                <strong>The rule:</strong> {item.rule.text} Source: {item.rule.source} · as of{' '}
                {item.rule.asOf}.
              </p>
            )}
          </li>
        ))}
      </ol>
    </TenantSection>
  );
}
