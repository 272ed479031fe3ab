import { BedDouble } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { type AdventureStay, stayMessages } from "../../../../../domain/adventure/adventure-rules";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast-store";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSavedPlaces } from "../../places";
import { searchStayAddresses } from "../api/search-stay-addresses";
import { type UpdateAdventureChanges, useUpdateAdventure } from "../api/update-adventure";
import { DestinationSearch } from "./destination-search";

const NONE = "";
const stayAddressStates = {
	loading: stayMessages.suggestionsLoading,
	empty: stayMessages.suggestionsEmpty,
	error: stayMessages.suggestionsFailed,
};
const ADDRESS = "address";
const placeOption = (placeId: string) => `place:${placeId}`;

interface Address {
	text: string;
	/** The point of the suggestion picked; null while the text is only typed (the server then looks it up). */
	point: { latitude: number; longitude: number } | null;
}

/** What the control would send for its current choice; undefined when it cannot send yet. */
function stayChange(choice: string, address: Address): UpdateAdventureChanges["stay"] | undefined {
	if (choice === NONE) return null;
	if (choice === ADDRESS) {
		const label = address.text.trim();
		if (!label) return undefined;
		return address.point ? { label, ...address.point } : { label };
	}
	return { placeId: choice.slice("place:".length) };
}

/**
 * 'Where we're staying': one of the adventure's saved places (a hotel saved from the Places tab) or
 * an address typed or picked from the suggestions. Saved on its own ('Save'), with the server's
 * words when it refuses; the guide measures distances from it. The owner's control only.
 */
export function StayControl({ adventureId, stay }: { adventureId: string; stay: AdventureStay | null }) {
	// A stay changed elsewhere (saved here, or cleared by unsaving its place) starts the choice afresh.
	const key = stay ? `${stay.placeId ?? ""}|${stay.label}|${stay.latitude}|${stay.longitude}` : "none";
	return <StayChoice key={key} adventureId={adventureId} stay={stay} />;
}

function StayChoice({ adventureId, stay }: { adventureId: string; stay: AdventureStay | null }) {
	const ids = { choice: useId(), address: useId(), hint: useId() };
	const saved = useSavedPlaces(adventureId);
	const [choice, setChoice] = useState(stay ? (stay.placeId ? placeOption(stay.placeId) : ADDRESS) : NONE);
	const [address, setAddress] = useState<Address>(
		stay && !stay.placeId
			? { text: stay.label, point: { latitude: stay.latitude, longitude: stay.longitude } }
			: { text: "", point: null },
	);
	const mutation = useUpdateAdventure({
		mutationConfig: {
			onSuccess: (answer) => toast({ title: answer.stay ? stayMessages.saved : stayMessages.cleared }),
			onError: (error) =>
				toast({
					title: "Error",
					description: (error instanceof ApiError && error.serverMessage) || stayMessages.saveFailed,
					variant: "destructive",
				}),
		},
	});
	// Addresses near the trip (streets, neighbourhoods, places, then towns), not destinations worldwide.
	const searchNearTrip = useCallback(
		(query: string, signal: AbortSignal, sessionToken: string) =>
			searchStayAddresses(adventureId, query, signal, sessionToken),
		[adventureId],
	);
	const change = stayChange(choice, address);
	const places = saved.data ?? [];
	// A stay on a place no longer in the list (unsaved elsewhere) shows as itself until the list agrees.
	const missing = stay?.placeId && !places.some((entry) => entry.place.googlePlaceId === stay.placeId) ? stay : null;

	return (
		<div className="grid gap-3">
			<p className="flex items-start gap-2 text-sm text-ink-700" aria-live="polite">
				<BedDouble aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
				<span className="min-w-0 break-words">
					{stay ? (
						<>
							Now: <strong>{stay.label}</strong>
						</>
					) : (
						stayMessages.none
					)}
				</span>
			</p>
			<fieldset className="grid min-w-0 gap-2" aria-describedby={ids.hint}>
				<legend className="text-sm font-semibold text-ink-700">A saved place or an address</legend>
				<div className="grid max-h-64 gap-1 overflow-y-auto">
					<Choice name={ids.choice} value={NONE} current={choice} onChoose={setChoice} label="Not set" />
					{saved.isPending && <p className="px-2 py-1.5 text-sm text-ink-500">Loading saved places...</p>}
					{places.map((entry) => (
						<Choice
							key={entry.id}
							name={ids.choice}
							value={placeOption(entry.place.googlePlaceId)}
							current={choice}
							onChoose={setChoice}
							label={entry.place.name}
						/>
					))}
					{missing?.placeId && (
						<Choice
							name={ids.choice}
							value={placeOption(missing.placeId)}
							current={choice}
							onChoose={setChoice}
							label={missing.label}
						/>
					)}
					<Choice name={ids.choice} value={ADDRESS} current={choice} onChoose={setChoice} label="An address…" />
				</div>
				<p id={ids.hint} className="text-xs text-ink-500">
					{saved.isError
						? "Couldn't load your saved places. You can still type an address."
						: saved.data && places.length === 0
							? stayMessages.noSavedPlaces
							: stayMessages.hint}
				</p>
			</fieldset>
			{choice === ADDRESS && (
				<div className="grid gap-2">
					<Label htmlFor={ids.address}>Address</Label>
					<DestinationSearch
						id={ids.address}
						value={address.text}
						placeholder="Street, area or town"
						search={searchNearTrip}
						listLabel="Addresses near the trip"
						states={stayAddressStates}
						onTextChange={(text) => setAddress({ text, point: null })}
						onSelect={(chosen) =>
							setAddress({
								text: chosen.location,
								point:
									chosen.latitude !== null && chosen.longitude !== null
										? { latitude: chosen.latitude, longitude: chosen.longitude }
										: null,
							})
						}
					/>
				</div>
			)}
			<div>
				<Button
					type="button"
					variant="outline"
					disabled={mutation.isPending || change === undefined}
					onClick={() => {
						if (change !== undefined) mutation.mutate({ id: adventureId, changes: { stay: change } });
					}}
				>
					{mutation.isPending ? "Saving..." : "Save where we're staying"}
				</Button>
			</div>
		</div>
	);
}

/** One choice of the stay: a radio with its label, the whole row clickable. */
function Choice({
	name,
	value,
	current,
	label,
	onChoose,
}: {
	name: string;
	value: string;
	current: string;
	label: string;
	onChoose: (value: string) => void;
}) {
	const checked = value === current;
	return (
		<label
			className={cn(
				"flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm",
				checked
					? "border-brand-500 bg-brand-50 text-ink-900"
					: "border-sand-200 bg-white text-ink-700 hover:bg-sand-50",
			)}
		>
			<input
				type="radio"
				name={name}
				value={value}
				checked={checked}
				onChange={() => onChoose(value)}
				className="size-4 shrink-0 accent-brand-600"
			/>
			<span className="min-w-0 break-words">{label}</span>
		</label>
	);
}
