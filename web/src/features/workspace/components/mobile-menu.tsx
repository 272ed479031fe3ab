import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Menu } from "lucide-react";
import { Link } from "react-router-dom";
import { paths } from "../../../lib/paths";

const MENU = [
	{ to: paths.discover, label: "Discover" },
	{ to: paths.home, label: "My Adventures" },
	{ to: paths.profile, label: "Profile" },
];
const itemClass = "block rounded-lg px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-sand-100";

const menuButtonClass = "rounded-full p-2 text-ink-700 hover:bg-sand-100";

/** The small-screen workspace's nav menu (Discover, My Adventures, Profile, Log out), opened at once. */
export function MobileMenu() {
	return (
		<DropdownMenu.Root modal={false} defaultOpen>
			<DropdownMenu.Trigger aria-label="Menu" className={menuButtonClass}>
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
	);
}
