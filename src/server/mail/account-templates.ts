import type { Language } from "@shared/i18n/languages";
import { layout, type MailContent } from "./templates";

const changeTexts: Record<
  Language,
  {
    newSubject: string;
    oldSubject: string;
    hi: (n: string) => string;
    newBody: (to: string) => string;
    oldBody: (to: string) => string;
    confirm: string;
    settings: string;
    newFooter: string;
    oldFooter: string;
  }
> = {
  de: {
    newSubject: "Bestätige deine neue E-Mail-Adresse für Kurswerk",
    oldSubject: "Deine Kurswerk-E-Mail-Adresse soll geändert werden",
    hi: (n) => `Hallo ${n},`,
    newBody: (to) =>
      `du möchtest die E-Mail-Adresse deines Kurswerk-Kontos in ${to} ändern. Bestätige die neue Adresse über den folgenden Link. Der Link ist 24 Stunden gültig.`,
    oldBody: (to) =>
      `für dein Kurswerk-Konto wurde angefordert, die E-Mail-Adresse in ${to} zu ändern. Die Änderung gilt erst, wenn die neue Adresse bestätigt ist.`,
    confirm: "Neue Adresse bestätigen",
    settings: "Einstellungen öffnen",
    newFooter: "Wenn du das nicht warst, ignoriere diese E-Mail – deine Adresse bleibt unverändert.",
    oldFooter:
      "Wenn du das nicht warst, melde dich an und ändere dein Passwort unter Einstellungen → Passwort.",
  },
  en: {
    newSubject: "Confirm your new e-mail address for Kurswerk",
    oldSubject: "Your Kurswerk e-mail address is about to change",
    hi: (n) => `Hi ${n},`,
    newBody: (to) =>
      `you want to change the e-mail address of your Kurswerk account to ${to}. Confirm the new address with the link below. The link is valid for 24 hours.`,
    oldBody: (to) =>
      `someone asked to change the e-mail address of your Kurswerk account to ${to}. The change only takes effect once the new address is confirmed.`,
    confirm: "Confirm new address",
    settings: "Open settings",
    newFooter: "If this wasn't you, ignore this e-mail – your address stays the same.",
    oldFooter: "If this wasn't you, sign in and change your password under Settings → Password.",
  },
  es: {
    newSubject: "Confirma tu nueva dirección de correo para Kurswerk",
    oldSubject: "Se va a cambiar la dirección de correo de tu cuenta de Kurswerk",
    hi: (n) => `Hola ${n}:`,
    newBody: (to) =>
      `quieres cambiar la dirección de correo de tu cuenta de Kurswerk a ${to}. Confirma la nueva dirección con el siguiente enlace. El enlace es válido durante 24 horas.`,
    oldBody: (to) =>
      `se ha solicitado cambiar la dirección de correo de tu cuenta de Kurswerk a ${to}. El cambio solo se aplica cuando se confirme la nueva dirección.`,
    confirm: "Confirmar la nueva dirección",
    settings: "Abrir la configuración",
    newFooter: "Si no has sido tú, ignora este correo: tu dirección no cambiará.",
    oldFooter:
      "Si no has sido tú, inicia sesión y cambia tu contraseña en Configuración → Contraseña.",
  },
  fr: {
    newSubject: "Confirme ta nouvelle adresse e-mail pour Kurswerk",
    oldSubject: "L’adresse e-mail de ton compte Kurswerk va changer",
    hi: (n) => `Bonjour ${n},`,
    newBody: (to) =>
      `tu veux remplacer l’adresse e-mail de ton compte Kurswerk par ${to}. Confirme la nouvelle adresse avec le lien ci-dessous. Le lien est valable 24 heures.`,
    oldBody: (to) =>
      `une demande a été faite pour remplacer l’adresse e-mail de ton compte Kurswerk par ${to}. Le changement ne s’applique qu’une fois la nouvelle adresse confirmée.`,
    confirm: "Confirmer la nouvelle adresse",
    settings: "Ouvrir les paramètres",
    newFooter: "Si ce n’était pas toi, ignore cet e-mail : ton adresse ne change pas.",
    oldFooter:
      "Si ce n’était pas toi, connecte-toi et change ton mot de passe dans Paramètres → Mot de passe.",
  },
};

/** To the new address: the link that confirms it (Better Auth's change-email verification). */
export function changeEmailConfirmMail(
  lang: Language,
  name: string,
  newEmail: string,
  url: string,
): MailContent {
  const t = changeTexts[lang];
  return layout({
    subject: t.newSubject,
    greeting: t.hi(name || "👋"),
    paragraphs: [t.newBody(newEmail)],
    action: { label: t.confirm, url },
    footer: t.newFooter,
  });
}

/** To the old address: a change was asked for, with the way out if it was not the owner. */
export function changeEmailNoticeMail(
  lang: Language,
  name: string,
  newEmail: string,
  settingsUrl: string,
): MailContent {
  const t = changeTexts[lang];
  return layout({
    subject: t.oldSubject,
    greeting: t.hi(name || "👋"),
    paragraphs: [t.oldBody(newEmail)],
    action: { label: t.settings, url: settingsUrl },
    footer: t.oldFooter,
  });
}
