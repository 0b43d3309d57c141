import { ComingPage } from '../../../components/ui/coming-page';

export default function BlogsPage() {
  return (
    <ComingPage
      title="Blogs"
      eyebrow="Insights"
      description="Articles and guides on buying and renting in Delhi NCR are coming soon."
    />
  );
}
