import { guideMessages } from "../../../../../domain/guide/guide-rules";

/** Shown while Wunder works: the live status from the room, or 'Wundering...' until one arrives. */
export function TypingIndicator({ status }: { status: string | null }) {
	return (
		<div
			role="status"
			aria-live="polite"
			className="flex scroll-mt-4 items-center gap-3 rounded-2xl rounded-tl-sm bg-white px-4 py-3 shadow-sm"
		>
			<span className="flex gap-1" aria-hidden>
				{[0, 150, 300].map((delay) => (
					<span
						key={delay}
						className="size-2 animate-bounce rounded-full bg-brand-400"
						style={{ animationDelay: `${delay}ms` }}
					/>
				))}
			</span>
			<span className="text-sm font-medium text-ink-700" data-testid="guide-status">
				{status || guideMessages.defaultStatus}
			</span>
		</div>
	);
}
