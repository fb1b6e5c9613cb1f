const daten = new Map();
const speicher = { getItem: (k) => daten.get(k) ?? null, setItem: (k, v) => daten.set(k, String(v)) };
expectEqual(ladeAufgaben(speicher), []);