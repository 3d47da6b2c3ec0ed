// A screen that crashes (or whose chunk fails to load) shows the 500 page inside the shell
// instead of a blank console. Keyed by location, so navigating away resets it.
import { Component, type ReactNode } from 'react';
import { ServerErrorPage } from '../pages/ServerErrorPage';

interface State {
  failed: boolean;
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Screen crashed', error);
  }

  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
