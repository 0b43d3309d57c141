import { Link } from 'react-router-dom';
import { Heart } from '../../../components/ui/save-button';

/** The call to sign in on a saved list; back here after sign-in. */
export function SignInPrompt({ title, text, next }: { title: string; text: string; next: string }) {
  return (
    <section className="saved-cta" data-testid="saved-sign-in">
      <span className="saved-cta-icon" aria-hidden="true">
        <Heart filled size={22} />
      </span>
      <div>
        <h2 className="saved-cta-title">{title}</h2>
        <p className="saved-cta-text">{text}</p>
        <Link className="btn btn-sm" to={`/login?next=${encodeURIComponent(next)}`}>
          Sign in
        </Link>
      </div>
    </section>
  );
}
