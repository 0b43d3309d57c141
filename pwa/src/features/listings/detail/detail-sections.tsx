/** The listing detail page's sections; each renders nothing when the listing states nothing for it. */
import { COMMERCIAL_META_FIELDS } from '@propai/api/domain/posting/commercial-fields';
import type { CommercialSubType } from '@propai/api/domain/posting/commercial-types';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type AreaUnit, areaUnitLabels, formatIndianNumber } from '../../../lib/format';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import type { ListingDetailView, PriceInsights } from '../api/detail-extras';
import {
  amenityList,
  areaRows,
  commercialFacts,
  type Fact,
  keyFacts,
  listedBy,
  mapsLink,
  pgFacts,
  placeLine,
} from '../domain/detail-rules';

export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section className="ld-section" aria-labelledby={id ? `${id}-h` : undefined} data-testid={id}>
      <h2 className="ld-h2" id={id ? `${id}-h` : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FactList({ facts, testId }: { facts: Fact[]; testId?: string }) {
  return (
    <dl className="ld-facts" data-testid={testId}>
      {facts.map((f) => (
        <div className="ld-fact" key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="ld-chips">
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}

export function KeyFacts({ listing }: { listing: ListingDetailView }) {
  const facts = keyFacts(listing);
  if (!facts.length) return null;
  return (
    <Section title="Key facts" id="key-facts">
      <FactList facts={facts} />
    </Section>
  );
}

const UNITS: AreaUnit[] = ['sqft', 'sqm', 'sqyd'];
const UNIT_NAMES: Record<AreaUnit, string> = { sqft: 'sq ft', sqm: 'sq m', sqyd: 'sq yd' };

/** Areas with a unit switch (spec §9 conversions: 1 sq m = 10.7639 sq ft, 1 sq yd = 9 sq ft). */
export function Areas({ listing }: { listing: ListingDetailView }) {
  const [unit, setUnit] = useState<AreaUnit>('sqft');
  const rows = areaRows(listing, unit);
  if (!rows.length) return null;
  return (
    <Section title="Areas" id="areas">
      <div className="ld-seg" role="group" aria-label="Area unit">
        {UNITS.map((u) => (
          <button
            key={u}
            type="button"
            className={`ld-seg-btn${u === unit ? ' is-on' : ''}`}
            aria-pressed={u === unit}
            title={areaUnitLabels[u]}
            onClick={() => setUnit(u)}
          >
            {UNIT_NAMES[u]}
          </button>
        ))}
      </div>
      <FactList facts={rows.map((r) => ({ label: r.label, value: r.text }))} testId="area-rows" />
    </Section>
  );
}

export function PgDetails({ listing }: { listing: ListingDetailView }) {
  if (listing.category !== 'pg') return null;
  const { facts, amenities, rules } = pgFacts(listing.pgMeta);
  if (!facts.length && !amenities.length && !rules.length) return null;
  return (
    <Section title="PG details" id="pg-details">
      {facts.length > 0 && <FactList facts={facts} />}
      {amenities.length > 0 && (
        <>
          <h3 className="ld-h3">Amenities</h3>
          <Chips items={amenities} />
        </>
      )}
      {rules.length > 0 && (
        <>
          <h3 className="ld-h3">House rules</h3>
          <FactList facts={rules} />
        </>
      )}
    </Section>
  );
}

const SUB_TYPE_NAMES: Record<string, string> = {
  office: 'Office',
  retail: 'Retail',
  mall_shop: 'Mall shop',
  coworking: 'Co-working',
  warehouse: 'Warehouse',
  land: 'Commercial land',
};

export function CommercialDetails({ listing }: { listing: ListingDetailView }) {
  const sub = listing.commercialSubType as CommercialSubType | undefined;
  if (listing.category !== 'commercial' || !sub || !COMMERCIAL_META_FIELDS[sub]) return null;
  const monthly = listing.listingType?.toLowerCase() === 'rent';
  const fields = COMMERCIAL_META_FIELDS[sub].filter((f) => !('rentOnly' in f && f.rentOnly) || monthly);
  const facts = [{ label: 'Type', value: SUB_TYPE_NAMES[sub] ?? sub }, ...commercialFacts(listing, fields)];
  return (
    <Section title={`${SUB_TYPE_NAMES[sub] ?? 'Commercial'} details`} id="commercial-details">
      <FactList facts={facts} />
    </Section>
  );
}

export function Features({ listing }: { listing: ListingDetailView }) {
  const amenities = amenityList(listing.amenities);
  const utilities: Fact[] = [];
  if (listing.parking) utilities.push({ label: 'Parking', value: listing.parking });
  if (listing.powerBackup) utilities.push({ label: 'Power backup', value: listing.powerBackup });
  if (listing.waterSource) utilities.push({ label: 'Water source', value: listing.waterSource });
  return (
    <>
      {listing.highlights.length > 0 && (
        <Section title="Highlights" id="highlights">
          <ul className="ld-highlights">
            {listing.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </Section>
      )}
      {amenities.length > 0 && (
        <Section title="Amenities" id="amenities">
          <Chips items={amenities} />
        </Section>
      )}
      {utilities.length > 0 && (
        <Section title="Parking, power and water" id="utilities">
          <FactList facts={utilities} />
        </Section>
      )}
    </>
  );
}

export function LocationBlock({ listing }: { listing: ListingDetailView }) {
  const place = placeLine(listing);
  const link = mapsLink(listing);
  if (!place && !link) return null;
  return (
    <Section title="Location" id="location">
      {place && <p className="ld-text">{place}</p>}
      {listing.landmark && <p className="ld-muted">Near {listing.landmark}</p>}
      {link && (
        <a className="btn btn-outline btn-sm" href={link} target="_blank" rel="noopener noreferrer">
          Open in Maps
        </a>
      )}
    </Section>
  );
}

export function ListedBy({ listing }: { listing: ListingDetailView }) {
  const by = listedBy(listing);
  return (
    <Section title="Listed by" id="listed-by">
      <p className="ld-lister">
        <span className="ld-lister-name">{by.name ?? by.role}</span>
        <span className="tag">{by.role}</span>
      </p>
      {(by.company || by.reraId) && (
        <FactList
          facts={[
            ...(by.company ? [{ label: 'Company', value: by.company }] : []),
            ...(by.reraId ? [{ label: 'RERA id', value: by.reraId }] : []),
          ]}
        />
      )}
    </Section>
  );
}

/** The new project the listing is in (the API names it from the project itself), else nothing. */
export function ProjectLink({ listing }: { listing: ListingDetailView }) {
  const project = listing.project;
  if (!project) return null;
  return (
    <Section title="Project" id="project">
      <Link to={`/projects/${encodeURIComponent(project.slug)}`} className="ld-project-link">
        <span>
          Part of <strong>{project.name}</strong>
        </span>
        <span className="ld-project-go" aria-hidden="true">
          ›
        </span>
      </Link>
    </Section>
  );
}

/**
 * Price insights (GET /api/listings/{ref}/price-insights): this listing's ₹/sq ft against the
 * median of comparable live listings, with their number and the method. Shown only when the API
 * answers and has enough comparables (`available`); nothing otherwise, never a guess.
 */
export function PriceInsightsBlock({ listingRef }: { listingRef: string }) {
  const q = useFreshQuery<PriceInsights>(`/listings/${encodeURIComponent(listingRef)}/price-insights`);
  if (q.status !== 'ready') return null;
  const p = q.result.data;
  if (!p.available || p.medianPerSqft == null || p.listingPerSqft == null) return null;
  const diff = p.differencePct;
  const verdict =
    diff == null
      ? null
      : Math.abs(diff) < 0.5
        ? 'In line with the median.'
        : `${Math.abs(Math.round(diff))} % ${diff > 0 ? 'above' : 'below'} the median.`;
  return (
    <Section title="Price insights" id="price-insights">
      <FactList
        facts={[
          { label: 'This listing', value: `₹${formatIndianNumber(Math.round(p.listingPerSqft))} /sq ft` },
          {
            label: `Median of ${p.comparables} comparable listings`,
            value: `₹${formatIndianNumber(Math.round(p.medianPerSqft))} /sq ft`,
          },
        ]}
      />
      {verdict && <p className="ld-text">{verdict}</p>}
      <p className="ld-muted">{p.method}</p>
    </Section>
  );
}
