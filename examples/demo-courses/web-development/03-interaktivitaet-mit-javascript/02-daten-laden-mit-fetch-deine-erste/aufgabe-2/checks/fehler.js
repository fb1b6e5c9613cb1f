window.fetch = async () => ({
  ok: false,
  status: 500,
  json: async () => [
    { id: 1, title: "Lebenslauf aktualisieren", completed: true },
    { id: 2, title: "Portfolio veröffentlichen", completed: false },
  ],
});
await ladeAufgaben();
expectEqual(document.querySelector("#status").textContent, "Die Aufgaben konnten nicht geladen werden.");