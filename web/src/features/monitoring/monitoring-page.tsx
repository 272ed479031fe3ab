import * as Tabs from "@radix-ui/react-tabs";
import { Gauge, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { AdminOnly, BackToDashboard } from "../admin";
import { PageHeading } from "../layout";
import { ConfigurationWarnings } from "./components/configuration-warnings";
import { CurrentUsage } from "./components/current-usage";
import { ScalingAnalysis } from "./components/scaling-analysis";

function Tab({ value, icon, children }: { value: string; icon: ReactNode; children: ReactNode }) {
	return (
		<Tabs.Trigger
			value={value}
			className="inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-xl px-2 py-2 text-xs font-bold sm:gap-2 sm:px-4 sm:text-sm text-ink-500 transition-colors hover:bg-sand-100 hover:text-ink-900 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700 sm:flex-none"
		>
			{icon}
			{children}
		</Tabs.Trigger>
	);
}

/** `/admin/monitoring`: what the paid services cost this month, and what growth would cost. */
export function MonitoringPage() {
	return (
		<AdminOnly>
			<main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
				<BackToDashboard />
				<PageHeading title="Usage Monitoring" subtitle="Metered calls, costs and the monthly budget" />
				<ConfigurationWarnings />
				<Tabs.Root defaultValue="current" className="mt-8">
					<Tabs.List
						aria-label="Monitoring"
						className="flex gap-1 rounded-2xl bg-white p-1.5 shadow-[var(--shadow-card)] sm:inline-flex"
					>
						<Tab value="current" icon={<Gauge aria-hidden className="size-4" />}>
							Current Usage
						</Tab>
						<Tab value="scaling" icon={<TrendingUp aria-hidden className="size-4" />}>
							Scaling Analysis
						</Tab>
					</Tabs.List>
					<Tabs.Content value="current" className="mt-6 focus-visible:outline-none">
						<CurrentUsage />
					</Tabs.Content>
					<Tabs.Content value="scaling" className="mt-6 focus-visible:outline-none">
						<ScalingAnalysis />
					</Tabs.Content>
				</Tabs.Root>
			</main>
		</AdminOnly>
	);
}
