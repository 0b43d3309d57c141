// Placeholder until branch legacy19 lands the real legacy form editor (the lead keeps that one).
export default function LegacyProjectEditor({ projectId }: { projectId: string }) {
  return <p className="ed-hint">The legacy editor for {projectId} is not built yet.</p>;
}
