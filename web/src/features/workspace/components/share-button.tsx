import { Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import type { AdventureWithAccess } from "../../adventures";
import { ShareDialog } from "./share-dialog";

/** The owner's Share button and its dialog. */
export function ShareButton({ adventure }: { adventure: AdventureWithAccess }) {
	const [open, setOpen] = useState(false);
	return (
		<>
			<Button variant="outline" size="sm" onClick={() => setOpen(true)}>
				<Share2 aria-hidden className="size-4" />
				Share
			</Button>
			{open && <ShareDialog adventure={adventure} open={open} onOpenChange={setOpen} />}
		</>
	);
}
