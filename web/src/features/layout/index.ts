export { Header } from "./header";
export { NotFoundPage } from "./not-found-page";
export { PageHeading } from "./page-heading";
export { UnderConstruction } from "./under-construction";
export { UserAvatar } from "./user-avatar";
