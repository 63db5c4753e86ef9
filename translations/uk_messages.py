# SPDX-License-Identifier: GPL-3.0-or-later
# The Ukrainian words of the core's messages, reports and field names (filled into postmark_uk.ts by fill_translations.py).

UKRAINIAN_MESSAGES = {
    "a comment { was not closed before the next game's tags: it was ended there, and the next game read on its own":
        "коментар { не закрито до тегів наступної партії: його завершено там, а наступну партію прочитано окремо",
    "an annotation number past 255 (no NAG) was left out": "номер анотації понад 255 пропущено: таких номерів немає",
    "it is not the turn of %1: the move “%3” on card %2 is impossible or illegible and was not played, so the partner still has to replace it (II.3.12); this card answers a move that was not made":
        "%1 зараз не ходять: хід «%3» на листівці %2 неможливий або нерозбірливий і не зроблений, тож партнер ще має "
        "його замінити (II.3.12); ця листівка відповідає на хід, якого не було",
    "“%1” is no card id: an id is a short name such as w12 or b12":
        "«%1» не є ідентифікатором листівки: ідентифікатор — коротка назва, як-от w12 чи b12",
    "no player is given: write the id of one of the event's players":
        "гравця не вказано: запишіть ідентифікатор одного з гравців змагання",
    # ClaimCheck
    "No overstep: neither player's total exceeds the limit of the control period (II.6.1).":
        "Прострочення часу немає: сумарний час жодного з гравців не перевищує ліміту контрольного періоду (II.6.1).",
    "Overstep [%1]: %2": "Прострочення часу [%1]: %2",
    "Claim window [%1]: %2": "Строк для заяви [%1]: %2",
    "A claim has been made in this game; it is with the judge (II.6.6).":
        "У цій партії вже подано заяву; вона на розгляді в судді (II.6.6).",
    "Time calculation, %1 (II.6.2):": "Підрахунок часу, %1 (II.6.2):",
    "move %1: %2 + %3 penalty, total %4 — %5": "хід %1: %2 + %3 штрафних, разом %4 — %5",
    "%n day(s)": ["%n день", "%n дні", "%n днів"],
    # Crosstable
    "Team": "Команда",
    "Board pts": "Оч. дош.",
    "Match pts": "Оч. матч.",
    "+/-": "+/−",
    "%": "%",
    "Fin.": "Зав.",
    "Left": "Лиш.",
    "captain": "капітан",
    "Board %1": "Дошка %1",
    "Columns by starting number: board points scored against each team. Board pts: every game won on the boards; Match pts: %1 for a match won, %2 drawn, %3 lost, once all its games are finished; +/-: board points won less lost; %: of the finished games, cut down to a whole number; Fin. / Left: games finished and still to finish. Each board is a tournament of its own (IV.1.3): its table follows.":
        "Стовпці за стартовими номерами: очки на дошках, набрані проти кожної команди. Оч. дош. — усі очки, "
        "набрані на дошках; оч. матч. — %1 за виграний матч, %2 за нічию, %3 за поразку, коли всі партії матчу "
        "завершено; +/− — набрані очки на дошках мінус втрачені; % — від завершених партій, без округлення "
        "вгору; зав. / лиш. — партії завершені та ще не завершені. Кожна дошка — окремий турнір (IV.1.3): її "
        "таблиця нижче.",
    "H2H": "Ос. з.",
    "Columns by starting number. 1 win, ½ draw, 0 loss; + / − scored without play after a withdrawal (II.8.1); 0 on both sides: no game record from either (II.9.3); adj awaiting adjudication; n/c not counted (withdrawal, exclusion); -C cancelled (V.8.1); (1) reported, not counted until the game record comes (II.9.1); empty or ·: in progress. Where a pair plays two games, both are in the cell, the game with White first.":
        "Стовпці за стартовими номерами. 1 — перемога, ½ — нічия, 0 — поразка; + / − зараховано без гри після вибуття "
        "(II.8.1); 0 в обох: жоден не надіслав запису партії (II.9.3); пр — чекає присудження; н/в — не враховується "
        "(вибуття, виключення); ан — анульовано (V.8.1); (1) — повідомлено, не враховується до отримання бланка "
        "партії (II.9.1); порожньо або · — партія триває. Якщо пара грає дві партії, "
        "у клітинці обидві, спершу партія білими.",
    "No": "№",
    "Pts": "Очки",
    # Deadline
    "appeal (II.1.6)": "апеляція (II.1.6)",
    "game record (II.9.1)": "запис партії (II.9.1)",
    "decide the claim (II.6.6)": "вирішити заяву (II.6.6)",
    "adjudicate (II.9.7)": "присудити партію (II.9.7)",
    "appeal against the adjudication (II.9.10)": "апеляція на присудження (II.9.10)",
    "second adjudication (II.9.11)": "повторне присудження (II.9.11)",
    # Field
    "arrival postmark": "штемпель прибуття",
    "departure postmark": "штемпель відправлення",
    "date written on the card": "дата на листівці",
    "registered-mail receipt": "квитанція рекомендованого листа",
    "move": "хід",
    "repetition of my move": "повторення мого ходу",
    "accepted half-moves": "прийняті напівходи",
    "variant": "варіант",
    "from": "від",
    "to": "до",
    "kind of card": "вид листівки",
    "identifier": "позначка",
    "repeated card": "повторювана листівка",
    "queried card": "листівка, щодо якої запит",
    "answered card": "листівка, на яку відповідь",
    "reason": "причина",
    "illegible": "нерозбірливий",
    "error in the address": "помилка в адресі",
    "partner received my card": "партнер отримав мою листівку",
    "name": "ім’я чи назва",
    "address": "адреса",
    "start notice received": "повідомлення про старт отримано",
    "start": "старт",
    "end": "кінець",
    "rules": "правила",
    "regulation": "положення",
    "notation": "нотація",
    "as of": "станом на",
    "cards": "листівки",
    "leaves": "перерви",
    "notice sent": "повідомлення надіслано",
    "player": "гравець",
    "days": "дні",
    "card": "листівка",
    "score": "рахунок",
    "how it ended": "як закінчилася",
    "date": "дата",
    "claimant": "заявник",
    "receipt of the notice": "квитанція повідомлення",
    "sealed move": "черговий хід",
    "contents": "вміст",
    "format": "формат",
    "version": "версія",
    "event": "змагання",
    "event index": "індекс змагання",
    "players": "гравці",
    "games": "партії",
    "withdrawals": "вибуття",
    "tie-breaks": "додаткові показники",
    "result": "результат",
    "decision": "рішення",
    "rating": "рейтинг",
    "birth date": "дата народження",
    "board": "дошка",
    "boards": "дошки",
    "teams": "команди",
    "ranking": "порядок місць",
    "the boards' tie-breaks": "додаткові показники дощок",
    "game": "партія",
    "date of the decision": "дата рішення",
    "appeal received": "апеляцію отримано",
    "appellant": "апелянт",
    "appeals committee ruled": "дата рішення апеляційного комітету",
    "penalty days": "штрафні дні",
    "adjudicator": "арбітр",
    "second adjudication": "повторне присудження",
    "date of the second adjudication": "дата повторного присудження",
    "second adjudicator": "другий арбітр",
    "claimant received the decision": "заявник отримав рішення",
    "offender received the decision": "порушник отримав рішення",
    "White received the result": "Білі отримали результат",
    "Black received the result": "Чорні отримали результат",
    "moves per control period": "ходів на контрольний період",
    "days per control period": "днів на контрольний період",
    # LedgerReport
    "Rules %1, as of %2; White starts %3, Black starts %4":
        "Правила: %1; станом на %2; Білі починають %3, Чорні — %4",
    "(thinking)": "(обдумує)",
    "total": "разом",
    "Totals: White %1, Black %2 (days booked plus penalty days, %3)":
        "Сумарний час: Білі %1, Чорні %2 (зараховані дні разом зі штрафними, %3)",
    "Penalties:": "Штрафи:",
    "Time booked:": "Зарахований час:",
    "  * %1 %2: the days of %n period(s) added together, each under “Time booked”": [
        "  * %1, хід %2: дні %n періоду додано, кожен — у розділі «Зарахований час»",
        "  * %1, хід %2: дні %n періодів додано, кожен — у розділі «Зарахований час»",
        "  * %1, хід %2: дні %n періодів додано, кожен — у розділі «Зарахований час»"],
    "  * %1 %2: time counted from %3, the player's start (%4)":
        "  * %1, хід %2: час рахується з %3, дати початку гри для гравця (%4)",
    "Result: %1 (%2)": "Результат: %1 (%2)",
    "Suspended since %1: a forfeit claim is with the judge (II.6.6)":
        "Гру перервано з %1: заява про прострочення часу на розгляді в судді (II.6.6)",
    "To move: %1 [%2]": "Черга ходу: %1 [%2]",
    "OVERSTEP [%1]: %2": "ПЕРЕВИЩЕННЯ ЧАСУ [%1]: %2",
    "No overstep.": "Прострочення часу немає.",
    "Deadlines:": "Строки:",
    "Notes:": "Примітки:",
    # Message: words put into other messages
    "%1": "%1",
    "“%1”": "«%1»",
    "receipt": "квитанція",
    "sender's date": "дата відправника",
    "recipient's date": "дата одержувача",
    "pawn": "пішак",
    "knight": "кінь",
    "bishop": "слон",
    "rook": "тура",
    "queen": "ферзь",
    "king": "король",
    # Message: reading a move
    "no move is written": "хід не записано",
    "a parenthesis is not closed": "дужку не закрито",
    "“%1” is not a promotion piece": "«%1» — не фігура для перетворення",
    "the Cyrillic letter “%1” in English notation": "кирилична літера «%1» в англійській нотації",
    "the character “%1” is no part of a move": "символ «%1» не належить до запису ходу",
    "more than two squares are written": "записано більше двох полів",
    "the square the piece goes to is missing": "не вказано поле, на яке йде фігура",
    "the square the piece comes from is not a file and a rank":
        "поле, з якого йде фігура, не записано як вертикаль і горизонталь",
    "an ICCF numeric move has 4 digits, or 5 with a promotion":
        "хід у цифровій нотації ІКЧФ має 4 цифри, а з перетворенням пішака — 5",
    "the digit “%1” is not a file or rank (1–8)": "цифра «%1» не позначає вертикаль чи горизонталь (1–8)",
    "the promotion digit “%1” is not 1 (queen) to 4 (knight)":
        "цифра перетворення «%1» не від 1 (ферзь) до 4 (кінь)",
    "castling on that side is no longer allowed": "рокіровка в цей бік уже неможлива",
    "the squares between the king and the rook are not empty": "поля між королем і турою не вільні",
    "the king may not castle out of check": "король під шахом не може рокіруватися",
    "the king may not pass through or land on an attacked square":
        "король не може проходити через атаковане поле чи ставати на нього",
    "%1 holds no piece of the side to move": "на полі %1 немає фігури сторони, що ходить",
    "there is no %1 of the side to move on %2": "на полі %2 немає фігури «%1» сторони, що ходить",
    "%1 is occupied by a piece of the side to move": "поле %1 зайняте фігурою сторони, що ходить",
    "no %1 of the side to move can go to %2": "жодна фігура «%1» сторони, що ходить, не може піти на %2",
    "only a pawn reaching the last rank is promoted": "перетворюється лише пішак, що дійшов до останньої горизонталі",
    "the pawn reaches the last rank, but the promotion piece is missing":
        "пішак доходить до останньої горизонталі, але фігуру перетворення не вказано",
    "a pawn cannot be promoted to a %1": "пішак не може перетворитися на фігуру «%1»",
    "it does not answer the check": "хід не захищає від шаху",
    "it would leave the king in check": "після ходу король залишився б під шахом",
    "it could be %1": "це може бути %1",
    "%1: the Cyrillic letter “%2” was read as the file %3": "%1: кириличну літеру «%2» прочитано як вертикаль %3",
    "%1: a Russian letter was read as the rook (Т)": "%1: російську літеру прочитано як туру (Т)",
    "%1: a Latin letter was read as the Ukrainian piece letter it looks like":
        "%1: латинську літеру прочитано як схожу на неї українську літеру фігури",
    # Message: reading a FEN
    "the board has %n rank(s), not 8": ["на дошці %n горизонталь, а не 8", "на дошці %n горизонталі, а не 8",
                                        "на дошці %n горизонталей, а не 8"],
    "rank %1 describes more than 8 squares": "горизонталь %1 описує більше 8 полів",
    "rank %1 has the character “%2”, which is no piece": "у горизонталі %1 є символ «%2», який не позначає фігуру",
    "rank %1 describes %2 squares, not 8": "горизонталь %1 описує стільки полів: %2, а не 8",
    "%2 has %n king(s), not 1": ["%2: %n король, а не 1", "%2: %n королі, а не 1", "%2: %n королів, а не 1"],
    "a pawn stands on the first or the eighth rank": "пішак стоїть на першій або восьмій горизонталі",
    "the castling field “%1” is not a part of KQkq in that order":
        "поле рокіровок «%1» не є частиною KQkq у такому порядку",
    "the castling right “%1” needs the rook on its home square":
        "для права рокіровки «%1» тура має стояти на своєму початковому полі",
    "the castling right “%1” needs the king on its home square":
        "для права рокіровки «%1» король має стояти на своєму початковому полі",
    "the en-passant field “%1” is not a square": "поле взяття на проході «%1» не є полем дошки",
    "the en-passant square %1 does not follow a two-square pawn move":
        "поле взяття на проході %1 не відповідає ходу пішака на два поля",
    "the FEN has %n field(s), not 6": ["у FEN %n поле, а не 6", "у FEN %n поля, а не 6", "у FEN %n полів, а не 6"],
    "the side to move “%1” is neither w nor b": "сторона, що ходить, «%1» — ні w, ні b",
    "the FEN lacks the move clocks; 0 and 1 are assumed": "у FEN немає лічильників ходів; прийнято 0 і 1",
    "the half-move clock “%1” is not a number of 0 or more": "лічильник напівходів «%1» не є числом від 0 і більше",
    "the move number “%1” is not a number of 1 or more": "номер ходу «%1» не є числом від 1 і більше",
    "the FEN's move number 0 was read as 1": "номер ходу 0 у FEN прочитано як 1",
    "the side not to move is in check, which no legal game reaches":
        "сторона, що не ходить, стоїть під шахом, а в правильній партії так не буває",
    # Message: documents and actions
    "card %1 is not a move card": "листівка %1 — не листівка з ходом",
    "there is no card %1": "листівки %1 немає",
    "a query is about a move card": "запит стосується листівки з ходом",
    "the ledger finds no overstep (II.6.1): there is nothing to claim":
        "облік не показує прострочення часу (II.6.1): заявляти немає про що",
    "the game records no claim to object to": "у партії не записано заяви, на яку можна подати заперечення",
    "the game is finished; only unfinished games go to adjudication (II.9.5)":
        "партію закінчено; на присудження йдуть лише незакінчені партії (II.9.5)",
    "the game has no leave %1": "у партії немає перерви %1",
    "no game has a leave to announce": "немає партії, у якій треба оголосити перерву",
    "the claim is not decided yet: the letter is written with the decision":
        "рішення за заявою ще немає: лист пишуть разом із рішенням",
    "the game is not adjudicated yet": "партію ще не присуджено",
    "I have sent no move card in this game yet": "у цій партії ще не надіслано жодної моєї листівки з ходом",
    "the game is finished": "партію закінчено",
    "my last card has been answered: there is nothing to repeat":
        "на мою останню листівку вже відповіли: повторювати нічого",
    "the overstep is mine: only the partner may claim (II.6.1)":
        "прострочення часу моє: заяву може подати лише партнер (II.6.1)",
    "the claim is mine: only the partner may object to it (II.6.4)":
        "заява моя: заперечення на неї може подати лише партнер (II.6.4)",
    "I have sent no card in this game yet": "у цій партії ще не надіслано жодної моєї листівки",
    "I have announced no leave in this game": "у цій партії немає оголошеної мною перерви",
    "nothing is due in this game": "у цій партії поки нічого не треба надсилати",
    # Message: reading PGN
    "the moves end without a result": "запис ходів закінчується без результату",
    "the Result tag says %1, the moves end with %2": "тег результату вказує %1, а ходи закінчуються результатом %2",
    "the result * after a checkmate was recorded as %1": "результат * після мату записано як %1",
    "the text is not UTF-8; it was read as Latin-1": "текст не в кодуванні UTF-8; його прочитано як Latin-1",
    "the tag %1 is not quoted properly; it was read as “%2”":
        "тег %1 неправильно взято в лапки; його прочитано як «%2»",
    "a variation before any move": "варіант перед першим ходом",
    "there is no archive at %1; a new one is made only when asked for": "архіву %1 немає; новий створюється лише на вимогу",
    "%1 is an empty file, not an archive": "%1 — порожній файл, а не архів",
    "%1 is not a file (a folder, a device or a pipe)": "%1 — не файл (тека, пристрій чи канал)",
    "%1 is another program's database; Postmark has left it as it was": "%1 — база даних іншої програми; Postmark залишив її як була",
    "the archive %1 is damaged (%2); it can be read, checked and exported, but nothing is written to it: restore your last backup, or copy out what you can with export": "архів %1 пошкоджено (%2); його можна читати, перевіряти й експортувати, але нічого не записується: відновіть останню резервну копію або збережіть що можна експортом",
    "the archive %1 is open for reading only (the file or its folder cannot be written)": "архів %1 відкрито лише для читання (у файл чи його теку не можна писати)",
    "the archive %1 has the older version %2 and cannot be upgraded while it is read-only: open a copy you may write": "архів %1 має старішу версію %2, і його не можна оновити, поки він лише для читання: відкрийте копію, у яку можна писати",
    "variations are nested more than %1 deep": "варіанти вкладено один в один глибше ніж на %1 рівнів",
    "game %1 starts from a set-up position; postal games start from the initial one":
        "партія %1 починається з довільної позиції, а поштові партії починаються з початкової",
    "game %1 has no start date (no Date tag with a year, no send dates)":
        "у партії %1 немає дати початку (немає ні тегу дати з роком, ні дат відправлення)",
    # Message: rules and files
    "the rule set “%1” is not one of %2": "правил «%1» немає серед відомих: %2",
    "the rule parameter “%1” is unknown": "параметр правил «%1» невідомий",
    "the rule parameter %1 must be a whole number": "параметр правил %1 має бути цілим числом",
    "the file": "файл",
    "card %1": "листівка %1",
    "card no. %1": "листівка № %1",
    "the event": "змагання",
    "leave %1": "перерва %1",
    "the judge's adjustment %1": "поправка судді %1",
    "the result": "результат",
    "the claim": "заява",
    "player %1": "гравець %1",
    "the game": "партія",
    "team %1": "команда %1",
    "round %1": "тур %1",
    "the withdrawal": "вибуття",
    "is not a field Postmark knows": "такого поля Postmark не знає",
    "not filled in": "не заповнено",
    "must be text": "має бути текстом",
    "the date is empty: write it as YYYY-MM-DD, or leave the key out":
        "дата порожня: запишіть її як YYYY-MM-DD або приберіть ключ",
    "“%1” is not a date (YYYY-MM-DD)": "«%1» — не дата (YYYY-MM-DD)",
    "must be a list of dates": "має бути списком дат",
    "must be a list of moves": "має бути списком ходів",
    "must be true or false": "має бути логічним значенням: так чи ні",
    "must be a whole number from %1 to %2": "має бути цілим числом від %1 до %2",
    "the rule parameter %1 must be from %2 to %3": "параметр правил %1 має бути від %2 до %3",
    "must be a whole number": "має бути цілим числом",
    "must be an object": "має бути об’єктом",
    "must be a list": "має бути списком",
    "not valid JSON at line %1, column %2: %3": "неправильний JSON у рядку %1, позиції %2: %3",
    "an object, list or text is not closed": "об’єкт, список або текст не закрито",
    "a comma or colon is missing": "бракує коми або двокрапки",
    "a value is neither text, a number, a list nor an object": "значення не є ні текстом, ні числом, ні списком, ні об’єктом",
    "a number is malformed or too large": "число записано неправильно або воно завелике",
    "a text has a wrong escape or is not UTF-8": "текст має неправильну екрановану послідовність або не в UTF-8",
    "the file is nested too deep or too large": "файл вкладено надто глибоко або він завеликий",
    "something follows the end of the file's object": "після кінця об’єкта файлу є ще щось",
    "is %1 characters long; at most %2 are read": "має %1 символів; читається щонайбільше %2",
    "larger than %1 MB, which no file of this kind needs": "більший за %1 МБ, а такому файлу стільки не потрібно",
    "has %1 cards; a game file holds at most %2": "має %1 листівок; файл партії містить щонайбільше %2",
    "has %1 players; a tournament holds at most %2": "має %1 гравців; змагання містить щонайбільше %2",
    "the starting position (FEN tag) “%1” is refused: %2": "початкову позицію (тег FEN) «%1» відхилено: %2",
    "half-move %1, “%2”, is refused: %3": "напівхід %1, «%2», відхилено: %3",
    "in a variation, half-move %1, “%2”, is refused: %3": "у варіанті напівхід %1, «%2», відхилено: %3",
    "a word of %1 bytes is no move (a move has at most 10)": "слово з %1 байтів не є ходом (хід має щонайбільше 10)",
    "a comment or tag longer than %1 MB was cut there": "коментар або тег, довший за %1 МБ, обрізано на цьому місці",
    "game %1: %2": "партія %1: %2",
    "game %1: warning: %2": "партія %1: попередження: %2",
    "game %1: the %2 tag is %3 characters long; at most %4 are read": "партія %1: тег %2 має %3 символів; читається щонайбільше %4",
    "the file is not a JSON object": "файл не є об’єктом JSON",
    "not a %1 file": "це не файл %1",
    "version %1 is not supported (this Postmark reads version %2)":
        "версія %1 не підтримується (ця версія Postmark читає версію %2)",
    "“%1” is neither white nor black": "«%1» — ні білі, ні чорні",
    "“%1” is not move, repeat or query": "«%1» — не хід, не повтор і не запит",
    "%1 is not an even number of half-moves (II.3.8: whole pairs)":
        "%1 — непарна кількість напівходів (II.3.8: лише цілими парами)",
    "“%1” is neither impossible nor illegible": "«%1» — ні «неможливий», ні «нерозбірливий»",
    "a registered-mail receipt on a card not marked registered":
        "квитанція рекомендованого листа, хоча листівку не позначено як рекомендовану",
    "“%1” is not uk, san, lan or iccf": "«%1» — не uk, san, lan чи iccf",
    "the leave ends on %1, before it begins on %2": "перерва закінчується %1, раніше, ніж починається (%2)",
    "“%1” is not 1-0, 0-1, 1/2-1/2 or 0-0": "«%1» — не 1-0, 0-1, 1/2-1/2 чи 0-0",
    "“%1” is not one of %2": "«%1» немає серед допустимих значень: %2",
    "the id is used by an earlier card": "цей номер уже має попередня листівка",
    "no card has the id “%1”": "немає листівки з номером «%1»",
    "“%1” is a card of the same player": "«%1» — листівка того самого гравця",
    "“%1” is the partner's card": "«%1» — листівка партнера",
    # Message: dates of a card (II.2.2)
    "%1 is before the sending date %2 (%3)": "%1 раніше за дату відправлення %2 («%3»)",
    "%1 is before the departure postmark %2": "%1 раніше за штемпель відправлення %2",
    "%1 is more than a year before the official start %2": "%1 — більше ніж за рік до офіційного старту %2",
    "%1 is after the ledger's date %2": "%1 пізніше за дату обліку %2",
    "sent %1 by the registered-mail receipt %2": "відправлено %1 за квитанцією рекомендованого листа %2",
    "sent %1 by the departure postmark": "відправлено %1 за штемпелем відправлення",
    "sent %1 by the sender's date (no legible postmark)":
        "відправлено %1 за датою відправника (розбірливого штемпеля немає)",
    "the sending date is unknown: to be clarified in the reply":
        "дата відправлення невідома: її треба уточнити у відповіді",
    "received %1 by the arrival postmark": "отримано %1 за штемпелем прибуття",
    "received %1, the recipient's date (no legible postmark)":
        "отримано %1 за датою одержувача (розбірливого штемпеля немає)",
    "not received yet": "ще не отримано",
    "the written date %1": "написана дата %1",
    "the departure postmark %1": "штемпель відправлення %1",
    "the receipt's date %1 beats %2": "дата квитанції %1 має перевагу над іншими: %2",
    "sent registered, but the receipt's number and date are not recorded":
        "надіслано рекомендованим листом, але номер і дату квитанції не записано",
    "departure postmarks %1: the earliest, %2, counts for the sender":
        "штемпелі відправлення %1: для відправника враховується найраніший — %2",
    "the written date %1 differs from the departure postmark %2; the postmark counts":
        "написана дата %1 не збігається зі штемпелем відправлення %2; враховується штемпель",
    "the recipient's date %1 is earlier than the arrival postmark %2; the postmark counts":
        "дата одержувача %1 раніша за штемпель прибуття %2; враховується штемпель",
    "the card was %n day(s) in the post, more than the standard %2: the player may ask the judge": [
        "листівка була в дорозі %n день, довше за стандартні %2 дн.: гравець може звернутися до судді",
        "листівка була в дорозі %n дні, довше за стандартні %2 дн.: гравець може звернутися до судді",
        "листівка була в дорозі %n днів, довше за стандартні %2 дн.: гравець може звернутися до судді"],
    "sent %1, before %2, when card %3 it answers was received":
        "відправлено %1, раніше за %2 — дату, коли отримано листівку %3, на яку це відповідь",
    # Message: leave (II.7)
    "leave %1 (%2 – %3): no notice date is recorded; counted from its start":
        "перерва %1 (%2 – %3): дату повідомлення не записано; враховується від її початку",
    "leave %1 (%2 – %3): the notice went on %4, after the leave began; it counts from %4":
        "перерва %1 (%2 – %3): повідомлення надіслано %4, уже після початку перерви; вона враховується з %4",
    "leave %2 (%3 – %4): %n day(s) past the yearly cap of %5 are not granted and count as thinking time": [
        "перерва %2 (%3 – %4): %n день понад річний ліміт %5 дн. не надається і зараховується як час на обдумування",
        "перерва %2 (%3 – %4): %n дні понад річний ліміт %5 дн. не надаються і зараховуються як час на обдумування",
        "перерва %2 (%3 – %4): %n днів понад річний ліміт %5 дн. не надаються і зараховуються як час на обдумування"],
    # Message: checking a card against the game
    "it is not the turn of %1: the partner's reply to their last move is not among the cards":
        "%1 зараз не ходять: серед листівок немає відповіді партнера на їхній останній хід",
    "the partner's last move card proposed no variant": "остання листівка партнера з ходом не пропонувала варіанта",
    "accepts %n half-move(s), but card %2 proposed %3": [
        "прийнято %n напівхід, але листівка %2 пропонувала %3",
        "прийнято %n напівходи, але листівка %2 пропонувала %3",
        "прийнято %n напівходів, але листівка %2 пропонувала %3"],
    "half-move %1 “%2” cannot be played: %3": "напівхід %1 «%2» неможливо зіграти: %3",
    "“%1” is no chess notation (%2); mark the card illegible if it cannot be read":
        "«%1» — не шаховий запис (%2); якщо хід не вдається прочитати, позначте листівку як нерозбірливу",
    "the move on card %1 was possible; the query is unfounded": "хід на листівці %1 був можливим; запит безпідставний",
    "repeats %n half-move(s) (%2) where %3 were due (%4)": [
        "повторено %n напівхід (%2), а треба було %3 (%4)",
        "повторено %n напівходи (%2), а треба було %3 (%4)",
        "повторено %n напівходів (%2), а треба було %3 (%4)"],
    "repeats “%1” where %2 was played": "повторено «%1», а зіграно %2",
    "an illegible move “%1”": "нерозбірливий хід «%1»",
    "a card without a move (II.3.11)": "листівка без ходу (II.3.11)",
    "an impossible move “%1”: %2": "неможливий хід «%1»: %2",
    "%n day(s) left in the control period after this reply; it had to go registered": [
        "після цієї відповіді в контрольному періоді лишався %n день: її треба було надіслати рекомендованим листом",
        "після цієї відповіді в контрольному періоді лишалося %n дні: її треба було надіслати рекомендованим листом",
        "після цієї відповіді в контрольному періоді лишалося %n днів: її треба було надіслати рекомендованим листом"],
    "an error in the address": "помилка в адресі",
    "card %1 was lost; its repeat was due %2 and went %3":
        "листівку %1 втрачено; її повтор треба було надіслати до %2, а надіслано його %3",
    # Message: the ledger's explanations
    "%2 received the start notice late, on %3: the game starts %n day(s) after it, %4": [
        "%2 отримали повідомлення про старт із запізненням, %3: гра для них починається через %n день після цього, %4",
        "%2 отримали повідомлення про старт із запізненням, %3: гра для них починається через %n дні після цього, %4",
        "%2 отримали повідомлення про старт із запізненням, %3: гра для них починається через %n днів після цього, %4"],
    "%1 starts on the official start, %2": "%1: початок — офіційний старт, %2",
    "%1 received the start notice on %2, after the official start; a late notice moves the start only in play by post (II.4.6): %1 starts on the official start, %3 (%4)":
        "%1 отримали повідомлення про старт %2, уже після офіційного старту; запізнення повідомлення переносить старт лише в грі поштою (II.4.6): для %1 початок — офіційний старт, %3 (%4)",
    "received %1 (card %2, %3)%4": "отримано %1 (листівка %2, %3)%4",
    ", the earliest copy to arrive": ", копія, що надійшла першою",
    "start %1": "старт %1",
    "start %1 (late start notice, II.4.6)": "старт %1 (повідомлення про старт надійшло із запізненням, II.4.6)",
    "%1 → sent %2 (card %3, %4)": "%1 → відправлено %2 (листівка %3, %4)",
    "%1: the sending date is unknown, so this move stays open until it is clarified":
        "%1: дата відправлення невідома, тому цей хід лишається відкритим, доки її не уточнять",
    " − %n day(s) of leave (%2)": [" − %n день перерви (%2)", " − %n дні перерви (%2)", " − %n днів перерви (%2)"],
    " − %n day(s) excused (%2)": [" − %n день не враховується (%2)", " − %n дні не враховуються (%2)",
                                  " − %n днів не враховуються (%2)"],
    " + %n day(s) counted twice past %2 on one move": [
        " + %n день, зарахований удвічі (понад %2 дн. на одному ході)",
        " + %n дні, зараховані удвічі (понад %2 дн. на одному ході)",
        " + %n днів, зарахованих удвічі (понад %2 дн. на одному ході)"],
    " = %n day(s)": [" = %n день", " = %n дні", " = %n днів"],
    "%1, move %2": "%1, хід %2",
    "%1: %2: %3": "%1: %2: %3",
    "%1 (the move of the last accepted variant half-move): %2: %3":
        "%1 (хід останнього прийнятого напівходу варіанта): %2: %3",
    "%1, replacing an impossible or illegible move: %2: %3, added to the same move":
        "%1, заміна неможливого чи нерозбірливого ходу: %2: %3, додано до того самого ходу",
    "%1: a query about card %2, %3: %4": "%1: запит щодо листівки %2, %3: %4",
    "%1: answering the partner's repeat by repeating the move, %2: %3":
        "%1: відповідь на повторну листівку партнера повторенням свого ходу, %2: %3",
    "%1: answering card %2, which repeated the moves wrongly, %3: %4":
        "%1: відповідь на листівку %2 з неправильно повтореними ходами, %3: %4",
    "in the game": "у партії",
    "%2: %3: %n day(s) late, added to %4": [
        "%2: %3: запізнення на %n день, додано до часу: %4",
        "%2: %3: запізнення на %n дні, додано до часу: %4",
        "%2: %3: запізнення на %n днів, додано до часу: %4"],
    "added by the judge (%1): %2, to %3": "додано суддею (%1): %2, до часу: %3",
    "waived by the judge (%1): %2, from %3": "скасовано суддею (%1): %2, з часу: %3",
    "%2: %3 — the first of its kind in this game: %n day(s) (%5), added to %4": [
        "%2: %3 — перше таке порушення в цій партії: %n день (%5), додано до часу: %4",
        "%2: %3 — перше таке порушення в цій партії: %n дні (%5), додано до часу: %4",
        "%2: %3 — перше таке порушення в цій партії: %n днів (%5), додано до часу: %4"],
    "%2: %3 — offence %4 of its kind in this game: %n day(s) (%6), added to %5": [
        "%2: %3 — таке порушення в цій партії вже не перше (№ %4): %n день (%6), додано до часу: %5",
        "%2: %3 — таке порушення в цій партії вже не перше (№ %4): %n дні (%6), додано до часу: %5",
        "%2: %3 — таке порушення в цій партії вже не перше (№ %4): %n днів (%6), додано до часу: %5"],
    ", extended by %n day(s) of the partner's announced leave": [
        ", продовжено на %n день оголошеної партнером перерви",
        ", продовжено на %n дні оголошеної партнером перерви",
        ", продовжено на %n днів оголошеної партнером перерви"],
    # Message: deadlines
    "no reply to card %2 sent %3: %4 repeats the move with its accompanying data and sends a copy to the judge within %n day(s)%5": [
        "немає відповіді на листівку %2, відправлену %3: %4 протягом %n дня%5 повторюють хід із супровідною інформацією і надсилають копію судді",
        "немає відповіді на листівку %2, відправлену %3: %4 протягом %n днів%5 повторюють хід із супровідною інформацією і надсилають копію судді",
        "немає відповіді на листівку %2, відправлену %3: %4 протягом %n днів%5 повторюють хід із супровідною інформацією і надсилають копію судді"],
    "no reply to card %2 sent %3: %4 repeats the move, registered, within %n day(s)%5": [
        "немає відповіді на листівку %2, відправлену %3: %4 повторюють хід рекомендованим листом протягом %n дня%5",
        "немає відповіді на листівку %2, відправлену %3: %4 повторюють хід рекомендованим листом протягом %n днів%5",
        "немає відповіді на листівку %2, відправлену %3: %4 повторюють хід рекомендованим листом протягом %n днів%5"],
    "no reply to the repeat %2 sent %3: %4 tells the judge within %n day(s)%5": [
        "немає відповіді на повторну листівку %2, відправлену %3: %4 повідомляють суддю протягом %n дня%5",
        "немає відповіді на повторну листівку %2, відправлену %3: %4 повідомляють суддю протягом %n днів%5",
        "немає відповіді на повторну листівку %2, відправлену %3: %4 повідомляють суддю протягом %n днів%5"],
    "no first move from White since the start %2: Black sends a registered inquiry and tells the judge within %n day(s)%3": [
        "немає першого ходу Білих від старту %2: Чорні протягом %n дня%3 надсилають рекомендованим листом запит і повідомляють суддю",
        "немає першого ходу Білих від старту %2: Чорні протягом %n днів%3 надсилають рекомендованим листом запит і повідомляють суддю",
        "немає першого ходу Білих від старту %2: Чорні протягом %n днів%3 надсилають рекомендованим листом запит і повідомляють суддю"],
    "no move has been sent since the start %1: without a move by then, %2 may lose the game":
        "від старту %1 не надіслано жодного ходу: якщо до строку не буде ходу, %2 можуть отримати поразку",
    ", of which %n day(s) past %2 counted twice (%3)": [
        ", з них %n день понад %2 зараховано вдвічі (%3)",
        ", з них %n дні понад %2 зараховано вдвічі (%3)",
        ", з них %n днів понад %2 зараховано вдвічі (%3)"],
    "; %2 has %n day(s) left before the control: all correspondence goes with copies to the judge (%3)": [
        "; у %2 до контролю лишився %n день: усе листування — з копіями судді (%3)",
        "; у %2 до контролю лишилося %n дні: усе листування — з копіями судді (%3)",
        "; у %2 до контролю лишилося %n днів: усе листування — з копіями судді (%3)"],
    "the tournament ends %2: an unfinished game goes to adjudication, the packet to the judge within %n day(s)": [
        "турнір закінчується %2: незакінчена партія йде на присудження, матеріали — судді протягом %n дня",
        "турнір закінчується %2: незакінчена партія йде на присудження, матеріали — судді протягом %n днів",
        "турнір закінчується %2: незакінчена партія йде на присудження, матеріали — судді протягом %n днів"],
    "the last move was sent %1: without a move by then, %2 may lose the game":
        "останній хід надіслано %1: якщо до строку не буде ходу, %2 можуть отримати поразку",
    "no move since %2: the server reminds %3 after 14, 28 and 35 days; without a move, or a notice to the judge and the partner that the game goes on, within %n day(s) %3 may lose the game": [
        "ходу немає з %2: сервер нагадує (%3) через 14, 28 і 35 днів; якщо протягом %n дня не буде ходу чи повідомлення судді й партнерові про намір продовжити партію, %3 можуть отримати поразку",
        "ходу немає з %2: сервер нагадує (%3) через 14, 28 і 35 днів; якщо протягом %n днів не буде ходу чи повідомлення судді й партнерові про намір продовжити партію, %3 можуть отримати поразку",
        "ходу немає з %2: сервер нагадує (%3) через 14, 28 і 35 днів; якщо протягом %n днів не буде ходу чи повідомлення судді й партнерові про намір продовжити партію, %3 можуть отримати поразку"],
    "card %2 with an impossible or illegible move arrived %3: %4 queries it within %n day(s)": [
        "листівка %2 з неможливим чи нерозбірливим ходом надійшла %3: %4 надсилають запит протягом %n дня",
        "листівка %2 з неможливим чи нерозбірливим ходом надійшла %3: %4 надсилають запит протягом %n днів",
        "листівка %2 з неможливим чи нерозбірливим ходом надійшла %3: %4 надсилають запит протягом %n днів"],
    "the partner overstepped the time: %1 may claim no later than the reply to the partner's control move %2":
        "партнер перевищив ліміт часу: %1 можуть подати заяву не пізніше відповіді на контрольний хід партнера (хід %2)",
    "the tournament ends %2: an unfinished game goes to adjudication, the packet registered within %n day(s)": [
        "турнір закінчується %2: незакінчена партія йде на присудження, матеріали — рекомендованим листом протягом %n дня",
        "турнір закінчується %2: незакінчена партія йде на присудження, матеріали — рекомендованим листом протягом %n днів",
        "турнір закінчується %2: незакінчена партія йде на присудження, матеріали — рекомендованим листом протягом %n днів"],
    # Message: overstep and running time
    "the total of %2, %3 days after move %4%5, exceeds %n day(s) (%6 × %7 days for %8 moves)": [
        "%2 після ходу %4%5 мають сумарний час %3 дн., що перевищує %n день (%6 × %7 дн. на %8 ходів)",
        "%2 після ходу %4%5 мають сумарний час %3 дн., що перевищує %n дні (%6 × %7 дн. на %8 ходів)",
        "%2 після ходу %4%5 мають сумарний час %3 дн., що перевищує %n днів (%6 × %7 дн. на %8 ходів)"],
    ", counting the time running on it": ", разом із поточним обдумуванням",
    "%1 is to make move %2 but has not received the partner's card: no time runs":
        "%1 мають зробити хід %2, але ще не отримали листівки партнера: час не йде",
    "%2 is thinking on move %3 since %4: %n day(s) to %5": [
        "%2 обдумують хід %3 з %4: %n день станом на %5",
        "%2 обдумують хід %3 з %4: %n дні станом на %5",
        "%2 обдумують хід %3 з %4: %n днів станом на %5"],
    " (answering card %1)": " (відповідь на листівку %1)",
    ", leave days not counted": ", дні перерви не враховано",
    "; %n day(s) left of %2 in this control period": [
        "; у цьому контрольному періоді лишається %n день із %2",
        "; у цьому контрольному періоді лишається %n дні із %2",
        "; у цьому контрольному періоді лишається %n днів із %2"],
    "; in time trouble, the reply goes registered (%1)":
        "; цейтнот: відповідь надсилають рекомендованим листом (%1)",
    "; five days or fewer before the control: all correspondence goes with copies to the judge (%1)":
        "; до контрольного ходу п’ять днів або менше: усе листування — з копіями судді (%1)",
    "%1 may claim until replying to the control move %3 of %2":
        "%1 можуть подати заяву, доки не відповіли на контрольний хід %3 (%2)",
    "%1 has already replied to the control move %3 of %2: the claim is too late":
        "%1 уже відповіли на контрольний хід %3 (%2): заява запізніла",
    "the game is suspended: a forfeit claim is with the judge (II.6.6)":
        "гру перервано: заява про прострочення часу на розгляді в судді (II.6.6)",
    "it is the partner's move": "хід партнера",
    "“%1”: %2": "«%1»: %2",
    # Message: logging a card, recording a result
    "the date written on the card is missing": "дату на листівці не вказано",
    "%1 is after today (%2)": "%1 пізніше за сьогодні (%2)",
    "%n day(s) left in the control period, counting this reply: it goes registered (II.4.12)": [
        "у контрольному періоді, з урахуванням цієї відповіді, лишається %n день: її надсилають рекомендованим листом (II.4.12)",
        "у контрольному періоді, з урахуванням цієї відповіді, лишається %n дні: її надсилають рекомендованим листом (II.4.12)",
        "у контрольному періоді, з урахуванням цієї відповіді, лишається %n днів: її надсилають рекомендованим листом (II.4.12)"],
    "the end %1 is not after the start %2": "дата закінчення %1 не пізніша за дату старту %2",
    "my details": "мої дані",
    "my name is missing (Settings)": "не вказано мого імені (Налаштування)",
    "the partner": "партнер",
    "the partner must be someone other than me": "партнером має бути інша людина, не я",
    "a registered-mail receipt needs both its number and its date":
        "для квитанції рекомендованого листа потрібні і номер, і дата",
    "the card gives the partner's total as %1 days; the cards give %2":
        "на листівці сумарний час партнера — %1 дн.; за листівками — %2",
    "the card gives my total as %1 days; the cards give %2":
        "на листівці мій сумарний час — %1 дн.; за листівками — %2",
    "the date of the end must be a day up to today": "дата закінчення не може бути пізнішою за сьогодні",
    "the position on the cards is not mate": "позиція за листівками — не мат",
    "mate is scored to the mating side": "мат зараховується як перемога тієї сторони, що його поставила",
    "a draw is scored 1/2-1/2": "нічия записується як 1/2-1/2",
    "a resignation is a win for the partner": "здача партії — перемога партнера",
    "the result counts once the judge has the game record: print it (Print ▸ Game record) and send it (II.9.2)":
        "результат зараховується, коли суддя отримає запис партії: надрукуйте його («Друк ▸ Бланк партії») "
        "і надішліть (II.9.2)",
    # Message: claims and objections (II.6)
    "a claim is already recorded in this game": "у цій партії заяву вже записано",
    "the cards show no overstep by the partner (II.6.1)": "листівки не показують прострочення часу партнером (II.6.1)",
    "the claim's posting date must be a day up to today": "дата відправлення заяви не може бути пізнішою за сьогодні",
    "the registered notice to the partner, its receipt number and date, goes with the claim (II.6.2 part 4)":
        "до заяви додають номер і дату квитанції рекомендованого повідомлення партнерові (II.6.2, пункт 4)",
    "the game is suspended from %1 until the judge decides": "гру перервано з %1 до рішення судді",
    "my cards show the overstep too: %1": "мої листівки теж показують прострочення часу: %1",
    "my cards show no overstep of mine: an objection is in order":
        "мої листівки не показують прострочення мого часу: заперечення обґрунтоване",
    "an objection goes registered to the judge within %n day(s) of receiving the notice of the overstep": [
        "заперечення надсилають судді рекомендованим листом протягом %n дня від отримання повідомлення про прострочення часу",
        "заперечення надсилають судді рекомендованим листом протягом %n днів від отримання повідомлення про прострочення часу",
        "заперечення надсилають судді рекомендованим листом протягом %n днів від отримання повідомлення про прострочення часу"],
    # Message: announcing leave
    "%2: %n day(s) of leave used, %3 left": [
        "%2: використано %n день перерви, залишок — %3",
        "%2: використано %n дні перерви, залишок — %3",
        "%2: використано %n днів перерви, залишок — %3"],
    "no leave taken yet: %n day(s) a calendar year": [
        "перерв ще не було: %n день на календарний рік",
        "перерв ще не було: %n дні на календарний рік",
        "перерв ще не було: %n днів на календарний рік"],
    "the notice's date must be a day up to today": "дата повідомлення не може бути пізнішою за сьогодні",
    "%1 has no unfinished game": "%1: незакінчених партій немає",
    "a notice to each partner and to the judge, in %n game(s): %2": [
        "повідомлення кожному партнерові й судді, у %n партії: %2",
        "повідомлення кожному партнерові й судді, у %n партіях: %2",
        "повідомлення кожному партнерові й судді, у %n партіях: %2"],
    "%n day(s) of leave in %2 would pass the cap of %3 days (II.7.1)": [
        "%n день перерви у %2 році перевищить ліміт %3 дн. (II.7.1)",
        "%n дні перерви у %2 році перевищать ліміт %3 дн. (II.7.1)",
        "%n днів перерви у %2 році перевищать ліміт %3 дн. (II.7.1)"],
    "%2: %n day(s) of leave, %3 left": [
        "%2: %n день перерви, залишок — %3",
        "%2: %n дні перерви, залишок — %3",
        "%2: %n днів перерви, залишок — %3"],
    "the notice goes after the leave began: it counts from %1":
        "повідомлення йде вже після початку перерви: вона враховується з %1",
    "%1: %2": "%1: %2",
    "a tournament file: a judge imports it as a tournament": "це файл турніру: суддя імпортує його як турнір",
    "%1 plays in no game of %2": "%1 не грає в жодній партії змагання «%2»",
    "the game cannot be computed: %1": "партію не вдається обчислити: %1",
    "an objection, registered, to the judge within %n day(s) of receiving the notice of the overstep; the notice went on %2 (receipt %3) and its arrival is not recorded, so this date counts from the sending: sent by %4, the objection is in time whenever the notice arrived": [
        "заперечення — судді, рекомендованим листом, протягом %n дня від отримання повідомлення про прострочення часу; "
        "повідомлення надіслано %2 (квитанція %3), а дату його отримання не записано, тож цей строк рахується від "
        "відправлення: якщо надіслати заперечення до %4, воно буде вчасним, хоч би коли надійшло повідомлення",
        "заперечення — судді, рекомендованим листом, протягом %n днів від отримання повідомлення про прострочення часу; "
        "повідомлення надіслано %2 (квитанція %3), а дату його отримання не записано, тож цей строк рахується від "
        "відправлення: якщо надіслати заперечення до %4, воно буде вчасним, хоч би коли надійшло повідомлення",
        "заперечення — судді, рекомендованим листом, протягом %n днів від отримання повідомлення про прострочення часу; "
        "повідомлення надіслано %2 (квитанція %3), а дату його отримання не записано, тож цей строк рахується від "
        "відправлення: якщо надіслати заперечення до %4, воно буде вчасним, хоч би коли надійшло повідомлення"],
    "my leave %1 – %2: my time does not run; notice sent %3":
        "моя перерва %1 – %2: мій час не йде; повідомлення надіслано %3",
    "my leave %1 – %2: my time does not run; the partner and the judge must be told before it starts (II.7.2)":
        "моя перерва %1 – %2: мій час не йде; партнера й суддю треба повідомити до її початку (II.7.2)",
    "%1, %2: %3": "%1, «%2»: %3",
    # Message: the judge's registers
    "%1: neither player has the right of appeal": "%1: жоден гравець не має права на апеляцію",
    "the receipt of %1 is not recorded": "%1: дату отримання не записано",
    "%1 received it %2: by %3": "%1: отримано %2, апеляція — до %3",
    "%2; an appeal, registered, within %n day(s) of receiving it: %3": [
        "%2; апеляція — рекомендованим листом протягом %n дня від отримання: %3",
        "%2; апеляція — рекомендованим листом протягом %n днів від отримання: %3",
        "%2; апеляція — рекомендованим листом протягом %n днів від отримання: %3"],
    "%2; an appeal, registered, within %n day(s) of receiving it: %3 (the window cannot close before %4 and runs from the receipt)": [
        "%2; апеляція — рекомендованим листом протягом %n дня від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)",
        "%2; апеляція — рекомендованим листом протягом %n днів від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)",
        "%2; апеляція — рекомендованим листом протягом %n днів від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)"],
    "there is no decision to receive": "рішення ще немає — отримувати нічого",
    "%1 is before the decision (%2)": "%1 раніше за рішення (%2)",
    "upheld": "задоволено",
    "rejected": "відхилено",
    "pending": "на розгляді",
    "the game file is of %1 – %2, not of the pairing %3 – %4":
        "файл партії стосується пари %1 – %2, а не %3 – %4",
    "no overstep: by the claimant's cards neither player's total exceeds the limit of the control period":
        "прострочення часу немає: за листівками заявника сумарний час жодного з гравців не перевищує ліміту "
        "контрольного періоду",
    "the overstep the cards show is the claimant's own: %1": "листівки показують прострочення часу самого заявника: %1",
    "the overstep holds: %1; claimed in time (%2: %3)":
        "прострочення часу підтверджено: %1; заяву подано вчасно (%2: %3)",
    "the notice of the overstep was received on %1: an objection, registered, to the judge by %2":
        "повідомлення про прострочення часу отримано %1: заперечення — судді рекомендованим листом до %2",
    "the objection sent on %2 is %n day(s) late": [
        "заперечення, надіслане %2, запізнилося на %n день",
        "заперечення, надіслане %2, запізнилося на %n дні",
        "заперечення, надіслане %2, запізнилося на %n днів"],
    "the objection sent on %1 is in time": "заперечення, надіслане %1, вчасне",
    "the date the partner received the notice of the overstep is not recorded: the %n day(s) of objection count from it": [
        "дату, коли партнер отримав повідомлення про прострочення часу, не записано: від неї рахується %n день на заперечення",
        "дату, коли партнер отримав повідомлення про прострочення часу, не записано: від неї рахуються %n дні на заперечення",
        "дату, коли партнер отримав повідомлення про прострочення часу, не записано: від неї рахуються %n днів на заперечення"],
    "%1 appealed on %2 against the decision (%3): %4": "%1: апеляцію на рішення (%3) подано %2; %4",
    "the claim was %1 on %2": "заяву %1 %2",
    "the appeals committee ruled on %1, finally": "апеляційний комітет ухвалив остаточне рішення %1",
    "the appeals committee decides, finally": "остаточне рішення ухвалює апеляційний комітет",
    "the event has no pairing no. %1": "у змаганні немає пари № %1",
    "%1 does not play in %2 – %3": "%1 не грає в партії %2 – %3",
    "a decision needs its date": "для рішення потрібна дата",
    "%1 is before the claim was sent (%2)": "%1 раніше за відправлення заяви (%2)",
    "there is no decision to appeal against": "немає рішення, на яке можна подати апеляцію",
    "%1 does not play in this game": "%1 не грає в цій партії",
    "the appeals committee rules only on an appeal (II.1.6)":
        "апеляційний комітет ухвалює рішення лише за апеляцією (II.1.6)",
    "%1 is before the appeal (%2)": "%1 раніше за апеляцію (%2)",
    "penalty days go to the claimant only when the claim is rejected (II.6.8)":
        "штрафні дні заявникові нараховують лише тоді, коли заяву відхилено (II.6.8)",
    # Message: adjudication (II.9)
    "packet of %1 received %2": "%1: матеріали отримано %2",
    "packet of %1 not received": "%1: матеріалів не отримано",
    "the adjudication": "присудження",
    "%1 adjudicated again on %2 after the appeal: %3, final":
        "після апеляції повторно присуджено %2 (арбітр: %1): %3, остаточно",
    "%1 appealed on %2 against %3: another judge adjudicates again and that result is final":
        "%1: апеляцію на результат %3 подано %2; інший суддя присуджує повторно, і цей результат остаточний",
    "%1 adjudicated %2 on %3": "%3 присуджено: %2 (арбітр: %1)",
    "%1: neither sent a packet": "%1: жоден не надіслав матеріалів",
    "both players assess the final position as %1: the game ends without adjudication":
        "обидва гравці однаково оцінюють заключну позицію — %1: партія закінчується без присудження",
    "%1: the adjudicator decides on the packets": "%1: арбітр вирішує за надісланими матеріалами",
    "%1: the adjudicator decides on the packets, and a player who sent none has no appeal (II.9.8)":
        "%1: арбітр вирішує за надісланими матеріалами, а гравець, який їх не надіслав, не має права на апеляцію (II.9.8)",
    "both players send the packet, registered, within %n day(s) of the end %2: by %3; %4": [
        "обидва гравці надсилають матеріали рекомендованим листом протягом %n дня після закінчення турніру %2: до %3; %4",
        "обидва гравці надсилають матеріали рекомендованим листом протягом %n днів після закінчення турніру %2: до %3; %4",
        "обидва гравці надсилають матеріали рекомендованим листом протягом %n днів після закінчення турніру %2: до %3; %4"],
    "%1 sent no adjudication packet and has no right of appeal (II.9.8)":
        "%1: матеріалів на присудження не надіслано, тож права на апеляцію немає (II.9.8)",
    "a second adjudication follows only an appeal (II.9.11)": "повторне присудження буває лише після апеляції (II.9.11)",
    "the second adjudication is by another judge (II.9.11)": "повторне присудження виконує інший суддя (II.9.11)",
    "Postmark finds: %1 (%2)": "Висновок Postmark: %1 (%2)",
    "the claimant's game file cannot be computed: %1": "файл партії заявника не вдається обчислити: %1",
    "the game is suspended from %1 until the judge decides; %2; %3": "гру перервано з %1 до рішення судді; %2; %3",
    "the cards show the game finished, but no result is recorded: it counts once the game record is received":
        "за листівками партію закінчено, але результат не записано: його зарахують після отримання запису партії",
    # Message: the tournament file
    "the game file matches no pairing of the event (White and Black by name)":
        "файл партії не відповідає жодній парі змагання (за іменами Білих і Чорних)",
    "line %1": "рядок %1",
    "“%1” is not a whole number": "«%1» — не ціле число",
    "“%1” is not a date: write it as 12.03.1954 (day, month, year)": "«%1» — не дата: напишіть її як 12.03.1954 (день, місяць, рік)",
    "“%1” is not a rating: a whole number, 0 or more, such as 2240": "«%1» — не рейтинг: ціле число, 0 чи більше, як-от 2240",
    "the end date is missing (adjudication follows it, II.9.4)":
        "не вказано дату закінчення (від неї залежить присудження, II.9.4)",
    "the regulation": "положення",
    "“%1” is not a whole number, or off": "«%1» — не ціле число і не «вимк»",
    "a round robin needs at least two players": "для кругової системи потрібно щонайменше двоє гравців",
    "the Berger tables pair at most %1 players, not %2":
        "таблиці Бергера складають пари щонайбільше для %1 гравців, а не для %2",
    "player no. %1": "гравець № %1",
    "%1 is already player no. %2: game files are matched to pairings by name":
        "%1 — це вже гравець № %2: файли партій зіставляються з парами за іменами",
    "“%1” needs a result": "для «%1» потрібен результат",
    "“%1” is not a player of the event": "«%1» не є учасником змагання",
    "a withdrawal needs a date on or after the start %1": "дата вибуття має бути не раніше старту %1",
    "“%1” is used by another player": "«%1» уже використано для іншого гравця",
    "game no. %1": "партія № %1",
    "a player cannot be paired with themself": "гравець не може грати сам із собою",
    "%1 and %2 already meet in another game (a round robin pairs them once)":
        "%1 і %2 уже грають між собою в іншій партії (за круговою системою вони зустрічаються один раз)",
    "says how a result was reached, but the game has no result":
        "вказано, як досягнуто результату, але результату в партії немає",
    "“%1” is not one of board_points, match_points, head_to_head": "«%1» не є одним із board_points, match_points, head_to_head",
    "match points": "очки за матч",
    "team no. %1": "команда № %1",
    "“%1” is used by another team": "«%1» вже має інша команда",
    "the captain of team no. %1": "капітан команди № %1",
    "%1 players are listed for %2 boards: one a board, board 1 first (IV.1.3)": "гравців указано — %1, дошок — %2: потрібно по одному гравцю на дошку, починаючи з першої (IV.1.3)",
    "a board from 1 to %1 is needed": "потрібна дошка від 1 до %1",
    "“%1” plays on board %2": "«%1» грає на дошці %2",
    "both players play for %1: a team event pairs players of different teams": "обидва гравці грають за команду «%1»: у командному змаганні грають гравці різних команд",
    "a team event needs at least two teams": "командному змаганню потрібні щонайменше дві команди",
    "a Cup needs a name": "Кубку потрібна назва",
    "a final of %1 to %2 players cannot be formed: at least 2, and the maximum no smaller than the minimum": "фінал від %1 до %2 учасників сформувати неможливо: щонайменше 2, і максимум не менший за мінімум",
    "group no. %1 is in the Cup twice": "група № %1 є в Кубку двічі",
    "a Cup has one final": "у Кубка один фінал",
    "the archive has a Cup named “%1” already": "в архіві вже є Кубок «%1»",
    "withdrawal no. %1": "вибуття № %1",
    "“%1” has already withdrawn": "«%1»: вибуття вже записано",
    "“%1” is not one of loss, adjudicate, exclude, exclude_all (II.8.1)":
        "«%1» — не одне зі значень loss, adjudicate, exclude, exclude_all (II.8.1)",
    "“%1” is listed twice": "«%1» вказано двічі",
    "“%1” is not one of wins, sonneborn_berger, head_to_head, koya":
        "«%1» — не одне зі значень wins, sonneborn_berger, head_to_head, koya",
    "the move on card %1 is possible and legible: there is nothing to query":
        "хід на листівці %1 можливий і розбірливий: запитувати немає про що",
    # Message: the archive
    "this archive keeps no owner": "цей архів не зберігає власника",
    "this archive keeps no tournaments": "цей архів не зберігає турнірів",
    "%1: the database says: %2": "%1: база даних повідомляє: %2",
    "game no. %1: %2 – %3 are not players of the event": "партія № %1: %2 – %3 не є учасниками змагання",
    "no upgrade to version %1 is known": "оновлення до версії %1 невідоме",
    "the archive has version %1; this Postmark knows up to %2":
        "архів має версію %1; ця версія Postmark знає версії лише до %2",
    "the backup %1 cannot be written before upgrading": "не вдається записати резервну копію %1 перед оновленням",
    "the folder %1 cannot be created": "не вдається створити теку %1",
    "%1 exists already; a backup does not overwrite a file": "%1 уже існує; резервна копія не перезаписує файли",
    "the integrity check says: %1": "перевірка цілісності повідомляє: %1",
    "table %1, row %2: its %3 does not exist": "таблиця %1, рядок %2: посилання %3 вказує на запис, якого немає",
    "game %1: %2": "партія %1: %2",
    "game %1: its cached state is missing": "партія %1: немає збереженого стану",
    "game %1: its cached state does not match its ledger": "партія %1: збережений стан не відповідає обліку",
    "the evidence of claim %1: %2": "докази заяви %1: %2",
    "players, their names and pairings stay as imported; import the changed tournament file instead":
        "гравці, їхні імена й пари лишаються такими, як їх імпортовано; щоб змінити їх, імпортуйте змінений файл турніру",
    # Penalty
    "impossible or illegible move": "неможливий чи нерозбірливий хід",
    "wrong repetition": "неправильне повторення",
    "not registered in time trouble": "у цейтноті не рекомендованим листом",
    "late repeat": "запізнілий повтор",
    "by the judge": "рішенням судді",
    # ResultHow
    "time forfeit": "прострочення часу",
    "adjudicated": "присуджено",
    "withdrawal": "вибуття",
    "inactivity": "бездіяльність",
    # RuleSet
    "UCCF postal games (section II)": "ФЗШУ: партії поштою (розділ II)",
    "UCCF e-mail games (section III)": "ФЗШУ: партії електронною поштою (розділ III)",
    "UCCF team postal games (section IV)": "ФЗШУ: командні партії поштою (розділ IV)",
    "UCCF server games (section V)": "ФЗШУ: партії на сервері (розділ V)",
    # postmark::ui::AgendaTable
    "%1 — %2 (%3)": "%1 — %2 (%3)",
    "played": "зіграно",
    "lost on time": "поразка за прострочення часу",
    "lost by a withdrawal": "поразка через вибуття",
    "lost for inactivity": "поразка за бездіяльність",
    "no game record from either player": "жоден гравець не надіслав запису партії",
    "e.g. %1": "напр. %1",
    "Calendar (Alt+Down)": "Календар (Alt+↓)",
    "Calendar": "Календар",
    "Not a date: write it as %1": "Це не дата: пишіть так: %1",
    "date": "дата",
    "%1: a lowercase letter was read as the piece letter": "%1: малу літеру прочитано як позначку фігури",
    "«%1»: “%2” is not a date; write it as %3": "«%1»: «%2» — це не дата; пишіть так: %3",
    "✗ %1: not a move in any notation; tick “I cannot read it” if so": "✗ %1: це не хід у жодній нотації; якщо так, позначте «не можу прочитати»",
    "✗ %1: an impossible move here (II.3.11)": "✗ %1: неможливий хід у цій позиції (II.3.11)",
    "this card says card %1 was received %2; the file records %3": "на цій листівці вказано, що листівку %1 отримано %2; у файлі записано %3",
    "the card went %1 (%2), before my card %3 with the move it repeats went %4": "листівку відправлено %1 («%2»), раніше, ніж пішла моя листівка %3 з ходом, який вона повторює (%4)",
    "stated": "вказано",
    "The date the card says the partner received my last card (II.3.7): it dates my card's arrival when its postmark is not known.": "Дата, коли, як вказано на листівці, партнер отримав мою останню листівку (II.3.7): вона датує прибуття моєї листівки, якщо штемпель невідомий.",
    "Partner received my card &on:": "Партнер &отримав мою листівку:",
    "Correct card %1": "Виправити листівку %1",
    "&Correct the card": "&Виправити листівку",
    "Double-click a card received from the partner (or press Enter on it) to correct it.": "Двічі клацніть листівку, отриману від партнера (або натисніть на ній Enter), щоб виправити її.",
    "Card %1: only a move card received from the partner is corrected here; Edit ▸ Undo takes back what was just recorded.": "Листівка %1: тут виправляють лише листівку з ходом, отриману від партнера; Зміни ▸ Скасувати повертає щойно записане.",
    "correcting card %1": "виправлення листівки %1",
    "Card %1 corrected.": "Листівку %1 виправлено.",
    "Started %1": "Початок %1",
    "The game goes on": "Партія триває",
    "repeats nothing where %n half-move(s) were due (%2)": ["нічого не повторено, а треба було %n напівхід (%2)", "нічого не повторено, а треба було %n напівходи (%2)", "нічого не повторено, а треба було %n напівходів (%2)"],
    "Close the form without logging the card? What you typed is lost.": "Закрити форму, не записавши листівку? Введене буде втрачено.",
    "FILE": "ФАЙЛ",
    "%1 and %2 already meet in another game (a round robin pairs them once; where each pair plays two games, one with each colour, the file says \"cycles\": 2)": "%1 і %2 уже грають між собою в іншій партії (у коловому турнірі пара зустрічається раз; якщо кожна пара грає дві партії, по одній кожним кольором, у файлі має бути \"cycles\": 2)",
    "%1 already has White against %2 in another game (a double round robin pairs them once with each colour)": "%1 уже грає білими проти %2 в іншій партії (у двоколовому турнірі пара зустрічається раз кожним кольором)",
    "%1 is not a number of games per pair: 1 (a round robin) or 2 (a double round robin)": "%1 — не кількість партій на пару: 1 (коловий турнір) або 2 (двоколовий)",
    "“%1” is not 1-0, 0-1, 1/2-1/2, 0-0 or cancelled": "«%1» — не 1-0, 0-1, 1/2-1/2, 0-0 чи cancelled (анульовано)",
    "Cancelled: counts for nobody (V.8.1)": "Анульовано: не враховується нікому (V.8.1)",
    "cancelled: counts for nobody (V.8.1)": "анульовано: не враховується нікому (V.8.1)",
    "both scored a loss, %1": "поразка обом, %1",
    "%1, %2": "%1, %2",
    "in progress": "триває",
    "awaiting adjudication after a withdrawal (II.8.1)": "чекає присудження після вибуття (II.8.1)",
    "not counted after a withdrawal (II.8.1)": "не враховується після вибуття (II.8.1)",
    "no game in the tournament file": "у файлі турніру немає такої партії",
    "with White: %1": "білими: %1",
    "with Black: %1": "чорними: %1",
    "%1: %2": "%1: %2",
    "Each pair plays &two games, one with each colour (double round robin)": "Кожна пара грає &дві партії, по одній кожним кольором (двоколовий турнір)",
    "with this reply the control period's limit was already exceeded by %n day(s); it had to go registered": [
        "з цією відповіддю ліміт контрольного періоду вже перевищено на %n день: її треба було надіслати рекомендованим листом",
        "з цією відповіддю ліміт контрольного періоду вже перевищено на %n дні: її треба було надіслати рекомендованим листом",
        "з цією відповіддю ліміт контрольного періоду вже перевищено на %n днів: її треба було надіслати рекомендованим листом"],
    "; the %2 days of this control period exceeded by %n day(s)": [
        "; ліміт цього контрольного періоду (%2 дн.) перевищено на %n день",
        "; ліміт цього контрольного періоду (%2 дн.) перевищено на %n дні",
        "; ліміт цього контрольного періоду (%2 дн.) перевищено на %n днів"],
    "the card reached me %1 (%2), before my card %3 it answers went %4": "листівка надійшла до мене %1 («%2»), раніше, ніж пішла моя листівка %3, на яку вона відповідає (%4)",
    "the card went %1 (%2), before my card %3 it answers reached the partner on %4, as that card is recorded": "листівку відправлено %1 («%2»), раніше, ніж партнер отримав мою листівку %3, на яку вона відповідає (%4, як записано для неї)",
    "Close without logging": "Закрити, не записавши",
    "Go back to the card": "Повернутися до листівки",
    "Log it without a move": "Записати без ходу",
    "Go back and type the move": "Повернутися й вписати хід",
    "Log it without the repetition": "Записати без повторення",
    "Go back and type the repetition": "Повернутися й вписати повторення",
    "Usage: %1": "Використання: %1",
    "%1 of %n game(s) shown": ["показано %1 з %n партії", "показано %1 з %n партій", "показано %1 з %n партій"],
    "1 win, ½ draw, 0 loss; + / − unplayed, by a withdrawal (II.8.1); 0 on both sides: no game record from either (II.9.3); adj awaiting adjudication; n/c not counted; -C cancelled (V.8.1); (1) reported, not counted until the game record comes (II.9.1); — a head-to-head not needed, the tie broken before. Where a pair plays two games, the cell holds both, White's first. Green: finished; amber: awaiting adjudication or the record; grey: not counted; white: in progress.":
        "1 — перемога, ½ — нічия, 0 — поразка; + / − — без гри, через вибуття (II.8.1); 0 в обох: жоден не надіслав "
        "бланк партії (II.9.3); пр — чекає присудження; н/в — не враховується; ан — анульовано (V.8.1); (1) — "
        "повідомлено, не враховується, доки не надійде бланк партії (II.9.1); — — особиста зустріч не знадобилася, "
        "рівність розв'язано раніше. Якщо пара грає дві партії, у клітинці обидві, спершу партія білими. Зелене: "
        "закінчено; жовте: чекає присудження чи бланка; сіре: не враховується; біле: триває.",
    "decided %1, while the offender may still object until %2 and no objection is in (II.6.4): say why the decision cannot wait": "рішення %1, а порушник ще може заперечити до %2, і заперечення немає (II.6.4): вкажіть, чому рішення не може чекати",
    "decided before the date the offender received the notice is known, so before the objection window (II.6.4) can have closed: record that date, or say why the decision cannot wait": "рішення ухвалено, поки невідомо, коли порушник отримав повідомлення, тобто ще до того, як міг минути строк заперечення (II.6.4): запишіть цю дату або вкажіть, чому рішення не може чекати",
    "reason to decide before the objection window closes": "причина вирішити до кінця строку заперечення",
    "only to decide while the offender may still object (II.6.4)": "лише щоб вирішити, поки порушник ще може заперечити (II.6.4)",
    "Reason to decide before the objection window closes": "Причина вирішити до кінця строку заперечення",
    "Decided &early because:": "Вирішено &раніше, бо:",
    "%1 is before card %2 was sent, %3: it cannot have been received then": "%1 — раніше, ніж відправлено листівку %2 (%3): тоді її не могли отримати",
    "%1 is after this card itself was sent, %2: the card answers what had already come": "%1 — пізніше, ніж відправлено саму цю листівку (%2): листівка відповідає на те, що вже надійшло",
    "Show the players' own deadlines too (repeats, inquiries, claims they may make, two months' silence still far off)": "Показати й власні строки гравців (повтори, запити, заяви, які вони можуть подати, ще далекі два місяці без ходу)",
    "The judge's steps as of %1, earliest first; overdue ones in red. %n more are the players' own.": [
        "Кроки судді станом на %1, найближчі спершу; прострочені — червоним. Ще %n строк — самих гравців.",
        "Кроки судді станом на %1, найближчі спершу; прострочені — червоним. Ще %n строки — самих гравців.",
        "Кроки судді станом на %1, найближчі спершу; прострочені — червоним. Ще %n строків — самих гравців."],
    "from %1 (%2)": "від: %1 (%2)",
    "%1. %2": "%1. %2",
    "the result %1 was reported %2; it counts once the game record reaches the judge": "про результат %1 повідомлено %2; він враховується, щойно бланк партії надійде до судді",
    "%1 reported; it counts once the game record comes (II.9.1)": "%1 — повідомлено; враховується, щойно надійде бланк партії (II.9.1)",
    "known": "відомо",
    "received": "отримано",
    "Result &reported on:": "Про результат &повідомлено:",
    "&Game record received on:": "&Бланк партії отримано:",
    "dates a result (II.9.1), but the game has no result": "датує результат (II.9.1), але результату партії немає",
    "%1 is before the event started, %2": "%1 — раніше за початок змагання (%2)",
    "result reported on": "про результат повідомлено",
    "game record received on": "бланк партії отримано",
}
