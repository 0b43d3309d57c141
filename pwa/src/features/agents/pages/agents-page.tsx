import { ComingPage } from '../../../components/ui/coming-page';

export default function AgentsPage() {
  return (
    <ComingPage
      title="Find an agent"
      eyebrow="Agents"
      description="Searching agents, property managers and builders by area is coming soon."
    />
  );
}
