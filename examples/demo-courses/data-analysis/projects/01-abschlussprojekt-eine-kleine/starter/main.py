verkaeufe = [
    {"tag": "Mo", "produkt": "Brötchen", "stueck": 120},
    {"tag": "Mo", "produkt": "Brot", "stueck": 30},
    {"tag": "Di", "produkt": "Brötchen", "stueck": 95},
    {"tag": "Di", "produkt": "Brot", "stueck": 28},
    {"tag": "Sa", "produkt": "Brötchen", "stueck": 210},
    {"tag": "Sa", "produkt": "Brot", "stueck": 55},
    {"tag": "Sa", "produkt": "Kuchen", "stueck": 40},
]

# Deine Analyse
