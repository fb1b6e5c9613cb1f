const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;

function pseudonymisiere(text) {
  const zuordnung = {};
  const platzhalter = new Map();
  const ergebnis = text.replace(EMAIL, (adresse) => {
    if (!platzhalter.has(adresse)) {
      const name = "[EMAIL_" + (platzhalter.size + 1) + "]";
      platzhalter.set(adresse, name);
      zuordnung[name] = adresse;
    }
    return platzhalter.get(adresse);
  });
  return { text: ergebnis, zuordnung };
}

console.log(pseudonymisiere("Bitte antworten Sie an jana.roth@firma.example."));
