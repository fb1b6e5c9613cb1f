const eingabe = document.querySelector("#titel");
eingabe.value = "Lebenslauf";
const ereignis = new Event("submit", { cancelable: true });
document.querySelector("#neu").dispatchEvent(ereignis);
if (!ereignis.defaultPrevented) throw new Error("Das Formular lädt die Seite neu – es fehlt event.preventDefault().");
const letzte = document.querySelector("#liste li:last-child");
expectEqual(letzte && letzte.textContent, "Lebenslauf");
expectEqual(eingabe.value, "");