import { Component, createContext, use, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const RouteErrorContext = createContext<unknown>(undefined);

/** What the nearest route threw, for the route's error element (RouteErrorScreen). */
export function useRouteErrorValue(): unknown {
  return use(RouteErrorContext);
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  /** The location the error happened at: moving elsewhere clears it, as a data router does. */
  locationKey: string;
}

type BoundaryState = { failed: false } | { failed: true; error: unknown; at?: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failed) return null;
    if (state.at === undefined) return { ...state, at: props.locationKey };
    return state.at === props.locationKey ? null : { failed: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

/** A route's errorElement: shown instead of the route when the route (or a child without its own) throws. */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary fallback={fallback} locationKey={key}>
      {children}
    </Boundary>
  );
}
