const fertig = [...document.querySelectorAll("#kurse li")].map((li) => li.classList.contains("fertig"));
expectEqual(fertig, [true, true, false]);