import * as Tabs from "@radix-ui/react-tabs";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, ExternalLink, Globe, Heart, MapPin, Phone, Route, Sparkles, X } from "lucide-react";
import { useEffect, useState } from "react";
import { mergeFieldNotes, needsDetails, type Place } from "../../../../../domain/place/place-rules";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { useGeneratePlaceSummary } from "../api/generate-place-summary";
import { useFamilyReviews } from "../api/get-family-reviews";
import { usePlaceDetails } from "../api/get-place-details";
import type { SaveResult } from "../api/save-place";
import { usePlaceSave } from "../use-place-save";
import { CategoryIcon } from "./category-icon";
import { PlacePhoto } from "./place-photo";
import { PriceLevel, Rating } from "./rating";
import { RemoveSavedDialog } from "./remove-saved-dialog";

interface Props {
	place: Place;
	adventureId: string;
	readOnly: boolean;
	isSaved?: boolean;
	onClose: () => void;
	onSaved: (result: SaveResult) => void;
	onAddToPath?: (place: Place) => void;
}

function mapsLink(place: Place) {
	const params = new URLSearchParams({
		api: "1",
		query: place.address ? `${place.name}, ${place.address}` : place.name,
	});
	if (place.source === "google") params.set("query_place_id", place.googlePlaceId);
	return `https://www.google.com/maps/search/?${params}`;
}

/** The place detail panel: 384 px on the right, full screen on mobile. */
export function PlacePanel({ place: basic, adventureId, readOnly, isSaved, onClose, onSaved, onAddToPath }: Props) {
	const details = usePlaceDetails(basic.googlePlaceId, { enabled: needsDetails(basic) });
	// If the detail fetch fails, the basic place is shown.
	const place: Place = details.data ? { ...basic, ...details.data, distanceMeters: basic.distanceMeters } : basic;
	const heart = usePlaceSave({ place, adventureId, isSaved, showSaveButton: !readOnly, onSaved });
	const [insightsTab, setInsightsTab] = useState<"lens" | "notes">("lens");
	const [notesOpened, setNotesOpened] = useState(false);

	const summary = useGeneratePlaceSummary({
		mutationConfig: {
			onError: () =>
				toast({ title: "Error", description: "Failed to generate summary. Please try again.", variant: "destructive" }),
		},
	});
	// The family summary is generated when a panel opens without one (once details have settled).
	const detailsSettled = !details.isFetching;
	const { mutate: summarize, isIdle: summaryIdle } = summary;
	useEffect(() => {
		if (detailsSettled && !place.familySummary && summaryIdle && !readOnly)
			summarize({ googlePlaceId: place.googlePlaceId, adventureId });
	}, [detailsSettled, place.familySummary, place.googlePlaceId, adventureId, summaryIdle, summarize, readOnly]);

	// Reviews: fetched once per place, when Field Notes is first opened.
	const reviews = useFamilyReviews(place.googlePlaceId, adventureId, notesOpened);
	useEffect(() => {
		if (reviews.isError)
			toast({
				title: "Error",
				description: "Failed to fetch family reviews. Please try again.",
				variant: "destructive",
			});
	}, [reviews.isError]);

	const familySummary = summary.data?.familySummary ?? place.familySummary;
	const notes = mergeFieldNotes(place.fieldNotes);

	return (
		<aside
			aria-label={`${place.name} details`}
			className="bug-clearance fixed inset-0 z-40 flex flex-col overflow-y-auto bg-white md:static md:z-auto md:w-[384px] md:shrink-0 md:border-l md:border-sand-200"
		>
			<div className="relative">
				<PhotoCarousel place={place} />
				<button
					type="button"
					onClick={onClose}
					aria-label="Close details"
					className="absolute top-3 right-3 rounded-full bg-white/90 p-2 text-ink-700 shadow hover:bg-white"
				>
					<X aria-hidden className="size-5" />
				</button>
			</div>
			<div className="grid gap-4 p-5">
				<div>
					<h2 className="flex items-start gap-2 font-display text-2xl leading-tight font-extrabold text-ink-900">
						<CategoryIcon types={place.types} className="mt-1.5 size-5 shrink-0 text-brand-600" />
						{place.name}
					</h2>
					<div className="mt-2 flex flex-wrap items-center gap-3">
						<Rating rating={place.rating} count={place.userRatingCount} />
						<PriceLevel level={place.priceLevel} />
						{place.ages && (
							<span className="rounded-full bg-sunrise-50 px-2.5 py-0.5 text-xs font-bold text-sunrise-700">
								Ages {place.ages[0]}–{place.ages[1]}
							</span>
						)}
					</div>
				</div>

				{!readOnly ? (
					<div className="flex gap-2">
						<Button
							variant={heart.saved ? "outline" : "primary"}
							onClick={heart.toggle}
							disabled={heart.pending}
							aria-pressed={heart.saved}
						>
							<Heart aria-hidden className={cn("size-4", heart.saved && "fill-red-500 text-red-500")} />
							{heart.saved ? "Saved" : "Save"}
						</Button>
						{onAddToPath && (
							<Button variant="outline" onClick={() => onAddToPath(place)}>
								<Route aria-hidden className="size-4" />
								Add to Path
							</Button>
						)}
					</div>
				) : (
					heart.saved && (
						<p className="inline-flex items-center gap-2 text-sm font-semibold text-red-600">
							<Heart aria-hidden className="size-4 fill-red-500" /> Saved
						</p>
					)
				)}

				<ul className="grid gap-2 text-sm">
					{place.address && (
						<li>
							<a
								href={mapsLink(place)}
								target="_blank"
								rel="noreferrer"
								className="flex items-start gap-2 text-ink-700 hover:text-brand-700"
							>
								<MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-sunrise-500" />
								<span className="underline-offset-2 hover:underline">{place.address}</span>
							</a>
						</li>
					)}
					{place.phoneNumber && (
						<li>
							<a
								href={`tel:${place.phoneNumber.replace(/[^\d+]/g, "")}`}
								className="flex items-center gap-2 text-ink-700 hover:text-brand-700"
							>
								<Phone aria-hidden className="size-4 shrink-0" />
								{place.phoneNumber}
							</a>
						</li>
					)}
					{place.website && (
						<li>
							<a
								href={place.website}
								target="_blank"
								rel="noreferrer"
								className="flex items-center gap-2 text-brand-700 hover:underline"
							>
								<Globe aria-hidden className="size-4 shrink-0" />
								Website
							</a>
						</li>
					)}
				</ul>

				<section aria-labelledby="insights-heading" className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
					<h3
						id="insights-heading"
						className="flex items-center gap-2 font-display text-base font-extrabold text-ink-900"
					>
						<Sparkles aria-hidden className="size-4 text-sunrise-500" />
						Guide AI Family Insights
					</h3>
					<Tabs.Root
						value={insightsTab}
						onValueChange={(value) => {
							setInsightsTab(value as "lens" | "notes");
							if (value === "notes") setNotesOpened(true);
						}}
						className="mt-3"
					>
						<Tabs.List aria-label="Family insights" className="flex gap-1 rounded-full bg-white p-1">
							{[
								{ value: "lens", label: "Family Lens" },
								{ value: "notes", label: "Field Notes" },
							].map((t) => (
								<Tabs.Trigger
									key={t.value}
									value={t.value}
									className="flex-1 rounded-full px-3 py-1.5 text-sm font-bold text-ink-500 data-[state=active]:bg-brand-600 data-[state=active]:text-white"
								>
									{t.label}
								</Tabs.Trigger>
							))}
						</Tabs.List>
						<Tabs.Content value="lens" className="mt-3 text-sm leading-relaxed text-ink-700">
							{familySummary ? (
								<>
									<p>{familySummary}</p>
									{place.whyKidsLoveIt && (
										<p className="mt-3 rounded-xl bg-white p-3">
											<span className="font-bold text-sunrise-700">Why kids love it: </span>
											{place.whyKidsLoveIt}
										</p>
									)}
								</>
							) : summary.isPending || details.isFetching ? (
								<p className="animate-pulse text-ink-500">Guide AI is writing a family summary...</p>
							) : (
								<p className="text-ink-500">No family summary yet.</p>
							)}
						</Tabs.Content>
						<Tabs.Content value="notes" className="mt-3 grid gap-3 text-sm">
							{notes.length === 0 && (reviews.data?.reviews.length ?? 0) === 0 && !reviews.isPending && (
								<p className="text-ink-500">No field notes for this place yet.</p>
							)}
							{notes.map((note) => (
								<div key={note.type} className="rounded-xl bg-white p-3">
									<p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
										{note.type} · {note.author}
									</p>
									<p className="mt-1 leading-relaxed text-ink-700">{note.note}</p>
								</div>
							))}
							{reviews.isPending && notesOpened && (
								<p className="animate-pulse text-ink-500">Looking for family reviews...</p>
							)}
							{(reviews.data?.reviews ?? []).slice(0, 3).map((review) => (
								<figure key={review.source} className="rounded-xl bg-white p-3">
									<blockquote className="leading-relaxed text-ink-700">{review.summary}</blockquote>
									<figcaption className="mt-2 flex items-center justify-between gap-2 text-xs text-ink-500">
										<span>
											{review.authorName}
											{review.ageRange && ` · kids ${review.ageRange}`}
										</span>
										<a
											href={review.source}
											target="_blank"
											rel="noreferrer"
											className="inline-flex items-center gap-1 font-bold text-brand-700"
										>
											Read Original
											<ExternalLink aria-hidden className="size-3" />
										</a>
									</figcaption>
								</figure>
							))}
						</Tabs.Content>
					</Tabs.Root>
				</section>
				{place.openingHours.length > 0 && (
					<section>
						<h3 className="text-sm font-bold text-ink-900">Opening hours</h3>
						<ul className="mt-1 text-sm text-ink-500">
							{place.openingHours.map((line) => (
								<li key={line}>{line}</li>
							))}
						</ul>
					</section>
				)}
			</div>
			<RemoveSavedDialog name={place.name} heart={heart} />
		</aside>
	);
}

function PhotoCarousel({ place }: { place: Place }) {
	const [emblaRef, embla] = useEmblaCarousel({ loop: false });
	const [canPrev, setCanPrev] = useState(false);
	const [canNext, setCanNext] = useState(false);
	useEffect(() => {
		if (!embla) return;
		const update = () => {
			setCanPrev(embla.canScrollPrev());
			setCanNext(embla.canScrollNext());
		};
		update();
		embla.on("select", update);
		embla.on("reInit", update);
		return () => {
			embla.off("select", update);
			embla.off("reInit", update);
		};
	}, [embla]);

	if (place.photoUrls.length <= 1) return <PlacePhoto place={place} className="h-52 w-full" />;
	return (
		<section className="relative h-52 overflow-hidden" aria-label={`Photos of ${place.name}`}>
			<div ref={emblaRef} className="h-full overflow-hidden">
				<div className="flex h-full">
					{place.photoUrls.map((url, index) => (
						<PlacePhoto
							key={url}
							place={place}
							src={url}
							alt={`${place.name} (${index + 1} of ${place.photoUrls.length})`}
							className="h-full min-w-0 flex-[0_0_100%]"
						/>
					))}
				</div>
			</div>
			<button
				type="button"
				aria-label="Previous photo"
				disabled={!canPrev}
				onClick={() => embla?.scrollPrev()}
				className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 shadow disabled:opacity-40"
			>
				<ChevronLeft aria-hidden className="size-4" />
			</button>
			<button
				type="button"
				aria-label="Next photo"
				disabled={!canNext}
				onClick={() => embla?.scrollNext()}
				className="absolute top-1/2 right-14 -translate-y-1/2 rounded-full bg-white/90 p-1.5 shadow disabled:opacity-40"
			>
				<ChevronRight aria-hidden className="size-4" />
			</button>
		</section>
	);
}
