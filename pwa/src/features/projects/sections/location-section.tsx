import type { ProjectDetail } from '../api/project-types';
import { SectionStamp } from '../components/section-stamps';
import { addressLine, landmarkText } from '../domain/address-line';
import { plotPlaces, plotRadiusKm, ringKm, toPixels } from '../domain/location-plot';

const SIZE = 320;
/** Labels near the sides grow inwards instead of being cut off by the map's edge. */
const anchor = (x: number) => (x < 80 ? 'start' : x > SIZE - 80 ? 'end' : 'middle');

/** Location: connectivity lists and an SVG map that needs no tile server (works offline). */
export default function LocationSection({ project }: { project: ProjectDetail }) {
  const loc = project.location;
  const center = loc?.coordinates;
  const places = loc?.connectivity?.nearbyPlaces ?? [];
  const placed = center ? plotPlaces(center, places) : [];
  const radius = plotRadiusKm(placed);
  const R = SIZE / 2 - 24;
  const spot = (p: { x: number; y: number }) => {
    const { dx, dy } = toPixels(p, radius, R);
    return { cx: SIZE / 2 + dx, cy: SIZE / 2 + dy };
  };
  return (
    <section
      className="pd-section"
      id="location"
      data-testid="section-location"
      aria-labelledby="location-title"
    >
      <div className="pd-section-head">
        <h2 className="pd-section-title" id="location-title">
          Location
        </h2>
        <SectionStamp sectionId="location" />
      </div>
      <p>
        {addressLine({
          address: loc?.address,
          locality: project.locality,
          city: project.city,
          pincode: loc?.pincode,
        })}
        {loc?.landmark && <span className="pd-muted"> · {landmarkText(loc.landmark)}</span>}
      </p>
      <div className="pd-location">
        {center ? (
          <figure className="pd-map">
            <svg
              viewBox={`0 0 ${SIZE} ${SIZE}`}
              role="img"
              aria-label={`Map of ${project.name ?? 'the project'} and nearby places`}
            >
              <rect width={SIZE} height={SIZE} rx="12" className="pd-map-bg" />
              {ringKm(radius).map((km, k) => (
                <g key={km}>
                  <circle cx={SIZE / 2} cy={SIZE / 2} r={((k + 1) * R) / 3} className="pd-map-ring" />
                  {/* Lower right of each ring: the top, where places start, would collide with their labels. */}
                  <text
                    x={SIZE / 2 + (((k + 1) * R) / 3) * 0.71 + 2}
                    y={SIZE / 2 + (((k + 1) * R) / 3) * 0.71 + 10}
                    className="pd-map-scale"
                  >
                    {km} km
                  </text>
                </g>
              ))}
              {placed.map((p, i) => {
                const { cx, cy } = spot(p);
                return (
                  <g key={p.name} className={`pd-map-place pd-map-${p.type}`}>
                    <line x1={SIZE / 2} y1={SIZE / 2} x2={cx} y2={cy} className="pd-map-link" />
                    <circle cx={cx} cy={cy} r="5" />
                    {/* Alternate above/below so neighbouring labels do not print over each other. */}
                    <text x={cx} y={i % 2 ? cy + 16 : cy - 8} textAnchor={anchor(cx)}>
                      {p.name.length > 22 ? `${p.name.slice(0, 21)}…` : p.name}
                    </text>
                  </g>
                );
              })}
              <circle cx={SIZE / 2} cy={SIZE / 2} r="8" className="pd-map-home" />
              <text x={SIZE / 2} y={SIZE / 2 + 22} textAnchor="middle" className="pd-map-home-label">
                {project.name}
              </text>
            </svg>
            <figcaption className="pd-muted">
              {center.lat.toFixed(4)}, {center.lng.toFixed(4)} · distances on a square-root scale
              {placed.some((p) => !p.exact) && '; direction not recorded'} ·{' '}
              <a
                href={`https://www.openstreetmap.org/?mlat=${center.lat}&mlon=${center.lng}#map=15/${center.lat}/${center.lng}`}
                target="_blank"
                rel="noreferrer"
              >
                Open in a map
              </a>
            </figcaption>
          </figure>
        ) : (
          <p className="pd-muted">No coordinates recorded.</p>
        )}
        <div>
          <h3 className="pd-card-title">Nearby</h3>
          {places.length ? (
            <ul className="pd-list">
              {places.map((p) => (
                <li key={p.name}>
                  {p.name}{' '}
                  <span className="pd-muted">
                    · {p.type} · {p.distanceKm} km
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="pd-muted">No nearby places recorded.</p>
          )}
          {(loc?.connectivity?.publicTransport?.length ?? 0) > 0 && (
            <>
              <h3 className="pd-card-title">Connectivity</h3>
              <ul className="pd-list">
                {loc!.connectivity!.publicTransport!.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
