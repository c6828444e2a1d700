// Mantine components rendered as TanStack Router links: real <a href> elements (open in a new
// tab, keyboard focus) with typed `to` paths and preloading on hover or focus.
//
// One module per link kind, re-exported here: a bundle then holds only the kinds it uses (the
// public pages never load NavLink and its collapse code).
export { AnchorLink } from './routerLinks/AnchorLink.tsx';
export { ButtonLink } from './routerLinks/ButtonLink.tsx';
export { NavLinkLink } from './routerLinks/NavLinkLink.tsx';
