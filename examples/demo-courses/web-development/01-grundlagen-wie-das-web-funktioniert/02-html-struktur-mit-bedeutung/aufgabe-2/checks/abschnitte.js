const abschnitte = [...document.querySelectorAll("main section")];
expectEqual(abschnitte.length, 2);
expectEqual(abschnitte.map((s) => Boolean(s.querySelector("h2"))), [true, true]);