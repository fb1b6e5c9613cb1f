zeilen = [{"filiale": "Hafen", "umsatz": 2.5}, {"filiale": "Hafen", "umsatz": 7.5}, {"filiale": "Markt", "umsatz": 1.0}]
expect_equal(umsatz_pro_filiale(zeilen), {"Hafen": 10.0, "Markt": 1.0})