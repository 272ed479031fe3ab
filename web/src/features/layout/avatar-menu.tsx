import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LayoutDashboard, LogOut, Map as MapIcon, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { CurrentUser } from "../../../../domain/user/user";
import { fullNameOf } from "../../../../domain/user/user-names";
import { paths } from "../../lib/paths";
import { accountMenuLabel, UserAvatar } from "./user-avatar";

function Item({ children, asChild = true }: { children: ReactNode; asChild?: boolean }) {
	return (
		<DropdownMenu.Item
			asChild={asChild}
			className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink-700 outline-none data-[highlighted]:bg-sand-100 data-[highlighted]:text-ink-900"
		>
			{children}
		</DropdownMenu.Item>
	);
}

/** The signed-in user's menu: name and e-mail, then My Adventures, Profile, Admin Dashboard (admins only) and Log out. */
export function AvatarMenu({ user, defaultOpen = false }: { user: CurrentUser; defaultOpen?: boolean }) {
	const name = fullNameOf(user);
	return (
		<DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
			<DropdownMenu.Trigger
				// The initials are its visible words, so they are in its name too (WCAG 2.5.3, label in name).
				aria-label={accountMenuLabel(user)}
				className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
			>
				<UserAvatar user={user} />
			</DropdownMenu.Trigger>
			<DropdownMenu.Portal>
				<DropdownMenu.Content
					align="end"
					sideOffset={8}
					className="z-50 w-64 animate-fade-in rounded-2xl border border-sand-200 bg-white p-2 shadow-[var(--shadow-pop)]"
				>
					<div className="px-3 py-2">
						<p className="truncate text-sm font-bold text-ink-900">{name}</p>
						<p className="truncate text-xs text-ink-500">{user.email}</p>
					</div>
					<DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
					<Item>
						<Link to={paths.home}>
							<MapIcon aria-hidden className="size-4" />
							My Adventures
						</Link>
					</Item>
					<Item>
						<Link to={paths.profile}>
							<UserRound aria-hidden className="size-4" />
							Profile
						</Link>
					</Item>
					{user.isAdmin && (
						<Item>
							<Link to={paths.admin}>
								<LayoutDashboard aria-hidden className="size-4" />
								Admin Dashboard
							</Link>
						</Item>
					)}
					<DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
					<Item>
						<a href={paths.logout}>
							<LogOut aria-hidden className="size-4" />
							Log out
						</a>
					</Item>
				</DropdownMenu.Content>
			</DropdownMenu.Portal>
		</DropdownMenu.Root>
	);
}
