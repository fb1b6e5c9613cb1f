anfragen = [
    "Hallo, meine Rechnung 2024-17 ist doppelt abgebucht. Gruß, anna@example.com",
    "Die App stürzt beim Login ab, bitte helfen!",
    "Habt ihr auch am Samstag geöffnet?",
    "Ich brauche eine Kopie der Rechnung vom März. tom@example.org",
]


def kategorie(text):
    # Deine Regeln
    return "Sonstiges"


for anfrage in anfragen:
    print(kategorie(anfrage), "-", anfrage)
