import { ProjectView } from '../components/project-view';

/**
 * One of the three /spotlight/{slug} pages (SPOTLIGHTS in the domain package): the project whose
 * slug the URL names, so the page never shows another project than its address.
 */
export default function SpotlightPage({ slug }: { slug: string }) {
  return <ProjectView idOrSlug={slug} />;
}
