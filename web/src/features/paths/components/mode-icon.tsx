import { Bike, Car, Footprints, TrainFront } from "lucide-react";
import type { TransportMode } from "../../../../../domain/path/path-rules";

export const MODE_LABEL: Record<TransportMode, string> = {
	driving: "Driving",
	walking: "Walking",
	cycling: "Cycling",
	transit: "Transit",
};

export function ModeIcon({ mode, className }: { mode: TransportMode; className?: string }) {
	const Icon = { driving: Car, walking: Footprints, cycling: Bike, transit: TrainFront }[mode];
	return <Icon aria-hidden className={className ?? "size-4"} />;
}
