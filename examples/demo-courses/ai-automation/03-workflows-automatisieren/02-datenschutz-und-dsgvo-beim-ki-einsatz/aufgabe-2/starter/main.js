const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;

function pseudonymisiere(text) {
  const zuordnung = {};
  // Dein Code: jede E-Mail-Adresse durch [EMAIL_1], [EMAIL_2] … ersetzen
  return { text, zuordnung };
}

console.log(pseudonymisiere("Bitte antworten Sie an jana.roth@firma.example."));
