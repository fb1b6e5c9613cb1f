const SCHLUESSEL = "aufgaben";

function speichereAufgaben(speicher, aufgaben) {
  speicher.setItem(SCHLUESSEL, JSON.stringify(aufgaben));
}

function ladeAufgaben(speicher) {
  const text = speicher.getItem(SCHLUESSEL);
  if (text === null) return [];
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

// Zum Ausprobieren: ein Ersatz für localStorage mit getItem und setItem
const daten = new Map();
const speicher = { getItem: (k) => daten.get(k) ?? null, setItem: (k, v) => daten.set(k, String(v)) };
speichereAufgaben(speicher, [{ titel: "Lebenslauf", erledigt: false }]);
console.log(daten.get("aufgaben"));
console.log(ladeAufgaben(speicher));
