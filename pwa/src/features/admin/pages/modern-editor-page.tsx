import { ComingPage } from '../../../components/ui/coming-page';

export default function ModernEditorPage() {
  return (
    <ComingPage
      title="Project editor"
      eyebrow="Admin"
      description="The section-by-section project editor is coming soon."
    />
  );
}
