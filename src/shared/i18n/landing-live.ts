import type { Language } from "../i18n/languages";

/**
 * The built-in texts a production landing shows instead of the demo's claims (issue 46,
 * decision 0178), in the four languages: true of any install. The server puts them into the
 * page's site data (contracts/site.ts, `liveLanding`), so the web app needs no code for them.
 */
interface PluralText {
  one: string;
  other: string;
}
export interface LiveLandingTexts {
  /** Landing keys whose demo text makes a claim; these replace it unless the operator wrote one. */
  texts: Record<string, string>;
  heroCourses: PluralText;
  /** {{n}}: the learners, rounded down. */
  heroLearners: string;
  figures: Record<"courses" | "lessons" | "hours" | "learners", PluralText>;
}

export const LIVE_LANDING_TEXTS: Record<Language, LiveLandingTexts> = {
  de: {
    texts: {
      "hero.subtitle":
        "Praxisnahe Online-Kurse mit persönlichem Lernpfad und Zertifikat. Neben dem Job, in deinem Tempo.",
      "skills.title": "Themen, die du hier lernen kannst",
      "skills.lead": "Zu diesen Bereichen gibt es Kurse.",
      "how.price.title": "Kostenlos lernen",
      "how.price.text": "Registriere dich kostenlos und beginne sofort mit deinem ersten Kurs.",
      "how.price.benefits.certificate": "Zertifikat für jeden abgeschlossenen Kurs",
      "roi.title": "Das Angebot in Zahlen",
      "roi.lead": "Was du hier heute lernen kannst.",
      "final.text": "Starte kostenlos – mit einem Lernpfad, der genau zu dir passt.",
      "meta.description":
        "Praxisnahe Online-Kurse mit persönlichem Lernpfad und Zertifikat. Kostenlos starten.",
    },
    heroCourses: { one: "{{count}} Kurs", other: "{{count}} Kurse" },
    heroLearners: "{{n}}+ Lernende",
    figures: {
      courses: { one: "Kurs", other: "Kurse" },
      lessons: { one: "Lektion", other: "Lektionen" },
      hours: { one: "Stunde Lerninhalt", other: "Stunden Lerninhalt" },
      learners: { one: "Lernende", other: "Lernende" },
    },
  },
  en: {
    texts: {
      "hero.subtitle":
        "Practical online courses with a personal learning path and a certificate. Alongside your job, at your own pace.",
      "skills.title": "Topics you can learn here",
      "skills.lead": "There are courses in these areas.",
      "how.price.title": "Learn for free",
      "how.price.text": "Sign up for free and start your first course right away.",
      "how.price.benefits.certificate": "A certificate for every course you complete",
      "roi.title": "What we offer in figures",
      "roi.lead": "What you can learn here today.",
      "final.text": "Start for free – with a learning path that suits you.",
      "meta.description":
        "Practical online courses with a personal learning path and a certificate. Start for free.",
    },
    heroCourses: { one: "{{count}} course", other: "{{count}} courses" },
    heroLearners: "{{n}}+ learners",
    figures: {
      courses: { one: "course", other: "courses" },
      lessons: { one: "lesson", other: "lessons" },
      hours: { one: "hour of content", other: "hours of content" },
      learners: { one: "learners", other: "learners" },
    },
  },
  es: {
    texts: {
      "hero.subtitle":
        "Cursos online prácticos con una ruta de aprendizaje personal y certificado. Junto a tu trabajo, a tu ritmo.",
      "skills.title": "Temas que puedes aprender aquí",
      "skills.lead": "Hay cursos en estas áreas.",
      "how.price.title": "Aprende gratis",
      "how.price.text": "Regístrate gratis y empieza ahora mismo tu primer curso.",
      "how.price.benefits.certificate": "Un certificado por cada curso que completes",
      "roi.title": "Nuestra oferta en cifras",
      "roi.lead": "Lo que puedes aprender aquí hoy.",
      "final.text": "Empieza gratis, con una ruta de aprendizaje hecha a tu medida.",
      "meta.description":
        "Cursos online prácticos con una ruta de aprendizaje personal y certificado. Empieza gratis.",
    },
    heroCourses: { one: "{{count}} curso", other: "{{count}} cursos" },
    heroLearners: "Más de {{n}} estudiantes",
    figures: {
      courses: { one: "curso", other: "cursos" },
      lessons: { one: "lección", other: "lecciones" },
      hours: { one: "hora de contenido", other: "horas de contenido" },
      learners: { one: "estudiantes", other: "estudiantes" },
    },
  },
  fr: {
    texts: {
      "hero.subtitle":
        "Des cours en ligne pratiques avec un parcours d’apprentissage personnel et un certificat. À côté de ton travail, à ton rythme.",
      "skills.title": "Les thèmes que tu peux apprendre ici",
      "skills.lead": "Il existe des cours dans ces domaines.",
      "how.price.title": "Apprendre gratuitement",
      "how.price.text": "Inscris-toi gratuitement et commence tout de suite ton premier cours.",
      "how.price.benefits.certificate": "Un certificat pour chaque cours terminé",
      "roi.title": "Notre offre en chiffres",
      "roi.lead": "Ce que tu peux apprendre ici aujourd’hui.",
      "final.text": "Commence gratuitement, avec un parcours d’apprentissage fait pour toi.",
      "meta.description":
        "Des cours en ligne pratiques avec un parcours d’apprentissage personnel et un certificat. Commencer gratuitement.",
    },
    heroCourses: { one: "{{count}} cours", other: "{{count}} cours" },
    heroLearners: "Plus de {{n}} apprenants",
    figures: {
      courses: { one: "cours", other: "cours" },
      lessons: { one: "leçon", other: "leçons" },
      hours: { one: "heure de contenu", other: "heures de contenu" },
      learners: { one: "apprenants", other: "apprenants" },
    },
  },
};
