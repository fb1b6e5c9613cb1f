import { useMemo } from "react";
import { Link, Outlet, useNavigate } from "react-router";
import { NavigationContext, type AppLinkProps, type Navigation } from "@/lib/navigation";

function RouterLink(props: AppLinkProps) {
  return <Link {...props} />;
}

/** Root route element: links and navigation of shared components go through the router. */
export function RouterNavigation() {
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ Link: RouterLink, navigate: (to) => void navigate(to), withRouter: true }),
    [navigate],
  );
  return (
    <NavigationContext value={value}>
      <Outlet />
    </NavigationContext>
  );
}
