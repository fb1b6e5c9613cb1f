verkaeufe = [
    {"filiale": "Altstadt", "umsatz": 140.0},
    {"filiale": "Bahnhof", "umsatz": 750.0},
    {"filiale": "Altstadt", "umsatz": 375.0},
    {"filiale": "Südpark", "umsatz": 210.0},
]


def umsatz_pro_filiale(zeilen):
    # Dein Code: ein Dictionary {filiale: summe der umsätze}
    return {}


print(umsatz_pro_filiale(verkaeufe))
