export { Header } from "./header";
export { PageHeading } from "./page-heading";
export { UserAvatar } from "./user-avatar";
