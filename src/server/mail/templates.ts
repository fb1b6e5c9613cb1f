import type { Language } from "@shared/i18n/languages";
import { escapeHtml } from "@shared/text/html";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A plain, readable layout: a greeting, paragraphs, one button, the link in text too. */
export function layout(opts: {
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
  subject: string;
  extraLinks?: { label: string; url: string }[];
}): MailContent {
  const text = [
    opts.greeting,
    "",
    ...opts.paragraphs.flatMap((p) => [p, ""]),
    `${opts.action.label}: ${opts.action.url}`,
    "",
    ...(opts.extraLinks ?? []).map((l) => `${l.label}: ${l.url}`),
    opts.footer,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#1e293b;line-height:1.6;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(opts.greeting)}</p>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(opts.action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(opts.action.url)}</p>
${(opts.extraLinks ?? []).map((l) => `<p style="font-size:13px"><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join("\n")}
<p style="font-size:13px;color:#475569">${escapeHtml(opts.footer)}</p>
</body></html>`;
  return { subject: opts.subject, text, html };
}

const verifyTexts: Record<
  Language,
  { subject: string; hi: (n: string) => string; body: string; action: string; footer: string }
> = {
  de: {
    subject: "Bestätige deine E-Mail-Adresse für Kurswerk",
    hi: (n) => `Hallo ${n},`,
    body: "willkommen bei Kurswerk! Bitte bestätige deine E-Mail-Adresse, damit du dich anmelden und mit deinem Lernpfad starten kannst.",
    action: "E-Mail-Adresse bestätigen",
    footer: "Wenn du dich nicht bei Kurswerk registriert hast, kannst du diese E-Mail ignorieren.",
  },
  en: {
    subject: "Confirm your e-mail address for Kurswerk",
    hi: (n) => `Hi ${n},`,
    body: "welcome to Kurswerk! Please confirm your e-mail address so you can sign in and start your learning path.",
    action: "Confirm e-mail address",
    footer: "If you did not sign up for Kurswerk, you can ignore this e-mail.",
  },
  es: {
    subject: "Confirma tu dirección de correo para Kurswerk",
    hi: (n) => `Hola ${n}:`,
    body: "¡Bienvenido/a a Kurswerk! Confirma tu dirección de correo para iniciar sesión y empezar tu ruta de aprendizaje.",
    action: "Confirmar correo electrónico",
    footer: "Si no te has registrado en Kurswerk, puedes ignorar este correo.",
  },
  fr: {
    subject: "Confirme ton adresse e-mail pour Kurswerk",
    hi: (n) => `Bonjour ${n},`,
    body: "bienvenue sur Kurswerk ! Confirme ton adresse e-mail pour te connecter et commencer ton parcours d'apprentissage.",
    action: "Confirmer l'adresse e-mail",
    footer: "Si tu ne t'es pas inscrit·e sur Kurswerk, ignore simplement cet e-mail.",
  },
};

export function verifyEmailMail(lang: Language, name: string, url: string): MailContent {
  const t = verifyTexts[lang];
  return layout({
    subject: t.subject,
    greeting: t.hi(name || "👋"),
    paragraphs: [t.body],
    action: { label: t.action, url },
    footer: t.footer,
  });
}

const resetTexts: Record<
  Language,
  { subject: string; hi: (n: string) => string; body: string; action: string; footer: string }
> = {
  de: {
    subject: "Setze dein Kurswerk-Passwort zurück",
    hi: (n) => `Hallo ${n},`,
    body: "du hast angefordert, dein Passwort zurückzusetzen. Über den folgenden Link legst du ein neues Passwort fest. Der Link ist eine Stunde gültig.",
    action: "Neues Passwort festlegen",
    footer: "Wenn du das nicht warst, ignoriere diese E-Mail – dein Passwort bleibt unverändert.",
  },
  en: {
    subject: "Reset your Kurswerk password",
    hi: (n) => `Hi ${n},`,
    body: "you asked to reset your password. Use the link below to choose a new one. The link is valid for one hour.",
    action: "Choose a new password",
    footer: "If this wasn't you, ignore this e-mail – your password stays the same.",
  },
  es: {
    subject: "Restablece tu contraseña de Kurswerk",
    hi: (n) => `Hola ${n}:`,
    body: "has solicitado restablecer tu contraseña. Usa el siguiente enlace para elegir una nueva. El enlace es válido durante una hora.",
    action: "Elegir una nueva contraseña",
    footer: "Si no has sido tú, ignora este correo: tu contraseña no cambiará.",
  },
  fr: {
    subject: "Réinitialise ton mot de passe Kurswerk",
    hi: (n) => `Bonjour ${n},`,
    body: "tu as demandé à réinitialiser ton mot de passe. Utilise le lien ci-dessous pour en choisir un nouveau. Le lien est valable une heure.",
    action: "Choisir un nouveau mot de passe",
    footer: "Si ce n'était pas toi, ignore cet e-mail : ton mot de passe reste inchangé.",
  },
};

export function resetPasswordMail(lang: Language, name: string, url: string): MailContent {
  const t = resetTexts[lang];
  return layout({
    subject: t.subject,
    greeting: t.hi(name || "👋"),
    paragraphs: [t.body],
    action: { label: t.action, url },
    footer: t.footer,
  });
}
