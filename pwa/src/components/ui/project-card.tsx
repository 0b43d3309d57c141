import { Link } from 'react-router-dom';
import { CompareToggle } from './compare-toggle';
import { SaveButton } from './save-button';
import type { ProjectCardView } from '../../lib/card-models';
import './cards.css';
import { CardPhoto } from './card-photo';

interface ProjectCardProps {
  project: ProjectCardView;
  /** 'list' lays the photo beside the text on wide screens; 'grid' stacks it. */
  layout?: 'grid' | 'list';
  /** The first cards of a page load eagerly (largest paint); the rest lazily. */
  eager?: boolean;
}

/** A developer project: photo, name, place, price range, configurations; opens /projects/{slug}. */
export function ProjectCard({ project, layout = 'grid', eager = false }: ProjectCardProps) {
  return (
    <div className="pcard-wrap">
      <Link to={project.href} className={`pcard pcard-${layout}`} data-testid="project-card">
        <div className="pcard-media">
          <CardPhoto src={project.image} eager={eager} />
          <div className="pcard-tags">
            {project.featured && <span className="tag tag-featured">Featured</span>}
            {project.verified && <span className="tag tag-verified">Verified</span>}
          </div>
          {project.score != null && (
            <span className="pcard-score" title="PropAI score from RERA, escrow, delays and reports">
              {project.score.toFixed(1)}
              <small>/10</small>
            </span>
          )}
        </div>
        <div className="pcard-body">
          <h3 className="pcard-title">{project.name}</h3>
          <p className="pcard-sub">{[project.developer, project.place].filter(Boolean).join(' · ')}</p>
          <p className="pcard-price" data-testid="card-price">
            {project.priceText}
          </p>
          <p className="pcard-facts">{[project.configText, project.areaText].filter(Boolean).join(' · ')}</p>
          <p className="pcard-status">
            {project.status} · Possession {project.possession}
          </p>
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is not valid HTML. */}
      <CompareToggle kind="project" id={project.id} source={project.source} />
      <SaveButton
        type="project"
        id={project.id}
        name={project.name}
        snapshot={() => import('../../lib/compare-item').then((m) => m.projectToCompare(project.source))}
      />
    </div>
  );
}
