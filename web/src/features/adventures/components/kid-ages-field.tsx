import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { addKidAge, KID_AGE_MAX, KID_AGE_MIN, removeKidAge } from "../../../../../domain/adventure/adventure-rules";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";

/** Kids' ages added one at a time (whole years from KID_AGE_MIN to KID_AGE_MAX, duplicates ignored), shown sorted, each removable. */
export function KidAgesField({ value, onChange }: { value: number[]; onChange: (ages: number[]) => void }) {
	const [draft, setDraft] = useState("");
	const id = useId();
	const age = Number(draft);
	const valid = draft.trim() !== "" && Number.isInteger(age) && age >= KID_AGE_MIN && age <= KID_AGE_MAX;

	function add() {
		if (!valid) return;
		onChange(addKidAge(value, age));
		setDraft("");
	}

	return (
		<div className="grid gap-2">
			<Label htmlFor={id}>Kids' ages (optional)</Label>
			<div className="flex gap-2">
				<Input
					id={id}
					type="number"
					inputMode="numeric"
					min={KID_AGE_MIN}
					max={KID_AGE_MAX}
					step={1}
					placeholder={`Age, ${KID_AGE_MIN} to ${KID_AGE_MAX}`}
					value={draft}
					onChange={(event) => setDraft(event.target.value)}
					onKeyDown={(event) => {
						if (event.key === "Enter") {
							event.preventDefault();
							add();
						}
					}}
					className="max-w-40"
				/>
				<Button variant="outline" onClick={add} disabled={!valid} aria-label="Add kid age">
					<Plus aria-hidden className="size-4" />
					Add
				</Button>
			</div>
			{value.length > 0 && (
				<ul className="flex flex-wrap gap-2" aria-label="Kids' ages">
					{value.map((kidAge) => (
						<li
							key={kidAge}
							className="inline-flex items-center gap-1 rounded-full bg-sunrise-50 py-1 pr-1 pl-3 text-sm font-semibold text-sunrise-700"
						>
							{kidAge} {kidAge === 1 ? "year" : "years"}
							<button
								type="button"
								onClick={() => onChange(removeKidAge(value, kidAge))}
								aria-label={`Remove age ${kidAge}`}
								className="inline-flex items-center justify-center rounded-full p-1 hover:bg-sunrise-100 max-sm:min-h-11 max-sm:min-w-11"
							>
								<X aria-hidden className="size-3.5" />
							</button>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}
