import type { Language } from "@shared/i18n/languages";

/** What the drafts of the legal pages say about this install (privacy-draft.ts). */
export interface PrivacyFacts {
  brand: string;
  /** The site's support address ("" when the operator gave none). */
  email: string;
  baseUrl: string;
  sessionDays: number;
  /** The mail server's host when SMTP_URL is set. */
  mailHost: string | null;
  ai: { name: string; model: string } | null;
  s3: { host: string; bucket: string } | null;
  metrics: boolean;
}

interface Texts {
  privacy(f: PrivacyFacts): string;
  impressum(f: PrivacyFacts): string;
}

const lines = (...parts: (string | false | null)[]) =>
  parts.filter((p): p is string => typeof p === "string").join("\n\n");

/** The draft texts per language; markdown, line breaks kept as typed (site-page-html.ts). */
export const PRIVACY_TEXTS: Record<Language, Texts> = {
  de: {
    privacy: (f) =>
      lines(
        "## Verantwortlicher",
        `Verantwortlich für die Verarbeitung personenbezogener Daten auf ${f.baseUrl} ist der im [Impressum](/impressum) genannte Betreiber von ${f.brand}.` +
          (f.email ? ` Kontakt: ${f.email}` : ""),
        "## Cookies",
        `Wir setzen nur ein Cookie, das für die Anmeldung technisch nötig ist: das Sitzungs-Cookie. Es hält dich angemeldet und gilt ${f.sessionDays} Tage (§ 25 Abs. 2 Nr. 2 TDDDG). Wählst du selbst eine Sprache, merkt sich ein weiteres Cookie diese Wahl ein Jahr lang. Es gibt kein Tracking, keine Analyse-Werkzeuge und keine Inhalte von Dritten; Schriften und Bilder kommen von diesem Server.`,
        "## Welche Daten wir verarbeiten",
        "- **Konto:** Name, E-Mail-Adresse, Passwort (nur als Argon2id-Hash), Sprache, auf Wunsch ein Profilbild.\n- **Lernen:** Lernpfad, Fortschritt, Antworten in Quizzen und Übungen, eingereichte Projekte, Zertifikate, die Antworten des Lernprofils.\n- **Sitzungen:** IP-Adresse und Browserkennung jeder Anmeldung, damit du deine Sitzungen in den Einstellungen sehen und beenden kannst.\n- **Schutz vor Missbrauch:** IP-Adressen in Zählern für zu viele Anfragen, für wenige Minuten.",
        "Rechtsgrundlagen: Art. 6 Abs. 1 lit. b DSGVO (Bereitstellung der Kurse, die du nutzt) und Art. 6 Abs. 1 lit. f DSGVO (Sicherheit des Dienstes).",
        "## Dienstleister",
        f.mailHost &&
          `- **E-Mail:** Bestätigungs-, Passwort- und Erinnerungs-E-Mails werden über den Mailserver ${f.mailHost} versendet.`,
        f.ai &&
          `- **KI:** Fragen an den KI-Tutor und Texte für die Kurserstellung werden zur Beantwortung an ${f.ai.name}${f.ai.model ? ` (Modell ${f.ai.model})` : ""} übermittelt.`,
        f.s3 &&
          `- **Dateien:** Hochgeladene Dateien (z. B. Profilbilder) werden im S3-Speicher ${f.s3.host} (Bucket ${f.s3.bucket}) abgelegt.`,
        f.metrics &&
          "- **Betriebskennzahlen:** Der Server stellt seinem Betreiber zusammengefasste Zahlen bereit (Anfragen, Antwortzeiten); sie enthalten keine personenbezogenen Daten.",
        !f.mailHost && !f.ai && !f.s3 && "Wir geben keine Daten an Dienstleister weiter.",
        "## Speicherdauer",
        `Konto- und Lerndaten bis du dein Konto löschst. Sitzungen ${f.sessionDays} Tage nach der letzten Nutzung. Unterhaltungen mit dem KI-Tutor nach der eingestellten Frist (Voreinstellung 180 Tage). Zähler gegen Missbrauch nach wenigen Minuten.`,
        "## Deine Rechte",
        "Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO) sowie auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO). In den Einstellungen kannst du unter „Meine Daten herunterladen“ alle deine Daten als Datei herunterladen und unter „Konto löschen“ dein Konto mit allen zugehörigen Daten löschen.",
      ),
    impressum: (f) =>
      lines(
        "## Angaben gemäß § 5 DDG",
        `[Name oder Firma]\n[Straße und Hausnummer]\n[PLZ und Ort]\n[Land]`,
        "## Kontakt",
        `E-Mail: ${f.email || "[E-Mail-Adresse]"}\nTelefon: [Telefonnummer]`,
        "[Bei einer Gesellschaft: Vertretungsberechtigte, Registergericht und Registernummer, Umsatzsteuer-Identifikationsnummer]",
      ),
  },
  en: {
    privacy: (f) =>
      lines(
        "## Controller",
        `The controller for personal data on ${f.baseUrl} is the operator of ${f.brand} named in the [legal notice](/impressum).` +
          (f.email ? ` Contact: ${f.email}` : ""),
        "## Cookies",
        `We set only the one cookie that signing in needs: the session cookie. It keeps you signed in and is valid for ${f.sessionDays} days (§ 25(2) no. 2 TDDDG). If you choose a language yourself, another cookie remembers that choice for one year. There is no tracking, no analytics tool and no third-party content; fonts and images come from this server.`,
        "## What data we process",
        "- **Account:** name, e-mail address, password (only as an Argon2id hash), language, a profile picture if you add one.\n- **Learning:** learning path, progress, answers in quizzes and exercises, submitted projects, certificates, the answers of your learning profile.\n- **Sessions:** IP address and browser identification of each sign-in, so that you can see and end your sessions in the settings.\n- **Protection against abuse:** IP addresses in counters of too many requests, for a few minutes.",
        "Legal bases: Art. 6(1)(b) GDPR (providing the courses you use) and Art. 6(1)(f) GDPR (security of the service).",
        "## Service providers",
        f.mailHost &&
          `- **E-mail:** confirmation, password and reminder e-mails are sent through the mail server ${f.mailHost}.`,
        f.ai &&
          `- **AI:** questions to the AI tutor and texts for course creation are sent to ${f.ai.name}${f.ai.model ? ` (model ${f.ai.model})` : ""} to be answered.`,
        f.s3 &&
          `- **Files:** uploaded files (e.g. profile pictures) are stored in the S3 storage ${f.s3.host} (bucket ${f.s3.bucket}).`,
        f.metrics &&
          "- **Operating figures:** the server gives its operator aggregated figures (requests, response times); they contain no personal data.",
        !f.mailHost && !f.ai && !f.s3 && "We pass no data to service providers.",
        "## How long we keep data",
        `Account and learning data until you delete your account. Sessions ${f.sessionDays} days after their last use. Conversations with the AI tutor for the period set (180 days by default). Abuse counters for a few minutes.`,
        "## Your rights",
        "You have the right of access, rectification, erasure, restriction of processing, data portability and objection (Art. 15–21 GDPR) and the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR). In the settings, “Download my data” gives you all your data as a file, and “Delete account” deletes your account with all its data.",
      ),
    impressum: (f) =>
      lines(
        "## Information according to § 5 DDG",
        `[Name or company]\n[Street and number]\n[Postcode and town]\n[Country]`,
        "## Contact",
        `E-mail: ${f.email || "[e-mail address]"}\nPhone: [phone number]`,
        "[For a company: representatives, register court and number, VAT identification number]",
      ),
  },
  es: {
    privacy: (f) =>
      lines(
        "## Responsable",
        `El responsable del tratamiento de datos personales en ${f.baseUrl} es el operador de ${f.brand} indicado en el [aviso legal](/impressum).` +
          (f.email ? ` Contacto: ${f.email}` : ""),
        "## Cookies",
        `Solo usamos la cookie que el inicio de sesión necesita: la cookie de sesión. Mantiene tu sesión iniciada y es válida durante ${f.sessionDays} días (§ 25, apdo. 2, n.º 2 TDDDG). Si eliges tú un idioma, otra cookie recuerda esa elección durante un año. No hay seguimiento, ni herramientas de análisis, ni contenidos de terceros; las fuentes y las imágenes vienen de este servidor.`,
        "## Qué datos tratamos",
        "- **Cuenta:** nombre, dirección de correo electrónico, contraseña (solo como hash Argon2id), idioma y, si la añades, una foto de perfil.\n- **Aprendizaje:** ruta de aprendizaje, progreso, respuestas en cuestionarios y ejercicios, proyectos entregados, certificados, las respuestas de tu perfil de aprendizaje.\n- **Sesiones:** dirección IP e identificación del navegador de cada inicio de sesión, para que puedas ver y cerrar tus sesiones en la configuración.\n- **Protección contra abusos:** direcciones IP en contadores de demasiadas solicitudes, durante unos minutos.",
        "Bases jurídicas: art. 6, apdo. 1, letra b RGPD (prestación de los cursos que usas) y art. 6, apdo. 1, letra f RGPD (seguridad del servicio).",
        "## Proveedores de servicios",
        f.mailHost &&
          `- **Correo electrónico:** los correos de confirmación, de contraseña y de recordatorio se envían a través del servidor de correo ${f.mailHost}.`,
        f.ai &&
          `- **IA:** las preguntas al tutor de IA y los textos para crear cursos se envían a ${f.ai.name}${f.ai.model ? ` (modelo ${f.ai.model})` : ""} para ser respondidos.`,
        f.s3 &&
          `- **Archivos:** los archivos subidos (p. ej., fotos de perfil) se guardan en el almacenamiento S3 ${f.s3.host} (bucket ${f.s3.bucket}).`,
        f.metrics &&
          "- **Cifras de funcionamiento:** el servidor ofrece a su operador cifras agregadas (solicitudes, tiempos de respuesta); no contienen datos personales.",
        !f.mailHost && !f.ai && !f.s3 && "No transmitimos datos a proveedores de servicios.",
        "## Plazo de conservación",
        `Datos de la cuenta y de aprendizaje hasta que elimines tu cuenta. Sesiones ${f.sessionDays} días después de su último uso. Conversaciones con el tutor de IA durante el plazo configurado (180 días por defecto). Contadores contra abusos durante unos minutos.`,
        "## Tus derechos",
        "Tienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad de los datos y oposición (arts. 15–21 RGPD), así como a presentar una reclamación ante una autoridad de control de protección de datos (art. 77 RGPD). En la configuración, «Descargar mis datos» te da todos tus datos como archivo y «Eliminar la cuenta» elimina tu cuenta con todos sus datos.",
      ),
    impressum: (f) =>
      lines(
        "## Información según el § 5 DDG",
        `[Nombre o empresa]\n[Calle y número]\n[Código postal y localidad]\n[País]`,
        "## Contacto",
        `Correo electrónico: ${f.email || "[dirección de correo electrónico]"}\nTeléfono: [número de teléfono]`,
        "[Para una sociedad: representantes, registro mercantil y número, número de identificación fiscal a efectos del IVA]",
      ),
  },
  fr: {
    privacy: (f) =>
      lines(
        "## Responsable du traitement",
        `Le responsable du traitement des données personnelles sur ${f.baseUrl} est l’exploitant de ${f.brand} indiqué dans les [mentions légales](/impressum).` +
          (f.email ? ` Contact : ${f.email}` : ""),
        "## Cookies",
        `Nous n’utilisons que le cookie nécessaire à la connexion : le cookie de session. Il te garde connecté et reste valable ${f.sessionDays} jours (§ 25, al. 2, n° 2 TDDDG). Si tu choisis toi-même une langue, un autre cookie retient ce choix pendant un an. Il n’y a ni suivi, ni outil d’analyse, ni contenu de tiers ; les polices et les images viennent de ce serveur.`,
        "## Quelles données nous traitons",
        "- **Compte :** nom, adresse e-mail, mot de passe (uniquement sous forme de hachage Argon2id), langue et, si tu en ajoutes une, une photo de profil.\n- **Apprentissage :** parcours d’apprentissage, progression, réponses aux quiz et aux exercices, projets rendus, certificats, les réponses de ton profil d’apprentissage.\n- **Sessions :** adresse IP et identification du navigateur de chaque connexion, pour que tu puisses voir et fermer tes sessions dans les paramètres.\n- **Protection contre les abus :** adresses IP dans des compteurs de requêtes trop nombreuses, pendant quelques minutes.",
        "Bases juridiques : art. 6, par. 1, point b RGPD (fourniture des cours que tu utilises) et art. 6, par. 1, point f RGPD (sécurité du service).",
        "## Prestataires",
        f.mailHost &&
          `- **E-mail :** les e-mails de confirmation, de mot de passe et de rappel sont envoyés par le serveur de messagerie ${f.mailHost}.`,
        f.ai &&
          `- **IA :** les questions au tuteur IA et les textes pour la création de cours sont transmis à ${f.ai.name}${f.ai.model ? ` (modèle ${f.ai.model})` : ""} pour y répondre.`,
        f.s3 &&
          `- **Fichiers :** les fichiers téléversés (p. ex. photos de profil) sont stockés dans le stockage S3 ${f.s3.host} (bucket ${f.s3.bucket}).`,
        f.metrics &&
          "- **Chiffres d’exploitation :** le serveur fournit à son exploitant des chiffres agrégés (requêtes, temps de réponse) ; ils ne contiennent aucune donnée personnelle.",
        !f.mailHost && !f.ai && !f.s3 && "Nous ne transmettons aucune donnée à des prestataires.",
        "## Durée de conservation",
        `Données du compte et d’apprentissage jusqu’à la suppression de ton compte. Sessions ${f.sessionDays} jours après leur dernière utilisation. Conversations avec le tuteur IA pendant la durée réglée (180 jours par défaut). Compteurs contre les abus pendant quelques minutes.`,
        "## Tes droits",
        "Tu as le droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité des données et d’opposition (art. 15 à 21 RGPD) ainsi que le droit d’introduire une réclamation auprès d’une autorité de contrôle de la protection des données (art. 77 RGPD). Dans les paramètres, « Télécharger mes données » te donne toutes tes données sous forme de fichier et « Supprimer le compte » supprime ton compte avec toutes ses données.",
      ),
    impressum: (f) =>
      lines(
        "## Informations selon le § 5 DDG",
        `[Nom ou société]\n[Rue et numéro]\n[Code postal et ville]\n[Pays]`,
        "## Contact",
        `E-mail : ${f.email || "[adresse e-mail]"}\nTéléphone : [numéro de téléphone]`,
        "[Pour une société : représentants, tribunal et numéro d’immatriculation, numéro de TVA intracommunautaire]",
      ),
  },
};
