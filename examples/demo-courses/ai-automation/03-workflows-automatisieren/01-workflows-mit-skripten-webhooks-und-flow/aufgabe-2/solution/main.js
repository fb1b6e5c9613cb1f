function pruefeWebhook(token, ereignis, verarbeitet) {
  if (token !== "geheim-123") return 401;
  if (verarbeitet.has(ereignis.id)) return 200;
  verarbeitet.add(ereignis.id);
  return 202;
}

const verarbeitet = new Set();
console.log(pruefeWebhook("geheim-123", { id: "anfrage-001" }, verarbeitet));
