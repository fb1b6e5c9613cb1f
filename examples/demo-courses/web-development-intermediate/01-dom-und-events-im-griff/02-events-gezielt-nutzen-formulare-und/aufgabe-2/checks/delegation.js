const eingabe = document.querySelector("#titel");
eingabe.value = "Anschreiben";
const ereignis = new Event("submit", { cancelable: true });
document.querySelector("#neu").dispatchEvent(ereignis);
const li = document.querySelector("#liste li:last-child");
li.click();
expectEqual(li.classList.contains("erledigt"), true);
li.click();
expectEqual(li.classList.contains("erledigt"), false);