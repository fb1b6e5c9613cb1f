import type { Language } from "@shared/i18n/languages";
import { layout, type MailContent } from "./templates";

const lockedTexts: Record<
  Language,
  {
    subject: string;
    hi: (n: string) => string;
    body: (failures: number) => string;
    action: string;
    footer: string;
  }
> = {
  de: {
    subject: "Mehrere fehlgeschlagene Anmeldeversuche bei Kurswerk",
    hi: (n) => `Hallo ${n},`,
    body: (f) =>
      `für dein Kurswerk-Konto wurde ${f}-mal ein falsches Passwort eingegeben. Zum Schutz deines Kontos sind weitere Anmeldeversuche vorübergehend verzögert. Warst du das nicht, setze am besten jetzt ein neues Passwort.`,
    action: "Zur Anmeldung",
    footer: "Wenn du dich nur vertippt hast, kannst du diese E-Mail ignorieren.",
  },
  en: {
    subject: "Several failed sign-in attempts at Kurswerk",
    hi: (n) => `Hi ${n},`,
    body: (f) =>
      `a wrong password was entered ${f} times for your Kurswerk account. To protect your account, further sign-in attempts are delayed for a while. If this wasn't you, it is best to choose a new password now.`,
    action: "Go to sign-in",
    footer: "If you only mistyped, you can ignore this e-mail.",
  },
  es: {
    subject: "Varios intentos fallidos de inicio de sesión en Kurswerk",
    hi: (n) => `Hola ${n}:`,
    body: (f) =>
      `se ha introducido ${f} veces una contraseña incorrecta para tu cuenta de Kurswerk. Para proteger tu cuenta, los siguientes intentos se retrasan durante un tiempo. Si no has sido tú, lo mejor es elegir ahora una nueva contraseña.`,
    action: "Ir al inicio de sesión",
    footer: "Si solo te equivocaste al escribir, puedes ignorar este correo.",
  },
  fr: {
    subject: "Plusieurs tentatives de connexion échouées sur Kurswerk",
    hi: (n) => `Bonjour ${n},`,
    body: (f) =>
      `un mauvais mot de passe a été saisi ${f} fois pour ton compte Kurswerk. Pour protéger ton compte, les prochaines tentatives sont retardées pendant un moment. Si ce n'était pas toi, choisis de préférence un nouveau mot de passe dès maintenant.`,
    action: "Aller à la connexion",
    footer: "Si tu t'es seulement trompé de saisie, tu peux ignorer cet e-mail.",
  },
};

/** To the owner of an account whose sign-in is throttled after repeated wrong passwords. */
export function signInThrottledMail(
  lang: Language,
  name: string,
  failures: number,
  url: string,
): MailContent {
  const t = lockedTexts[lang];
  return layout({
    subject: t.subject,
    greeting: t.hi(name || "👋"),
    paragraphs: [t.body(failures)],
    action: { label: t.action, url },
    footer: t.footer,
  });
}
