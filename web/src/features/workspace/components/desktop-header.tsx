import { Pencil } from "lucide-react";
import { useState } from "react";
import { Tooltip } from "../../../components/ui/tooltip";
import type { AdventureWithAccess } from "../../adventures";
import { calendarUrl } from "../api/get-public-adventure";
import { AdventureExtraDetails, AdventureFacts } from "./adventure-details";
import { CalendarLink, DetailsToggle } from "./header-actions";
import { ShareButton } from "./share-button";

/** The workspace's header from 768 px: title, edit, facts, and the tags and description on demand. */
export function DesktopHeader({
	adventure,
	readOnly,
	onEdit,
}: {
	adventure: AdventureWithAccess;
	readOnly: boolean;
	onEdit: () => void;
}) {
	const [showDetails, setShowDetails] = useState(false);
	return (
		<header className="hidden border-b border-sand-200 bg-white px-6 py-4 md:block">
			<div className="flex items-start justify-between gap-6">
				<div className="min-w-0">
					<div className="flex items-center gap-2">
						<h1 className="truncate font-display text-2xl font-extrabold text-ink-900">{adventure.title}</h1>
						{!readOnly && (
							<Tooltip content="Edit adventure">
								<button
									type="button"
									onClick={onEdit}
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
					<DetailsToggle shown={showDetails} onToggle={() => setShowDetails((v) => !v)} />
					<Tooltip content="Download an all-day event for your calendar">
						<CalendarLink href={calendarUrl(adventure.id)} />
					</Tooltip>
					{!readOnly && <ShareButton adventure={adventure} />}
				</div>
			</div>
			{showDetails && (
				<div className="mt-4 border-t border-sand-200 pt-4">
					<AdventureExtraDetails adventure={adventure} />
				</div>
			)}
		</header>
	);
}
