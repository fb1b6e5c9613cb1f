import type { Language } from "@shared/i18n/languages";
import { escapeHtml as esc } from "@shared/text/html";
import { leadPage } from "./lead-templates";
import { layout, type MailContent } from "./templates";

/** Texts of the confirmation of changed funnel answers (decision 0032). */
const texts: Record<
  Language,
  {
    subject: string;
    greeting: string;
    intro: string;
    notYou: string;
    action: string;
    footer: string;
    title: string;
    confirmText: string;
    confirmButton: string;
    doneTitle: string;
    doneText: string;
    invalidTitle: string;
    invalidText: string;
    home: string;
  }
> = {
  de: {
    subject: "Bitte bestätige deine neuen Antworten bei Kurswerk",
    greeting: "Hallo,",
    intro:
      "jemand hat den Kurswerk-Fragebogen mit dieser E-Mail-Adresse noch einmal ausgefüllt. Deine gespeicherten Antworten bleiben unverändert, bis du die neuen bestätigst.",
    notYou: "Warst du das nicht? Dann ignoriere diese E-Mail einfach – es ändert sich nichts.",
    action: "Neue Antworten übernehmen",
    footer: "Der Link ist 24 Stunden gültig.",
    title: "Neue Antworten übernehmen",
    confirmText: "Sollen deine neuen Antworten aus dem Fragebogen deine bisherigen ersetzen?",
    confirmButton: "Ja, übernehmen",
    doneTitle: "Antworten übernommen",
    doneText: "Deine neuen Antworten sind gespeichert.",
    invalidTitle: "Link ungültig",
    invalidText:
      "Dieser Bestätigungslink ist nicht (mehr) gültig. Fülle den Fragebogen erneut aus, um einen neuen zu erhalten.",
    home: "Zur Startseite",
  },
  en: {
    subject: "Please confirm your new answers at Kurswerk",
    greeting: "Hi,",
    intro:
      "someone filled in the Kurswerk questionnaire again with this e-mail address. Your saved answers stay as they are until you confirm the new ones.",
    notYou: "Wasn't you? Simply ignore this e-mail – nothing changes.",
    action: "Apply the new answers",
    footer: "The link is valid for 24 hours.",
    title: "Apply the new answers",
    confirmText: "Should your new questionnaire answers replace the previous ones?",
    confirmButton: "Yes, apply them",
    doneTitle: "Answers applied",
    doneText: "Your new answers are saved.",
    invalidTitle: "Invalid link",
    invalidText:
      "This confirmation link is not (or no longer) valid. Fill in the questionnaire again to get a new one.",
    home: "Go to the home page",
  },
  es: {
    subject: "Confirma tus nuevas respuestas en Kurswerk",
    greeting: "Hola:",
    intro:
      "alguien ha vuelto a rellenar el cuestionario de Kurswerk con esta dirección de correo. Tus respuestas guardadas no cambian hasta que confirmes las nuevas.",
    notYou: "¿No fuiste tú? Ignora este correo: no cambiará nada.",
    action: "Aplicar las nuevas respuestas",
    footer: "El enlace es válido durante 24 horas.",
    title: "Aplicar las nuevas respuestas",
    confirmText: "¿Quieres que tus nuevas respuestas sustituyan a las anteriores?",
    confirmButton: "Sí, aplicarlas",
    doneTitle: "Respuestas aplicadas",
    doneText: "Tus nuevas respuestas están guardadas.",
    invalidTitle: "Enlace no válido",
    invalidText:
      "Este enlace de confirmación no es (o ya no es) válido. Vuelve a rellenar el cuestionario para recibir uno nuevo.",
    home: "Ir a la página de inicio",
  },
  fr: {
    subject: "Merci de confirmer tes nouvelles réponses sur Kurswerk",
    greeting: "Bonjour,",
    intro:
      "quelqu'un a de nouveau rempli le questionnaire de Kurswerk avec cette adresse e-mail. Tes réponses enregistrées restent inchangées tant que tu ne confirmes pas les nouvelles.",
    notYou: "Ce n'était pas toi ? Ignore simplement cet e-mail : rien ne change.",
    action: "Appliquer les nouvelles réponses",
    footer: "Le lien est valable 24 heures.",
    title: "Appliquer les nouvelles réponses",
    confirmText: "Tes nouvelles réponses doivent-elles remplacer les précédentes ?",
    confirmButton: "Oui, les appliquer",
    doneTitle: "Réponses appliquées",
    doneText: "Tes nouvelles réponses sont enregistrées.",
    invalidTitle: "Lien invalide",
    invalidText:
      "Ce lien de confirmation n'est pas (ou plus) valide. Remplis à nouveau le questionnaire pour en recevoir un nouveau.",
    home: "Aller à la page d'accueil",
  },
};

export function leadConfirmMail(lang: Language, url: string): MailContent {
  const t = texts[lang];
  return layout({
    subject: t.subject,
    greeting: t.greeting,
    paragraphs: [t.intro, t.notYou],
    action: { label: t.action, url },
    footer: t.footer,
  });
}

/** The page behind the link: asks (GET), confirms (POST), or says the link is invalid. */
export function leadConfirmPage(
  lang: Language,
  state: { kind: "confirm"; token: string } | { kind: "done" } | { kind: "invalid" },
): string {
  const t = texts[lang];
  const title =
    state.kind === "confirm" ? t.title : state.kind === "done" ? t.doneTitle : t.invalidTitle;
  const body =
    state.kind === "confirm"
      ? `<p>${esc(t.confirmText)}</p><form method="post" action="/api/leads/confirm"><input type="hidden" name="token" value="${esc(state.token)}"><button type="submit">${esc(t.confirmButton)}</button></form>`
      : `<p>${esc(state.kind === "done" ? t.doneText : t.invalidText)}</p>`;
  return leadPage(lang, title, body, t.home);
}
