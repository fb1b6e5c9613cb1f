const button = document.querySelector("#modus");
if (!button) throw new Error("Es gibt keinen Button mit der id „modus“.");
document.body.classList.remove("dunkel");
button.click();
expectEqual(document.body.classList.contains("dunkel"), true);