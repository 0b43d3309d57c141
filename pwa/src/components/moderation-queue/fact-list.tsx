import type { ReactNode } from 'react';

/** Label / value pairs of the side panel; pairs without a value are left out, not shown empty. */
export function FactList({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="mq-facts">
      {facts
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
