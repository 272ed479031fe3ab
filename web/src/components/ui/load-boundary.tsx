import { Component, type ReactNode } from "react";

interface LoadBoundaryProps {
	/** What shows instead of the part that failed; `retry` renders the part again. */
	fallback: (retry: () => void) => ReactNode;
	children: ReactNode;
}

interface LoadBoundaryState {
	failed: boolean;
}

/**
 * Keeps the rest of the page when one part of it fails to render, most often because its code could
 * not be fetched (the family went offline after the page loaded): that part shows `fallback` instead
 * of the whole screen going blank.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
	override state: LoadBoundaryState = { failed: false };

	static getDerivedStateFromError(): LoadBoundaryState {
		return { failed: true };
	}

	retry = () => this.setState({ failed: false });

	override render() {
		return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
	}
}
