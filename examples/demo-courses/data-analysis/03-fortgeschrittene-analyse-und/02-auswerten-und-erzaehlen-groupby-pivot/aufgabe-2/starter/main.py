verkaeufe = [
    {"filiale": "Altstadt", "kategorie": "Brot", "umsatz": 140.0},
    {"filiale": "Altstadt", "kategorie": "Gebäck", "umsatz": 180.0},
    {"filiale": "Bahnhof", "kategorie": "Gebäck", "umsatz": 315.0},
    {"filiale": "Bahnhof", "kategorie": "Getränke", "umsatz": 750.0},
    {"filiale": "Altstadt", "kategorie": "Getränke", "umsatz": 375.0},
    {"filiale": "Bahnhof", "kategorie": "Brot", "umsatz": 87.5},
    {"filiale": "Südpark", "kategorie": "Brot", "umsatz": 210.0},
    {"filiale": "Südpark", "kategorie": "Gebäck", "umsatz": 135.0},
]


def anteil_pro_kategorie(zeilen):
    # Dein Code: {kategorie: anteil am gesamtumsatz in prozent}
    return {}


print(anteil_pro_kategorie(verkaeufe))
