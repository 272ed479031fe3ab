import { Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { type AdventureWithAccess, formatDateRange, TagList, travelersLabel } from "../../adventures";
import { calendarUrl } from "../api/get-public-adventure";
import { CalendarLink } from "./header-actions";
import { ShareButton } from "./share-button";

/**
 * 'Adventure Details' under 768 px: every field of the adventure, full screen, with 'Add to
 * calendar' for everyone and Edit and Share for the owner.
 */
export function MobileDetailsPanel({
	adventure,
	readOnly,
	open,
	onOpenChange,
	onEdit,
}: {
	adventure: AdventureWithAccess;
	readOnly: boolean;
	open: boolean;
	onOpenChange: (open: boolean) => void;
	onEdit: () => void;
}) {
	return (
		<Dialog
			open={open}
			onOpenChange={onOpenChange}
			title="Adventure Details"
			className="inset-0 h-full max-h-none w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none p-5 sm:p-5 md:hidden"
			overlayClassName="md:hidden"
		>
			<dl className="grid gap-4 text-sm">
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
			<div className="mt-2 flex flex-wrap items-center gap-3">
				{!readOnly && (
					<>
						<Button
							onClick={() => {
								onOpenChange(false);
								onEdit();
							}}
						>
							<Pencil aria-hidden className="size-4" />
							Edit
						</Button>
						<ShareButton adventure={adventure} />
					</>
				)}
				<CalendarLink href={calendarUrl(adventure.id)} />
			</div>
		</Dialog>
	);
}
