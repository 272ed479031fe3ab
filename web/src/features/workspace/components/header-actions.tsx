import { CalendarPlus, ChevronDown, ChevronUp } from "lucide-react";
import type { ComponentProps } from "react";
import { Button, buttonClasses } from "../../../components/ui/button";

/** 'Show details' / 'Hide details': the workspace and the public view both fold their extra details. */
export function DetailsToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
	return (
		<Button variant="ghost" size="sm" onClick={onToggle} aria-expanded={shown}>
			{shown ? <ChevronUp aria-hidden className="size-4" /> : <ChevronDown aria-hidden className="size-4" />}
			{shown ? "Hide details" : "Show details"}
		</Button>
	);
}

/** 'Add to calendar': downloads the adventure's .ics (props pass through, so a tooltip can wrap it). */
export function CalendarLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
	return (
		<a {...props} href={href} download className={buttonClasses("outline", "sm")}>
			<CalendarPlus aria-hidden className="size-4" />
			Add to calendar
		</a>
	);
}
