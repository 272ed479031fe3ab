import { useId, useState } from "react";
import { PROFILE_KIDS_MAX, PROFILE_NAME_MAX } from "../../../../../domain/user/profile-rules";
import { Button } from "../../../components/ui/button";
import { FieldError, Input, Label } from "../../../components/ui/input";
import { DestinationSearch, KidAgesField } from "../../adventures";
import type { ProfileChanges } from "../api/update-profile";
import { changesFromDraft, type ProfileDraft, parseNumberOfKids } from "../profile-draft";
import { InterestTagsField } from "./interest-tags-field";

/**
 * The profile's edit view. Every field is optional; the home location is chosen through the
 * destination search, which sets its coordinates (typing without choosing keeps none).
 */
export function ProfileForm({
	initial,
	pending,
	onSave,
	onCancel,
}: {
	initial: ProfileDraft;
	pending: boolean;
	onSave: (changes: ProfileChanges) => void;
	onCancel: () => void;
}) {
	const [draft, setDraft] = useState(initial);
	const [kidsError, setKidsError] = useState<string | undefined>();
	const ids = { first: useId(), last: useId(), home: useId(), kids: useId(), kidsError: useId() };
	const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
		setDraft((d) => ({ ...d, [key]: value }));

	return (
		<form
			noValidate
			aria-label="Edit profile"
			className="grid gap-6"
			onSubmit={(event) => {
				event.preventDefault();
				if (parseNumberOfKids(draft.numberOfKids) === "invalid") {
					setKidsError("Number of kids must be a whole number of at least 0");
					return;
				}
				setKidsError(undefined);
				onSave(changesFromDraft(draft));
			}}
		>
			<div className="grid gap-4 sm:grid-cols-2">
				<div className="grid gap-2">
					<Label htmlFor={ids.first}>First name</Label>
					<Input
						id={ids.first}
						autoComplete="given-name"
						maxLength={PROFILE_NAME_MAX}
						value={draft.firstName}
						onChange={(e) => set("firstName", e.target.value)}
					/>
				</div>
				<div className="grid gap-2">
					<Label htmlFor={ids.last}>Last name</Label>
					<Input
						id={ids.last}
						autoComplete="family-name"
						maxLength={PROFILE_NAME_MAX}
						value={draft.lastName}
						onChange={(e) => set("lastName", e.target.value)}
					/>
				</div>
			</div>
			<div className="grid gap-2">
				<Label htmlFor={ids.home}>Home location</Label>
				<DestinationSearch
					id={ids.home}
					value={draft.homeLocation}
					placeholder="Search for your home town"
					onTextChange={(text) =>
						setDraft((d) => ({ ...d, homeLocation: text, homeLatitude: null, homeLongitude: null }))
					}
					onSelect={(place) =>
						setDraft((d) => ({
							...d,
							homeLocation: place.location,
							homeLatitude: place.latitude,
							homeLongitude: place.longitude,
						}))
					}
				/>
			</div>
			<div className="grid gap-2">
				<Label htmlFor={ids.kids}>Number of kids</Label>
				<Input
					id={ids.kids}
					type="number"
					inputMode="numeric"
					min={0}
					max={PROFILE_KIDS_MAX}
					step={1}
					className="max-w-40"
					value={draft.numberOfKids}
					aria-invalid={kidsError ? true : undefined}
					aria-describedby={kidsError ? ids.kidsError : undefined}
					onChange={(e) => set("numberOfKids", e.target.value)}
				/>
				<FieldError id={ids.kidsError}>{kidsError}</FieldError>
			</div>
			<KidAgesField value={draft.kidAges} onChange={(ages) => set("kidAges", ages)} />
			<InterestTagsField value={draft.interestTags} onChange={(tags) => set("interestTags", tags)} />
			<div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
				<Button variant="outline" onClick={onCancel} disabled={pending}>
					Cancel
				</Button>
				<Button type="submit" disabled={pending}>
					{pending ? "Saving..." : "Save Profile"}
				</Button>
			</div>
		</form>
	);
}
