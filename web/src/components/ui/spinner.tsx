import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

/** A spinner with its text; `fullScreen` centres it in the viewport (gate and auth loading). */
export function Spinner({ label = "Loading...", fullScreen = false }: { label?: string; fullScreen?: boolean }) {
	return (
		<div
			role="status"
			aria-live="polite"
			className={cn("flex flex-col items-center justify-center gap-3 text-ink-500", fullScreen ? "min-h-dvh" : "py-16")}
		>
			<LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
			<span className="text-sm font-medium">{label}</span>
		</div>
	);
}
