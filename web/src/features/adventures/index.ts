export { useDeleteAdventure } from "./api/delete-adventure";
export { type AdventureWithAccess, getAdventureQueryOptions, useAdventure } from "./api/get-adventure";
export { useUpdateAdventure } from "./api/update-adventure";
export { AdventureEditForm } from "./components/adventure-edit-form";
export { AdventureCover } from "./components/cover";
export { DestinationSearch } from "./components/destination-search";
export { KidAgesField } from "./components/kid-ages-field";
export { TagList } from "./components/tag-list";
export { formatDateRange, travelersLabel } from "./format";
