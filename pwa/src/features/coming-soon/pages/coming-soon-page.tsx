import { ComingPage } from '../../../components/ui/coming-page';

interface ComingSoonPageProps {
  /** The menu entry's label, used as the page heading and title. */
  title: string;
  /** 'Beta' features are being tested; 'Coming Soon' ones are not built yet. */
  stage?: 'Beta' | 'Coming Soon';
}

/** Shared by the menu targets of the top navigation that are not built yet (spec part 1 §2.3). */
export default function ComingSoonPage({ title, stage = 'Coming Soon' }: ComingSoonPageProps) {
  const description =
    stage === 'Beta'
      ? `${title} is in beta and not open to everyone yet. We are working on it.`
      : `${title} is coming soon. We are working on it.`;
  return <ComingPage title={title} eyebrow={stage} description={description} />;
}
