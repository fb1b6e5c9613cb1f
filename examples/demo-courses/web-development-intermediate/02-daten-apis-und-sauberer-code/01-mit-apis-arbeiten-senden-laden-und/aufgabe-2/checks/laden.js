zeigeAufgaben(() => new Promise(() => {}));
expectEqual(document.querySelector("#status").textContent, "Lade …");