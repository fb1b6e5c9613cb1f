import { createContext, use, type AnchorHTMLAttributes, type ComponentType, type Ref } from "react";

/**
 * Links and navigation for components that appear both inside the data router (the app,
 * the funnel) and on the prerendered landing page, which hydrates without the router
 * (decision 0057): there a link is an ordinary `<a href>` and a navigation loads the page.
 * Inside the router, `routes/router-navigation.tsx` supplies React Router's Link and
 * navigate, so nothing changes for the other screens.
 */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export interface Navigation {
  Link: ComponentType<AppLinkProps>;
  navigate: (to: string) => void;
  /** True inside the data router (a navigation mounts the next screen). */
  withRouter: boolean;
}

function PageLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

const pageNavigation: Navigation = {
  Link: PageLink,
  withRouter: false,
  navigate: (to) => {
    // Already there (for example "/" after signing out on the landing page): stay, so the
    // page and its toast remain.
    if (to !== window.location.pathname + window.location.search) window.location.assign(to);
  },
};

export const NavigationContext = createContext<Navigation>(pageNavigation);

/** A link to another page of the app (React Router's Link inside the router). */
export function AppLink(props: AppLinkProps) {
  const { Link } = use(NavigationContext);
  return <Link {...props} />;
}

export function useAppNavigation(): Navigation {
  return use(NavigationContext);
}
