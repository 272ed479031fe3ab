import { Check } from "lucide-react";
import { ADVENTURE_TAGS, type AdventureTag } from "../../../../../domain/adventure/adventure-rules";
import { cn } from "../../../lib/cn";

/** The 31 adventure types as toggle chips. */
export function TagPicker({ value, onChange }: { value: AdventureTag[]; onChange: (tags: AdventureTag[]) => void }) {
	return (
		<fieldset className="min-w-0">
			<legend className="text-sm font-semibold text-ink-700">Adventure type</legend>
			<div className="mt-2 flex flex-wrap gap-2">
				{ADVENTURE_TAGS.map((tag) => {
					const selected = value.includes(tag);
					return (
						<button
							key={tag}
							type="button"
							aria-pressed={selected}
							onClick={() => onChange(selected ? value.filter((t) => t !== tag) : [...value, tag])}
							className={cn(
								"inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors",
								selected
									? "border-brand-600 bg-brand-600 text-white"
									: "border-sand-200 bg-white text-ink-700 hover:border-brand-300 hover:bg-brand-50",
							)}
						>
							{selected && <Check aria-hidden className="size-3.5" />}
							{tag}
						</button>
					);
				})}
			</div>
		</fieldset>
	);
}
