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
    gesamt = sum(z["umsatz"] for z in zeilen)
    if gesamt == 0:
        return {}
    summen = {}
    for z in zeilen:
        summen[z["kategorie"]] = summen.get(z["kategorie"], 0) + z["umsatz"]
    return {k: round(s / gesamt * 100, 1) for k, s in summen.items()}


print(anteil_pro_kategorie(verkaeufe))
