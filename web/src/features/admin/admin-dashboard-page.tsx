import { Bug, Gauge, Users } from "lucide-react";
import { Link } from "react-router-dom";
import { paths } from "../../lib/paths";
import { OpenBugCount } from "../bug-reports";
import { PageHeading } from "../layout";
import { AdminOnly } from "./admin-only";

const cards = [
	{
		to: paths.adminUsers,
		icon: Users,
		title: "User Management",
		text: "Families using Adventure Guide and what they plan.",
	},
	{
		to: paths.adminMonitoring,
		icon: Gauge,
		title: "Usage Monitoring",
		text: "Calls to paid services and what they cost.",
	},
	{ to: paths.adminBugs, icon: Bug, title: "Bug Reports", text: "Reports sent from the floating bug button." },
];

/** `/admin`: three cards to the admin screens. The API enforces admin rights; this only guides. */
export function AdminDashboardPage() {
	return (
		<AdminOnly>
			<main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
				<PageHeading title="Admin Dashboard" subtitle="Users, usage and bug reports" />
				<div className="mt-8 grid gap-6 md:grid-cols-3">
					{cards.map((card) => (
						<Link
							key={card.to}
							to={card.to}
							className="group rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-pop)]"
						>
							<card.icon aria-hidden className="size-8 text-brand-600" />
							<h2 className="mt-4 font-display text-xl font-extrabold group-hover:text-brand-700">{card.title}</h2>
							<p className="mt-1 text-sm text-ink-500">{card.text}</p>
							{card.to === paths.adminBugs && <OpenBugCount />}
						</Link>
					))}
				</div>
			</main>
		</AdminOnly>
	);
}
