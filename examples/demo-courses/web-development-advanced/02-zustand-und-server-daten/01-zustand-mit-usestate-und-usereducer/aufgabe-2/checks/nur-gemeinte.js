const vorher = [{ id: 1, titel: "Alt", erledigt: false }, { id: 2, titel: "Bleibt", erledigt: true }];
const danach = aufgabenReducer(vorher, { typ: "umbenennen", id: 1, titel: "Neu" });
expectEqual(danach, [{ id: 1, titel: "Neu", erledigt: false }, { id: 2, titel: "Bleibt", erledigt: true }]);