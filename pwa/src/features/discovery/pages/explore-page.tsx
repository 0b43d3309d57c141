import { ComingPage } from '../../../components/ui/coming-page';

export default function ExplorePage() {
  return (
    <ComingPage
      title="Explore projects"
      eyebrow="Discover"
      description="Explore new launches, upcoming and ready projects across Delhi NCR with filters and scores — this page is coming soon."
    />
  );
}
