import { ArrowLeft, Camera, MapPinned, Pencil, UserRoundX } from "lucide-react";
import { type ChangeEvent, lazy, useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { loadMessages } from "../../../../domain/api/load-rules";
import { fullNameOf } from "../../../../domain/user/user-names";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadingShape, Skeleton, StatsSkeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { OnceOpened } from "../../lib/lazy";
import { paths } from "../../lib/paths";
import { SessionsCard, useAuth } from "../auth";
import { UserAvatar } from "../layout";
import { useUpdateProfile } from "./api/update-profile";
import { ProfileDetails } from "./components/profile-details";
import { ProfileForm } from "./components/profile-form";
import { StatsCards } from "./components/stats-cards";
import { draftFromUser } from "./profile-draft";

/** The crop dialog (react-image-crop, Radix Dialog): fetched when a picture is first chosen. */
const AvatarCropDialog = lazy(() =>
	import("./components/avatar-crop-dialog").then((m) => ({ default: m.AvatarCropDialog })),
);

const backLink = (
	<Link to={paths.home} className={buttonClasses("ghost", "sm", "-ml-3 w-fit")}>
		<ArrowLeft aria-hidden className="size-4" />
		Back to Adventures
	</Link>
);

/** `/profile`: stats, the profile's read and edit views, the avatar crop dialog and the Sessions card. */
export function ProfilePage() {
	const { user, isLoading, failed, retry, retrying } = useAuth();
	const [editing, setEditing] = useState(false);
	// A fresh form each time editing starts, so 'Cancel' always resets it.
	const [formKey, setFormKey] = useState(0);
	const [cropSrc, setCropSrc] = useState<string | null>(null);
	const fileInput = useRef<HTMLInputElement>(null);
	const update = useUpdateProfile({
		mutationConfig: {
			onSuccess: () => {
				toast({ title: "Profile Updated", variant: "success" });
				setEditing(false);
			},
			onError: () =>
				toast({ title: "Error", description: "Failed to update profile. Please try again.", variant: "destructive" }),
		},
	});

	useEffect(() => () => void (cropSrc && URL.revokeObjectURL(cropSrc)), [cropSrc]);

	if (isLoading) {
		return (
			<main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
				<LoadingShape label="Loading profile...">
					<div className="flex items-center gap-5 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
						<Skeleton className="size-24 shrink-0 rounded-full" />
						<div className="flex-1 space-y-3">
							<Skeleton className="h-6 w-48" />
							<Skeleton className="h-4 w-64 max-w-full" />
						</div>
					</div>
					<div className="mt-6">
						<StatsSkeleton />
					</div>
				</LoadingShape>
			</main>
		);
	}
	if (!user) {
		return (
			<main className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
				<UserRoundX aria-hidden className="size-12 text-ink-500" />
				<h1 className="font-display text-2xl font-extrabold text-ink-900">Profile not found</h1>
				<p className="text-ink-500">Unable to load your profile information.</p>
				{failed && (
					<Button variant="outline" onClick={() => void retry()} disabled={retrying}>
						{retrying ? loadMessages.tryingAgain : loadMessages.tryAgain}
					</Button>
				)}
				{backLink}
			</main>
		);
	}

	function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
		const file = event.target.files?.[0];
		event.target.value = "";
		if (file) setCropSrc(URL.createObjectURL(file));
	}

	return (
		<main className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
			{backLink}
			<Card className="flex flex-col items-center gap-5 p-6 text-center sm:flex-row sm:text-left">
				<div className="relative shrink-0">
					<UserAvatar user={user} className="size-24 text-2xl ring-4" />
					<Button
						size="icon"
						variant="accent"
						aria-label="Change profile photo"
						className="absolute -right-1 -bottom-1 size-9"
						onClick={() => fileInput.current?.click()}
					>
						<Camera aria-hidden className="size-4" />
					</Button>
					<input
						ref={fileInput}
						type="file"
						accept="image/jpeg,image/png,image/webp"
						className="sr-only"
						tabIndex={-1}
						aria-label="Profile photo file"
						onChange={choosePhoto}
					/>
				</div>
				<div className="min-w-0 flex-1">
					<h1 className="font-display text-3xl font-extrabold tracking-tight text-ink-900">{fullNameOf(user)}</h1>
					<p className="truncate text-ink-500">{user.email}</p>
					{user.homeLocation && <p className="mt-1 text-sm text-ink-700">{user.homeLocation}</p>}
				</div>
				{user.isLocalWunder && (
					<span className="inline-flex items-center gap-1.5 rounded-full bg-sunrise-100 px-3 py-1.5 text-sm font-bold text-sunrise-600">
						<MapPinned aria-hidden className="size-4" />
						Local Wunder
					</span>
				)}
			</Card>

			<StatsCards />

			<Card className="p-6">
				<section aria-labelledby="profile-heading">
					<div className="mb-4 flex items-center justify-between gap-4">
						<h2 id="profile-heading" className="font-display text-lg font-bold text-ink-900">
							{editing ? "Edit Profile" : "Profile Information"}
						</h2>
						{!editing && (
							<Button
								variant="outline"
								size="sm"
								onClick={() => {
									setFormKey((k) => k + 1);
									setEditing(true);
								}}
							>
								<Pencil aria-hidden className="size-4" />
								Edit Profile
							</Button>
						)}
					</div>
					{editing ? (
						<ProfileForm
							key={formKey}
							initial={draftFromUser(user)}
							pending={update.isPending}
							onSave={(changes) => update.mutate(changes)}
							onCancel={() => setEditing(false)}
						/>
					) : (
						<ProfileDetails user={user} />
					)}
				</section>
			</Card>

			<SessionsCard />

			<OnceOpened open={cropSrc !== null}>
				<AvatarCropDialog src={cropSrc} onClose={() => setCropSrc(null)} />
			</OnceOpened>
		</main>
	);
}
