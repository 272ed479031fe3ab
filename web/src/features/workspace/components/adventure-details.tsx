import { CalendarDays, MapPin, Users } from "lucide-react";
import type { Adventure } from "../../../../../domain/adventure/adventure-rules";
import { formatDateRange, TagList, travelersLabel } from "../../adventures";

/** Facts of an adventure as one line of chips (desktop header) — location, dates, people. */
export function AdventureFacts({ adventure }: { adventure: Adventure }) {
	return (
		<div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-500">
			<span className="inline-flex items-center gap-1.5">
				<MapPin aria-hidden className="size-4 text-sunrise-500" />
				{adventure.location}
			</span>
			<span className="inline-flex items-center gap-1.5">
				<CalendarDays aria-hidden className="size-4" />
				{formatDateRange(adventure.startDate, adventure.endDate)}
			</span>
			{adventure.numberOfTravelers != null && (
				<span className="inline-flex items-center gap-1.5">
					<Users aria-hidden className="size-4" />
					{travelersLabel(adventure.numberOfTravelers)}
				</span>
			)}
			{adventure.kidAges.length > 0 && <span>Kids ages: {adventure.kidAges.join(", ")}</span>}
		</div>
	);
}

/** The revealed details: tags and description. */
export function AdventureExtraDetails({ adventure }: { adventure: Adventure }) {
	return (
		<div className="grid gap-3">
			{adventure.tags.length > 0 && <TagList tags={adventure.tags} max={adventure.tags.length} />}
			{adventure.description ? (
				<p className="max-w-3xl text-sm leading-relaxed text-ink-700">{adventure.description}</p>
			) : (
				<p className="text-sm text-ink-500">No description yet.</p>
			)}
		</div>
	);
}
