import { Check, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { INTEREST_MAX, INTEREST_TAGS } from "../../../../../domain/adventure/adventure-rules";
import { normaliseInterestTags, PROFILE_INTERESTS_MAX } from "../../../../../domain/user/profile-rules";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

const SUGGESTED: readonly string[] = INTEREST_TAGS;

/**
 * Interests: the 16 suggested tags as toggle chips, plus custom ones typed in (trimmed, lowercased;
 * blanks and duplicates ignored), each custom one removable.
 */
export function InterestTagsField({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
	const [draft, setDraft] = useState("");
	const id = useId();
	const custom = value.filter((tag) => !SUGGESTED.includes(tag));
	const full = value.length >= PROFILE_INTERESTS_MAX;

	function add() {
		onChange(normaliseInterestTags([...value, draft]));
		setDraft("");
	}

	return (
		<fieldset className="grid min-w-0 gap-3">
			<legend className="text-sm font-semibold text-ink-700">Interests</legend>
			<div className="flex flex-wrap gap-2">
				{SUGGESTED.map((tag) => {
					const selected = value.includes(tag);
					return (
						<button
							key={tag}
							type="button"
							aria-pressed={selected}
							disabled={!selected && full}
							onClick={() =>
								onChange(selected ? value.filter((t) => t !== tag) : normaliseInterestTags([...value, tag]))
							}
							className={cn(
								"inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors disabled:opacity-50",
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
			{custom.length > 0 && (
				<ul aria-label="Custom interests" className="flex flex-wrap gap-2">
					{custom.map((tag) => (
						<li
							key={tag}
							className="inline-flex items-center gap-1 rounded-full bg-sunrise-100 py-1 pr-1 pl-3 text-sm font-semibold text-ink-900"
						>
							{tag}
							<button
								type="button"
								aria-label={`Remove ${tag}`}
								onClick={() => onChange(value.filter((t) => t !== tag))}
								className="rounded-full p-1 hover:bg-white/70"
							>
								<X aria-hidden className="size-3.5" />
							</button>
						</li>
					))}
				</ul>
			)}
			<div className="grid gap-2">
				<Label htmlFor={id}>Add a custom interest</Label>
				<div className="flex gap-2">
					<Input
						id={id}
						value={draft}
						maxLength={INTEREST_MAX}
						placeholder="e.g. rock pools"
						disabled={full}
						onChange={(event) => setDraft(event.target.value)}
						onKeyDown={(event) => {
							if (event.key === "Enter") {
								event.preventDefault();
								add();
							}
						}}
					/>
					<Button variant="outline" onClick={add} disabled={full || !draft.trim()} aria-label="Add interest">
						<Plus aria-hidden className="size-4" />
						Add
					</Button>
				</div>
			</div>
		</fieldset>
	);
}
