import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { Bot, FlaskConical, PlugZap } from "lucide-react";
import type { AiConnectionResponse, AiConnectionTestResponse } from "@shared/contracts/admin";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api";
import { ErrorBlock, LoadingBlock, PageHeader } from "../admin-ui";

/**
 * /admin/ai "KI-Modell" (issue 46, decision 0182): how the model is configured, how to connect
 * one (environment variables only: the UI never takes a secret) and "Verbindung testen", which
 * shows the model's answer or the exact error.
 */
const connectionQuery = () =>
  queryOptions({
    queryKey: ["admin", "ai", "connection"],
    queryFn: () => api<AiConnectionResponse>("/api/admin/ai/connection"),
  });

const LOCAL_EXAMPLE = [
  "AI_PROVIDER=openai-compatible",
  "AI_BASE_URL=http://127.0.0.1:11434/v1",
  "AI_MODEL=llama3.1",
].join("\n");

export default function AiModelPage() {
  const { t } = useTranslation("admin");
  const query = useQuery(connectionQuery());
  return (
    <div className="grid gap-6">
      <PageHeader title={t("aiModel.title")} description={t("aiModel.description")} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock text={t("aiModel.loadError")} />
      ) : (
        <>
          <Current data={query.data} />
          <ConnectionTest />
          <HowToConnect />
        </>
      )}
    </div>
  );
}

function Current({ data }: { data: AiConnectionResponse }) {
  const { t } = useTranslation("admin");
  // Values as the environment holds them are code; "nicht gesetzt" is text.
  const code = (v: string | null) => (v === null ? t("aiModel.notSet") : <code>{v}</code>);
  const rows: [string, ReactNode][] = [
    ["AI_PROVIDER", code(data.provider)],
    ["AI_MODEL", code(data.model)],
    ["AI_BASE_URL", code(data.baseUrl)],
    ["AI_API_KEY", data.apiKeySet ? t("aiModel.keySet") : t("aiModel.notSet")],
    ["AI_TIMEOUT_MS", code(String(data.timeoutMs))],
  ];
  return (
    <section
      className="grid gap-3 rounded-xl border bg-card p-5"
      aria-labelledby="ai-current"
      data-testid="ai-current"
    >
      <h2 id="ai-current" className="font-semibold">
        {t("aiModel.current")}
      </h2>
      {data.offline ? (
        <Alert className="border-warning/60 bg-warning-subtle text-warning-subtle-foreground">
          <FlaskConical aria-hidden="true" />
          <AlertTitle>{t("aiModel.offlineTitle")}</AlertTitle>
          <AlertDescription className="text-warning-subtle-foreground">
            {t("aiModel.offlineText")}
          </AlertDescription>
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-sm">
          <Bot className="size-4" aria-hidden="true" />
          {t("aiModel.onlineText")}
        </p>
      )}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-muted-foreground">
              <code>{name}</code>
            </dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ConnectionTest() {
  const { t, i18n } = useTranslation("admin");
  const test = useMutation({
    mutationFn: () =>
      api<AiConnectionTestResponse>("/api/admin/ai/connection/test", { method: "POST", json: {} }),
  });
  const result = test.data;
  const seconds = (ms: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(ms / 1000);
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5" aria-labelledby="ai-test">
      <h2 id="ai-test" className="font-semibold">
        {t("aiModel.testTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("aiModel.testText")}</p>
      <div>
        <Button onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? <Spinner /> : <PlugZap aria-hidden="true" />}
          {t("aiModel.test")}
        </Button>
      </div>
      <div aria-live="polite" data-testid="ai-test-result">
        {test.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t("aiModel.error.unexpected")}</AlertTitle>
            <AlertDescription>{test.error.message}</AlertDescription>
          </Alert>
        )}
        {result?.ok && (
          <Alert data-outcome="ok">
            <Bot aria-hidden="true" />
            <AlertTitle>
              {t("aiModel.answer", {
                model: result.model ?? "",
                seconds: seconds(result.durationMs),
              })}
            </AlertTitle>
            <AlertDescription>
              <blockquote className="border-l-2 pl-3 wrap-anywhere" data-testid="ai-test-answer">
                {result.answer}
              </blockquote>
            </AlertDescription>
          </Alert>
        )}
        {result && !result.ok && result.error && (
          <Alert variant="destructive" data-outcome="error">
            <AlertTitle>{t(`aiModel.error.${result.error.kind}`)}</AlertTitle>
            {result.error.detail && (
              <AlertDescription className="grid gap-1">
                <span>{t("aiModel.exactError")}</span>
                <pre
                  className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all text-foreground"
                  data-testid="ai-test-detail"
                >
                  {result.error.detail}
                </pre>
              </AlertDescription>
            )}
          </Alert>
        )}
      </div>
    </section>
  );
}

function HowToConnect() {
  const { t } = useTranslation("admin");
  const hosted = [
    "AI_PROVIDER=openai-compatible",
    "AI_BASE_URL=https://…/v1",
    `AI_MODEL=${t("aiModel.modelName")}`,
    `AI_API_KEY=${t("aiModel.yourKey")}`,
  ].join("\n");
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5" aria-labelledby="ai-connect">
      <h2 id="ai-connect" className="font-semibold">
        {t("aiModel.connectTitle")}
      </h2>
      <p className="text-sm">{t("aiModel.connectText")}</p>
      <h3 className="text-sm font-semibold">{t("aiModel.localTitle")}</h3>
      <pre className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs" tabIndex={0}>
        {LOCAL_EXAMPLE}
      </pre>
      <p className="text-sm text-muted-foreground">{t("aiModel.localPorts")}</p>
      <h3 className="text-sm font-semibold">{t("aiModel.hostedTitle")}</h3>
      <pre className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs" tabIndex={0}>
        {hosted}
      </pre>
      <p className="text-sm text-muted-foreground">{t("aiModel.hostedText")}</p>
      <p className="text-sm text-muted-foreground">{t("aiModel.structured")}</p>
    </section>
  );
}
