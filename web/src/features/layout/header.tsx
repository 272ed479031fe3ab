import { Compass } from "lucide-react";
import { lazy } from "react";
import { Link, NavLink } from "react-router-dom";
import type { CurrentUser } from "../../../../domain/user/user";
import { Logo } from "../../components/brand/logo";
import { buttonClasses } from "../../components/ui/button";
import { DeferredMenu } from "../../components/ui/deferred-menu";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { accountMenuLabel, UserAvatar } from "./user-avatar";

// The account menu (Radix dropdown, with its positioning engine) is fetched when the avatar is first
// pointed at, focused or pressed: no screen's first load pays for it.
const loadAvatarMenu = () => import("./avatar-menu");
const AvatarMenu = lazy(() => loadAvatarMenu().then((m) => ({ default: m.AvatarMenu })));

const avatarButton =
	"rounded-full outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2";

/** The avatar as a plain button until the menu is wanted; then the menu, opened. */
function AccountMenu({ user }: { user: CurrentUser }) {
	return (
		<DeferredMenu
			label={accountMenuLabel(user)}
			className={avatarButton}
			preload={loadAvatarMenu}
			menu={<AvatarMenu user={user} defaultOpen />}
		>
			<UserAvatar user={user} />
		</DeferredMenu>
	);
}

/**
 * Discover on the left, the logo centred, Login or the avatar menu on the right. `canSignIn` false:
 * no Login (a visitor of a shared adventure without the beta password cannot sign in yet).
 */
export function Header({
	user,
	canSignIn = true,
	className,
}: {
	user: CurrentUser | null;
	canSignIn?: boolean;
	className?: string;
}) {
	return (
		<header className={cn("sticky top-0 z-40 border-b border-sand-200/80 bg-white/90 backdrop-blur", className)}>
			<div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 sm:px-6">
				<nav aria-label="Main" className="justify-self-start">
					<NavLink
						to={paths.discover}
						className={({ isActive }) =>
							cn(
								"inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold transition-colors",
								isActive ? "bg-brand-50 text-brand-700" : "text-ink-700 hover:bg-sand-100",
							)
						}
					>
						<Compass aria-hidden className="size-4" />
						Discover
					</NavLink>
				</nav>
				<Link to={paths.home} aria-label="Adventure Guide home" className="justify-self-center rounded-xl">
					<Logo />
				</Link>
				<div className="justify-self-end">
					{user ? (
						<AccountMenu user={user} />
					) : (
						canSignIn && (
							<a href={paths.login} className={buttonClasses("primary", "sm")}>
								Login
							</a>
						)
					)}
				</div>
			</div>
		</header>
	);
}
