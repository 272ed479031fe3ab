import { CalendarDays, MapPin } from "lucide-react";
import { formatDateRange } from "../format";

/** A card's title (2 lines), location (1 line) and date range: My Adventures and Discover share it. */
export function AdventureCardHeading({
	adventure,
}: {
	adventure: { title: string; location: string; startDate: string; endDate: string };
}) {
	return (
		<>
			<h3 className="line-clamp-2 font-display text-lg leading-snug font-extrabold text-ink-900 group-hover:text-brand-700">
				{adventure.title}
			</h3>
			<p className="flex items-center gap-1.5 text-sm text-ink-500">
				<MapPin aria-hidden className="size-4 shrink-0 text-sunrise-500" />
				<span className="line-clamp-1">{adventure.location}</span>
			</p>
			<p className="flex items-center gap-1.5 text-sm text-ink-500">
				<CalendarDays aria-hidden className="size-4 shrink-0" />
				{formatDateRange(adventure.startDate, adventure.endDate)}
			</p>
		</>
	);
}
