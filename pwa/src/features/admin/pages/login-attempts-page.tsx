import { ComingPage } from '../../../components/ui/coming-page';

export default function LoginAttemptsPage() {
  return (
    <ComingPage
      title="Login attempts"
      eyebrow="Admin"
      description="The sign-in audit log with filters is coming soon."
    />
  );
}
