import { Link } from 'react-router-dom';
import { CompareToggle } from '../../../components/ui/compare-toggle';
import { SaveButton } from '../../../components/ui/save-button';
import { PROJECT_COVER_SIZES, photoSrcSet, sizedPhoto } from '../../../lib/photo-sizes';
import type { ProjectDetail } from '../api/project-types';
import { BookingLink } from './booking-link';
import { ProjectReportsLink } from './project-reports-link';

/** Name, developer, the booking link, 'Back to Buy', and the sale type / verified / location cards. */
export function ProjectHeader({ project, onLinked }: { project: ProjectDetail; onLinked: () => void }) {
  const place = [...new Set([project.sector, project.locality, project.city].filter(Boolean))].join(', ');
  return (
    <header className="pd-head">
      <Link to="/buy" className="pd-back">
        ← Back to Buy
      </Link>
      {project.coverImage && (
        // The page's largest paint: asked for first, in a screen size, in a box sized before it loads.
        <img
          className="pd-cover"
          src={sizedPhoto(project.coverImage, 800)}
          srcSet={photoSrcSet(project.coverImage)}
          sizes={photoSrcSet(project.coverImage) ? PROJECT_COVER_SIZES : undefined}
          alt=""
          width={800}
          height={450}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      )}
      <h1 className="page-title" data-testid="project-name">
        {project.name}
      </h1>
      <p className="pd-dev">by {project.developer ?? 'Unknown developer'}</p>
      <div className="pd-actions">
        <BookingLink projectId={project.id} onLinked={onLinked} />
        <CompareToggle kind="project" id={project.id} source={project} variant="button" />
        <SaveButton type="project" id={project.id} name={project.name ?? 'this project'} variant="button" />
        <ProjectReportsLink projectRef={project.slug ?? project.id} />
        {/* Offered only where a plan exists: without one the viewer has nothing to show. */}
        {project.floorPlanKey && (
          <Link
            className="btn btn-outline btn-sm"
            to={`/floorplan/${project.id}?mode=3d&key=${encodeURIComponent(project.floorPlanKey)}`}
          >
            Floor plans
          </Link>
        )}
      </div>
      <div className="pd-cards">
        <div className="pd-card pd-card-sm">
          <span className="pd-muted">Sale type</span>
          <strong className="pd-cap">{project.saleType ?? 'primary'}</strong>
        </div>
        <div className="pd-card pd-card-sm">
          <span className="pd-muted">Verified</span>
          <strong>{project.verified ? '✓ Verified' : 'Not verified'}</strong>
        </div>
        <div className="pd-card pd-card-sm">
          <span className="pd-muted">Location</span>
          <strong>{place || '-'}</strong>
        </div>
        <div className="pd-card pd-card-sm">
          <span className="pd-muted">Status</span>
          <strong>
            {project.status ?? '-'}
            {project.possession?.year
              ? ` · ${project.possession.quarter ?? ''} ${project.possession.year}`
              : ''}
          </strong>
        </div>
      </div>
    </header>
  );
}
