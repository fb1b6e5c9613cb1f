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

const existsTexts: Record<
  Language,
  {
    subject: string;
    hi: (n: string) => string;
    body: string;
    forgot: string;
    action: string;
    footer: string;
  }
> = {
  de: {
    subject: "Jemand wollte mit deiner Adresse ein Konto anlegen",
    hi: (n) => `Hallo ${n},`,
    body: "jemand wollte mit deiner Adresse ein Konto bei Kurswerk anlegen. Du hast bereits eines: Es wurde kein zweites angelegt, und an deinem Konto hat sich nichts geändert.",
    forgot:
      "Warst du das? Dann melde dich einfach an. Wenn du dein Passwort vergessen hast, wähle dort „Passwort vergessen?“.",
    action: "Anmelden",
    footer: "Wenn du das nicht warst, kannst du diese E-Mail ignorieren.",
  },
  en: {
    subject: "Someone tried to create an account with your address",
    hi: (n) => `Hi ${n},`,
    body: "someone tried to create a Kurswerk account with your address. You already have one: no second account was created and nothing about your account has changed.",
    forgot:
      "Was it you? Then simply sign in. If you forgot your password, choose “Forgot password?” there.",
    action: "Sign in",
    footer: "If this wasn't you, you can ignore this e-mail.",
  },
  es: {
    subject: "Alguien quiso crear una cuenta con tu dirección",
    hi: (n) => `Hola ${n}:`,
    body: "alguien quiso crear una cuenta de Kurswerk con tu dirección. Ya tienes una: no se ha creado ninguna otra y tu cuenta no ha cambiado.",
    forgot:
      "¿Has sido tú? Entonces inicia sesión sin más. Si has olvidado tu contraseña, elige allí «¿Has olvidado tu contraseña?».",
    action: "Iniciar sesión",
    footer: "Si no has sido tú, puedes ignorar este correo.",
  },
  fr: {
    subject: "Quelqu’un a voulu créer un compte avec ton adresse",
    hi: (n) => `Bonjour ${n},`,
    body: "quelqu’un a voulu créer un compte Kurswerk avec ton adresse. Tu en as déjà un : aucun second compte n’a été créé et rien n’a changé sur ton compte.",
    forgot:
      "C’était toi ? Connecte-toi simplement. Si tu as oublié ton mot de passe, choisis « Mot de passe oublié ? » sur cette page.",
    action: "Se connecter",
    footer: "Si ce n’était pas toi, tu peux ignorer cet e-mail.",
  },
};

/**
 * To the owner of an address someone tried to sign up with (decision 0096): the sign-up
 * itself answers as for a new address, so only the owner learns that the account exists.
 */
export function accountExistsMail(lang: Language, name: string, signInUrl: string): MailContent {
  const t = existsTexts[lang];
  return layout({
    subject: t.subject,
    greeting: t.hi(name || "👋"),
    paragraphs: [t.body, t.forgot],
    action: { label: t.action, url: signInUrl },
    footer: t.footer,
  });
}
