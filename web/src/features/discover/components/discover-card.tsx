import { Sparkles } from "lucide-react";
import { Link } from "react-router-dom";
import { dayCount } from "../../../../../domain/adventure/adventure-rules";
import { plural } from "../../../../../domain/english";
import { paths } from "../../../lib/paths";
import { AdventureCardHeading, AdventureCover, TagList } from "../../adventures";
import type { PublicAdventureCard } from "../api/get-public-adventures";

/** A Discover card (460 px like My Adventures'): opens the public view; 'Local Wunder' when near the viewer's home. */
export function DiscoverCard({ adventure, localWunder }: { adventure: PublicAdventureCard; localWunder: boolean }) {
	const days = dayCount(adventure.startDate, adventure.endDate);
	return (
		<Link
			to={paths.publicAdventure(adventure.id)}
			className="group flex h-[460px] flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-pop)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
		>
			<div className="relative h-40 shrink-0 overflow-hidden">
				<AdventureCover
					src={adventure.coverImageUrl}
					seed={adventure.id}
					className="transition-transform duration-300 group-hover:scale-105"
				/>
				<div className="absolute top-3 left-3 flex flex-wrap gap-2">
					<span className="rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-800 shadow-sm">
						{plural(days, "day")}
					</span>
					{localWunder && (
						<span className="inline-flex items-center gap-1 rounded-full bg-sunrise-700 px-3 py-1 text-xs font-bold text-white shadow-sm">
							<Sparkles aria-hidden className="size-3" />
							Local Wunder
						</span>
					)}
				</div>
			</div>
			<div className="flex min-h-0 flex-1 flex-col gap-2 p-5">
				<AdventureCardHeading adventure={adventure} />
				<div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
					{adventure.kidAges.length > 0 && <span>Kids ages: {adventure.kidAges.join(", ")}</span>}
					<span className="text-ink-500">by {adventure.owner.displayName}</span>
				</div>
				{adventure.description && (
					<p className="line-clamp-3 text-sm leading-relaxed text-ink-500">{adventure.description}</p>
				)}
				<TagList tags={adventure.tags} className="mt-auto pt-2" />
			</div>
		</Link>
	);
}
