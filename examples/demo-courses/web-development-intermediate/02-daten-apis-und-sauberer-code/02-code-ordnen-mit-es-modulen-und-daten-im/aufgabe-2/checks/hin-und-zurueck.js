const daten = new Map();
const speicher = { getItem: (k) => daten.get(k) ?? null, setItem: (k, v) => daten.set(k, String(v)) };
const aufgaben = [{ titel: "Lebenslauf", erledigt: true }, { titel: "Portfolio", erledigt: false }];
speichereAufgaben(speicher, aufgaben);
expectEqual(ladeAufgaben(speicher), aufgaben);