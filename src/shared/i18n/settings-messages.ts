/**
 * Validation and error messages of the learner settings (issue 12). Spread into
 * `validationMessages` (messages.ts) so `V(key)` and `translateValidationMessage` know them.
 */
export const settingsValidationMessages = {
  de: {
    deleteEmailMismatch: "Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein",
    totpCodeFormat: "Der Code besteht aus 6 Ziffern",
    totpCodeWrong: "Der Code ist falsch oder abgelaufen",
    currentPasswordWrong: "Das aktuelle Passwort ist falsch",
    emailSame: "Das ist bereits deine E-Mail-Adresse",
  },
  en: {
    deleteEmailMismatch: "The e-mail address you entered does not match your account",
    totpCodeFormat: "The code has 6 digits",
    totpCodeWrong: "The code is wrong or has expired",
    currentPasswordWrong: "The current password is wrong",
    emailSame: "This is already your e-mail address",
  },
  es: {
    deleteEmailMismatch: "La dirección de correo introducida no coincide con tu cuenta",
    totpCodeFormat: "El código tiene 6 dígitos",
    totpCodeWrong: "El código es incorrecto o ha caducado",
    currentPasswordWrong: "La contraseña actual es incorrecta",
    emailSame: "Esta ya es tu dirección de correo",
  },
  fr: {
    deleteEmailMismatch: "L’adresse e-mail saisie ne correspond pas à ton compte",
    totpCodeFormat: "Le code comporte 6 chiffres",
    totpCodeWrong: "Le code est incorrect ou a expiré",
    currentPasswordWrong: "Le mot de passe actuel est incorrect",
    emailSame: "C’est déjà ton adresse e-mail",
  },
};
