const button = document.querySelector("#modus");
document.body.classList.remove("dunkel");
button.click();
button.click();
expectEqual(document.body.classList.contains("dunkel"), false);