import { LoaderCircle, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";

export function AiSuggestButton({ onClick, pending, label }: { onClick: () => void; pending: boolean; label: string }) {
	return (
		// 44 px tall on phones (a touch target), the small size from the sm breakpoint up.
		<Button variant="outline" size="sm" className="max-sm:h-11" onClick={onClick} disabled={pending} aria-label={label}>
			{pending ? (
				<LoaderCircle aria-hidden className="size-4 animate-spin" />
			) : (
				<Sparkles aria-hidden className="size-4 text-sunrise-500" />
			)}
			AI Suggest
		</Button>
	);
}
