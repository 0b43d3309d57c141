import { ComingPage } from '../../../components/ui/coming-page';

export default function ProjectAdminPage() {
  return (
    <ComingPage
      title="Project admin"
      eyebrow="Admin"
      description="Editing a project's data, price list and fair-value sheet is coming soon."
    />
  );
}
