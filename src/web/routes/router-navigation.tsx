import { useEffect, useMemo } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { NavigationContext, type AppLinkProps, type Navigation } from "@/lib/navigation";
import { brandName, sitePublished } from "@/lib/site";

function RouterLink(props: AppLinkProps) {
  return <Link {...props} />;
}

/** Root route element: links and navigation of shared components go through the router. */
export function RouterNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A published brand titles every screen but the landing (which has its own title, issue 31).
  useEffect(() => {
    if (sitePublished() && pathname !== "/") document.title = brandName();
  }, [pathname]);
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
