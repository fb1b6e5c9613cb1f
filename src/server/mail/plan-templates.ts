import type { Language } from "@shared/i18n/languages";
import { layout, type MailContent } from "./templates";

interface ReminderTexts {
  subject: string;
  greeting: (name: string) => string;
  progress: (done: number, target: number) => string;
  next: string;
  none: string;
  action: string;
  unsubscribe: string;
  footer: string;
}

const texts: Record<Language, ReminderTexts> = {
  de: {
    subject: "Dein Lernplan für diese Woche",
    greeting: (n) => `Hallo ${n},`,
    progress: (d, t) => `Diese Woche: ${d} von ${t} Minuten geschafft.`,
    next: "Deine nächsten Lektionen:",
    none: "Alle Lektionen deines Lernpfads sind erledigt – stark!",
    action: "Weiterlernen",
    unsubscribe: "Wöchentliche Erinnerung abbestellen",
    footer:
      "Du bekommst diese E-Mail, weil die wöchentliche Erinnerung in deinem Lernprofil eingeschaltet ist.",
  },
  en: {
    subject: "Your learning plan for this week",
    greeting: (n) => `Hi ${n},`,
    progress: (d, t) => `This week: ${d} of ${t} minutes done.`,
    next: "Your next lessons:",
    none: "Every lesson of your learning path is done – great work!",
    action: "Continue learning",
    unsubscribe: "Unsubscribe from the weekly reminder",
    footer:
      "You are receiving this e-mail because the weekly reminder is on in your learning profile.",
  },
  es: {
    subject: "Tu plan de aprendizaje de esta semana",
    greeting: (n) => `Hola ${n}:`,
    progress: (d, t) => `Esta semana: ${d} de ${t} minutos completados.`,
    next: "Tus próximas lecciones:",
    none: "Has terminado todas las lecciones de tu ruta. ¡Genial!",
    action: "Seguir aprendiendo",
    unsubscribe: "Darse de baja del recordatorio semanal",
    footer:
      "Recibes este correo porque el recordatorio semanal está activado en tu perfil de aprendizaje.",
  },
  fr: {
    subject: "Ton plan d'apprentissage de la semaine",
    greeting: (n) => `Bonjour ${n},`,
    progress: (d, t) => `Cette semaine : ${d} minutes sur ${t} faites.`,
    next: "Tes prochaines leçons :",
    none: "Toutes les leçons de ton parcours sont terminées, bravo !",
    action: "Continuer à apprendre",
    unsubscribe: "Se désabonner du rappel hebdomadaire",
    footer:
      "Tu reçois cet e-mail parce que le rappel hebdomadaire est activé dans ton profil d'apprentissage.",
  },
};

/** The weekly reminder of the learning plan (issue 15). */
export function planReminderMail(
  lang: Language,
  opts: {
    name: string;
    doneMinutes: number;
    targetMinutes: number;
    lessons: { title: string; courseTitle: string }[];
    appUrl: string;
    unsubscribeUrl: string;
  },
): MailContent {
  const t = texts[lang];
  const list = opts.lessons.map((l) => `• ${l.title} (${l.courseTitle})`).join("\n");
  return layout({
    subject: t.subject,
    greeting: t.greeting(opts.name),
    paragraphs: [
      t.progress(opts.doneMinutes, opts.targetMinutes),
      opts.lessons.length ? `${t.next}\n${list}` : t.none,
    ],
    action: { label: t.action, url: opts.appUrl },
    extraLinks: [{ label: t.unsubscribe, url: opts.unsubscribeUrl }],
    footer: t.footer,
  });
}
