window.fetch = async () => ({
  ok: true,
  status: 200,
  json: async () => [
    { id: 1, title: "Lebenslauf aktualisieren", completed: true },
    { id: 2, title: "Portfolio veröffentlichen", completed: false },
  ],
});
await ladeAufgaben();
expectEqual([...document.querySelectorAll("#liste li")].map((li) => li.classList.contains("erledigt")), [true, false]);