import { formatDay } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { SurveyLead } from './get-survey-leads';
import { preferenceText, viaText } from './lead-preferences';

/** Wide enough for the seven columns; below it each lead is a card. */
const TABLE_QUERY = '(min-width: 900px)';

function Contact({ lead }: { lead: SurveyLead }) {
  return (
    <>
      <a href={`mailto:${lead.email}`}>{lead.email}</a>
      {lead.mobile && (
        <>
          <br />
          <a href={`tel:+91${lead.mobile}`}>{lead.mobile}</a>
        </>
      )}
    </>
  );
}

/** The survey sign-ups: a table on wide screens, cards on a phone. */
export function SurveyLeadsList({ leads }: { leads: SurveyLead[] }) {
  const wide = useMediaQuery(TABLE_QUERY);
  if (wide) {
    return (
      <div className="sa-table-wrap">
        <table className="sa-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Contact</th>
              <th scope="col">Signed up</th>
              <th scope="col">Purpose</th>
              <th scope="col">Budget</th>
              <th scope="col">Locations</th>
              <th scope="col">Homes</th>
              <th scope="col">Timeline</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((l) => {
              const p = l.preferences ? preferenceText(l.preferences) : null;
              return (
                <tr key={l.userId}>
                  <td>
                    <strong>{l.name}</strong>
                    <br />
                    <small>{viaText(l.via)}</small>
                  </td>
                  <td>
                    <Contact lead={l} />
                  </td>
                  <td>{formatDay(l.signedUpAt)}</td>
                  <td>{p?.purpose ?? '—'}</td>
                  <td>{p?.budget ?? '—'}</td>
                  <td>{p?.places ?? '—'}</td>
                  <td>{p?.homes ?? '—'}</td>
                  <td>{p?.timeline ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className="sa-lead-cards">
      {leads.map((l) => {
        const p = l.preferences ? preferenceText(l.preferences) : null;
        return (
          <li key={l.userId} className="sa-card sa-lead-card">
            <div className="sa-lead-head">
              <strong>{l.name}</strong>
              <small>
                {formatDay(l.signedUpAt)} · {viaText(l.via)}
              </small>
            </div>
            <p className="sa-lead-contact">
              <Contact lead={l} />
            </p>
            {p ? (
              <dl className="sa-lead-prefs">
                <dt>Purpose</dt>
                <dd>{p.purpose}</dd>
                <dt>Budget</dt>
                <dd>{p.budget}</dd>
                <dt>Locations</dt>
                <dd>{p.places}</dd>
                <dt>Homes</dt>
                <dd>{p.homes}</dd>
                <dt>Timeline</dt>
                <dd>{p.timeline}</dd>
              </dl>
            ) : (
              <p className="sa-note">Their stored answers no longer read as a survey.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
