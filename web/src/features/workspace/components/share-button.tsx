import { Share2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Tooltip } from "../../../components/ui/tooltip";

/** Sharing has not shipped: a disabled button that says so. */
export function ShareButton() {
	return (
		<Tooltip content="Sharing is on its way">
			<span>
				<Button variant="outline" size="sm" disabled aria-label="Share">
					<Share2 aria-hidden className="size-4" />
					Share
				</Button>
			</span>
		</Tooltip>
	);
}
