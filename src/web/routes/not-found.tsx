import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    // The spec logs the unknown path; as information, not an error (the console stays free
    // of warnings and errors, issue 33). The server logs it too: the page answers 404.
    console.info("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-6">
      <div className="text-center">
        <h1 className="mb-4 text-5xl font-bold">404</h1>
        <p className="mb-6 text-xl text-muted-foreground">{t("notFound.message")}</p>
        <Link
          to="/"
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          {t("notFound.home")}
        </Link>
      </div>
    </main>
  );
}
