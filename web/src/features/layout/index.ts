export { Header } from "./header";
export { NotFoundPage } from "./not-found-page";
export { PageHeading } from "./page-heading";
export { UserAvatar } from "./user-avatar";
