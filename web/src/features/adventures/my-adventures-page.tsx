import { Plus } from "lucide-react";
import { Link } from "react-router-dom";
import {
	type Adventure,
	localIsoDate,
	type TimingCategory,
	timingCategory,
} from "../../../../domain/adventure/adventure-rules";
import { loadMessages } from "../../../../domain/api/load-rules";
import { buttonClasses } from "../../components/ui/button";
import { LoadError } from "../../components/ui/load-error";
import { CardGridSkeleton, LoadingShape } from "../../components/ui/skeleton";
import { paths } from "../../lib/paths";
import { PageHeading } from "../layout";
import { useAdventures } from "./api/get-adventures";
import { AdventureCard } from "./components/adventure-card";

const SECTIONS: { key: TimingCategory; title: string }[] = [
	{ key: "current", title: "Current Adventures" },
	{ key: "upcoming", title: "Upcoming Adventures" },
	{ key: "past", title: "Past Adventures" },
];

export function MyAdventuresPage() {
	const { data, isPending, isError, isFetching, refetch } = useAdventures();
	const today = localIsoDate();
	const groups: Record<TimingCategory, Adventure[]> = { current: [], upcoming: [], past: [] };
	for (const adventure of data ?? [])
		groups[timingCategory(adventure.startDate, adventure.endDate, today)].push(adventure);
	// Past trips read best most recent first; the others soonest first.
	groups.past.reverse();

	return (
		<main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
			<PageHeading
				title="My Adventures"
				subtitle="Plan and manage your family adventures"
				action={
					<Link to={paths.createAdventure} className={buttonClasses("accent", "md")}>
						<Plus aria-hidden className="size-4" />
						New Adventure
					</Link>
				}
			/>
			{isPending ? (
				<LoadingShape label="Loading your adventures..." className="mt-10">
					<CardGridSkeleton />
				</LoadingShape>
			) : isError ? (
				<LoadError message={loadMessages.adventures} onRetry={refetch} retrying={isFetching} />
			) : data.length === 0 ? (
				<EmptyState />
			) : (
				SECTIONS.filter(({ key }) => groups[key].length > 0).map(({ key, title }) => (
					<section key={key} aria-labelledby={`section-${key}`} className="mt-10">
						<h2 id={`section-${key}`} className="font-display text-xl font-extrabold text-ink-900">
							{title} ({groups[key].length})
						</h2>
						<div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
							{groups[key].map((adventure) => (
								<AdventureCard key={adventure.id} adventure={adventure} today={today} />
							))}
						</div>
					</section>
				))
			)}
		</main>
	);
}

function EmptyState() {
	return (
		<section className="mt-10 flex flex-col items-center rounded-[var(--radius-card)] bg-white px-6 py-16 text-center shadow-[var(--shadow-card)]">
			<svg viewBox="0 0 120 80" aria-hidden className="mb-6 w-40">
				<rect x="8" y="14" width="104" height="58" rx="10" fill="var(--color-brand-50)" />
				<path d="M16 64 L44 34 L60 52 L72 40 L104 64 Z" fill="var(--color-brand-200)" />
				<circle cx="88" cy="28" r="8" fill="var(--color-sunrise-300)" />
				<path
					d="M34 66 C 42 58, 56 62, 60 54"
					stroke="var(--color-sunrise-500)"
					strokeWidth="3"
					strokeLinecap="round"
					strokeDasharray="1 6"
					fill="none"
				/>
			</svg>
			<h2 className="font-display text-2xl font-extrabold">Ready for your first adventure?</h2>
			<p className="mt-2 max-w-md text-ink-500">
				Pick a destination, add your kids' ages, and Guide AI will help you find places the whole family will love.
			</p>
			<Link to={paths.createAdventure} className={buttonClasses("primary", "lg", "mt-8")}>
				Create Your First Adventure
			</Link>
		</section>
	);
}
