import { Bug, Gauge, type LucideIcon, Users } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import { loadMessages } from "../../../../domain/api/load-rules";
import { engagedPercent, statusCounts } from "../../../../domain/user/status-rules";
import { LoadError } from "../../components/ui/load-error";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { OpenBugCount } from "../bug-reports";
import { PageHeading } from "../layout";
import { AdminOnly } from "./admin-only";
import { useAdminUsers } from "./api/get-admin-users";
import { PlacesProviderNote } from "./components/places-provider-note";

/**
 * The users card's figures: all users, the Active count and the engaged share (Active over all),
 * counted as the user list's filter buttons count them (domain/user/status-rules).
 */
function UsersStat() {
	const users = useAdminUsers();
	if (users.isError)
		return <LoadError compact message={loadMessages.users} onRetry={users.refetch} retrying={users.isFetching} />;
	// Until the list is here its figures keep their places, so nothing below them moves when it comes.
	const counts = users.data ? statusCounts(users.data) : null;
	const figures = [
		{ term: "Users", value: counts && String(counts.all), tone: "text-ink-900" },
		{ term: "Active", value: counts && String(counts.active), tone: "text-ink-900" },
		{ term: "Engaged", value: counts && `${engagedPercent(counts)}%`, tone: "text-brand-700" },
	];
	return (
		<div>
			<dl className="flex items-end gap-6">
				{figures.map((figure) => (
					<div key={figure.term}>
						<dt className="text-xs font-semibold text-ink-500">{figure.term}</dt>
						<dd className={`font-display text-3xl font-extrabold ${figure.tone}`}>
							{figure.value ?? <Skeleton className="h-9 w-12" />}
						</dd>
					</div>
				))}
			</dl>
			<p className={cn("mt-1 text-xs text-ink-500", !counts && "invisible")}>
				Engaged: Active users (seen in the last 30 days, joined over a week ago) out of all users, as the user list
				counts them; {counts?.new ?? 0} joined this week.
			</p>
		</div>
	);
}

interface DashboardCard {
	to: string;
	icon: LucideIcon;
	title: string;
	text: string;
	/** Live figures under the text (each card's own query). */
	Stat?: ComponentType;
}

const cards: DashboardCard[] = [
	{
		to: paths.adminUsers,
		icon: Users,
		title: "User Management",
		text: "Families using Adventure Guide and what they plan.",
		Stat: UsersStat,
	},
	{
		to: paths.adminMonitoring,
		icon: Gauge,
		title: "Usage Monitoring",
		text: "Calls to paid services and what they cost.",
	},
	{
		to: paths.adminBugs,
		icon: Bug,
		title: "Bug Reports",
		text: "Reports sent from the floating bug button.",
		Stat: OpenBugCount,
	},
];

/** `/admin`: three cards to the admin screens. The API enforces admin rights; this only guides. */
export function AdminDashboardPage() {
	return (
		<AdminOnly>
			<main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
				<PageHeading title="Admin Dashboard" subtitle="Users, usage and bug reports" />
				<div className="mt-8 grid gap-6 md:grid-cols-3">
					{cards.map(({ Stat, ...card }) => (
						<Link
							key={card.to}
							to={card.to}
							className="group flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-pop)]"
						>
							<div>
								<card.icon aria-hidden className="size-8 text-brand-600" />
								<h2 className="mt-4 font-display text-xl font-extrabold group-hover:text-brand-700">{card.title}</h2>
								<p className="mt-1 text-sm text-ink-500">{card.text}</p>
							</div>
							{Stat && (
								<div className="mt-auto border-t border-sand-100 pt-4">
									<Stat />
								</div>
							)}
						</Link>
					))}
				</div>
				<div className="mt-8">
					<PlacesProviderNote />
				</div>
			</main>
		</AdminOnly>
	);
}
