import { compassOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/ui/message-page';

export default function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      icon={compassOutline}
      message="The page you are looking for does not exist or has moved."
      actions={
        <Link to="/" className="button-link">
          Go to the home page
        </Link>
      }
    />
  );
}
