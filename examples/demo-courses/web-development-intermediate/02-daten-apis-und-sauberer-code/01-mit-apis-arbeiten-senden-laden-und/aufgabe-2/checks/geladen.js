await zeigeAufgaben(async () => [{ title: "Portfolio" }, { title: "Bewerbung" }]);
const titel = [...document.querySelectorAll("#liste li")].map((li) => li.textContent);
expectEqual(titel, ["Portfolio", "Bewerbung"]);
expectEqual(document.querySelector("#status").textContent, "2 Aufgaben geladen");