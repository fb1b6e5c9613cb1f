import type { Language } from "@shared/i18n/languages";
import { layout, type MailContent } from "./templates";
import { escapeHtml } from "@shared/text/html";

interface WelcomeTexts {
  subject: string;
  greeting: string;
  intro: string;
  goalLine: (goal: string) => string;
  starterLine: (title: string) => string;
  body: string;
  action: string;
  unsubscribe: string;
  footer: string;
  goals: Record<string, string>;
}

const welcomeTexts: Record<Language, WelcomeTexts> = {
  de: {
    subject: "Dein persönlicher Lernplan bei Kurswerk ist bereit",
    greeting: "Hallo,",
    intro:
      "danke, dass du dir zwei Minuten für unsere Fragen genommen hast! Wir haben aus deinen Antworten die ersten Module deines persönlichen Lernplans zusammengestellt.",
    goalLine: (g) => `Dein Ziel: ${g}`,
    starterLine: (t) => `Dein Lernpfad beginnt mit dem Kurs „${t}“.`,
    body: "Schalte deinen Plan jetzt kostenlos frei: Lege ein Passwort fest, und du startest direkt mit deinem ersten Kurs – mit Zertifikat und Portfolio-Projekt.",
    action: "Lernplan freischalten",
    unsubscribe: "Keine E-Mails mehr von Kurswerk erhalten",
    footer:
      "Du bekommst diese E-Mail, weil diese Adresse im Kurswerk-Onboarding eingegeben wurde. Warst du das nicht, ignoriere sie einfach.",
    goals: {
      "new-career": "Neue Karriere in Tech",
      "side-income": "Digitales Nebeneinkommen",
      "expand-skills": "Fähigkeiten erweitern",
      other: "Erkunden",
    },
  },
  en: {
    subject: "Your personal learning plan at Kurswerk is ready",
    greeting: "Hi,",
    intro:
      "thanks for taking two minutes to answer our questions! We used your answers to put together the first modules of your personal learning plan.",
    goalLine: (g) => `Your goal: ${g}`,
    starterLine: (t) => `Your learning path starts with the course “${t}”.`,
    body: "Unlock your plan for free now: choose a password and start your first course right away – with a certificate and a portfolio project.",
    action: "Unlock my learning plan",
    unsubscribe: "Stop receiving e-mails from Kurswerk",
    footer:
      "You are receiving this e-mail because this address was entered in the Kurswerk onboarding. If that wasn't you, simply ignore it.",
    goals: {
      "new-career": "A new career in tech",
      "side-income": "Digital side income",
      "expand-skills": "Expand your skills",
      other: "Explore",
    },
  },
  es: {
    subject: "Tu plan de aprendizaje personal en Kurswerk está listo",
    greeting: "Hola:",
    intro:
      "¡gracias por dedicar dos minutos a nuestras preguntas! Con tus respuestas hemos preparado los primeros módulos de tu plan de aprendizaje personal.",
    goalLine: (g) => `Tu objetivo: ${g}`,
    starterLine: (t) => `Tu ruta de aprendizaje empieza con el curso «${t}».`,
    body: "Desbloquea tu plan gratis ahora: elige una contraseña y empieza enseguida tu primer curso, con certificado y proyecto de portafolio.",
    action: "Desbloquear mi plan",
    unsubscribe: "No recibir más correos de Kurswerk",
    footer:
      "Recibes este correo porque esta dirección se introdujo en el onboarding de Kurswerk. Si no fuiste tú, ignóralo.",
    goals: {
      "new-career": "Una nueva carrera en tecnología",
      "side-income": "Ingresos digitales extra",
      "expand-skills": "Ampliar tus habilidades",
      other: "Explorar",
    },
  },
  fr: {
    subject: "Ton plan d'apprentissage personnel sur Kurswerk est prêt",
    greeting: "Bonjour,",
    intro:
      "merci d'avoir pris deux minutes pour répondre à nos questions ! À partir de tes réponses, nous avons préparé les premiers modules de ton plan d'apprentissage personnel.",
    goalLine: (g) => `Ton objectif : ${g}`,
    starterLine: (t) => `Ton parcours commence par le cours « ${t} ».`,
    body: "Débloque ton plan gratuitement : choisis un mot de passe et commence tout de suite ton premier cours, avec certificat et projet de portfolio.",
    action: "Débloquer mon plan",
    unsubscribe: "Ne plus recevoir d'e-mails de Kurswerk",
    footer:
      "Tu reçois cet e-mail parce que cette adresse a été saisie dans l'onboarding de Kurswerk. Si ce n'était pas toi, ignore-le simplement.",
    goals: {
      "new-career": "Une nouvelle carrière dans la tech",
      "side-income": "Un revenu complémentaire numérique",
      "expand-skills": "Développer tes compétences",
      other: "Explorer",
    },
  },
};

/** The welcome e-mail of a funnel lead: a link to /auth that knows them, and an unsubscribe link. */
export function leadWelcomeMail(
  lang: Language,
  opts: { goal: string | null; starter?: string | null; startUrl: string; unsubscribeUrl: string },
): MailContent {
  const t = welcomeTexts[lang];
  const goal = t.goals[opts.goal ?? "other"] ?? t.goals.other;
  return layout({
    subject: t.subject,
    greeting: t.greeting,
    paragraphs: [
      t.intro,
      t.goalLine(goal),
      ...(opts.starter ? [t.starterLine(opts.starter)] : []),
      t.body,
    ],
    action: { label: t.action, url: opts.startUrl },
    extraLinks: [{ label: t.unsubscribe, url: opts.unsubscribeUrl }],
    footer: t.footer,
  });
}

const unsubscribeTexts: Record<
  Language,
  {
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
    title: "E-Mails abbestellen",
    confirmText: "Möchtest du keine E-Mails mehr von Kurswerk an diese Adresse erhalten?",
    confirmButton: "Ja, abmelden",
    doneTitle: "Du bist abgemeldet",
    doneText:
      "Wir schicken dir keine E-Mails mehr zu deinem Lernplan. Du kannst jederzeit zurückkommen.",
    invalidTitle: "Link ungültig",
    invalidText:
      "Dieser Abmeldelink ist nicht (mehr) gültig. Nutze den Link aus deiner neuesten E-Mail.",
    home: "Zur Startseite",
  },
  en: {
    title: "Unsubscribe from e-mails",
    confirmText: "Do you want to stop receiving e-mails from Kurswerk at this address?",
    confirmButton: "Yes, unsubscribe",
    doneTitle: "You are unsubscribed",
    doneText:
      "We won't send you any more e-mails about your learning plan. You're welcome back any time.",
    invalidTitle: "Invalid link",
    invalidText:
      "This unsubscribe link is not (or no longer) valid. Use the link from your latest e-mail.",
    home: "Go to the home page",
  },
  es: {
    title: "Darse de baja de los correos",
    confirmText: "¿Quieres dejar de recibir correos de Kurswerk en esta dirección?",
    confirmButton: "Sí, darme de baja",
    doneTitle: "Te has dado de baja",
    doneText:
      "No te enviaremos más correos sobre tu plan de aprendizaje. Puedes volver cuando quieras.",
    invalidTitle: "Enlace no válido",
    invalidText:
      "Este enlace de baja no es (o ya no es) válido. Usa el enlace de tu correo más reciente.",
    home: "Ir a la página de inicio",
  },
  fr: {
    title: "Se désabonner des e-mails",
    confirmText: "Tu ne veux plus recevoir d'e-mails de Kurswerk à cette adresse ?",
    confirmButton: "Oui, me désabonner",
    doneTitle: "Tu es désabonné·e",
    doneText:
      "Nous ne t'enverrons plus d'e-mails sur ton plan d'apprentissage. Tu peux revenir quand tu veux.",
    invalidTitle: "Lien invalide",
    invalidText:
      "Ce lien de désabonnement n'est pas (ou plus) valide. Utilise le lien de ton e-mail le plus récent.",
    home: "Aller à la page d'accueil",
  },
};

/** The small unsubscribe page: a confirm form (GET), the result (POST), or an invalid link. */
export function unsubscribePage(
  lang: Language,
  state: { kind: "confirm"; token: string } | { kind: "done" } | { kind: "invalid" },
  /** Where the confirm form posts (the lead's or the learning plan reminder's endpoint). */
  action = "/api/leads/unsubscribe",
): string {
  const t = unsubscribeTexts[lang];
  const title =
    state.kind === "confirm" ? t.title : state.kind === "done" ? t.doneTitle : t.invalidTitle;
  const body =
    state.kind === "confirm"
      ? `<p>${escapeHtml(t.confirmText)}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(state.token)}"><button type="submit">${escapeHtml(t.confirmButton)}</button></form>`
      : `<p>${escapeHtml(state.kind === "done" ? t.doneText : t.invalidText)}</p>`;
  return leadPage(lang, title, body, t.home);
}

/** The shell of the small pages behind mailed links (unsubscribe, confirm a change). */
export function leadPage(lang: Language, title: string, body: string, home: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – Kurswerk</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#1e293b;margin:0;display:grid;min-height:100dvh;place-items:center;padding:1rem}main{background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:2rem;max-width:28rem;width:100%;box-sizing:border-box}h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.6;color:#334155}button{background:#4f46e5;color:#fff;border:0;border-radius:10px;padding:.75rem 1.25rem;font:inherit;font-weight:600;cursor:pointer}button:focus-visible,a:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}a{color:#4338ca}.brand{font-weight:700;color:#4338ca;margin-bottom:1rem;display:block;text-decoration:none}</style></head>
<body><main><a class="brand" href="/">Kurswerk</a><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${escapeHtml(home)}</a></p></main></body></html>`;
}
