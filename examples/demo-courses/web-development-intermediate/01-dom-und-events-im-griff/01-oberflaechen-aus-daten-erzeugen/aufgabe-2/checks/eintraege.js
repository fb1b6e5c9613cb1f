const titel = [...document.querySelectorAll("#kurse li")].map((li) => li.textContent.trim());
expectEqual(titel, ["HTML", "CSS", "JavaScript"]);