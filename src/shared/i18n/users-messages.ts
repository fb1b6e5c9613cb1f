/**
 * Validation and error messages of the users administration and the first-admin setup
 * (issue 13). Spread into `validationMessages` (messages.ts).
 */
export const usersValidationMessages = {
  de: {
    accountBlocked:
      "Dein Konto ist gesperrt. Bitte wende dich an das Kurswerk-Team, wenn du das für einen Fehler hältst.",
    banReasonRequired: "Bitte gib einen Grund für die Sperre an",
    banReasonMax: "Der Grund darf höchstens 500 Zeichen lang sein",
    banEndInPast: "Das Ende der Sperre muss in der Zukunft liegen",
    setupTokenRequired: "Bitte gib den Einrichtungsschlüssel aus dem Server-Log ein",
    lastAdmin:
      "Das ist der letzte Admin. Ernenne zuerst jemand anderen zum Admin, bevor du diese Rolle entfernst.",
    selfDemotionConfirm: "Du entfernst dir selbst die Admin-Rolle. Bitte bestätige das.",
    cannotBanSelf: "Du kannst dich nicht selbst sperren.",
    cannotBanAdmin: "Admins können nicht gesperrt werden. Ändere zuerst die Rolle.",
    alreadyConfirmed: "Diese E-Mail-Adresse ist bereits bestätigt.",
    setupTokenInvalid: "Der Einrichtungsschlüssel stimmt nicht.",
    setupDone: "Die Einrichtung ist abgeschlossen: es gibt bereits einen Admin.",
  },
  en: {
    accountBlocked:
      "Your account is blocked. Please contact the Kurswerk team if you think this is a mistake.",
    banReasonRequired: "Please give a reason for the block",
    banReasonMax: "The reason must be at most 500 characters long",
    banEndInPast: "The end of the block must be in the future",
    setupTokenRequired: "Please enter the setup key from the server log",
    lastAdmin:
      "This is the last admin. Make someone else an admin first before you remove this role.",
    selfDemotionConfirm: "You are removing your own admin role. Please confirm.",
    cannotBanSelf: "You cannot block yourself.",
    cannotBanAdmin: "Admins cannot be blocked. Change the role first.",
    alreadyConfirmed: "This e-mail address is already confirmed.",
    setupTokenInvalid: "The setup key is not correct.",
    setupDone: "Setup is complete: an admin already exists.",
  },
  es: {
    accountBlocked:
      "Tu cuenta está bloqueada. Ponte en contacto con el equipo de Kurswerk si crees que es un error.",
    banReasonRequired: "Indica un motivo para el bloqueo",
    banReasonMax: "El motivo puede tener como máximo 500 caracteres",
    banEndInPast: "El final del bloqueo debe estar en el futuro",
    setupTokenRequired: "Introduce la clave de configuración del registro del servidor",
    lastAdmin:
      "Es el último administrador. Nombra primero a otra persona administradora antes de quitar este rol.",
    selfDemotionConfirm: "Te estás quitando tu propio rol de administrador. Confírmalo.",
    cannotBanSelf: "No puedes bloquearte a ti mismo.",
    cannotBanAdmin: "Los administradores no se pueden bloquear. Cambia primero el rol.",
    alreadyConfirmed: "Esta dirección de correo ya está confirmada.",
    setupTokenInvalid: "La clave de configuración no es correcta.",
    setupDone: "La configuración ha terminado: ya existe un administrador.",
  },
  fr: {
    accountBlocked:
      "Ton compte est bloqué. Contacte l'équipe Kurswerk si tu penses qu'il s'agit d'une erreur.",
    banReasonRequired: "Indique un motif pour le blocage",
    banReasonMax: "Le motif doit comporter au plus 500 caractères",
    banEndInPast: "La fin du blocage doit être dans le futur",
    setupTokenRequired: "Saisis la clé de configuration du journal du serveur",
    lastAdmin:
      "C'est le dernier admin. Nomme d'abord quelqu'un d'autre admin avant de retirer ce rôle.",
    selfDemotionConfirm: "Tu retires ton propre rôle d'admin. Merci de confirmer.",
    cannotBanSelf: "Tu ne peux pas te bloquer toi-même.",
    cannotBanAdmin: "Les admins ne peuvent pas être bloqués. Change d'abord le rôle.",
    alreadyConfirmed: "Cette adresse e-mail est déjà confirmée.",
    setupTokenInvalid: "La clé de configuration est incorrecte.",
    setupDone: "La configuration est terminée : un admin existe déjà.",
  },
} as const;
