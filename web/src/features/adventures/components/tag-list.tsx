import { cn } from "../../../lib/cn";

/** Tags as chips, at most `max`, then a '+N more' chip. */
export function TagList({ tags, max = 6, className }: { tags: readonly string[]; max?: number; className?: string }) {
	const shown = tags.slice(0, max);
	const hidden = tags.length - shown.length;
	if (tags.length === 0) return null;
	return (
		<ul className={cn("flex flex-wrap gap-1.5", className)}>
			{shown.map((tag) => (
				<li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
					{tag}
				</li>
			))}
			{hidden > 0 && (
				<li className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-ink-500">+{hidden} more</li>
			)}
		</ul>
	);
}
