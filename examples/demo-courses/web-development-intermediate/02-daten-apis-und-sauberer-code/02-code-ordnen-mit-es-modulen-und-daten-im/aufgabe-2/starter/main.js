const SCHLUESSEL = "aufgaben";

function speichereAufgaben(speicher, aufgaben) {
  speicher.setItem(SCHLUESSEL, aufgaben);
}

function ladeAufgaben(speicher) {
  return JSON.parse(speicher.getItem(SCHLUESSEL));
}

// Zum Ausprobieren: ein Ersatz für localStorage mit getItem und setItem
const daten = new Map();
const speicher = { getItem: (k) => daten.get(k) ?? null, setItem: (k, v) => daten.set(k, String(v)) };
speichereAufgaben(speicher, [{ titel: "Lebenslauf", erledigt: false }]);
console.log(daten.get("aufgaben"));
console.log(ladeAufgaben(speicher));
