import type { Language } from "@shared/i18n/languages";
import { layout, type MailContent } from "./templates";

/*
 * Mails of cohorts (issue 44): an account made for an imported address (choose a password),
 * and a note to a learner with an account that they were added to a class.
 */
type Texts = {
  subject: (c: string) => string;
  hi: (n: string) => string;
  newBody: (c: string) => string;
  newAction: string;
  addedBody: (c: string) => string;
  addedAction: string;
  footer: string;
};

const texts: Record<Language, Texts> = {
  de: {
    subject: (c) => `Einladung in die Klasse „${c}“ auf Kurswerk`,
    hi: (n) => `Hallo ${n},`,
    newBody: (c) =>
      `du wurdest in die Klasse „${c}“ aufgenommen. Für dich wurde ein Kurswerk-Konto angelegt. Über den folgenden Link legst du dein Passwort fest. Der Link ist sieben Tage gültig.`,
    newAction: "Passwort festlegen",
    addedBody: (c) =>
      `du wurdest in die Klasse „${c}“ aufgenommen. Den Zeitplan und die nächsten Termine siehst du in deiner Übersicht.`,
    addedAction: "Zur Übersicht",
    footer: "Wenn du diese Einladung nicht erwartet hast, wende dich an deine Schule.",
  },
  en: {
    subject: (c) => `Invitation to the class “${c}” on Kurswerk`,
    hi: (n) => `Hello ${n},`,
    newBody: (c) =>
      `you have been added to the class “${c}”. A Kurswerk account was created for you. Use the following link to choose your password. The link is valid for seven days.`,
    newAction: "Choose a password",
    addedBody: (c) =>
      `you have been added to the class “${c}”. You find the schedule and the next dates on your dashboard.`,
    addedAction: "Go to the dashboard",
    footer: "If you did not expect this invitation, please contact your school.",
  },
  es: {
    subject: (c) => `Invitación a la clase «${c}» en Kurswerk`,
    hi: (n) => `Hola ${n}:`,
    newBody: (c) =>
      `te han añadido a la clase «${c}». Se ha creado una cuenta de Kurswerk para ti. Con el siguiente enlace eliges tu contraseña. El enlace es válido durante siete días.`,
    newAction: "Elegir contraseña",
    addedBody: (c) =>
      `te han añadido a la clase «${c}». El calendario y las próximas fechas están en tu panel.`,
    addedAction: "Ir al panel",
    footer: "Si no esperabas esta invitación, ponte en contacto con tu centro.",
  },
  fr: {
    subject: (c) => `Invitation à la classe « ${c} » sur Kurswerk`,
    hi: (n) => `Bonjour ${n},`,
    newBody: (c) =>
      `vous avez été inscrit·e dans la classe « ${c} ». Un compte Kurswerk a été créé pour vous. Le lien suivant vous permet de choisir votre mot de passe. Il est valable sept jours.`,
    newAction: "Choisir un mot de passe",
    addedBody: (c) =>
      `vous avez été inscrit·e dans la classe « ${c} ». Le calendrier et les prochaines dates sont sur votre tableau de bord.`,
    addedAction: "Vers le tableau de bord",
    footer: "Si vous n’attendiez pas cette invitation, contactez votre établissement.",
  },
};

export function cohortNewAccountMail(
  lang: Language,
  name: string,
  cohort: string,
  url: string,
): MailContent {
  const t = texts[lang];
  return layout({
    subject: t.subject(cohort),
    greeting: t.hi(name || "👋"),
    paragraphs: [t.newBody(cohort)],
    action: { label: t.newAction, url },
    footer: t.footer,
  });
}

export function cohortAddedMail(
  lang: Language,
  name: string,
  cohort: string,
  url: string,
): MailContent {
  const t = texts[lang];
  return layout({
    subject: t.subject(cohort),
    greeting: t.hi(name || "👋"),
    paragraphs: [t.addedBody(cohort)],
    action: { label: t.addedAction, url },
    footer: t.footer,
  });
}
