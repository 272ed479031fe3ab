import { Globe, Users } from "lucide-react";
import { Link } from "react-router-dom";
import { type Adventure, timingBadge, timingCategory } from "../../../../../domain/adventure/adventure-rules";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { travelersLabel } from "../format";
import { AdventureCardHeading } from "./card-heading";
import { AdventureCover } from "./cover";
import { TagList } from "./tag-list";

const badgeTone = {
	current: "bg-sunrise-700 text-white",
	upcoming: "bg-white/95 text-brand-800",
	past: "bg-ink-900/70 text-white",
} as const;

/** A My Adventures card: fixed 460 px tall, title 2 lines, description 3, location 1. */
export function AdventureCard({ adventure, today }: { adventure: Adventure; today: string }) {
	const timing = timingCategory(adventure.startDate, adventure.endDate, today);
	return (
		<Link
			to={paths.adventure(adventure.id)}
			className="group flex h-[460px] flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-pop)]"
		>
			<div className="relative h-40 shrink-0 overflow-hidden">
				<AdventureCover
					src={adventure.coverImageUrl}
					seed={adventure.id}
					className="transition-transform duration-300 group-hover:scale-105"
				/>
				<div className="absolute top-3 left-3 flex gap-2">
					<span className={cn("rounded-full px-3 py-1 text-xs font-bold shadow-sm", badgeTone[timing])}>
						{timingBadge(adventure.startDate, adventure.endDate, today)}
					</span>
					{adventure.isPublic && (
						<span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white shadow-sm">
							<Globe aria-hidden className="size-3" />
							Public
						</span>
					)}
				</div>
			</div>
			<div className="flex min-h-0 flex-1 flex-col gap-2 p-5">
				<AdventureCardHeading adventure={adventure} />
				<div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
					{adventure.numberOfTravelers != null && (
						<span className="inline-flex items-center gap-1.5">
							<Users aria-hidden className="size-4" />
							{travelersLabel(adventure.numberOfTravelers)}
						</span>
					)}
					{adventure.kidAges.length > 0 && <span>Kids ages: {adventure.kidAges.join(", ")}</span>}
				</div>
				{adventure.description && (
					<p className="line-clamp-3 text-sm leading-relaxed text-ink-500">{adventure.description}</p>
				)}
				<TagList tags={adventure.tags} className="mt-auto pt-2" />
			</div>
		</Link>
	);
}
