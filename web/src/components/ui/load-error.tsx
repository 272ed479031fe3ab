import { CloudOff } from "lucide-react";
import type { ReactNode } from "react";
import { loadMessages } from "../../../../domain/api/load-rules";
import { cn } from "../../lib/cn";
import { Button } from "./button";

interface Props {
	/** What could not be loaded (domain/api/load-rules.ts). */
	message: string;
	/** Asks again (a query's `refetch`). */
	onRetry: () => unknown;
	/** The second asking is on its way: the button says so and waits. */
	retrying?: boolean;
	/** Smaller, for a tab or a card rather than a whole screen. */
	compact?: boolean;
	className?: string;
	/** A way elsewhere under 'Try again' (a screen without the header, e.g. the workspace on a phone). */
	children?: ReactNode;
}

/** A whole screen that could not load its data (the workspace, the public view, the edit form). */
export function LoadErrorScreen(props: Omit<Props, "compact" | "className">) {
	return (
		<main className="mx-auto max-w-xl px-4 py-16">
			<LoadError {...props} />
		</main>
	);
}

/**
 * The one error state of a screen's data: what failed, and 'Try again' (at least 44×44 px). Announced
 * as an alert; the button is disabled while the call is asked again.
 */
export function LoadError({ message, onRetry, retrying = false, compact = false, className, children }: Props) {
	return (
		<div
			role="alert"
			className={cn(
				"flex flex-col items-center gap-3 text-center",
				compact ? "px-4 py-8" : "mt-10 rounded-[var(--radius-card)] bg-white px-6 py-10 shadow-[var(--shadow-card)]",
				className,
			)}
		>
			<CloudOff aria-hidden className={cn("text-sunrise-600", compact ? "size-6" : "size-8")} />
			<p className="font-semibold text-ink-700">{message}</p>
			<Button variant="outline" onClick={() => void onRetry()} disabled={retrying} className="min-w-11">
				{retrying ? loadMessages.tryingAgain : loadMessages.tryAgain}
			</Button>
			{children}
		</div>
	);
}
