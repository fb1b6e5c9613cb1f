function pruefeWebhook(token, ereignis, verarbeitet) {
  // Dein Code: Token prüfen, doppelte Ereignisse erkennen
  return 202;
}

const verarbeitet = new Set();
console.log(pruefeWebhook("geheim-123", { id: "anfrage-001" }, verarbeitet));
