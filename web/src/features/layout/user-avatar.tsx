import { useState } from "react";
import type { CurrentUser } from "../../../../domain/user/user";
import { initialsOf } from "../../../../domain/user/user-names";
import { cn } from "../../lib/cn";

/** The account button's name: it holds the initials it shows (WCAG 2.5.3, label in name). */
export const accountMenuLabel = (user: Parameters<typeof initialsOf>[0] & { profileImageUrl: string | null }) =>
	user.profileImageUrl ? "Account menu" : `Account menu, ${initialsOf(user)}`;

/** The profile image, or the initials when there is none or it does not load (the CSP allows few image hosts). */
export function UserAvatar({
	user,
	className,
}: {
	user: Pick<CurrentUser, "firstName" | "lastName" | "email" | "profileImageUrl">;
	className?: string;
}) {
	const [failed, setFailed] = useState<string | null>(null);
	const src = user.profileImageUrl && user.profileImageUrl !== failed ? user.profileImageUrl : null;
	return (
		<span
			className={cn(
				"inline-flex size-10 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-bold text-brand-800 ring-2 ring-white",
				className,
			)}
		>
			{src ? (
				<img src={src} alt="" onError={() => setFailed(src)} className="size-full object-cover" />
			) : (
				<span aria-hidden>{initialsOf(user)}</span>
			)}
		</span>
	);
}
