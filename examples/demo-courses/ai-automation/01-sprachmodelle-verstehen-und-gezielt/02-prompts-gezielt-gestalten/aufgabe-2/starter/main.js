function bauePrompt(emailText, tonalitaet) {
  return "Beantworte diese E-Mail: " + emailText;
}

console.log(bauePrompt("Mein Paket ist nicht angekommen."));
