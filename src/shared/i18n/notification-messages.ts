/**
 * Texts of the notices about projects (issue 30, decision 0127) in the four languages: the
 * e-mail (subject, paragraph, button) the server sends. The bell renders the same kinds from
 * the web's "notifications" namespace. `{{name}}` placeholders are filled from the notice's data.
 */
import type { Language } from "./languages";

export const NOTIFICATION_KINDS = [
  "projectReviewed",
  "projectReply",
  "projectResubmitted",
  "projectWaiting",
  "cohortAnnouncement",
  "teacherNudge",
  "discussionAnswer",
  "helpRequested",
  "helpAnswered",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

interface MailTexts {
  greeting: string;
  subject: Record<NotificationKind, string>;
  body: Record<NotificationKind, string>;
  decision: { passed: string; revise: string };
  action: Record<NotificationKind, string>;
  footer: string;
}

export const notificationMessages: Record<Language, MailTexts> = {
  de: {
    greeting: "Hallo {{name}},",
    subject: {
      projectReviewed: "Dein Projekt „{{project}}“ wurde geprüft",
      projectReply: "Neue Antwort zu „{{project}}“",
      projectResubmitted: "„{{project}}“ wurde überarbeitet eingereicht",
      projectWaiting: "„{{project}}“ wartet seit über {{hours}} Stunden auf eine Prüfung",
      cohortAnnouncement: "Neue Ankündigung in „{{cohort}}“: {{title}}",
      teacherNudge: "Eine Nachricht von {{teacher}}",
      discussionAnswer: "Neue Antwort auf „{{thread}}“",
      helpRequested: "{{learner}} bittet um Hilfe bei „{{lesson}}“",
      helpAnswered: "Antwort auf deine Frage zu „{{lesson}}“",
    },
    body: {
      projectReviewed:
        "Dein Projekt „{{project}}“ (Version {{version}}) wurde geprüft: {{decision}}.",
      projectReply: "{{learner}} hat auf deine Prüfung von „{{project}}“ geantwortet.",
      projectResubmitted:
        "{{learner}} hat „{{project}}“ überarbeitet und als Version {{version}} eingereicht.",
      projectWaiting:
        "Die Einreichung von {{learner}} zu „{{project}}“ ({{course}}) wartet seit über {{hours}} Stunden auf eine Prüfung.",
      cohortAnnouncement:
        "{{teacher}} schreibt an die Klasse „{{cohort}}“:\n\n{{title}}\n\n{{body}}",
      teacherNudge: "{{teacher}} ({{cohort}}) schreibt dir:\n\n{{message}}",
      discussionAnswer: "{{author}} hat auf „{{thread}}“ in der Lektion „{{lesson}}“ geantwortet.",
      helpRequested:
        "{{learner}} braucht Hilfe bei der Programmieraufgabe in „{{lesson}}“ ({{course}}). Code und Prüfergebnisse sind angehängt.",
      helpAnswered:
        "{{helper}} hat deine Frage zur Programmieraufgabe in „{{lesson}}“ ({{course}}) beantwortet.",
    },
    decision: { passed: "Bestanden", revise: "Überarbeitung nötig" },
    action: {
      projectReviewed: "Prüfung ansehen",
      projectReply: "Antwort ansehen",
      projectResubmitted: "Einreichung ansehen",
      projectWaiting: "Zur Prüfung",
      cohortAnnouncement: "Zum Dashboard",
      teacherNudge: "Weiterlernen",
      discussionAnswer: "Antwort ansehen",
      helpRequested: "Anfrage ansehen",
      helpAnswered: "Antwort ansehen",
    },
    footer:
      "Du bekommst diese E-Mail, weil Produkt-E-Mails in deinen Einstellungen eingeschaltet sind.",
  },
  en: {
    greeting: "Hi {{name}},",
    subject: {
      projectReviewed: "Your project “{{project}}” has been reviewed",
      projectReply: "New reply on “{{project}}”",
      projectResubmitted: "“{{project}}” was revised and submitted again",
      projectWaiting: "“{{project}}” has been waiting for a review for over {{hours}} hours",
      cohortAnnouncement: "New announcement in “{{cohort}}”: {{title}}",
      teacherNudge: "A message from {{teacher}}",
      discussionAnswer: "New answer to “{{thread}}”",
      helpRequested: "{{learner}} asks for help with “{{lesson}}”",
      helpAnswered: "An answer to your question about “{{lesson}}”",
    },
    body: {
      projectReviewed:
        "Your project “{{project}}” (version {{version}}) has been reviewed: {{decision}}.",
      projectReply: "{{learner}} replied to your review of “{{project}}”.",
      projectResubmitted:
        "{{learner}} revised “{{project}}” and submitted it as version {{version}}.",
      projectWaiting:
        "The submission of {{learner}} for “{{project}}” ({{course}}) has been waiting for a review for over {{hours}} hours.",
      cohortAnnouncement: "{{teacher}} writes to the class “{{cohort}}”:\n\n{{title}}\n\n{{body}}",
      teacherNudge: "{{teacher}} ({{cohort}}) writes to you:\n\n{{message}}",
      discussionAnswer: "{{author}} answered “{{thread}}” in the lesson “{{lesson}}”.",
      helpRequested:
        "{{learner}} needs help with the coding exercise in “{{lesson}}” ({{course}}). Their code and check results are attached.",
      helpAnswered:
        "{{helper}} answered your question about the coding exercise in “{{lesson}}” ({{course}}).",
    },
    decision: { passed: "Passed", revise: "Revision needed" },
    action: {
      projectReviewed: "See the review",
      projectReply: "See the reply",
      projectResubmitted: "See the submission",
      projectWaiting: "Go to the review",
      cohortAnnouncement: "Go to the dashboard",
      teacherNudge: "Keep learning",
      discussionAnswer: "See the answer",
      helpRequested: "See the request",
      helpAnswered: "See the answer",
    },
    footer: "You are receiving this e-mail because product e-mails are on in your settings.",
  },
  es: {
    greeting: "Hola {{name}}:",
    subject: {
      projectReviewed: "Tu proyecto «{{project}}» ha sido revisado",
      projectReply: "Nueva respuesta sobre «{{project}}»",
      projectResubmitted: "«{{project}}» se ha revisado y enviado de nuevo",
      projectWaiting: "«{{project}}» lleva más de {{hours}} horas esperando una revisión",
      cohortAnnouncement: "Nuevo anuncio en «{{cohort}}»: {{title}}",
      teacherNudge: "Un mensaje de {{teacher}}",
      discussionAnswer: "Nueva respuesta a «{{thread}}»",
      helpRequested: "{{learner}} pide ayuda con «{{lesson}}»",
      helpAnswered: "Respuesta a tu pregunta sobre «{{lesson}}»",
    },
    body: {
      projectReviewed:
        "Tu proyecto «{{project}}» (versión {{version}}) ha sido revisado: {{decision}}.",
      projectReply: "{{learner}} ha respondido a tu revisión de «{{project}}».",
      projectResubmitted:
        "{{learner}} ha revisado «{{project}}» y lo ha enviado como versión {{version}}.",
      projectWaiting:
        "El envío de {{learner}} para «{{project}}» ({{course}}) lleva más de {{hours}} horas esperando una revisión.",
      cohortAnnouncement: "{{teacher}} escribe a la clase «{{cohort}}»:\n\n{{title}}\n\n{{body}}",
      teacherNudge: "{{teacher}} ({{cohort}}) te escribe:\n\n{{message}}",
      discussionAnswer: "{{author}} ha respondido a «{{thread}}» en la lección «{{lesson}}».",
      helpRequested:
        "{{learner}} necesita ayuda con el ejercicio de programación de «{{lesson}}» ({{course}}). Su código y los resultados de las pruebas van adjuntos.",
      helpAnswered:
        "{{helper}} ha respondido a tu pregunta sobre el ejercicio de programación de «{{lesson}}» ({{course}}).",
    },
    decision: { passed: "Aprobado", revise: "Requiere revisión" },
    action: {
      projectReviewed: "Ver la revisión",
      projectReply: "Ver la respuesta",
      projectResubmitted: "Ver el envío",
      projectWaiting: "Ir a la revisión",
      cohortAnnouncement: "Ir al panel",
      teacherNudge: "Seguir aprendiendo",
      discussionAnswer: "Ver la respuesta",
      helpRequested: "Ver la solicitud",
      helpAnswered: "Ver la respuesta",
    },
    footer:
      "Recibes este correo porque los correos del producto están activados en tu configuración.",
  },
  fr: {
    greeting: "Bonjour {{name}},",
    subject: {
      projectReviewed: "Ton projet « {{project}} » a été relu",
      projectReply: "Nouvelle réponse sur « {{project}} »",
      projectResubmitted: "« {{project}} » a été retravaillé et soumis à nouveau",
      projectWaiting: "« {{project}} » attend une relecture depuis plus de {{hours}} heures",
      cohortAnnouncement: "Nouvelle annonce dans « {{cohort}} » : {{title}}",
      teacherNudge: "Un message de {{teacher}}",
      discussionAnswer: "Nouvelle réponse à « {{thread}} »",
      helpRequested: "{{learner}} demande de l’aide pour « {{lesson}} »",
      helpAnswered: "Réponse à ta question sur « {{lesson}} »",
    },
    body: {
      projectReviewed:
        "Ton projet « {{project}} » (version {{version}}) a été relu : {{decision}}.",
      projectReply: "{{learner}} a répondu à ta relecture de « {{project}} ».",
      projectResubmitted:
        "{{learner}} a retravaillé « {{project}} » et l’a soumis comme version {{version}}.",
      projectWaiting:
        "La soumission de {{learner}} pour « {{project}} » ({{course}}) attend une relecture depuis plus de {{hours}} heures.",
      cohortAnnouncement: "{{teacher}} écrit à la classe « {{cohort}} » :\n\n{{title}}\n\n{{body}}",
      teacherNudge: "{{teacher}} ({{cohort}}) t’écrit :\n\n{{message}}",
      discussionAnswer: "{{author}} a répondu à « {{thread}} » dans la leçon « {{lesson}} ».",
      helpRequested:
        "{{learner}} a besoin d’aide pour l’exercice de programmation de « {{lesson}} » ({{course}}). Son code et les résultats des vérifications sont joints.",
      helpAnswered:
        "{{helper}} a répondu à ta question sur l’exercice de programmation de « {{lesson}} » ({{course}}).",
    },
    decision: { passed: "Validé", revise: "À retravailler" },
    action: {
      projectReviewed: "Voir la relecture",
      projectReply: "Voir la réponse",
      projectResubmitted: "Voir la soumission",
      projectWaiting: "Aller à la relecture",
      cohortAnnouncement: "Aller au tableau de bord",
      teacherNudge: "Continuer à apprendre",
      discussionAnswer: "Voir la réponse",
      helpRequested: "Voir la demande",
      helpAnswered: "Voir la réponse",
    },
    footer: "Tu reçois cet e-mail parce que les e-mails produit sont activés dans tes paramètres.",
  },
};

/** Fills `{{key}}` placeholders. */
export function fillNotification(
  text: string,
  data: Record<string, string | number | null | undefined>,
): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(data[k] ?? ""));
}
