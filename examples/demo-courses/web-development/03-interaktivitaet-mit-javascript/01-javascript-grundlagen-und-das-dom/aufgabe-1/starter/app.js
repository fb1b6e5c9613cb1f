const modusButton = document.querySelector("#modus");

// Dein Code: Ein Klick auf den Button schaltet die Klasse "dunkel" am <body> um.
