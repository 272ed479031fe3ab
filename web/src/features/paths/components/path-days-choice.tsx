import { ArrowRightLeft, CalendarX } from "lucide-react";
import type { ReactNode } from "react";
import { plural } from "../../../../../domain/english";
import { Dialog } from "../../../components/ui/dialog";
import { dayLabel, type Trip, tripDates } from "../trip-days";

/** What happens to the paths whose day falls outside the trip's new dates (`pathDays` on the adventure's update). */
export type PathDays = "move" | "unassign";

type Dates = Pick<Trip, "startDate" | "endDate">;

/** The dated paths that the new dates leave outside the trip. */
export function pathsOutside<T extends { date: string | null }>(paths: readonly T[], next: Dates): T[] {
	const days = new Set(tripDates(next));
	return paths.filter((p) => p.date !== null && !days.has(p.date));
}

/**
 * Asked before saving new trip dates that leave dated paths outside the trip: move the days with
 * the dates (each path keeps its day of the trip) or remove their day (the paths stay, undated).
 */
export function PathDaysChoice({
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
	onChoose: (choice: PathDays) => void;
}) {
	const them = paths.length === 1 ? "it" : "them";
	return (
		<Dialog
			open={open}
			onOpenChange={onOpenChange}
			title="Some paths fall outside the new dates"
			description={`${plural(paths.length, "path")} ${paths.length === 1 ? "has" : "have"} a day the new dates leave out. What should happen to ${them}?`}
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
					label={`Move ${them} with the new dates`}
					hint="Each path keeps its day of the trip: Day 2 stays Day 2."
					onClick={() => onChoose("move")}
				/>
				<Choice
					icon={<CalendarX aria-hidden className="size-5 shrink-0" />}
					label={`Remove ${paths.length === 1 ? "its" : "their"} day`}
					hint="Their stops stay as they are; only the day goes."
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
