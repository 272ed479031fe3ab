import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Info, Map as MapIcon, Menu, MessageCircle } from "lucide-react";
import { Link } from "react-router-dom";
import { paths } from "../../../lib/paths";

export type MobileView = "chat" | "map";

const MENU = [
	{ to: paths.discover, label: "Discover" },
	{ to: paths.home, label: "My Adventures" },
	{ to: paths.profile, label: "Profile" },
];
const itemClass = "block rounded-lg px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-sand-100";

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
			<DropdownMenu.Root modal={false}>
				<DropdownMenu.Trigger aria-label="Menu" className="rounded-full p-2 text-ink-700 hover:bg-sand-100">
					<Menu aria-hidden className="size-5" />
				</DropdownMenu.Trigger>
				<DropdownMenu.Portal>
					<DropdownMenu.Content
						align="start"
						sideOffset={6}
						className="z-50 w-56 rounded-2xl border border-sand-200 bg-white p-2 shadow-[var(--shadow-pop)]"
					>
						{MENU.map((item) => (
							<DropdownMenu.Item key={item.to} asChild className={itemClass}>
								<Link to={item.to}>{item.label}</Link>
							</DropdownMenu.Item>
						))}
						<DropdownMenu.Item asChild className={itemClass}>
							<a href={paths.logout}>Log out</a>
						</DropdownMenu.Item>
					</DropdownMenu.Content>
				</DropdownMenu.Portal>
			</DropdownMenu.Root>
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
