import { signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { Component, type ReactNode } from "react";
import { CallLink } from "../components/CallLink";
import { phones } from "../content/business";

/** How many pages' code is on its way right now. */
export const pagesLoading = signal(0);

/** Counts a page's code as loading until it arrives or fails. */
export function trackPageLoad<T>(loading: Promise<T>): Promise<T> {
  pagesLoading.value++;
  return loading.finally(() => pagesLoading.value--);
}

/**
 * While the next page's code loads, the current page stays on screen (React
 * keeps it during the transition); on a slow signal this bar says something
 * is happening. It fades in only after a moment, so fast loads show nothing.
 */
export function PageLoadProgress() {
  useSignals();
  if (pagesLoading.value === 0) return null;
  return <div className="page-progress" role="progressbar" aria-label="Loading page" />;
}

type Props = { path: string; children: ReactNode };
type State = { failed: boolean; path: string };

/**
 * A page whose code could not be fetched (the signal dropped) would otherwise
 * leave a blank screen: this shows the call link and a way to try again. The
 * whole page is reloaded on retry; every public page is also served as HTML.
 */
export class PageLoadBoundary extends Component<Props, State> {
  state = { failed: false, path: this.props.path };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Going to another path clears the failure, so that page gets its chance.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  componentDidCatch(error: unknown) {
    console.warn("a page failed to load", error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page container narrow center" role="alert">
        <h1>This page didn't load</h1>
        <p>Your connection may have dropped. Try again, or call us if you need help on the road right now.</p>
        <p className="actions">
          <CallLink source="page-error" phone={phones.emergency} className="btn btn-primary" />
          <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
            Try Again
          </button>
        </p>
      </section>
    );
  }
}
