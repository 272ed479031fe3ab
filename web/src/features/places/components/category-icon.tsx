import {
	Building2,
	Bus,
	Church,
	Coffee,
	Dumbbell,
	Fuel,
	GraduationCap,
	Hospital,
	Hotel,
	Landmark,
	Library,
	type LucideIcon,
	Mountain,
	Plane,
	Sailboat,
	ShoppingBag,
	Tent,
	Theater,
	Ticket,
	TreePine,
	Umbrella,
	UtensilsCrossed,
	Wine,
} from "lucide-react";
import { type CategoryIconKey, categoryIconKey } from "../../../../../domain/place/place-rules";
import { cn } from "../../../lib/cn";

const ICONS: Record<CategoryIconKey, LucideIcon> = {
	restaurant: UtensilsCrossed,
	cafe: Coffee,
	bar: Wine,
	lodging: Hotel,
	attraction: Ticket,
	theater: Theater,
	museum: Landmark,
	library: Library,
	school: GraduationCap,
	park: TreePine,
	beach: Umbrella,
	hiking: Mountain,
	campground: Tent,
	mall: ShoppingBag,
	airport: Plane,
	gas_station: Fuel,
	marina: Sailboat,
	tour_agency: Bus,
	gym: Dumbbell,
	hospital: Hospital,
	place_of_worship: Church,
	bank: Building2,
};

/** The category icon of a place: the first of its types found in the fixed icon map below, else the bank icon. */
export function CategoryIcon({
	types,
	className,
	decorative = false,
}: {
	types: readonly string[];
	className?: string;
	/** Decorative copies (e.g. on a photo tile) are hidden from assistive technology. */
	decorative?: boolean;
}) {
	const key = categoryIconKey(types);
	const Icon = ICONS[key];
	if (decorative) return <Icon aria-hidden className={cn("size-4", className)} />;
	return <Icon aria-label={key.replace(/_/g, " ")} role="img" className={cn("size-4", className)} />;
}
