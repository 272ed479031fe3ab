import { Compass } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router-dom";
import type { CurrentUser } from "../../../../domain/user/user";
import { Logo } from "../../components/brand/logo";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { UserAvatar } from "./user-avatar";

// The account menu (Radix dropdown) loads with the first signed-in screen, not with the landing page.
const AvatarMenu = lazy(() => import("./avatar-menu").then((m) => ({ default: m.AvatarMenu })));

/** Discover on the left, the logo centred, Login or the avatar menu on the right. */
export function Header({ user, className }: { user: CurrentUser | null; className?: string }) {
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
						<Suspense fallback={<UserAvatar user={user} />}>
							<AvatarMenu user={user} />
						</Suspense>
					) : (
						<a href={paths.login} className={buttonClasses("primary", "sm")}>
							Login
						</a>
					)}
				</div>
			</div>
		</header>
	);
}
