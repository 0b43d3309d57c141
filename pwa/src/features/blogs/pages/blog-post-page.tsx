import { ComingPage } from '../../../components/ui/coming-page';

export default function BlogPostPage() {
  return <ComingPage title="Blog" eyebrow="Insights" description="This article is coming soon." />;
}
