import type { ProjectDetail } from '../api/project-types';
import { plotPlaces, plotRadiusKm } from '../domain/location-plot';

const SIZE = 320;

/** Location: connectivity lists and an SVG map that needs no tile server (works offline). */
export default function LocationSection({ project }: { project: ProjectDetail }) {
  const loc = project.location;
  const center = loc?.coordinates;
  const places = loc?.connectivity?.nearbyPlaces ?? [];
  const placed = center ? plotPlaces(center, places) : [];
  const radius = plotRadiusKm(placed);
  const scale = (SIZE / 2 - 24) / radius;
  const at = (v: number) => SIZE / 2 + v * scale;
  return (
    <section
      className="pd-section"
      id="location"
      data-testid="section-location"
      aria-labelledby="location-title"
    >
      <h2 className="pd-section-title" id="location-title">
        Location
      </h2>
      <p>
        {[loc?.address, project.locality, project.city, loc?.pincode].filter(Boolean).join(', ')}
        {loc?.landmark && <span className="pd-muted"> · near {loc.landmark}</span>}
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
              {[1, 2, 3].map((k) => (
                <circle
                  key={k}
                  cx={SIZE / 2}
                  cy={SIZE / 2}
                  r={(k * radius * scale) / 3}
                  className="pd-map-ring"
                />
              ))}
              <text x={SIZE / 2 + 4} y={SIZE / 2 - (radius * scale) / 3 - 3} className="pd-map-scale">
                {((radius / 3) % 1 === 0 ? radius / 3 : (radius / 3).toFixed(1)) + ' km'}
              </text>
              {placed.map((p) => (
                <g key={p.name} className={`pd-map-place pd-map-${p.type}`}>
                  <line x1={SIZE / 2} y1={SIZE / 2} x2={at(p.x)} y2={at(p.y)} className="pd-map-link" />
                  <circle cx={at(p.x)} cy={at(p.y)} r="5" />
                  <text x={at(p.x)} y={at(p.y) - 8} textAnchor="middle">
                    {p.name.length > 22 ? `${p.name.slice(0, 21)}…` : p.name}
                  </text>
                </g>
              ))}
              <circle cx={SIZE / 2} cy={SIZE / 2} r="8" className="pd-map-home" />
              <text x={SIZE / 2} y={SIZE / 2 + 22} textAnchor="middle" className="pd-map-home-label">
                {project.name}
              </text>
            </svg>
            <figcaption className="pd-muted">
              {center.lat.toFixed(4)}, {center.lng.toFixed(4)} · distances to scale
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
