import { CalendarClock, CircleCheckBig, type LucideIcon, MapPinned, Share2 } from "lucide-react";
import { loadMessages } from "../../../../../domain/api/load-rules";
import { Card } from "../../../components/ui/card";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useStats } from "../api/get-stats";

const CARDS: {
	key: "upcomingAdventures" | "completedAdventures" | "sharedLocalWunders" | "sharedAdventures";
	label: string;
	icon: LucideIcon;
	tint: string;
}[] = [
	{ key: "upcomingAdventures", label: "Upcoming Adventures", icon: CalendarClock, tint: "bg-brand-50 text-brand-700" },
	{ key: "completedAdventures", label: "Completed Adventures", icon: CircleCheckBig, tint: "bg-sand-100 text-ink-700" },
	{ key: "sharedLocalWunders", label: "Local Wunders", icon: MapPinned, tint: "bg-sunrise-50 text-sunrise-600" },
	{ key: "sharedAdventures", label: "Shared Adventures", icon: Share2, tint: "bg-brand-50 text-brand-700" },
];

/** The four profile counts (definitions in docs/decisions/profile.md): a skeleton while loading, a dash and 'Try again' when the call failed. */
export function StatsCards() {
	const stats = useStats();
	return (
		<section aria-label="Your adventure stats" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
			{CARDS.map(({ key, label, icon: Icon, tint }) => (
				<Card key={key} className="flex items-center gap-3 p-4 sm:p-5">
					<span className={`hidden size-11 shrink-0 items-center justify-center rounded-2xl sm:inline-flex ${tint}`}>
						<Icon aria-hidden className="size-5" />
					</span>
					<div className="min-w-0">
						<p className="font-display text-2xl font-extrabold text-ink-900" aria-live="polite">
							{stats.data ? stats.data[key] : stats.isError ? "–" : <Skeleton className="my-1 h-7 w-10" />}
						</p>
						<p className="text-xs font-semibold text-ink-500 sm:text-sm">{label}</p>
					</div>
				</Card>
			))}
			{stats.isError && (
				<LoadError
					compact
					className="col-span-full"
					message={loadMessages.stats}
					onRetry={stats.refetch}
					retrying={stats.isFetching}
				/>
			)}
		</section>
	);
}
