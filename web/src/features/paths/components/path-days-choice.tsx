import { ArrowRightLeft, CalendarX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { plural } from "../../../../../domain/english";
import { isDayOfTrip, type PathDayChange } from "../../../../../domain/path/path-rules";
import { Dialog } from "../../../components/ui/dialog";
import { usePaths } from "../api/get-paths";
import { dayLabel, type Trip } from "../trip-days";

type Dates = Pick<Trip, "startDate" | "endDate">;

/** The dated paths that the new dates leave outside the trip. */
function pathsOutside<T extends { date: string | null }>(paths: readonly T[], next: Dates): T[] {
	return paths.filter((p) => p.date !== null && !isDayOfTrip(p.date, next.startDate, next.endDate));
}

/**
 * Saving an adventure's changes: when new dates leave dated paths outside the trip, `submit` asks
 * first (render `dialog`) and saves with the family's choice; otherwise it saves at once.
 */
export function usePathDaysGuard<C extends { startDate?: string; endDate?: string }>(
	adventure: ({ id: string } & Dates) | undefined,
	save: (changes: C, pathDays?: PathDayChange) => void,
) {
	const paths = usePaths(adventure?.id ?? "", { enabled: !!adventure });
	const [asking, setAsking] = useState<{
		changes: C;
		outside: { id: string; name: string; date: string | null }[];
	} | null>(null);
	const submit = (changes: C) => {
		const outside = adventure
			? pathsOutside(paths.data ?? [], {
					startDate: changes.startDate ?? adventure.startDate,
					endDate: changes.endDate ?? adventure.endDate,
				})
			: [];
		if (outside.length > 0) setAsking({ changes, outside });
		else save(changes);
	};
	const dialog = adventure && (
		<PathDaysChoice
			paths={asking?.outside ?? []}
			trip={adventure}
			open={asking !== null}
			onOpenChange={(open) => !open && setAsking(null)}
			onChoose={(pathDays) => {
				if (asking) save(asking.changes, pathDays);
				setAsking(null);
			}}
		/>
	);
	return { submit, dialog };
}

/**
 * Asked before saving new trip dates that leave dated paths outside the trip: move the days with
 * the dates (each path keeps its day of the trip) or remove their day (the paths stay, undated).
 */
function PathDaysChoice({
	paths,
	trip,
	open,
	onOpenChange,
	onChoose,
}: {
	paths: readonly { id: string; name: string; date: string | null }[];
	/** The trip's dates now (the paths' days are labelled against them). */
	trip: Dates;
	open: boolean;
	onOpenChange: (open: boolean) => void;
	onChoose: (choice: PathDayChange) => void;
}) {
	return (
		<Dialog
			open={open}
			onOpenChange={onOpenChange}
			title="Some paths fall outside the new dates"
			description={`${plural(paths.length, "path")} ${paths.length === 1 ? "has" : "have"} a day the new dates leave out. What should happen to the days?`}
			className="max-w-md"
		>
			<ul className="grid gap-1 text-sm text-ink-700" aria-label="Paths outside the new dates">
				{paths.map((path) => (
					<li key={path.id} className="flex min-w-0 gap-2">
						<span className="min-w-0 flex-1 truncate font-semibold">{path.name}</span>
						<span className="shrink-0 text-ink-500">{path.date ? dayLabel(path.date, trip) : ""}</span>
					</li>
				))}
			</ul>
			<div className="grid gap-3">
				<Choice
					icon={<ArrowRightLeft aria-hidden className="size-5 shrink-0" />}
					label="Move them with the new dates"
					hint="Every dated path keeps its day of the trip: Day 2 stays Day 2. A day past the new end loses its date."
					onClick={() => onChoose("move")}
				/>
				<Choice
					icon={<CalendarX aria-hidden className="size-5 shrink-0" />}
					label="Remove their day"
					hint="Only the paths listed lose their day; their stops stay as they are."
					onClick={() => onChoose("unassign")}
				/>
			</div>
		</Dialog>
	);
}

function Choice({ icon, label, hint, onClick }: { icon: ReactNode; label: string; hint: string; onClick: () => void }) {
	return (
		<button
			type="button"
			onClick={onClick}
			data-allow-wrap
			className="flex w-full items-start gap-3 rounded-2xl border border-sand-200 bg-white p-3 text-left hover:border-brand-300 hover:bg-brand-50"
		>
			<span className="text-brand-600">{icon}</span>
			<span className="grid gap-0.5">
				<span className="font-semibold text-ink-900">{label}</span>
				<span className="text-xs text-ink-500">{hint}</span>
			</span>
		</button>
	);
}
