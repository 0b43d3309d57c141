/**
 * One pulse issue whole: week label, date, minutes to read, headline, summary, then each section
 * with its numbers and the count behind each (the rules are the API's, domain/pulse/pulse-rules.ts;
 * this only shows what the issue stores, and says so where a section is empty).
 */
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/format';
import type { PulseIssue } from './pulse-api';

const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('en-IN')}%`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'Week 47, 2026 · 22 Nov 2026 · 2 min read' */
export function IssueMeta({ issue }: { issue: Pick<PulseIssue, 'weekLabel' | 'date' | 'minutesToRead'> }) {
  return (
    <p className="pulse-meta">
      <span>{issue.weekLabel}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={issue.date}>{formatDay(issue.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{issue.minutesToRead} min read</span>
    </p>
  );
}

function Section({ title, note, children }: { title: string; note: string; children?: React.ReactNode }) {
  return (
    <section className="pulse-section">
      <h3>{title}</h3>
      <p className="pulse-note">{note}</p>
      {children}
    </section>
  );
}

/** A section row naming a project or report: its link, then a line of details. */
function LinkedRow({ to, title, children }: { to: string; title: string; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className="pulse-row-main">
        <strong>{title}</strong>
      </Link>
      <span className="pulse-row-sub">{children}</span>
    </li>
  );
}

/** `sectionsOnly`: a past issue opened in place, whose list entry already shows its meta and headline. */
export function PulseIssueView({
  issue,
  sectionsOnly = false,
}: {
  issue: PulseIssue;
  sectionsOnly?: boolean;
}) {
  const { launches, prices, possession, reports } = issue;
  return (
    <article className="pulse-issue" aria-label={`Market pulse, ${issue.weekLabel}`}>
      {!sectionsOnly && (
        <>
          <IssueMeta issue={issue} />
          <h2 className="pulse-headline">{issue.headline}</h2>
        </>
      )}
      <p className="pulse-summary">{issue.summary}</p>

      <Section
        title="₹/sqft by locality"
        note={`Median asking ₹/sqft of live sale listings posted this week against the ${prices.baselineWeeks} weeks before; each side needs ${prices.minListings} listings. ${plural(prices.listingsThisWeek, 'listing')} this week.`}
      >
        {prices.moves.length > 0 ? (
          <ul className="pulse-rows">
            {prices.moves.map((m) => (
              <li key={`${m.city}-${m.locality}`}>
                <span className="pulse-row-main">
                  <strong>{m.locality}</strong>, {m.city}
                </span>
                <span className={`pulse-change ${m.changePct > 0 ? 'up' : m.changePct < 0 ? 'down' : ''}`}>
                  {signed(m.changePct)}
                </span>
                <span className="pulse-row-sub">
                  {rupees(m.baselineMedianPsf)} → {rupees(m.medianPsf)} ·{' '}
                  {plural(m.baselineListings, 'listing')} before, {m.listings} this week
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pulse-empty">Not enough data for a comparison this week.</p>
        )}
        {prices.tooFew > 0 && (
          <p className="pulse-empty">
            Not enough data in {plural(prices.tooFew, 'locality', 'localities')} (under {prices.minListings}{' '}
            listings).
          </p>
        )}
      </Section>

      <Section title="New launches" note={`${plural(launches.total, 'project')} added this week.`}>
        {launches.items.length > 0 && (
          <ul className="pulse-rows">
            {launches.items.map((l) => (
              <LinkedRow key={l.slug} to={`/projects/${l.slug}`} title={l.name}>
                {l.developer} · {l.locality}, {l.city}
              </LinkedRow>
            ))}
          </ul>
        )}
      </Section>

      <Section
        title="Possession dates passed"
        note={`${plural(possession.total, 'project')} not yet handed over whose promised possession date fell this week.`}
      >
        {possession.items.length > 0 && (
          <ul className="pulse-rows">
            {possession.items.map((p) => (
              <LinkedRow key={p.slug} to={`/projects/${p.slug}`} title={p.name}>
                {p.developer} · promised {formatDay(p.promised)}
                {p.revised ? `, now ${formatDay(p.revised)}` : ', no revised date recorded'}
              </LinkedRow>
            ))}
          </ul>
        )}
      </Section>

      <Section
        title="Most-voted community reports"
        note={`${plural(reports.total, 'report')} posted this week.`}
      >
        {reports.items.length > 0 && (
          <ul className="pulse-rows">
            {reports.items.map((r) => (
              <LinkedRow key={r.id} to={`/reports/${r.id}`} title={r.title}>
                {r.category} · {r.projectName} · {plural(r.upVotes, 'up-vote')}
              </LinkedRow>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}
