import { Link } from 'react-router-dom';

/**
 * "Legal checks" on /monetization/services?type=legal (the Agents menu): what to ask a property
 * lawyer to verify, and how to look a project up on its state's RERA portal. PropAI lists no lawyers
 * and sells no legal service, and says so; the portals are the regulators' own sites.
 */
const CHECKS: Array<{ title: string; items: string[] }> = [
  {
    title: 'Any home',
    items: [
      "The seller's title: the chain of deeds back to the first allotment, and that every owner on record is selling.",
      "No mortgage, lien, court case or earlier agreement against the home (a search of the sub-registrar's records).",
      'The home matches the approved building plan and the land use allows housing.',
      'Who signs: every co-owner, or a registered power of attorney that is still valid.',
      'Property tax, society and utility dues paid up to date.',
    ],
  },
  {
    title: 'A new project from a builder',
    items: [
      'The RERA registration covers your tower or phase, and is still valid.',
      "The builder's title to the land and its approvals (in Haryana, the town planning department's licence).",
      "The agreement for sale, clause by clause, against the state's model agreement under its RERA rules.",
      "Whether the project is mortgaged to a lender, and that lender's no-objection to your purchase.",
    ],
  },
  {
    title: 'A resale home',
    items: [
      'Occupancy and completion certificates for the building.',
      "The society's no-objection certificate and no-dues letter; for leasehold land, the development authority's transfer permission.",
      'If the seller has a loan on it: how the bank is paid off and releases the original deeds at the sale.',
      "The mutation record: the property tax record in the seller's name.",
    ],
  },
];

const PORTALS: Array<{ state: string; authority: string; covers: string; note?: string; site: string }> = [
  {
    state: 'Haryana',
    authority: 'Haryana Real Estate Regulatory Authority (HRERA)',
    covers: 'Gurgaon (Gurugram), Faridabad',
    note: "Two benches, Gurugram and Panchkula, each covering its own districts: search under the bench named on the project's registration certificate.",
    site: 'haryanarera.gov.in',
  },
  {
    state: 'Uttar Pradesh',
    authority: 'Uttar Pradesh Real Estate Regulatory Authority (UP RERA)',
    covers: 'Noida, Greater Noida, Ghaziabad',
    site: 'up-rera.in',
  },
  {
    state: 'Delhi',
    authority: 'Real Estate Regulatory Authority, NCT of Delhi (RERA Delhi)',
    covers: 'all of Delhi',
    site: 'rera.delhi.gov.in',
  },
];

const COMPARE = [
  "The promoter's name and the registration number the builder gave you.",
  "The registration's validity and the completion date declared to RERA, against the date you were promised.",
  'The approved plans and the number of flats.',
  'The quarterly progress updates the builder files.',
  'Complaints and orders against the project or the builder.',
];

export function LegalChecks() {
  return (
    <>
      <section className="billing-free" aria-labelledby="legal-honest-title">
        <h2 id="legal-honest-title" className="billing-headline">
          PropAI does not list lawyers or sell legal services
        </h2>
        <p className="billing-text">
          This is what to ask a property lawyer of your choosing to verify before you pay a token, and how to
          look a project up yourself. Ask for the fee in writing before the work starts, and for the findings
          as a written title report.
        </p>
      </section>

      <h2 className="billing-list-title">What to ask a lawyer to verify</h2>
      <div className="bl-checks">
        {CHECKS.map((group) => (
          <section key={group.title} className="bl-check-group">
            <h3>{group.title}</h3>
            <ul className="bl-ticks">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <h2 className="billing-list-title">Look a project up on its state&apos;s RERA portal</h2>
      <ul className="bl-portals">
        {PORTALS.map((p) => (
          <li key={p.state} className="bl-portal" data-testid="rera-portal">
            <h3>{p.state}</h3>
            <p className="bl-portal-authority">{p.authority}</p>
            <p className="bl-muted">For {p.covers}</p>
            {p.note && <p className="bl-muted">{p.note}</p>}
            <a
              href={`https://${p.site}`}
              target="_blank"
              rel="noopener noreferrer"
              className="bl-portal-link"
            >
              {p.site}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <section className="bl-group" aria-labelledby="legal-compare-title">
        <h3 id="legal-compare-title" className="bl-subtitle">
          On the portal, compare with what you were told
        </h3>
        <ul className="bl-ticks">
          {COMPARE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <p className="bl-next">
        <Link to="/explore">Check a project&apos;s record on PropAI</Link>
        <Link to="/resources/buying-guide#title-checks">Buying guide: resale title checks</Link>
      </p>
    </>
  );
}
