const vorher = [{ id: 1, titel: "Alt", erledigt: false }];
const danach = aufgabenReducer(vorher, { typ: "umbenennen", id: 1, titel: "Neu" });
expectEqual(vorher[0].titel, "Alt");
if (danach === vorher) throw new Error("Der Reducer hat dasselbe Array zurückgegeben – React sieht dann keine Änderung.");