if (!document.querySelector("header h1")) throw new Error("Im <header> fehlt die <h1> mit deinem Namen.");
expectEqual(document.querySelectorAll("nav a[href]").length, 2);
if (!document.querySelector("main")) throw new Error("Es fehlt das <main>-Element.");