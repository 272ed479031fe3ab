import { BedDouble, MapPinned, Route, Sparkles } from "lucide-react";
import { createContext, type KeyboardEvent, type ReactNode, useContext, useId } from "react";
import { cn } from "../../../lib/cn";

export type PanelTab = "guide" | "places" | "sleeps" | "paths";

// The panel's tabs are its own, not Radix Tabs: they need none of its roving-focus collection or
// its presence animations, which weighed on the trip page's first load (about 11 KB gzip with their
// shared parts) and measured each panel's styles in the middle of its first render. They follow
// the WAI-ARIA tabs pattern as Radix did: one tab in the Tab order, arrow keys (and Home/End) move
// along the enabled tabs and open the one they reach, and the same data-state attributes.

interface PanelTabs {
	tab: PanelTab;
	onTabChange: (tab: PanelTab) => void;
	/** The id prefix of the tabs and their panels. */
	id: string;
}

const TabsContext = createContext<PanelTabs | null>(null);

function useTabs(): PanelTabs {
	const tabs = useContext(TabsContext);
	if (!tabs) throw new Error("a panel tab outside SidePanel");
	return tabs;
}

const tabId = (id: string, tab: PanelTab) => `${id}-tab-${tab}`;
const panelId = (id: string, tab: PanelTab) => `${id}-panel-${tab}`;

/** Arrow keys, Home and End move along the tab list's enabled tabs (round the ends) and open the one reached. */
function onTabListKey(event: KeyboardEvent<HTMLDivElement>, onTabChange: (tab: PanelTab) => void) {
	const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=tab]:not(:disabled)")];
	const at = tabs.indexOf(event.target as HTMLButtonElement);
	if (at < 0) return;
	const next = {
		ArrowRight: tabs[(at + 1) % tabs.length],
		ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
		Home: tabs[0],
		End: tabs.at(-1),
	}[event.key];
	if (!next) return;
	event.preventDefault();
	next.focus();
	onTabChange(next.dataset.tab as PanelTab);
}

/** A tab's panel: mounted while its tab is open (`keepMounted`: always, hidden while another is). */
function TabPanel({
	value,
	keepMounted,
	className,
	children,
}: {
	value: PanelTab;
	keepMounted?: boolean;
	className?: string;
	children: ReactNode;
}) {
	const { tab, id } = useTabs();
	const open = tab === value;
	if (!open && !keepMounted) return null;
	return (
		<div
			role="tabpanel"
			id={panelId(id, value)}
			aria-labelledby={tabId(id, value)}
			data-state={open ? "active" : "inactive"}
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable, as the tabs pattern asks
			tabIndex={0}
			className={className}
		>
			{children}
		</div>
	);
}

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
	const { tab, onTabChange, id } = useTabs();
	const selected = tab === value;
	return (
		<button
			type="button"
			role="tab"
			id={tabId(id, value)}
			aria-selected={selected}
			aria-controls={panelId(id, value)}
			data-state={selected ? "active" : "inactive"}
			data-tab={value}
			tabIndex={selected ? 0 : -1}
			// Opens on pointer down, as Radix's did (a click, or Enter/Space, opens it too).
			onMouseDown={(event) => {
				if (event.button === 0 && !event.ctrlKey) onTabChange(value);
			}}
			onClick={() => onTabChange(value)}
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
		</button>
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
	const id = useId();
	return (
		<TabsContext.Provider value={{ tab, onTabChange, id }}>
			<div className="flex h-full flex-col">
				<div
					role="tablist"
					aria-label="Planner"
					aria-orientation="horizontal"
					onKeyDown={(event) => onTabListKey(event, onTabChange)}
					className="flex gap-1 border-b border-sand-200 bg-white p-2"
				>
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
				</div>
				<div className="min-h-0 flex-1 overflow-y-auto bg-sand-50">
					{/* Kept mounted so the chat keeps its state while other tabs are open. */}
					<TabPanel value="guide" keepMounted className="h-full outline-none data-[state=inactive]:hidden">
						{guide ?? (
							<EmptyPanel icon={<Sparkles aria-hidden className="size-7" />} title="Guide AI">
								Guide AI is available to the adventure's owner.
							</EmptyPanel>
						)}
					</TabPanel>
					<TabPanel value="places" className="h-full outline-none">
						{places}
					</TabPanel>
					<TabPanel value="sleeps" className="outline-none">
						<EmptyPanel icon={<BedDouble aria-hidden className="size-7" />} title={SLEEPS_COMING_SOON}>
							Family-friendly places to stay, matched to your trip.
						</EmptyPanel>
					</TabPanel>
					<TabPanel value="paths" className="bug-clearance outline-none">
						{paths}
					</TabPanel>
				</div>
			</div>
		</TabsContext.Provider>
	);
}
