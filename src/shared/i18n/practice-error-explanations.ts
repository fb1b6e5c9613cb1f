/**
 * Explanations of the learner's common runtime errors (issue 42, decision 0191), by the
 * reader's language, runtime language and kind (src/shared/domain/practice-errors.ts). Shown
 * under the original message, which stays as the runtime wrote it.
 */
import type { Language } from "./languages";
import type { PracticeErrorKind, PracticeErrorLanguage } from "../domain/practice-errors";

type Texts = {
  title: string;
  /** The place: "{line}" and, for several files, "{file}". */
  line: string;
  lineInFile: string;
  kinds: {
    [L in PracticeErrorLanguage]: Partial<Record<PracticeErrorKind, string>>;
  };
};

export const practiceErrorExplanations: Record<Language, Texts> = {
  de: {
    title: "Was bedeutet das?",
    line: "Zeile {line}",
    lineInFile: "Zeile {line} in {file}",
    kinds: {
      python: {
        syntax:
          "Syntaxfehler: Python kann deinen Code an dieser Stelle nicht lesen. Prüfe in dieser Zeile (oder der davor) den Doppelpunkt nach if, for, while und def, Klammern und Anführungszeichen.",
        indentation:
          "Einrückungsfehler: In Python gehören gleich weit eingerückte Zeilen zusammen. Rücke nach einer Zeile mit Doppelpunkt ein und nutze überall gleich viele Leerzeichen.",
        name: "Namensfehler: Ein Name (Variable oder Funktion) ist hier unbekannt. Prüfe die Schreibweise, auch Groß- und Kleinschreibung, und ob du ihm vorher einen Wert gegeben oder ihn definiert hast.",
        type: "Typfehler: Ein Wert hat hier den falschen Typ, zum Beispiel Zahl und Text mit + verbunden. Wandle ihn passend um, etwa mit str(), int() oder float().",
        divisionByZero:
          "Division durch null: Hier wird durch 0 geteilt. Prüfe vorher, ob der Teiler 0 ist, zum Beispiel bei einer leeren Liste.",
      },
      javascript: {
        syntax:
          "Syntaxfehler: JavaScript kann deinen Code an dieser Stelle nicht lesen. Prüfe in dieser Zeile (oder der davor) Klammern, Anführungszeichen und Kommas.",
        name: "Namensfehler: Eine Variable oder Funktion ist hier nicht deklariert. Prüfe die Schreibweise, auch Groß- und Kleinschreibung, und ob du sie vorher mit let, const oder function angelegt hast.",
        type: "Typfehler: Ein Wert hat hier nicht den erwarteten Typ, zum Beispiel ist er undefined oder null, oder er ist keine Funktion. Gib ihn mit console.log aus, um zu sehen, was er enthält.",
        divisionByZero:
          "Division durch null: Eine BigInt-Zahl wird durch 0n geteilt. Prüfe vorher, ob der Teiler 0 ist.",
      },
      sql: {
        syntax:
          "Syntaxfehler: Die Datenbank kann deine Abfrage an dieser Stelle nicht lesen. Prüfe die Schreibweise der Schlüsselwörter (SELECT, FROM, WHERE), die Kommas zwischen den Spalten und die Anführungszeichen.",
        name: "Unbekannte Funktion: Diese Funktion gibt es nicht, oder nicht für diese Werte. Prüfe ihren Namen und die Werte, die du ihr gibst.",
        type: "Typfehler: Die Datentypen passen nicht zusammen, zum Beispiel eine Zahl mit einem Text verglichen. Setze Texte in einfache Anführungszeichen und prüfe die Spalten.",
        missingTable:
          "Unbekannte Tabelle: Eine Tabelle deiner Abfrage gibt es in dieser Datenbank nicht. Prüfe den Namen hinter FROM oder JOIN auf Tippfehler.",
        missingColumn:
          "Unbekannte Spalte: Eine Spalte deiner Abfrage gibt es nicht. Prüfe ihren Namen; Texte gehören in einfache Anführungszeichen ('Berlin'), sonst hält die Datenbank sie für Spalten.",
        divisionByZero:
          "Division durch null: Hier wird durch 0 geteilt. Schließe die Null aus, zum Beispiel mit NULLIF(teiler, 0) oder einer WHERE-Bedingung.",
      },
    },
  },
  en: {
    title: "What does this mean?",
    line: "Line {line}",
    lineInFile: "Line {line} in {file}",
    kinds: {
      python: {
        syntax:
          "Syntax error: Python cannot read your code at this point. Check this line (or the one before it) for the colon after if, for, while and def, for brackets and quotes.",
        indentation:
          "Indentation error: in Python, lines indented equally belong together. Indent after a line ending with a colon and use the same number of spaces everywhere.",
        name: "Name error: a name (variable or function) is unknown here. Check its spelling, including upper and lower case, and whether you gave it a value or defined it before.",
        type: "Type error: a value has the wrong type here, for example a number and a text joined with +. Convert it as needed, e.g. with str(), int() or float().",
        divisionByZero:
          "Division by zero: something is divided by 0 here. Check first whether the divisor is 0, for example for an empty list.",
      },
      javascript: {
        syntax:
          "Syntax error: JavaScript cannot read your code at this point. Check this line (or the one before it) for brackets, quotes and commas.",
        name: "Reference error: a variable or function is not declared here. Check its spelling, including upper and lower case, and whether you created it before with let, const or function.",
        type: "Type error: a value does not have the expected type here, for example it is undefined or null, or it is not a function. Print it with console.log to see what it holds.",
        divisionByZero:
          "Division by zero: a BigInt is divided by 0n. Check first whether the divisor is 0.",
      },
      sql: {
        syntax:
          "Syntax error: the database cannot read your query at this point. Check the spelling of the keywords (SELECT, FROM, WHERE), the commas between columns and the quotes.",
        name: "Unknown function: this function does not exist, or not for these values. Check its name and the values you pass to it.",
        type: "Type error: the data types do not fit together, for example a number compared with a text. Put texts in single quotes and check the columns.",
        missingTable:
          "Unknown table: a table in your query does not exist in this database. Check the name after FROM or JOIN for typos.",
        missingColumn:
          "Unknown column: a column in your query does not exist. Check its name; texts belong in single quotes ('Berlin'), otherwise the database takes them for columns.",
        divisionByZero:
          "Division by zero: something is divided by 0 here. Exclude the zero, for example with NULLIF(divisor, 0) or a WHERE condition.",
      },
    },
  },
  es: {
    title: "¿Qué significa esto?",
    line: "Línea {line}",
    lineInFile: "Línea {line} en {file}",
    kinds: {
      python: {
        syntax:
          "Error de sintaxis: Python no puede leer tu código en este punto. Revisa en esta línea (o en la anterior) los dos puntos después de if, for, while y def, los paréntesis y las comillas.",
        indentation:
          "Error de sangría: en Python, las líneas con la misma sangría van juntas. Aplica sangría después de una línea que termina en dos puntos y usa siempre el mismo número de espacios.",
        name: "Error de nombre: aquí se desconoce un nombre (variable o función). Revisa cómo está escrito, también mayúsculas y minúsculas, y si antes le diste un valor o lo definiste.",
        type: "Error de tipo: un valor tiene aquí un tipo incorrecto, por ejemplo un número y un texto unidos con +. Conviértelo según haga falta, por ejemplo con str(), int() o float().",
        divisionByZero:
          "División por cero: aquí se divide entre 0. Comprueba antes si el divisor es 0, por ejemplo con una lista vacía.",
      },
      javascript: {
        syntax:
          "Error de sintaxis: JavaScript no puede leer tu código en este punto. Revisa en esta línea (o en la anterior) los paréntesis, las comillas y las comas.",
        name: "Error de referencia: aquí no está declarada una variable o función. Revisa cómo está escrita, también mayúsculas y minúsculas, y si la creaste antes con let, const o function.",
        type: "Error de tipo: un valor no tiene aquí el tipo esperado, por ejemplo es undefined o null, o no es una función. Muéstralo con console.log para ver qué contiene.",
        divisionByZero:
          "División por cero: un BigInt se divide entre 0n. Comprueba antes si el divisor es 0.",
      },
      sql: {
        syntax:
          "Error de sintaxis: la base de datos no puede leer tu consulta en este punto. Revisa cómo están escritas las palabras clave (SELECT, FROM, WHERE), las comas entre columnas y las comillas.",
        name: "Función desconocida: esta función no existe, o no para estos valores. Revisa su nombre y los valores que le pasas.",
        type: "Error de tipo: los tipos de datos no encajan, por ejemplo un número comparado con un texto. Pon los textos entre comillas simples y revisa las columnas.",
        missingTable:
          "Tabla desconocida: una tabla de tu consulta no existe en esta base de datos. Revisa si hay erratas en el nombre después de FROM o JOIN.",
        missingColumn:
          "Columna desconocida: una columna de tu consulta no existe. Revisa su nombre; los textos van entre comillas simples ('Berlín'), si no la base de datos los toma por columnas.",
        divisionByZero:
          "División por cero: aquí se divide entre 0. Excluye el cero, por ejemplo con NULLIF(divisor, 0) o una condición WHERE.",
      },
    },
  },
  fr: {
    title: "Qu’est-ce que cela veut dire ?",
    line: "Ligne {line}",
    lineInFile: "Ligne {line} dans {file}",
    kinds: {
      python: {
        syntax:
          "Erreur de syntaxe : Python ne peut pas lire ton code à cet endroit. Vérifie dans cette ligne (ou la précédente) les deux-points après if, for, while et def, les parenthèses et les guillemets.",
        indentation:
          "Erreur d’indentation : en Python, les lignes indentées de la même façon vont ensemble. Indente après une ligne qui se termine par deux-points et utilise partout le même nombre d’espaces.",
        name: "Erreur de nom : un nom (variable ou fonction) est inconnu ici. Vérifie son orthographe, majuscules et minuscules comprises, et si tu lui as donné une valeur ou l’as défini avant.",
        type: "Erreur de type : une valeur n’a pas le bon type ici, par exemple un nombre et un texte reliés par +. Convertis-la, par exemple avec str(), int() ou float().",
        divisionByZero:
          "Division par zéro : on divise ici par 0. Vérifie d’abord si le diviseur vaut 0, par exemple pour une liste vide.",
      },
      javascript: {
        syntax:
          "Erreur de syntaxe : JavaScript ne peut pas lire ton code à cet endroit. Vérifie dans cette ligne (ou la précédente) les parenthèses, les guillemets et les virgules.",
        name: "Erreur de référence : une variable ou une fonction n’est pas déclarée ici. Vérifie son orthographe, majuscules et minuscules comprises, et si tu l’as créée avant avec let, const ou function.",
        type: "Erreur de type : une valeur n’a pas le type attendu ici, par exemple elle vaut undefined ou null, ou ce n’est pas une fonction. Affiche-la avec console.log pour voir ce qu’elle contient.",
        divisionByZero:
          "Division par zéro : un BigInt est divisé par 0n. Vérifie d’abord si le diviseur vaut 0.",
      },
      sql: {
        syntax:
          "Erreur de syntaxe : la base de données ne peut pas lire ta requête à cet endroit. Vérifie l’orthographe des mots-clés (SELECT, FROM, WHERE), les virgules entre les colonnes et les guillemets.",
        name: "Fonction inconnue : cette fonction n’existe pas, ou pas pour ces valeurs. Vérifie son nom et les valeurs que tu lui donnes.",
        type: "Erreur de type : les types de données ne vont pas ensemble, par exemple un nombre comparé à un texte. Mets les textes entre apostrophes et vérifie les colonnes.",
        missingTable:
          "Table inconnue : une table de ta requête n’existe pas dans cette base de données. Vérifie le nom après FROM ou JOIN.",
        missingColumn:
          "Colonne inconnue : une colonne de ta requête n’existe pas. Vérifie son nom ; les textes vont entre apostrophes ('Berlin'), sinon la base de données les prend pour des colonnes.",
        divisionByZero:
          "Division par zéro : on divise ici par 0. Exclus le zéro, par exemple avec NULLIF(diviseur, 0) ou une condition WHERE.",
      },
    },
  },
};
