import { IonButton } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MessagePage } from '../../components/ui/message-page';

interface Props {
  /** The page's own fallback text from spec part 1 §8, e.g. 'Project page unavailable'. */
  fallback: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One per route: a page whose code fails to load (offline before it was cached, a deploy replaced
 * its chunk) or that throws while rendering shows its own short message instead of a blank app.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.fallback}:`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MessagePage
        title={this.props.fallback}
        icon={alertCircleOutline}
        message="Check your connection and try again."
        actions={
          // A reload fetches the page's code afresh; React.lazy caches a failed import.
          <IonButton onClick={() => window.location.reload()}>Try again</IonButton>
        }
      />
    );
  }
}
