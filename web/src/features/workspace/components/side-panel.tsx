import * as Tabs from "@radix-ui/react-tabs";
import { BedDouble, MapPinned, Route, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

export type PanelTab = "guide" | "places" | "sleeps" | "paths";

const SLEEPS_COMING_SOON = "Family Stays — Coming Soon!";

function TabTrigger({
	value,
	icon,
	label,
	badge,
	disabled,
	soon,
}: {
	value: PanelTab;
	icon: ReactNode;
	label: string;
	badge?: number;
	disabled?: boolean;
	/** A tab of what is coming: narrow (its own width, not a share of the bar), the promise in its tooltip. */
	soon?: string;
}) {
	return (
		<Tabs.Trigger
			value={value}
			disabled={disabled}
			title={soon}
			className={cn(
				"relative flex min-h-11 flex-col items-center gap-1 rounded-xl py-2 text-xs font-bold text-ink-500 transition-colors",
				soon ? "min-w-11 flex-none px-1.5" : "flex-1 px-2",
				"hover:bg-sand-100 hover:text-ink-900 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700",
				"disabled:pointer-events-none disabled:opacity-40",
			)}
		>
			{icon}
			<span>{label}</span>
			{badge != null && badge > 0 && (
				<span className="absolute top-1 right-2 min-w-5 rounded-full bg-sunrise-700 px-1.5 text-[10px] leading-5 text-white">
					{badge}
				</span>
			)}
		</Tabs.Trigger>
	);
}

function EmptyPanel({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
	return (
		<div className="flex flex-col items-center px-6 py-16 text-center">
			<span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">{icon}</span>
			<h3 className="mt-4 font-display text-lg font-extrabold text-ink-900">{title}</h3>
			{children && <div className="mt-2 text-sm text-ink-500">{children}</div>}
		</div>
	);
}

/** The workspace's left panel: 408 px on desktop, four tabs, Guide AI by default. */
export function SidePanel({
	tab,
	onTabChange,
	savedCount,
	pathCount,
	readOnly,
	guide,
	places,
	paths,
}: {
	tab: PanelTab;
	onTabChange: (tab: PanelTab) => void;
	savedCount: number;
	pathCount: number;
	readOnly: boolean;
	guide: ReactNode;
	places: ReactNode;
	paths: ReactNode;
}) {
	return (
		<Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as PanelTab)} className="flex h-full flex-col">
			<Tabs.List aria-label="Planner" className="flex gap-1 border-b border-sand-200 bg-white p-2">
				<TabTrigger
					value="guide"
					icon={<Sparkles aria-hidden className="size-5" />}
					label="Guide AI"
					disabled={readOnly}
				/>
				<TabTrigger
					value="places"
					icon={<MapPinned aria-hidden className="size-5" />}
					label="Places"
					badge={savedCount}
				/>
				<TabTrigger
					value="sleeps"
					icon={<BedDouble aria-hidden className="size-5" />}
					label="Sleeps"
					soon={SLEEPS_COMING_SOON}
				/>
				<TabTrigger value="paths" icon={<Route aria-hidden className="size-5" />} label="Paths" badge={pathCount} />
			</Tabs.List>
			<div className="min-h-0 flex-1 overflow-y-auto bg-sand-50">
				{/* Kept mounted so the chat keeps its state while other tabs are open. */}
				<Tabs.Content value="guide" forceMount className="h-full outline-none data-[state=inactive]:hidden">
					{guide ?? (
						<EmptyPanel icon={<Sparkles aria-hidden className="size-7" />} title="Guide AI">
							Guide AI is available to the adventure's owner.
						</EmptyPanel>
					)}
				</Tabs.Content>
				<Tabs.Content value="places" className="h-full outline-none">
					{places}
				</Tabs.Content>
				<Tabs.Content value="sleeps" className="outline-none">
					<EmptyPanel icon={<BedDouble aria-hidden className="size-7" />} title={SLEEPS_COMING_SOON}>
						Family-friendly places to stay, matched to your trip.
					</EmptyPanel>
				</Tabs.Content>
				<Tabs.Content value="paths" className="bug-clearance outline-none">
					{paths}
				</Tabs.Content>
			</div>
		</Tabs.Root>
	);
}
