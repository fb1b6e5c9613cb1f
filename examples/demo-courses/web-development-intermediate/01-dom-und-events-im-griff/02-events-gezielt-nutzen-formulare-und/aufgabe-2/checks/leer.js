const vorher = document.querySelectorAll("#liste li").length;
const eingabe = document.querySelector("#titel");
eingabe.value = "   ";
const ereignis = new Event("submit", { cancelable: true });
document.querySelector("#neu").dispatchEvent(ereignis);
expectEqual(document.querySelectorAll("#liste li").length, vorher);