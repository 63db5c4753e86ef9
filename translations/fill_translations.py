#!/usr/bin/env python3
"""Fills postmark_uk.ts from UKRAINIAN below and postmark_en.ts with the English source texts.

Run after `lupdate` (see translations/README.md); a source text missing here is reported and the script
exits 1, so no string reaches a release untranslated.
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

UKRAINIAN = {
    "Chess board": "Шахівниця",
    "Postmark": "Postmark",
    "Ukrainian (Кg1-f3)": "Українська (Кg1-f3)",
    "English short (Nf3)": "Англійська скорочена (Nf3)",
    "English long (Ng1-f3)": "Англійська повна (Ng1-f3)",
    "ICCF numeric (7163)": "Цифрова ІКЧФ (7163)",
    "&File": "&Файл",
    "&Open PGN…": "&Відкрити PGN…",
    "&Quit": "&Вийти",
    "Moves": "Ходи",
    "Start": "Початок",
    "Back": "Назад",
    "Forward": "Уперед",
    "End": "Кінець",
    "Flip board": "Перевернути дошку",
    "Notation: ": "Нотація: ",
    "Open PGN": "Відкрити PGN",
    "PGN files (*.pgn);;All files (*)": "Файли PGN (*.pgn);;Усі файли (*)",
    "Cannot open %1: %2": "Не вдалося відкрити %1: %2",
    "%1. %2 – %3": "%1. %2 – %3",
    " (refused)": " (відхилено)",
    "%1 — Postmark": "%1 — Postmark",
    "Result: %1": "Результат: %1",
    "Refused at ply %1: %2": "Відхилено на півході %1: %2",
    "%n game(s)": ["%n партія", "%n партії", "%n партій"],
    "%n refused for an illegal move": ["%n відхилена через неможливий хід",
                                       "%n відхилені через неможливий хід",
                                       "%n відхилено через неможливий хід"],
    "No.": "№",
    "White": "Білі",
    "Black": "Чорні",
    "“%1” cannot be read as a move.": "«%1» не вдається прочитати як хід.",
    "“%1” is not a legal move in this position.": "«%1» — неможливий хід у цій позиції.",
    "“%1” could mean more than one move.": "«%1» може означати більше ніж один хід.",
    "“%1” reaches the last rank without naming the promotion piece.":
        "«%1»: пішак доходить до останньої горизонталі, але фігуру перетворення не вказано.",
    "The start position (FEN) is not a valid position.": "Початкова позиція (FEN) неможлива.",
    "The game text is damaged near “%1”.": "Запис партії пошкоджено біля «%1».",
    "The file %1 cannot be read.": "Файл %1 не вдається прочитати.",
    "%1 is not a Postmark archive.": "%1 не є архівом Postmark.",
    "The archive %1 is in use by another program; nothing was changed. Try again when it is closed.":
        "Архів %1 використовує інша програма; нічого не змінено. Спробуйте ще раз, коли її буде закрито.",
    "The archive %1 cannot be written (read-only); nothing was changed.":
        "Архів %1 не можна записати (лише для читання); нічого не змінено.",
    "The disk is full: nothing was saved, the archive %1 is as it was.":
        "Диск заповнено: нічого не збережено, архів %1 залишився таким, як був.",
    "The archive %1 was written by a newer Postmark.": "Архів %1 записано новішою версією Postmark.",
    "The archive %1 could not be used.": "Архів %1 не вдалося використати.",
    "The archive has no game %1.": "В архіві немає партії %1.",
    "The game %1 cannot be stored.": "Партію %1 не можна зберегти.",
    "The change to %1 cannot be stored.": "Зміну в %1 не можна зберегти.",
    "The tournament's rules cannot be read: %1.": "Правила змагання не вдається прочитати: %1.",
    "White %1 days, Black %2 days": "Білі %1 дн., чорні %2 дн.",
    "Archive — Postmark": "Архів — Postmark",
    "This document does not apply to the game: %1.": "Цей документ не стосується партії: %1.",
    "&Print": "&Друк",
    "Move &postcard…": "&Листівка з ходом…",
    "&Repeat card…": "&Повторна листівка…",
    "&Envelope…": "&Конверт…",
    "Game &record…": "&Бланк партії…",
    "Forfeit &claim packet…": "&Заява про перевищення часу…",
    "&Adjudication packet…": "Матеріали для &присудження…",
    "documents are printed for games of the archive": "документи друкуються для партій з архіву",
    "&Query about a move…": "&Запит про хід…",
    "&Leave notice…": "Повідомлення про &перерву…",
    "&Objection to a claim…": "З&аперечення на заяву…",
    # The tournament window (the chief judge's desk)
    "played out": "зіграно",
    "time forfeit (II.6)": "перевищення контролю часу (II.6)",
    "adjudicated (II.9)": "присуджено (II.9)",
    "withdrawal (II.8.1)": "вибуття (II.8.1)",
    "no move for two months (II.5.2)": "немає ходу два місяці (II.5.2)",
    "no game record (II.9.3)": "немає бланка партії (II.9.3)",
    "excl.": "виключ.",
    "%1: both scored a loss, %2": "%1: поразка обом, %2",
    "%1: %2, %3": "%1: %2, %3",
    "%1: in progress": "%1: триває",
    "%1: awaiting adjudication after a withdrawal (II.8.1)": "%1: чекає присудження після вибуття (II.8.1)",
    "%1: not counted after a withdrawal (II.8.1)": "%1: не враховується після вибуття (II.8.1)",
    "%1: no game in the tournament file": "%1: партії немає у файлі турніру",
    "Rank": "Місце",
    "Player": "Учасник",
    "Points": "Очки",
    "Wins": "Перемоги",
    "SB": "З-Б",
    "Head-to-head": "Особиста зустріч",
    "Koya": "Коя",
    "Open &tournament…": "Відкрити &турнір…",
    "Open tournament": "Відкрити турнір",
    "Tournament files (*.json);;All files (*)": "Файли турнірів (*.json);;Усі файли (*)",
    "%1 is not a valid tournament file: %2": "%1 — хибний файл турніру: %2",
    "withdrew: unfinished games lost (II.8.1)": "вибув: незакінчені партії — поразки (II.8.1)",
    "withdrew: unfinished games adjudicated (II.8.1)": "вибув: незакінчені партії на присудження (II.8.1)",
    "withdrew: unfinished games not counted (II.8.1)": "вибув: незакінчені партії не враховуються (II.8.1)",
    "withdrew: no game counted": "вибув: жодна партія не враховується",
    "1 win, ½ draw, 0 loss; + / − scored by a withdrawal (II.8.1); 0 on both sides: no game record from either (II.9.3); adj awaiting adjudication; n/c not counted. Green: finished; amber: awaiting adjudication; grey: not counted; white: in progress.":
        "1 перемога, ½ нічия, 0 поразка; + / − зараховано через вибуття (II.8.1); 0 в обох: жоден не надіслав бланк "
        "партії (II.9.3); adj чекає присудження; n/c не враховується. Зелене: закінчено; жовте: чекає присудження; "
        "сіре: не враховується; біле: триває.",
    "Ranked by points; equal points share the rank.": "Місця за очками; за рівних очок місце ділять.",
    "Ranked by points, then %1; players equal on all share the rank.":
        "Місця за очками, далі: %1; рівні за всіма показниками ділять місце.",
    "Crosstable": "Турнірна таблиця",
    "Players": "Учасники",
    "Games": "Партії",
    "Rating": "Рейтинг",
    "Address": "Адреса",
    "Withdrawal": "Вибуття",
    "Result": "Результат",
    "State": "Стан",
    "Save tournament file &as…": "Зберегти файл турніру &як…",
    "Export crosstable as &HTML…": "Експортувати таблицю в &HTML…",
    "Export crosstable as &CSV…": "Експортувати таблицю в &CSV…",
    "&Close": "&Закрити",
    "HTML pages (*.html)": "Сторінки HTML (*.html)",
    "CSV tables (*.csv)": "Таблиці CSV (*.csv)",
    "Tournament files (*.json)": "Файли турнірів (*.json)",
    "Export": "Експорт",
    "Cannot write %1: %2": "Не вдалося записати %1: %2",
    "Written %1": "Записано %1",
    "Print tournament &report…": "Друкувати &звіт про турнір…",
    "The archive has no tournament %1.": "В архіві немає турніру %1.",
    "Agenda": "Порядок денний",
    "Tournaments in the archive": "Турніри в архіві",
    "%1 (%2)": "%1 (%2)",
    "Due": "Строк",
    "Game": "Партія",
    "Whose step": "Чий крок",
    "Clause": "Пункт",
    "Why": "Чому",
    "Every deadline of the event as of %1, earliest first; overdue ones in red.":
        "Усі строки турніру станом на %1, найближчі першими; прострочені — червоним.",
    "with the reply": "з відповіддю",
    "Print &start notices…": "Друкувати повідомлення про &початок…",
}

ENGLISH_PLURALS = {
    "%n game(s)": ["%n game", "%n games"],
    "%n refused for an illegal move": ["%n refused for an illegal move", "%n refused for an illegal move"],
}


def fill(path: Path, lookup) -> list:
    tree = ET.parse(path)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        value = lookup(source)
        if value is None:
            missing.append(source)
            continue
        translation.attrib.pop("type", None)
        translation.text = None
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            for form in value:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = value
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


def main() -> int:
    here = Path(__file__).resolve().parent
    missing = fill(here / "postmark_uk.ts", UKRAINIAN.get)
    missing += fill(here / "postmark_en.ts", lambda source: ENGLISH_PLURALS.get(source, source))
    for source in missing:
        print(f"untranslated: {source!r}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
