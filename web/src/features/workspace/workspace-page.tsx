import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQueryClient } from "@tanstack/react-query";
import {
	ChevronDown,
	ChevronUp,
	Info,
	Map as MapIcon,
	Menu,
	MessageCircle,
	Pencil,
	Share2,
	Trash2,
	X,
} from "lucide-react";
import { useState } from "react";
import { Link, useMatch, useNavigate, useParams } from "react-router-dom";
import type { Place } from "../../../../domain/place/place";
import { Button, buttonClasses } from "../../components/ui/button";
import { ConfirmDialog, Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast-store";
import { Tooltip } from "../../components/ui/tooltip";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import {
	AdventureEditForm,
	type AdventureWithAccess,
	formatDateRange,
	TagList,
	travelersLabel,
	useAdventure,
	useDeleteAdventure,
	useUpdateAdventure,
} from "../adventures";
import { useAuth } from "../auth";
import { GuideChat } from "../guide";
import { PlannerMap } from "../map";
import { AddToPathDialog, getPathsQueryOptions, PathsTab } from "../paths";
import { PlacePanel, PlacesTab } from "../places";
import { AdventureExtraDetails, AdventureFacts } from "./adventure-details";
import { usePlannerSession } from "./planner-session";
import { type PanelTab, SidePanel } from "./side-panel";
import { useLiveChannel } from "./use-live-channel";
import { usePathLines } from "./use-path-lines";
import { usePlannerPlaces } from "./use-planner-places";
import { useStagedReveal } from "./use-staged-reveal";

export function WorkspacePage() {
	const { id = "" } = useParams();
	const { data: adventure, isPending, isError } = useAdventure(id);
	if (isPending) return <Spinner fullScreen label="Loading adventure..." />;
	if (isError) {
		return (
			<main className="mx-auto max-w-xl px-6 py-24 text-center">
				<h1 className="font-display text-3xl font-extrabold">Adventure not found</h1>
				<Link to={paths.home} className={buttonClasses("primary", "md", "mt-8")}>
					Back to My Adventures
				</Link>
			</main>
		);
	}
	return <Workspace adventure={adventure} />;
}

function Workspace({ adventure }: { adventure: AdventureWithAccess }) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const readOnly = adventure.access !== "owner";
	const stage = useStagedReveal(true);
	const [tab, setTab] = useState<PanelTab>("guide");
	const [showDetails, setShowDetails] = useState(false);
	const [editing, setEditing] = useState(false);
	const [confirmDelete, setConfirmDelete] = useState(false);
	const [mobileView, setMobileView] = useState<"chat" | "map">("chat");
	const [mobileDetails, setMobileDetails] = useState(false);
	const planner = usePlannerPlaces(adventure);
	const [addToPath, setAddToPath] = useState<Place | null>(null);
	const [openPathId, setOpenPathId] = useState<string | null>(null);
	const pathLines = usePathLines(adventure.id, openPathId);
	const onAddToPath = readOnly ? undefined : (place: Place) => setAddToPath(place);
	const { user } = useAuth();
	usePlannerSession(adventure.id, !!useMatch("/adventure/:id/planner"));
	const [guideStatus, setGuideStatus] = useState<string | null>(null);
	useLiveChannel(adventure.id, !readOnly, setGuideStatus);

	const update = useUpdateAdventure({
		mutationConfig: {
			onSuccess: () => {
				toast({ title: "Adventure Updated" });
				setEditing(false);
			},
			onError: () =>
				toast({ title: "Error", description: "Failed to update adventure. Please try again.", variant: "destructive" }),
		},
	});
	const remove = useDeleteAdventure({
		mutationConfig: {
			onSuccess: () => {
				toast({ title: "Adventure Deleted" });
				setConfirmDelete(false);
				setEditing(false);
				navigate(paths.home);
			},
			onError: () => toast({ title: "Failed to delete adventure. Please try again.", variant: "destructive" }),
		},
	});

	const shareButton = (
		<Tooltip content="Sharing is on its way">
			<span>
				<Button variant="outline" size="sm" disabled aria-label="Share">
					<Share2 aria-hidden className="size-4" />
					Share
				</Button>
			</span>
		</Tooltip>
	);

	return (
		<div className="flex h-dvh flex-col md:h-[calc(100dvh-4rem)]">
			{/* Desktop header */}
			<header className="hidden border-b border-sand-200 bg-white px-6 py-4 md:block">
				<div className="flex items-start justify-between gap-6">
					<div className="min-w-0">
						<div className="flex items-center gap-2">
							<h1 className="truncate font-display text-2xl font-extrabold text-ink-900">{adventure.title}</h1>
							{!readOnly && (
								<Tooltip content="Edit adventure">
									<button
										type="button"
										onClick={() => setEditing(true)}
										aria-label="Edit adventure"
										className="rounded-full p-2 text-ink-500 hover:bg-sand-100 hover:text-brand-700"
									>
										<Pencil aria-hidden className="size-4" />
									</button>
								</Tooltip>
							)}
						</div>
						<div className="mt-1">
							<AdventureFacts adventure={adventure} />
						</div>
					</div>
					<div className="flex shrink-0 items-center gap-2">
						<Button variant="ghost" size="sm" onClick={() => setShowDetails((v) => !v)} aria-expanded={showDetails}>
							{showDetails ? (
								<ChevronUp aria-hidden className="size-4" />
							) : (
								<ChevronDown aria-hidden className="size-4" />
							)}
							{showDetails ? "Hide details" : "Show details"}
						</Button>
						{!readOnly && shareButton}
					</div>
				</div>
				{showDetails && (
					<div className="mt-4 border-t border-sand-200 pt-4">
						<AdventureExtraDetails adventure={adventure} />
					</div>
				)}
			</header>

			{/* Mobile header */}
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
							{[
								{ to: paths.discover, label: "Discover" },
								{ to: paths.home, label: "My Adventures" },
								{ to: paths.profile, label: "Profile" },
							].map((item) => (
								<DropdownMenu.Item
									key={item.to}
									asChild
									className="block rounded-lg px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-sand-100"
								>
									<Link to={item.to}>{item.label}</Link>
								</DropdownMenu.Item>
							))}
							<DropdownMenu.Item
								asChild
								className="block rounded-lg px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-sand-100"
							>
								<a href={paths.logout}>Log out</a>
							</DropdownMenu.Item>
						</DropdownMenu.Content>
					</DropdownMenu.Portal>
				</DropdownMenu.Root>
				<h1 className="min-w-0 flex-1 truncate font-display text-base font-extrabold">{adventure.title}</h1>
				<button
					type="button"
					onClick={() => setMobileDetails(true)}
					aria-label="Adventure details"
					className="rounded-full p-2 text-ink-700 hover:bg-sand-100"
				>
					<Info aria-hidden className="size-5" />
				</button>
				<button
					type="button"
					onClick={() => setMobileView((v) => (v === "chat" ? "map" : "chat"))}
					aria-label={mobileView === "chat" ? "Show map" : "Show chat"}
					className="rounded-full bg-brand-600 p-2 text-white hover:bg-brand-700"
				>
					{mobileView === "chat" ? (
						<MapIcon aria-hidden className="size-5" />
					) : (
						<MessageCircle aria-hidden className="size-5" />
					)}
				</button>
			</header>

			<div className="relative flex min-h-0 flex-1">
				<aside
					aria-label="Planner panel"
					className={cn(
						"min-h-0 w-full shrink-0 border-r border-sand-200 bg-white md:block md:w-[408px]",
						mobileView === "chat" ? "block" : "hidden",
					)}
				>
					{stage >= 1 ? (
						<SidePanel
							tab={tab}
							onTabChange={setTab}
							savedCount={planner.saved.length}
							pathCount={pathLines.count}
							readOnly={readOnly}
							guide={
								user && !readOnly ? (
									<GuideChat
										adventure={adventure}
										user={user}
										mapCenter={planner.center}
										status={guideStatus}
										onSuggestionsChange={planner.setAiSuggestions}
										onSelect={planner.select}
										onAddToPath={onAddToPath}
										onPathCreated={(pathId) => {
											void queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventure.id).queryKey });
											setOpenPathId(pathId);
										}}
									/>
								) : null
							}
							places={
								<PlacesTab
									adventureId={adventure.id}
									readOnly={readOnly}
									center={planner.center}
									results={planner.results}
									searching={planner.searching}
									hasSearched={planner.hasSearched}
									highlightedId={planner.selected?.googlePlaceId ?? null}
									onSearch={planner.search}
									onPick={planner.pick}
									onSelect={planner.select}
									onSaved={planner.onSaved}
									onAddToPath={onAddToPath}
								/>
							}
							paths={
								<PathsTab
									adventureId={adventure.id}
									readOnly={readOnly}
									openPathId={openPathId}
									onOpenPath={setOpenPathId}
								/>
							}
						/>
					) : (
						<Spinner label="Loading..." />
					)}
				</aside>
				<section aria-label="Map" className={cn("min-h-0 flex-1 md:block", mobileView === "map" ? "block" : "hidden")}>
					{stage >= 3 ? (
						<PlannerMap
							center={planner.center}
							zoom={planner.initialZoom}
							markers={planner.markers}
							lines={pathLines.lines}
							focus={planner.focus}
							onMarkerClick={(id) => {
								planner.selectById(id);
								setMobileView("map");
							}}
							label={adventure.location}
							className="h-full w-full"
						/>
					) : (
						<div className="flex h-full items-center justify-center bg-brand-50">
							<p className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-700 shadow-[var(--shadow-card)]">
								Loading Map
							</p>
						</div>
					)}
				</section>
				{planner.selected && (
					<PlacePanel
						key={planner.selected.googlePlaceId}
						place={planner.selected}
						adventureId={adventure.id}
						readOnly={readOnly}
						isSaved={planner.isSaved(planner.selected.googlePlaceId)}
						onClose={() => planner.select(null)}
						onSaved={planner.onSaved}
						onAddToPath={onAddToPath}
					/>
				)}
			</div>
			{!readOnly && (
				<AddToPathDialog
					place={addToPath}
					adventureId={adventure.id}
					onOpenChange={(open) => !open && setAddToPath(null)}
					onAdded={(pathId) => {
						// Adding a place to a path switches to Paths, closes the panel and opens that path.
						planner.select(null);
						setOpenPathId(pathId);
						setTab("paths");
					}}
				/>
			)}

			{/* Mobile 'Adventure Details' overlay */}
			{mobileDetails && (
				<div
					role="dialog"
					aria-modal="true"
					aria-label="Adventure Details"
					className="fixed inset-0 z-50 overflow-y-auto bg-white p-5 md:hidden"
				>
					<div className="flex items-center justify-between">
						<h2 className="font-display text-lg font-extrabold">Adventure Details</h2>
						<button
							type="button"
							onClick={() => setMobileDetails(false)}
							aria-label="Close"
							className="rounded-full p-2 hover:bg-sand-100"
						>
							<X aria-hidden className="size-5" />
						</button>
					</div>
					<dl className="mt-4 grid gap-4 text-sm">
						<div>
							<dt className="font-semibold text-ink-500">Title</dt>
							<dd className="font-display text-xl font-extrabold">{adventure.title}</dd>
						</div>
						<div>
							<dt className="font-semibold text-ink-500">Location</dt>
							<dd>{adventure.location}</dd>
						</div>
						<div>
							<dt className="font-semibold text-ink-500">Dates</dt>
							<dd>{formatDateRange(adventure.startDate, adventure.endDate)}</dd>
						</div>
						{adventure.numberOfTravelers != null && (
							<div>
								<dt className="font-semibold text-ink-500">Travelers</dt>
								<dd>{travelersLabel(adventure.numberOfTravelers)}</dd>
							</div>
						)}
						{adventure.kidAges.length > 0 && (
							<div>
								<dt className="font-semibold text-ink-500">Kids ages</dt>
								<dd>{adventure.kidAges.join(", ")}</dd>
							</div>
						)}
						{adventure.tags.length > 0 && (
							<div>
								<dt className="font-semibold text-ink-500">Adventure Type</dt>
								<dd className="mt-1">
									<TagList tags={adventure.tags} max={adventure.tags.length} />
								</dd>
							</div>
						)}
						{adventure.description && (
							<div>
								<dt className="font-semibold text-ink-500">Description</dt>
								<dd className="leading-relaxed">{adventure.description}</dd>
							</div>
						)}
					</dl>
					{!readOnly && (
						<div className="mt-6 flex gap-3">
							<Button
								onClick={() => {
									setMobileDetails(false);
									setEditing(true);
								}}
							>
								<Pencil aria-hidden className="size-4" />
								Edit
							</Button>
							{shareButton}
						</div>
					)}
				</div>
			)}

			{!readOnly && (
				<Dialog
					open={editing}
					onOpenChange={setEditing}
					title="Edit Adventure"
					description="Update the details of this adventure."
				>
					<AdventureEditForm
						adventure={adventure}
						variant="dialog"
						pending={update.isPending}
						submitLabel="Save Changes"
						pendingLabel="Saving..."
						onSubmit={(changes) => update.mutate({ id: adventure.id, changes })}
						footer={(submit) => (
							<div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
								<Button variant="ghost" className="text-red-600 hover:bg-red-50" onClick={() => setConfirmDelete(true)}>
									<Trash2 aria-hidden className="size-4" />
									Delete Adventure
								</Button>
								<div className="flex flex-col-reverse gap-3 sm:flex-row">
									<Button variant="outline" size="lg" onClick={() => setEditing(false)}>
										Cancel
									</Button>
									{submit}
								</div>
							</div>
						)}
					/>
				</Dialog>
			)}
			<ConfirmDialog
				open={confirmDelete}
				onOpenChange={setConfirmDelete}
				title="Delete this adventure?"
				description={`"${adventure.title}" and everything saved in it will be deleted. This action cannot be undone.`}
				confirmLabel="Delete"
				pendingLabel="Deleting..."
				pending={remove.isPending}
				onConfirm={() => remove.mutate(adventure.id)}
			/>
		</div>
	);
}
