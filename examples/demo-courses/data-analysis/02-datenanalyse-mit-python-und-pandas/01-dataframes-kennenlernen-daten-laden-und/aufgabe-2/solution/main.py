verkaeufe = [
    {"filiale": "Altstadt", "umsatz": 140.0},
    {"filiale": "Bahnhof", "umsatz": 750.0},
    {"filiale": "Altstadt", "umsatz": 375.0},
    {"filiale": "Südpark", "umsatz": 210.0},
]


def umsatz_pro_filiale(zeilen):
    summen = {}
    for zeile in zeilen:
        filiale = zeile["filiale"]
        summen[filiale] = summen.get(filiale, 0) + zeile["umsatz"]
    return summen


print(umsatz_pro_filiale(verkaeufe))
