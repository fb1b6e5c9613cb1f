zeilen = [{"kategorie": "Torte", "umsatz": 30.0}, {"kategorie": "Brot", "umsatz": 10.0}]
expect_equal(anteil_pro_kategorie(zeilen), {"Torte": 75.0, "Brot": 25.0})