import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { DayPlanReview } from "./day-plan-review";

/**
 * 'Plan my days' on the Paths tab (the owner's): opens the review of a proposal of one path per day.
 * Accepting every day closes it; the Paths tab then shows the new days.
 */
export function PlanMyDaysButton({ adventureId }: { adventureId: string }) {
	const [open, setOpen] = useState(false);
	return (
		<>
			<Button size="sm" variant="outline" onClick={() => setOpen(true)}>
				<CalendarDays aria-hidden className="size-4" />
				Plan my days
			</Button>
			<Dialog
				open={open}
				onOpenChange={setOpen}
				title="Plan my days"
				description="One path per day from your saved places."
				className="max-w-lg gap-3 p-4 sm:p-6"
			>
				<DayPlanReview adventureId={adventureId} onAllAccepted={() => setOpen(false)} />
			</Dialog>
		</>
	);
}
