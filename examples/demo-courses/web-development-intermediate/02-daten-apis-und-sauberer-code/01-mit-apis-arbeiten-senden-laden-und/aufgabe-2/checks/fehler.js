await zeigeAufgaben(async () => {
  throw new Error("Status 500");
});
expectEqual(document.querySelector("#status").textContent, "Laden fehlgeschlagen. Bitte später erneut versuchen.");