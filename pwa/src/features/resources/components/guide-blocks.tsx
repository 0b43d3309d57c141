/**
 * The blocks a guide step is made of (content/guide-types.ts). A published rule always shows its
 * source and its "as of"; the state charges always end with "rates change: confirm before you pay".
 */
import type { GuideBlock, GuideLink, PublishedRule, StateCharges } from '../content/guide-types';

/** An official site: a plain link that opens in a new tab (external items are plain links). */
export function ExternalLink({ link, className }: { link: GuideLink; className?: string }) {
  return (
    <a className={className} href={link.to} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function RuleBox({ rule }: { rule: PublishedRule }) {
  return (
    <div className="rs-rule" role="note">
      <h3 className="rs-block-title">{rule.title}</h3>
      <p className="rs-text">{rule.text}</p>
      <p className="rs-source">
        Source: {rule.source}. {rule.asOf}.
      </p>
    </div>
  );
}

function StateCard({ charges }: { charges: StateCharges }) {
  return (
    <div className="rs-state" data-testid="state-charges">
      <h4 className="rs-state-name">{charges.state}</h4>
      <p className="rs-state-covers">{charges.covers}</p>
      <dl className="rs-state-rates">
        <dt>Stamp duty</dt>
        <dd>
          <ul>
            {charges.stampDuty.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        <dt>Registration</dt>
        <dd>{charges.registration}</dd>
        {charges.dependsOn && (
          <>
            <dt>Also depends on</dt>
            <dd>{charges.dependsOn}</dd>
          </>
        )}
      </dl>
      <p className="rs-source">
        Source: {charges.source} · <ExternalLink link={charges.portal} />
      </p>
    </div>
  );
}

function Charges({ states, asOf }: { states: StateCharges[]; asOf: string }) {
  return (
    <div className="rs-charges">
      <h3 className="rs-block-title">Stamp duty and registration by state</h3>
      <div className="rs-state-grid">
        {states.map((s) => (
          <StateCard key={s.state} charges={s} />
        ))}
      </div>
      <p className="rs-confirm" role="note" data-testid="rates-confirm">
        <strong>Rates change:</strong> confirm with the sub-registrar or the state&apos;s portal before you
        pay. Rates as of {asOf}.
      </p>
    </div>
  );
}

export function GuideBlockView({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'text':
      return <p className="rs-text">{block.text}</p>;
    case 'list':
      return (
        <ul className="rs-list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'checklist':
      return (
        <div className="rs-checklist">
          <h3 className="rs-block-title">{block.title}</h3>
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
    case 'rule':
      return <RuleBox rule={block} />;
    case 'charges':
      return <Charges states={block.states} asOf={block.asOf} />;
    case 'note':
      return (
        <div className="rs-note" role="note">
          <h3 className="rs-block-title">{block.title}</h3>
          <p className="rs-text">{block.text}</p>
        </div>
      );
    case 'caution':
      return (
        <p className="rs-caution" role="note">
          <strong>Careful: </strong>
          {block.text}
        </p>
      );
  }
}
