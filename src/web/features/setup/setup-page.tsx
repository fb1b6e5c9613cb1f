import { useNavigate, Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ShieldCheck } from "lucide-react";
import type { z } from "zod";
import { LANGUAGE_LABELS, LANGUAGES } from "@shared/i18n/languages";
import { setupSchema, type SetupInput } from "@shared/contracts/users";
import { FormField, PasswordInput } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, api } from "@/lib/api";
import { authApi, sessionQuery } from "@/lib/session";
import { currentLanguage } from "@/lib/i18n";
import { FullPageStatus } from "@/routes/guards";

const setupStatusQuery = queryOptions({
  queryKey: ["setup"],
  queryFn: () => api<{ needed: boolean }>("/api/setup"),
  staleTime: 0,
});

type SetupOutput = z.output<typeof setupSchema>;

/** One-time first-admin screen (issue 13): only while the install has no admin. */
export default function SetupPage() {
  const { t } = useTranslation("users");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const status = useQuery(setupStatusQuery);
  const form = useForm<SetupInput, unknown, SetupOutput>({
    resolver: zodResolver(setupSchema),
    defaultValues: {
      token: "",
      name: "",
      email: "",
      password: "",
      confirmPassword: "",
      language: currentLanguage(),
    },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: async (values: SetupOutput) => {
      await api("/api/setup", { method: "POST", json: values });
      await authApi.signIn({ email: values.email, password: values.password, rememberMe: true });
    },
    onSuccess: async () => {
      toast.success(t("setup.done"));
      await qc.invalidateQueries({ queryKey: sessionQuery.queryKey });
      qc.setQueryData(setupStatusQuery.queryKey, { needed: false });
      navigate("/admin", { replace: true });
    },
    onError: (err) =>
      toast.error(err instanceof ApiError && err.message ? err.message : t("setup.failed")),
  });

  if (status.isPending) return <FullPageStatus text={t("setup.title")} />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4 sm:p-6">
      <Card className="w-full max-w-lg">
        {status.data?.needed ? (
          <>
            <CardHeader>
              <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
              <CardTitle as="h1" className="text-2xl">
                {t("setup.title")}
              </CardTitle>
              <CardDescription>{t("setup.intro")}</CardDescription>
            </CardHeader>
            <CardContent>
              <form
                className="grid gap-4"
                noValidate
                onSubmit={form.handleSubmit((v) => create.mutate(v))}
              >
                <FormField label={t("setup.token")} error={errors.token?.message}>
                  {(p) => <Input {...p} autoComplete="off" {...form.register("token")} />}
                </FormField>
                <FormField label={t("setup.name")} error={errors.name?.message}>
                  {(p) => <Input {...p} autoComplete="name" {...form.register("name")} />}
                </FormField>
                <FormField label={t("setup.email")} error={errors.email?.message}>
                  {(p) => (
                    <Input {...p} type="email" autoComplete="email" {...form.register("email")} />
                  )}
                </FormField>
                {(["password", "confirmPassword"] as const).map((field) => (
                  <FormField key={field} label={t(`setup.${field}`)} error={errors[field]?.message}>
                    {(p) => (
                      <PasswordInput {...p} autoComplete="new-password" {...form.register(field)} />
                    )}
                  </FormField>
                ))}
                <FormField label={t("setup.language")}>
                  {(p) => (
                    <select
                      {...p}
                      className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      {...form.register("language")}
                    >
                      {LANGUAGES.map((l) => (
                        <option key={l} value={l}>
                          {LANGUAGE_LABELS[l]}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending && <Spinner />}
                  {t("setup.submit")}
                </Button>
              </form>
            </CardContent>
          </>
        ) : (
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              {t("setup.gone")}
            </CardTitle>
            <CardDescription>{t("setup.goneText")}</CardDescription>
            <Link
              to="/auth"
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {t("setup.signIn")}
            </Link>
          </CardHeader>
        )}
      </Card>
    </main>
  );
}
