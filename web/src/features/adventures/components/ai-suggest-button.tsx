import { LoaderCircle, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";

export function AiSuggestButton({ onClick, pending, label }: { onClick: () => void; pending: boolean; label: string }) {
	return (
		<Button variant="outline" size="sm" onClick={onClick} disabled={pending} aria-label={label}>
			{pending ? (
				<LoaderCircle aria-hidden className="size-4 animate-spin" />
			) : (
				<Sparkles aria-hidden className="size-4 text-sunrise-500" />
			)}
			AI Suggest
		</Button>
	);
}
