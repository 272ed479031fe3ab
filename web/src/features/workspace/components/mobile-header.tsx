import { Info, Map as MapIcon, Menu, MessageCircle } from "lucide-react";
import { lazy } from "react";
import { DeferredMenu } from "../../../components/ui/deferred-menu";

export type MobileView = "chat" | "map";

// The nav menu (Radix dropdown with its positioning engine) is fetched when its button is first
// pointed at, focused or pressed: the workspace's first paint does not wait for it.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The workspace's header under 768 px: menu, title, details, and the chat/map switch. */
export function MobileHeader({
	title,
	view,
	onViewChange,
	onShowDetails,
}: {
	title: string;
	view: MobileView;
	onViewChange: (view: MobileView) => void;
	onShowDetails: () => void;
}) {
	return (
		<header className="flex items-center gap-2 border-b border-sand-200 bg-white px-3 py-2 md:hidden">
			<DeferredMenu
				label="Menu"
				className="rounded-full p-2 text-ink-700 hover:bg-sand-100"
				preload={loadMobileMenu}
				menu={<MobileMenu />}
			>
				<Menu aria-hidden className="size-5" />
			</DeferredMenu>
			<h1 className="min-w-0 flex-1 truncate font-display text-base font-extrabold">{title}</h1>
			<button
				type="button"
				onClick={onShowDetails}
				aria-label="Adventure details"
				className="rounded-full p-2 text-ink-700 hover:bg-sand-100"
			>
				<Info aria-hidden className="size-5" />
			</button>
			<button
				type="button"
				onClick={() => onViewChange(view === "chat" ? "map" : "chat")}
				aria-label={view === "chat" ? "Show map" : "Show chat"}
				className="rounded-full bg-brand-600 p-2 text-white hover:bg-brand-700"
			>
				{view === "chat" ? (
					<MapIcon aria-hidden className="size-5" />
				) : (
					<MessageCircle aria-hidden className="size-5" />
				)}
			</button>
		</header>
	);
}
