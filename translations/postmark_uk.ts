<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>White mates in %n move(s)</source>
        <translation>
            <numerusform>Білі ставлять мат за %n хід</numerusform>
            <numerusform>Білі ставлять мат за %n ходи</numerusform>
            <numerusform>Білі ставлять мат за %n ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n move(s)</source>
        <translation>
            <numerusform>Чорні ставлять мат за %n хід</numerusform>
            <numerusform>Чорні ставлять мат за %n ходи</numerusform>
            <numerusform>Чорні ставлять мат за %n ходів</numerusform>
        </translation>
    </message>
    <message>
        <source>White is better by %1 pawns</source>
        <translation>Перевага білих: %1 пішака</translation>
    </message>
    <message>
        <source>Black is better by %1 pawns</source>
        <translation>Перевага чорних: %1 пішака</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>рівно</translation>
    </message>
    <message>
        <source>Choose an engine in Settings.</source>
        <translation>Виберіть рушій у Налаштуваннях.</translation>
    </message>
    <message>
        <source>Name an engine with --engine PATH.</source>
        <translation>Вкажіть рушій: --engine ШЛЯХ.</translation>
    </message>
    <message>
        <source>No chess engine is installed: install Debian&apos;s Stockfish (sudo apt install stockfish).</source>
        <translation>Шаховий рушій не встановлено: встановіть Stockfish з Debian (sudo apt install stockfish).</translation>
    </message>
    <message>
        <source>There is no engine at %1.</source>
        <translation>Рушія за шляхом %1 немає.</translation>
    </message>
    <message>
        <source>The engine %1 could not be started (%2).</source>
        <translation>Не вдалося запустити рушій %1 (%2).</translation>
    </message>
    <message>
        <source>%1 did not answer as a UCI chess engine (no &quot;uciok&quot; within %2 s): it cannot be used.</source>
        <translation>%1 не відповів як шаховий рушій UCI (немає «uciok» за %2 с): ним не можна користуватися.</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>Його відповідь: %1</translation>
    </message>
    <message>
        <source>The engine %1 stopped working (exit code %2).</source>
        <translation>Рушій %1 перестав працювати (код виходу %2).</translation>
    </message>
    <message>
        <source>The engine %1 went on searching %2 s after it was told to stop, and was ended.</source>
        <translation>Рушій %1 шукав далі ще %2 с після команди зупинитися, і його зупинено.</translation>
    </message>
    <message>
        <source>The engine %1 did not answer &quot;isready&quot; within %2 s and was ended.</source>
        <translation>Рушій %1 не відповів на «isready» за %2 с, і його зупинено.</translation>
    </message>
    <message>
        <source>%1 ended without answering as a UCI chess engine (no &quot;uciok&quot;): it cannot be used.</source>
        <translation>%1 завершив роботу, не відповівши як шаховий рушій UCI (немає «uciok»): ним не можна користуватися.</translation>
    </message>
</context>
<context>
    <name>ClaimCheck</name>
    <message>
        <source>Overstep [%1]: %2</source>
        <translation>Прострочення часу [%1]: %2</translation>
    </message>
    <message>
        <source>Claim window [%1]: %2</source>
        <translation>Строк для заяви [%1]: %2</translation>
    </message>
    <message>
        <source>move %1: %2 + %3 penalty, total %4 — %5</source>
        <translation>хід %1: %2 + %3 штрафних, разом %4 — %5</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дні</numerusform>
            <numerusform>%n днів</numerusform>
        </translation>
    </message>
    <message>
        <source>No overstep: neither player&apos;s total exceeds the limit of the control period%1.</source>
        <translation>Прострочення часу немає: сумарний час жодного з гравців не перевищує ліміту контрольного періоду%1.</translation>
    </message>
    <message>
        <source>A claim has been made in this game; it is with the judge%1.</source>
        <translation>У цій партії вже подано заяву; вона на розгляді в судді%1.</translation>
    </message>
    <message>
        <source>Time calculation, %1%2:</source>
        <translation>Підрахунок часу, %1%2:</translation>
    </message>
</context>
<context>
    <name>Clause</name>
    <message>
        <source>Cup reg. %1</source>
        <translation>Пол. Кубка, п. %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>The date (default: today).</source>
        <translation>Дата (типово: сьогодні).</translation>
    </message>
    <message>
        <source>text (default) or json.</source>
        <translation>text (типово) або json.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>НОМЕР</translation>
    </message>
    <message>
        <source>TOURNAMENT</source>
        <translation>ТУРНІР</translation>
    </message>
    <message>
        <source>The tournament file (JSON, format 1).</source>
        <translation>Файл турніру (JSON, формат 1).</translation>
    </message>
    <message>
        <source>GAMEFILE</source>
        <translation>ФАЙЛ_ПАРТІЇ</translation>
    </message>
    <message>
        <source>The game files of the event (optional).</source>
        <translation>Файли партій турніру (необов’язково).</translation>
    </message>
    <message>
        <source>[GAMEFILE...]</source>
        <translation>[ФАЙЛ_ПАРТІЇ...]</translation>
    </message>
    <message>
        <source>postmark-cli agenda: expected a TOURNAMENT file or --tournament ID, not both
</source>
        <translation>postmark-cli agenda: потрібен або файл ТУРНІРУ, або --tournament НОМЕР, але не обидва
</translation>
    </message>
    <message>
        <source>postmark-cli agenda: --format must be text or json, not &apos;%1&apos;
</source>
        <translation>postmark-cli agenda: --format має бути text або json, а не «%1»
</translation>
    </message>
    <message>
        <source> OVERDUE</source>
        <translation> ПРОСТРОЧЕНО</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>читання %1</translation>
    </message>
    <message>
        <source>Imports game files (JSON) and PGN files into the archive and prints each new game&apos;s id; the last
word printed is the last id. Every file is read first: if one cannot be imported, none is. A game
imported before with the same content is not imported again: its id is printed as already there.</source>
        <translation>Імпортує файли партій (JSON) і файли PGN в архів і друкує номер кожної нової партії; останнє
надруковане слово — останній номер. Спершу читаються всі файли: якщо один не можна імпортувати,
не імпортується жоден. Партія, уже імпортована з тим самим змістом, удруге не імпортується: її
номер друкується як уже наявний.</translation>
    </message>
    <message>
        <source>Make a new archive at --db if there is none (the default archive is made anyway).</source>
        <translation>Створити новий архів у --db, якщо його немає (типовий архів створюється завжди).</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>СЕКУНДИ</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ФАЙЛ</translation>
    </message>
    <message>
        <source>Game files (.json) or PGN files (.pgn).</source>
        <translation>Файли партій (.json) або файли PGN (.pgn).</translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation>ФАЙЛ...</translation>
    </message>
    <message>
        <source>postmark-cli import: no FILE given
</source>
        <translation>postmark-cli import: не вказано жодного ФАЙЛУ
</translation>
    </message>
    <message>
        <source>postmark-cli import: --wait takes a number of seconds from 0 to 3600
</source>
        <translation>postmark-cli import: --wait — це число секунд від 0 до 3600
</translation>
    </message>
    <message>
        <source>storing the games</source>
        <translation>збереження партій</translation>
    </message>
    <message>
        <source>%1 → already in the archive as game %2
</source>
        <translation>%1 → уже є в архіві як партія %2
</translation>
    </message>
    <message>
        <source>%1 → game %2
</source>
        <translation>%1 → партія %2
</translation>
    </message>
    <message>
        <source>Writes one game of the archive as a game file (JSON, the default) or as PGN.</source>
        <translation>Записує одну партію архіву як файл партії (JSON, типово) або як PGN.</translation>
    </message>
    <message>
        <source>The game&apos;s id.</source>
        <translation>Номер партії.</translation>
    </message>
    <message>
        <source>The file to write (default: standard output).</source>
        <translation>Файл, у який записати (типово: стандартний вивід).</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>ВИХІД</translation>
    </message>
    <message>
        <source>json (default) or pgn.</source>
        <translation>json (типово) або pgn.</translation>
    </message>
    <message>
        <source>postmark-cli export: --format must be json or pgn, not &apos;%1&apos;
</source>
        <translation>postmark-cli export: --format має бути json або pgn, а не «%1»
</translation>
    </message>
    <message>
        <source>postmark-cli export: game %1: %2
</source>
        <translation>postmark-cli export: партія %1: %2
</translation>
    </message>
    <message>
        <source>The copy to write; it must not exist yet.</source>
        <translation>Копія, яку записати; такого файлу ще не має бути.</translation>
    </message>
    <message>
        <source>backup written to %1
</source>
        <translation>резервну копію записано в %1
</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партія</numerusform>
            <numerusform>%n партії</numerusform>
            <numerusform>%n партій</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n проблема</numerusform>
            <numerusform>%n проблеми</numerusform>
            <numerusform>%n проблем</numerusform>
        </translation>
    </message>
    <message>
        <source>The archive file (default: %1).</source>
        <translation>Файл архіву (типово: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>ШЛЯХ</translation>
    </message>
    <message>
        <source>postmark-cli %1: --%2 ID is required (a number)
</source>
        <translation>postmark-cli %1: потрібно вказати --%2 НОМЕР (число)
</translation>
    </message>
    <message>
        <source>not a Postmark archive: </source>
        <translation>це не архів Postmark: </translation>
    </message>
    <message>
        <source> (import --create makes one)</source>
        <translation> (import --create його створить)</translation>
    </message>
    <message>
        <source>the archive is in use by another program; nothing was changed: </source>
        <translation>архівом користується інша програма; нічого не змінено: </translation>
    </message>
    <message>
        <source>the archive cannot be written (read-only); nothing was changed: </source>
        <translation>архів не можна записати (лише для читання); нічого не змінено: </translation>
    </message>
    <message>
        <source>the disk is full; nothing was saved and the archive is as it was: </source>
        <translation>диск заповнено; нічого не збережено, архів такий, як був: </translation>
    </message>
    <message>
        <source>the archive was written by a newer Postmark: </source>
        <translation>архів записано новішою версією Postmark: </translation>
    </message>
    <message>
        <source>the archive has no game </source>
        <translation>в архіві немає партії </translation>
    </message>
    <message>
        <source>the archive has no tournament </source>
        <translation>в архіві немає турніру </translation>
    </message>
    <message>
        <source>Says whether a time overstep exists in a postal game (II.6.1), whose, at which move, and whether
the claim window (II.6.3: no later than the reply to the offender&apos;s control move) is still open.
Exit status: 0 an overstep exists, 1 none, 2 a file that is not valid.</source>
        <translation>Каже, чи є в поштовій партії прострочення часу (II.6.1), чиє, на якому ході, і чи ще відкритий строк
для заяви (II.6.3: не пізніше відповіді на контрольний хід порушника).
Код виходу: 0 прострочення є, 1 немає, 2 файл недійсний.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Показати цю довідку.</translation>
    </message>
    <message>
        <source>Try &apos;postmark-cli %1 --help&apos;.
</source>
        <translation>Див. «postmark-cli %1 --help».
</translation>
    </message>
    <message>
        <source>Usage: postmark-cli </source>
        <translation>Використання: postmark-cli </translation>
    </message>
    <message>
        <source>postmark-cli %1: --%2: &apos;%3&apos; is not a date (2026-11-25 or 25.11.2026)
</source>
        <translation>postmark-cli %1: --%2: «%3» — не дата (2026-11-25 або 25.11.2026)
</translation>
    </message>
    <message>
        <source>Writes the games of PGN files with their moves in another notation: uk (Ukrainian full algebraic),
san (English short algebraic), lan (English long algebraic) or iccf (ICCF numeric).
A game with an illegal move is not written; it is reported on stderr and the exit status is 1.</source>
        <translation>Записує партії з файлів PGN з ходами в іншій нотації: uk (українська повна алгебраїчна),
san (англійська коротка алгебраїчна), lan (англійська повна алгебраїчна) або iccf (цифрова ICCF).
Партія з неможливим ходом не записується; про неї сказано в stderr, а код виходу 1.</translation>
    </message>
    <message>
        <source>The notation to write: uk, san, lan or iccf.</source>
        <translation>Нотація запису: uk, san, lan або iccf.</translation>
    </message>
    <message>
        <source>PGN files.</source>
        <translation>Файли PGN.</translation>
    </message>
    <message>
        <source>postmark-cli convert: --to is required (uk, san, lan or iccf)
</source>
        <translation>postmark-cli convert: потрібно вказати --to (uk, san, lan або iccf)
</translation>
    </message>
    <message>
        <source>postmark-cli convert: --to must be uk, san, lan or iccf, not &apos;%1&apos;
</source>
        <translation>postmark-cli convert: --to має бути uk, san, lan або iccf, а не «%1»
</translation>
    </message>
    <message>
        <source>postmark-cli convert: no FILE given
</source>
        <translation>postmark-cli convert: не вказано жодного ФАЙЛУ
</translation>
    </message>
    <message>
        <source>postmark-cli crosstable: a team event prints as text or json
</source>
        <translation>postmark-cli crosstable: командне змагання друкується як text або json
</translation>
    </message>
    <message>
        <source>Output format: text (default), json or html.</source>
        <translation>Формат виводу: text (типово), json або html.</translation>
    </message>
    <message>
        <source>The tournament file or team event file (JSON).</source>
        <translation>Файл турніру або командного змагання (JSON).</translation>
    </message>
    <message>
        <source>postmark-cli crosstable: --format must be text, json or html, not &apos;%1&apos;
</source>
        <translation>postmark-cli crosstable: --format має бути text, json або html, а не «%1»
</translation>
    </message>
    <message>
        <source>postmark-cli crosstable: expected one FILE
</source>
        <translation>postmark-cli crosstable: потрібен один ФАЙЛ
</translation>
    </message>
    <message>
        <source>Do nothing (and succeed) when the archive exists already.</source>
        <translation>Нічого не робити (і завершитися успішно), якщо архів уже є.</translation>
    </message>
    <message>
        <source>postmark-cli demo: %1 exists; the demo goes into a new archive only
</source>
        <translation>postmark-cli demo: %1 уже існує; приклад записується лише в новий архів
</translation>
    </message>
    <message>
        <source>postmark-cli %1: --as-of &apos;%2&apos; is not a date (2026-11-25 or 25.11.2026)
</source>
        <translation>postmark-cli %1: --as-of «%2» — не дата (2026-11-25 або 25.11.2026)
</translation>
    </message>
    <message>
        <source>The date to compute for (default: the file&apos;s as_of, else today).</source>
        <translation>Дата, на яку рахувати (типово: as_of файлу, інакше сьогодні).</translation>
    </message>
    <message>
        <source>Output format: %1 (default) or %2.</source>
        <translation>Формат виводу: %1 (типово) або %2.</translation>
    </message>
    <message>
        <source>The game file (JSON, format 1).</source>
        <translation>Файл партії (JSON, формат 1).</translation>
    </message>
    <message>
        <source>postmark-cli %1: --format must be %2, not &apos;%3&apos;
</source>
        <translation>postmark-cli %1: --format має бути %2, а не «%3»
</translation>
    </message>
    <message>
        <source>postmark-cli %1: expected one FILE
</source>
        <translation>postmark-cli %1: потрібен один ФАЙЛ
</translation>
    </message>
    <message>
        <source>Lists every player&apos;s leaves across the given game files and checks the yearly cap across all of
a player&apos;s games (II.7.1): the same leave announced in several games counts once, a leave crossing
31 December is split, a late notice counts from its send date (II.7.6).
Exit status: 0 all within the cap, 1 a player over it, 2 a file that is not valid.</source>
        <translation>Перелічує перерви кожного гравця в указаних файлах партій і перевіряє річний ліміт за всіма
партіями гравця (II.7.1): та сама перерва, оголошена в кількох партіях, рахується один раз,
перерва через 31 грудня ділиться, пізнє повідомлення рахується від дати відправлення (II.7.6).
Код виходу: 0 усі в межах ліміту, 1 хтось його перевищив, 2 файл недійсний.</translation>
    </message>
    <message>
        <source>The game files of the event.</source>
        <translation>Файли партій турніру.</translation>
    </message>
    <message>
        <source>GAMEFILE...</source>
        <translation>ФАЙЛ_ПАРТІЇ...</translation>
    </message>
    <message>
        <source>postmark-cli leave-register: expected GAMEFILE...
</source>
        <translation>postmark-cli leave-register: потрібні ФАЙЛИ_ПАРТІЙ...
</translation>
    </message>
    <message>
        <source>postmark-cli leave-register: --format must be text or json, not &apos;%1&apos;
</source>
        <translation>postmark-cli leave-register: --format має бути text або json, а не «%1»
</translation>
    </message>
    <message>
        <source>%1  %2 to %3, notice %4, in %5
</source>
        <translation>%1  з %2 по %3, повідомлено %4, у %5
</translation>
    </message>
    <message numerus="yes">
        <source>%1  %2: %3 of %n day(s) (%4)%5
</source>
        <translation>
            <numerusform>%1  %2: %3 з %n дня (%4)%5
</numerusform>
            <numerusform>%1  %2: %3 з %n днів (%4)%5
</numerusform>
            <numerusform>%1  %2: %3 з %n днів (%4)%5
</numerusform>
        </translation>
    </message>
    <message>
        <source>V.6.1, in %1</source>
        <translation>V.6.1, у %1</translation>
    </message>
    <message>
        <source> — OVER THE CAP</source>
        <translation> — ПОНАД ЛІМІТ</translation>
    </message>
    <message>
        <source>Computes a postal game&apos;s ledger from its game file: every card&apos;s dates, the days booked on every
move, penalties, totals, the overstep, the running time and the deadlines, each with its clause.
Exit status: 0 a report, 2 a file that is not valid (one line per problem on stderr).</source>
        <translation>Обчислює облік поштової партії з її файлу: дати кожної листівки, дні, зараховані на кожен хід,
штрафи, підсумки, прострочення, поточний час і строки, кожне зі своїм пунктом.
Код виходу: 0 звіт, 2 файл недійсний (по рядку на кожну проблему в stderr).</translation>
    </message>
    <message>
        <source>Replay every game of PGN files and report illegal moves.</source>
        <translation>Перевірити партії файлів PGN і назвати неможливі ходи.</translation>
    </message>
    <message>
        <source>Write the games of PGN files in another notation.</source>
        <translation>Записати партії файлів PGN в іншій нотації.</translation>
    </message>
    <message>
        <source>Count the leaf nodes of the legal-move tree of a position.</source>
        <translation>Порахувати листки дерева можливих ходів позиції.</translation>
    </message>
    <message>
        <source>Import game files and PGN into the archive.</source>
        <translation>Імпортувати файли партій і PGN в архів.</translation>
    </message>
    <message>
        <source>Write a game of the archive as a game file or PGN.</source>
        <translation>Записати партію архіву як файл партії або PGN.</translation>
    </message>
    <message>
        <source>Write a consistent copy of the archive.</source>
        <translation>Записати цілісну копію архіву.</translation>
    </message>
    <message>
        <source>Check the archive&apos;s integrity and every game in it.</source>
        <translation>Перевірити цілісність архіву і кожну партію в ньому.</translation>
    </message>
    <message>
        <source>Print a tournament crosstable with tie-breaks.</source>
        <translation>Надрукувати турнірну таблицю з додатковими показниками.</translation>
    </message>
    <message>
        <source>Store a tournament file in the archive.</source>
        <translation>Зберегти файл турніру в архіві.</translation>
    </message>
    <message>
        <source>Write a tournament of the archive as a tournament file.</source>
        <translation>Записати турнір архіву як файл турніру.</translation>
    </message>
    <message>
        <source>List every deadline of a tournament, with its clause.</source>
        <translation>Перелічити всі строки турніру з їхніми пунктами.</translation>
    </message>
    <message>
        <source>Print a tournament report or the start notices to PDF.</source>
        <translation>Звіт про турнір або стартові повідомлення в PDF.</translation>
    </message>
    <message>
        <source>Usage: postmark-cli COMMAND [OPTIONS] [ARGUMENTS]

Commands:
</source>
        <translation>Використання: postmark-cli КОМАНДА [ПАРАМЕТРИ] [АРГУМЕНТИ]

Команди:
</translation>
    </message>
    <message>
        <source>postmark-cli: the output could not be written: %1
</source>
        <translation>postmark-cli: не вдалося записати вивід: %1
</translation>
    </message>
    <message>
        <source>postmark-cli: --lang is uk or en, not &apos;%1&apos;
</source>
        <translation>postmark-cli: --lang — це uk або en, а не «%1»
</translation>
    </message>
    <message>
        <source>postmark-cli: unknown command &apos;%1&apos;
</source>
        <translation>postmark-cli: невідома команда «%1»
</translation>
    </message>
    <message>
        <source>Counts the leaf nodes of the legal-move tree of a position.</source>
        <translation>Рахує листки дерева можливих ходів позиції.</translation>
    </message>
    <message>
        <source>The position, in FEN (quote it: it has spaces).</source>
        <translation>Позиція у FEN (у лапках: у ній є пропуски).</translation>
    </message>
    <message>
        <source>DEPTH</source>
        <translation>ГЛИБИНА</translation>
    </message>
    <message>
        <source>How many plies deep, 0 to 10.</source>
        <translation>Глибина в напівходах, від 0 до 10.</translation>
    </message>
    <message>
        <source>postmark-cli perft: expected FEN and DEPTH, got %1 arguments
</source>
        <translation>postmark-cli perft: потрібні FEN і ГЛИБИНА, а вказано аргументів: %1
</translation>
    </message>
    <message>
        <source>postmark-cli perft: DEPTH &apos;%1&apos; is not a number from 0 to 10
</source>
        <translation>postmark-cli perft: ГЛИБИНА «%1» — не число від 0 до 10
</translation>
    </message>
    <message>
        <source>postmark-cli perft: FEN: %1
</source>
        <translation>postmark-cli perft: FEN: %1
</translation>
    </message>
    <message>
        <source>Prints a document of a postal game to PDF, ready to sign and post: postcard (II.3.7), repeat (II.5.1),
query (II.3.12), leave (II.7.2), claim (II.6.2), objection (II.6.4), record (II.9.2), adjudication
(II.9.5) or envelope. Cards are chosen with --card (default: the game&apos;s last card).</source>
        <translation>Друкує в PDF документ поштової партії, готовий до підпису й відправлення: postcard — листівка (II.3.7),
repeat — повтор (II.5.1), query — запит (II.3.12), leave — перерва (II.7.2), claim — заява (II.6.2),
objection — заперечення (II.6.4), record — запис партії (II.9.2), adjudication — матеріали на
присудження (II.9.5) або envelope — конверт. Листівку вибирає --card (типово: остання листівка партії).</translation>
    </message>
    <message>
        <source>Which leave (1 = the first), for the leave notice.</source>
        <translation>Котра перерва (1 — перша), для повідомлення про перерву.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The document&apos;s language: uk (default) or en.</source>
        <translation>Мова документа: uk (типово) або en.</translation>
    </message>
    <message>
        <source>The date the figures are computed for.</source>
        <translation>Дата, на яку обчислюються дані.</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>Файл PDF, який записати.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>ВИД</translation>
    </message>
    <message>
        <source>postmark-cli print: expected KIND (%1) and GAMEFILE
</source>
        <translation>postmark-cli print: потрібні ВИД (%1) і ФАЙЛ_ПАРТІЇ
</translation>
    </message>
    <message>
        <source>postmark-cli print: -o OUT.pdf is required
</source>
        <translation>postmark-cli print: потрібно вказати -o ФАЙЛ.pdf
</translation>
    </message>
    <message>
        <source>postmark-cli print: --lang must be uk or en, not &apos;%1&apos;
</source>
        <translation>postmark-cli print: --lang має бути uk або en, а не «%1»
</translation>
    </message>
    <message>
        <source>postmark-cli print: the game has no card &apos;%1&apos;
</source>
        <translation>postmark-cli print: у партії немає листівки «%1»
</translation>
    </message>
    <message numerus="yes">
        <source>%1 written to %2 (%n page(s))
</source>
        <translation>
            <numerusform>Записано в %2: %1 (%n сторінка)
</numerusform>
            <numerusform>Записано в %2: %1 (%n сторінки)
</numerusform>
            <numerusform>Записано в %2: %1 (%n сторінок)
</numerusform>
        </translation>
    </message>
    <message>
        <source>The date of the report (default: today).</source>
        <translation>Дата звіту (типово: сьогодні).</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: -o OUT.pdf is required
</source>
        <translation>postmark-cli print-tournament: потрібно вказати -o ФАЙЛ.pdf
</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: --lang must be uk or en, not &apos;%1&apos;
</source>
        <translation>postmark-cli print-tournament: --lang має бути uk або en, а не «%1»
</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <source>Stores a tournament file in the archive (players, pairings, results, withdrawals, tie-break
order) in one transaction, and prints its id. An invalid file stores nothing.</source>
        <translation>Зберігає файл турніру в архіві (учасників, розклад, результати, вибуття, порядок додаткових
показників) однією транзакцією і друкує його номер. З недійсного файлу не зберігається нічого.</translation>
    </message>
    <message>
        <source>postmark-cli import-tournament: expected one FILE
</source>
        <translation>postmark-cli import-tournament: потрібен один ФАЙЛ
</translation>
    </message>
    <message>
        <source>%1 → tournament %2
</source>
        <translation>%1 → турнір %2
</translation>
    </message>
    <message>
        <source>Writes a tournament of the archive as a tournament file (JSON, format 1).</source>
        <translation>Записує турнір архіву як файл турніру (JSON, формат 1).</translation>
    </message>
    <message>
        <source>Replays every game of PGN files, variations included, and reports illegal moves and repaired defects.
Exit status: 0 all legal, 1 an illegal move was found, 2 bad usage or an unreadable file.</source>
        <translation>Відтворює кожну партію файлів PGN, разом з варіантами, і повідомляє про неможливі ходи та виправлені
вади. Код виходу: 0 усе за правилами, 1 знайдено неможливий хід, 2 неправильний виклик або файл не читається.</translation>
    </message>
    <message>
        <source>Output format: text (default) or json.</source>
        <translation>Формат виводу: text (типово) або json.</translation>
    </message>
    <message>
        <source>PGN files to check.</source>
        <translation>Файли PGN для перевірки.</translation>
    </message>
    <message>
        <source>postmark-cli validate-pgn: --format must be text or json, not &apos;%1&apos;
</source>
        <translation>postmark-cli validate-pgn: --format має бути text або json, а не «%1»
</translation>
    </message>
    <message>
        <source>postmark-cli validate-pgn: no FILE given
</source>
        <translation>postmark-cli validate-pgn: не вказано жодного ФАЙЛУ
</translation>
    </message>
    <message>
        <source>%1: game %2: warning: %3</source>
        <translation>%1: партія %2: попередження: %3</translation>
    </message>
    <message>
        <source>in a variation: </source>
        <translation>у варіанті: </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(-ies)</source>
        <translation>
            <numerusform>%n напівхід</numerusform>
            <numerusform>%n напівходи</numerusform>
            <numerusform>%n напівходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n illegal</source>
        <translation>
            <numerusform>%n неможливий</numerusform>
            <numerusform>%n неможливі</numerusform>
            <numerusform>%n неможливих</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n попередження</numerusform>
            <numerusform>%n попередження</numerusform>
            <numerusform>%n попереджень</numerusform>
        </translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>РРРР-ММ-ДД</translation>
    </message>
    <message>
        <source>NOTATION</source>
        <translation>НОТАЦІЯ</translation>
    </message>
    <message>
        <source>writing the copy</source>
        <translation>запис копії</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>перевірка</translation>
    </message>
    <message>
        <source>COPY</source>
        <translation>КОПІЯ</translation>
    </message>
    <message>
        <source>postmark-cli backup: -o COPY is required
</source>
        <translation>postmark-cli backup: потрібно вказати -o КОПІЯ
</translation>
    </message>
    <message>
        <source>postmark-cli %1: unexpected argument &apos;%2&apos; (the command takes options only)
</source>
        <translation>postmark-cli %1: зайвий аргумент «%2» (команда приймає лише параметри)
</translation>
    </message>
    <message>
        <source>Fills a new archive with a realistic example: a postal player&apos;s 15 games, one in each state a game goes through, and the Cup the archive&apos;s owner judges — a 15-player semifinal in play with a withdrawal and a claim, a finished semifinal, the previous final and the new final&apos;s entry list — and a team match of four boards.</source>
        <translation>Заповнює новий архів правдоподібним прикладом: 15 партій гравця поштою, по одній у кожному стані, який проходить партія, і Кубок, у якому власник архіву суддя, — півфінал на 15 учасників, що триває, з вибуттям і заявою, завершений півфінал, попередній фінал і склад нового фіналу, — а також командний матч на чотирьох дошках.</translation>
    </message>
    <message>
        <source>
&apos;postmark-cli COMMAND --help&apos; describes each command. Every command takes
--lang uk|en: the language of what it says about games and files (default: the
system&apos;s). &apos;postmark-cli --version&apos; prints the version.
</source>
        <translation>
«postmark-cli КОМАНДА --help» описує кожну команду. Кожна команда приймає
--lang uk|en: мову, якою вона говорить про партії та файли (типово: мова
системи). «postmark-cli --version» друкує версію.
</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>ФАЙЛ.pdf</translation>
    </message>
    <message>
        <source>Only the judge&apos;s own steps, as the judge&apos;s window shows them by default: claims to decide and their objection windows, appeals, adjudications, records and game files needed, notices, and two months without a move or adjudication packets once two weeks away.</source>
        <translation>Лише кроки самого судді, як їх типово показує вікно судді: заяви до розгляду та строки заперечень на них, апеляції, присудження, потрібні записи й файли партій, повідомлення, а також два місяці без ходу чи матеріали на присудження, коли до них лишається два тижні.</translation>
    </message>
    <message>
        <source>How long to wait while another program writes the archive (default: 60 seconds); nothing is stored if it is still busy then.</source>
        <translation>Скільки чекати, поки інша програма записує архів (типово: 60 секунд); якщо архів і тоді зайнятий, нічого не зберігається.</translation>
    </message>
    <message>
        <source>Whether a time overstep exists and a claim may be made.</source>
        <translation>Чи є прострочення часу і чи можна подати заяву.</translation>
    </message>
    <message>
        <source>Fill a new archive with a player&apos;s and a judge&apos;s example.</source>
        <translation>Заповнити новий архів прикладом гравця і судді.</translation>
    </message>
    <message>
        <source>Print a game&apos;s postcard, claim or other document to PDF.</source>
        <translation>Листівка, заява чи інший документ партії в PDF.</translation>
    </message>
    <message>
        <source>The players&apos; leaves across games, and the yearly cap.</source>
        <translation>Перерви гравців за всіма партіями і річний ліміт.</translation>
    </message>
    <message>
        <source>A postal game&apos;s dates, time, penalties and deadlines.</source>
        <translation>Облік поштової партії: дати, час, штрафи, строки.</translation>
    </message>
    <message>
        <source>A federation&apos;s archive on a PostgreSQL server: init, grant, revoke.</source>
        <translation>Архів федерації на сервері PostgreSQL: init, grant, revoke.</translation>
    </message>
    <message>
        <source>The federation&apos;s server: postgresql://[user@]host[:port]/database.</source>
        <translation>Сервер федерації: postgresql://[користувач@]сервер[:порт]/база.</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>The event a judge is appointed to (its number on the server).</source>
        <translation>Змагання, на яке призначено суддю (його номер на сервері).</translation>
    </message>
    <message>
        <source>Who a player is: their name as the archive writes it.</source>
        <translation>Хто цей гравець: його ім’я так, як його записано в архіві.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>ІМ’Я</translation>
    </message>
    <message>
        <source>init, grant or revoke</source>
        <translation>init, grant або revoke</translation>
    </message>
    <message>
        <source>postmark-cli federation: --db URI is required (postgresql://…)
</source>
        <translation>postmark-cli federation: потрібно вказати --db URI (postgresql://…)
</translation>
    </message>
    <message>
        <source>postmark-cli federation: --db names a PostgreSQL server (postgresql://…), not a file
</source>
        <translation>postmark-cli federation: --db має називати сервер PostgreSQL (postgresql://…), а не файл
</translation>
    </message>
    <message>
        <source>postmark-cli federation: the role is admin, judge, appeals or player, not “%1”
</source>
        <translation>postmark-cli federation: роль — admin, judge, appeals або player, а не «%1»
</translation>
    </message>
    <message>
        <source>the federation&apos;s archive is ready on %1
</source>
        <translation>архів федерації готовий на %1
</translation>
    </message>
    <message>
        <source>%1 is now %2 on %3
</source>
        <translation>%1 тепер — %2 на %3
</translation>
    </message>
    <message>
        <source>%1 no longer judges event %2 on %3
</source>
        <translation>%1 більше не судить змагання %2 на %3
</translation>
    </message>
    <message>
        <source>%1 is no longer %2 on %3
</source>
        <translation>%1 більше не %2 на %3
</translation>
    </message>
    <message>
        <source>A federation&apos;s archive on PostgreSQL: schema and roles.</source>
        <translation>Архів федерації на PostgreSQL: схема й ролі членів.</translation>
    </message>
    <message>
        <source>the federation&apos;s administrator</source>
        <translation>адміністратор федерації</translation>
    </message>
    <message>
        <source>a judge</source>
        <translation>суддя</translation>
    </message>
    <message>
        <source>a member of the appeals committee</source>
        <translation>член апеляційного комітету</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>гравець</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>ДІЯ</translation>
    </message>
    <message>
        <source>Usage:
  postmark-cli federation init --db postgresql://[user@]host[:port]/database
  postmark-cli federation grant admin|judge|appeals|player LOGIN --db URI
                                [--tournament ID] [--person NAME]
  postmark-cli federation revoke admin|judge|appeals|player LOGIN --db URI [--tournament ID]

init makes the federation&apos;s archive on the server: its tables, the group roles postmark_admin,
postmark_judge, postmark_appeals and postmark_player, and the policies by which the server
enforces what each may do. It is safe to run again. grant gives an existing login role one of
them: a judge for one event (--tournament; without it, a judge may publish events of their
own), a player as a person of the archive (--person).
The password comes from ~/.pgpass, PGPASSWORD or a service file, never from the address.
</source>
        <translation>Використання:
  postmark-cli federation init --db postgresql://[користувач@]сервер[:порт]/база
  postmark-cli federation grant admin|judge|appeals|player ЛОГІН --db URI
                                [--tournament НОМЕР] [--person ІМ’Я]
  postmark-cli federation revoke admin|judge|appeals|player ЛОГІН --db URI [--tournament НОМЕР]

init створює архів федерації на сервері: його таблиці, групові ролі postmark_admin,
postmark_judge, postmark_appeals і postmark_player та правила, за якими сервер
стежить, що кому дозволено. Запускати повторно безпечно. grant дає наявній ролі входу одну
з них: суддю — на одне змагання (--tournament; без нього суддя може публікувати власні
змагання), гравця — як особу архіву (--person).
Пароль береться з ~/.pgpass, PGPASSWORD або файлу служби, ніколи — з адреси.
</translation>
    </message>
    <message>
        <source>Copy an event between archives: a file, a server.</source>
        <translation>Скопіювати змагання між архівами: файл, сервер.</translation>
    </message>
    <message>
        <source>Copies an event with its registers (claims, adjudications) from one archive to
another, whole and in one transaction: from a laptop&apos;s archive file to a
federation&apos;s server to publish it, or back. An event of the same name already in
the target is not overwritten: nothing is copied.</source>
        <translation>Копіює змагання з його реєстрами (заяви, присудження) з одного архіву в інший,
цілком і однією транзакцією: з файлу архіву на ноутбуці на сервер федерації,
щоб опублікувати його, або назад. Змагання з такою самою назвою, що вже є
в цільовому архіві, не перезаписується: нічого не копіюється.</translation>
    </message>
    <message>
        <source>The archive to copy from: a file or postgresql://…</source>
        <translation>Архів, з якого копіювати: файл або postgresql://…</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>ДЖЕРЕЛО</translation>
    </message>
    <message>
        <source>The archive to copy to: a file or postgresql://…</source>
        <translation>Архів, у який копіювати: файл або postgresql://…</translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation>ПРИЗНАЧЕННЯ</translation>
    </message>
    <message>
        <source>postmark-cli copy-tournament: --from SOURCE and --to TARGET are required
</source>
        <translation>postmark-cli copy-tournament: потрібно вказати --from ДЖЕРЕЛО і --to ПРИЗНАЧЕННЯ
</translation>
    </message>
    <message>
        <source>“%1” → tournament %2
</source>
        <translation>«%1» → турнір %2
</translation>
    </message>
    <message>
        <source>The archive: a file (default: %1) or a federation&apos;s server, postgresql://….</source>
        <translation>Архів: файл (типово: %1) або сервер федерації, postgresql://….</translation>
    </message>
    <message>
        <source>ARCHIVE</source>
        <translation>АРХІВ</translation>
    </message>
    <message>
        <source>postmark-cli federation: “%1” is not an action: init, grant or revoke
</source>
        <translation>postmark-cli federation: «%1» — не дія: init, grant або revoke
</translation>
    </message>
    <message>
        <source>postmark-cli federation: --tournament is for a judge
</source>
        <translation>postmark-cli federation: --tournament — лише для судді
</translation>
    </message>
    <message>
        <source>postmark-cli federation: --person is for granting a player
</source>
        <translation>postmark-cli federation: --person — лише для ролі гравця
</translation>
    </message>
    <message>
        <source>%1 is now the judge of event %2 on %3
</source>
        <translation>%1 тепер — суддя змагання %2 на %3
</translation>
    </message>
    <message>
        <source>Make a new archive file at --to if there is none.</source>
        <translation>Створити новий файл архіву в --to, якщо його немає.</translation>
    </message>
    <message>
        <source>Copies games with their cards from one archive to another, whole and in one
transaction: from a player&apos;s archive file to a federation&apos;s server, or back. A game
the target has already is not copied twice; a different game of the same event and
players in the target refuses the copy: nothing is copied.</source>
        <translation>Копіює партії з їхніми картками з одного архіву в інший, цілком і однією транзакцією:
з файлу архіву гравця на сервер федерації або назад. Партія, яка вже є в цільовому архіві,
не копіюється вдруге; інша партія того самого змагання і тих самих гравців у цільовому
архіві зупиняє копіювання: нічого не копіюється.</translation>
    </message>
    <message>
        <source>A game&apos;s id in the source archive (repeat it; default: every game).</source>
        <translation>Номер партії в архіві-джерелі (можна кілька разів; типово: усі партії).</translation>
    </message>
    <message>
        <source>Only the games of this event (as the games name it).</source>
        <translation>Лише партії цього змагання (як його називають партії).</translation>
    </message>
    <message>
        <source>postmark-cli copy-games: --from SOURCE and --to TARGET are required
</source>
        <translation>postmark-cli copy-games: потрібно вказати --from ДЖЕРЕЛО і --to ПРИЗНАЧЕННЯ
</translation>
    </message>
    <message>
        <source>postmark-cli copy-games: --game ID is a number, not “%1”
</source>
        <translation>postmark-cli copy-games: --game НОМЕР — це число, а не «%1»
</translation>
    </message>
    <message>
        <source>%1 – %2: there already, game %3
</source>
        <translation>%1 – %2: вже є, партія %3
</translation>
    </message>
    <message>
        <source>%1 – %2 → game %3
</source>
        <translation>%1 – %2 → партія %3
</translation>
    </message>
    <message>
        <source>Copy games between archives: a file, a server.</source>
        <translation>Скопіювати партії між архівами: файл, сервер.</translation>
    </message>
    <message>
        <source>postmark-cli %1: %2 is a federation&apos;s server: this command works on an archive file; the window, import, agenda, export, copy-games, copy-tournament, import-tournament and export-tournament work on the server
</source>
        <translation>postmark-cli %1: %2 — сервер федерації: ця команда працює з файлом архіву; із сервером працюють вікно, import, agenda, export, copy-games, copy-tournament, import-tournament і export-tournament
</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied, %1 there already.
</source>
        <translation>
            <numerusform>Скопійовано %n партію; вже були: %1.
</numerusform>
            <numerusform>Скопійовано %n партії; вже були: %1.
</numerusform>
            <numerusform>Скопійовано %n партій; вже були: %1.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Writes a consistent copy of the archive, even while it is in use: of a file, an archive file;
of a federation&apos;s server, pg_dump&apos;s copy of the whole server (pg_restore puts it back),
which only the login that owns the archive can make.</source>
        <translation>Записує узгоджену копію архіву, навіть поки з ним працюють: архіву-файлу — файл архіву;
сервера федерації — копію всього сервера, яку пише pg_dump (pg_restore повертає її),
і зробити її може лише вхід, що володіє архівом.</translation>
    </message>
    <message>
        <source>a copy of the server written to %1 (pg_dump&apos;s custom format: pg_restore puts it back into an empty database)
</source>
        <translation>копію сервера записано в %1 (власний формат pg_dump: pg_restore повертає її в порожню базу даних)
</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: schema %2, %3
</source>
        <translation>%1: схема %2, %3
</translation>
    </message>
    <message>
        <source>%1 — the event&apos;s agenda as of %2
</source>
        <translation>%1 — порядок денний змагання на %2
</translation>
    </message>
    <message>
        <source>%1 is now a player on %2, as “%3” (until now as “%4”)
</source>
        <translation>%1 тепер — гравець на %2, як «%3» (досі — як «%4»)
</translation>
    </message>
    <message>
        <source>%1 is now a player on %2, as “%3”
</source>
        <translation>%1 тепер — гравець на %2, як «%3»
</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>на диску не лишилося місця</translation>
    </message>
    <message>
        <source>the program reading it has stopped</source>
        <translation>програма, що його читала, завершилася</translation>
    </message>
    <message>
        <source>Copy the event&apos;s games too, in the same transaction (publishing an event from a
laptop&apos;s archive to the federation&apos;s server in one step).</source>
        <translation>Скопіювати й партії турніру, у тій самій транзакції (щоб опублікувати турнір
з архіву ноутбука на сервері федерації одним кроком).</translation>
    </message>
    <message numerus="yes">
        <source>“%1” → tournament %2 with %n game(s), %3 there already
</source>
        <translation>
            <numerusform>«%1» → турнір %2 з %n партією; вже були: %3
</numerusform>
            <numerusform>«%1» → турнір %2 з %n партіями; вже були: %3
</numerusform>
            <numerusform>«%1» → турнір %2 з %n партіями; вже були: %3
</numerusform>
        </translation>
    </message>
    <message>
        <source>the position %1</source>
        <translation>позиція %1</translation>
    </message>
    <message>
        <source>the starting position</source>
        <translation>початкова позиція</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>позиція після %1</translation>
    </message>
    <message>
        <source>Asks a UCI chess engine (Debian&apos;s Stockfish unless --engine names another) for its view of a position: the last position of a game file, the one after --ply half-moves, or a FEN. Prints each line&apos;s depth, its score from White&apos;s view (in pawns, or #N: mate in N, negative when Black mates) and its moves in the game&apos;s notation. The lines are the engine&apos;s assessment, not a player&apos;s claim. Exit status: 0 the lines, 2 bad usage, an invalid file or an engine that cannot be used.</source>
        <translation>Питає шаховий рушій UCI (Stockfish з Debian, якщо --engine не вказує інший) про позицію: останню позицію файлу партії, позицію після --ply напівходів або FEN. Друкує для кожного варіанта глибину, оцінку з погляду білих (у пішаках або #N: мат за N ходів, від’ємне число — мат ставлять чорні) і ходи в нотації партії. Варіанти — це оцінка рушія, а не заява гравця. Код виходу: 0 — варіанти надруковано, 2 — неправильний виклик, недійсний файл або рушій, яким не можна користуватися.</translation>
    </message>
    <message>
        <source>Analyse this position instead of a game file.</source>
        <translation>Аналізувати цю позицію замість файлу партії.</translation>
    </message>
    <message>
        <source>The position after N half-moves of the game (default: the last).</source>
        <translation>Позиція після N напівходів партії (типово — остання).</translation>
    </message>
    <message>
        <source>Search to this depth, 1 to 99 (default: %1).</source>
        <translation>Шукати до цієї глибини, від 1 до 99 (типово — %1).</translation>
    </message>
    <message>
        <source>Search for this many milliseconds instead of to a depth.</source>
        <translation>Шукати стільки мілісекунд замість глибини.</translation>
    </message>
    <message>
        <source>How many best lines, 1 to 20 (default: 1).</source>
        <translation>Скільки найкращих варіантів, від 1 до 20 (типово — 1).</translation>
    </message>
    <message>
        <source>The UCI engine to run (default: Debian&apos;s stockfish).</source>
        <translation>Рушій UCI, який запустити (типово — stockfish з Debian).</translation>
    </message>
    <message>
        <source>The engine&apos;s threads (default: 1).</source>
        <translation>Потоки рушія (типово — 1).</translation>
    </message>
    <message>
        <source>The notation of the moves: uk, san, lan or iccf (default: the game&apos;s; for a FEN, uk in Ukrainian, else san).</source>
        <translation>Нотація ходів: uk, san, lan або iccf (типово — нотація партії; для FEN — uk українською, інакше san).</translation>
    </message>
    <message>
        <source>The game file (JSON), unless --fen is given.</source>
        <translation>Файл партії (JSON), якщо не вказано --fen.</translation>
    </message>
    <message>
        <source>give one GAMEFILE or --fen FEN</source>
        <translation>вкажіть один GAMEFILE або --fen FEN</translation>
    </message>
    <message>
        <source>--ply is for a game file, not a FEN</source>
        <translation>--ply стосується файлу партії, а не FEN</translation>
    </message>
    <message>
        <source>give --depth or --movetime, not both</source>
        <translation>вкажіть --depth або --movetime, а не обидва</translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation>--format має бути text або json, а не «%1»</translation>
    </message>
    <message>
        <source>--depth &apos;%1&apos; is not a number from 1 to 99</source>
        <translation>--depth «%1» — не число від 1 до 99</translation>
    </message>
    <message>
        <source>--movetime &apos;%1&apos; is not a number of milliseconds from 1 to 3600000</source>
        <translation>--movetime «%1» — не число мілісекунд від 1 до 3600000</translation>
    </message>
    <message>
        <source>--multipv &apos;%1&apos; is not a number from 1 to 20</source>
        <translation>--multipv «%1» — не число від 1 до 20</translation>
    </message>
    <message>
        <source>--threads &apos;%1&apos; is not a number from 1 to 1024</source>
        <translation>--threads «%1» — не число від 1 до 1024</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>--ply &apos;%1&apos; is not a number from 0 to %2 (the game&apos;s half-moves)</source>
        <translation>--ply «%1» — не число від 0 до %2 (напівходів у партії)</translation>
    </message>
    <message>
        <source>--notation must be uk, san, lan or iccf, not &apos;%1&apos;</source>
        <translation>--notation має бути uk, san, lan або iccf, а не «%1»</translation>
    </message>
    <message>
        <source>%1 is checkmate: there is no move to analyse.
</source>
        <translation>%1 — мат: ходів для аналізу немає.
</translation>
    </message>
    <message>
        <source>%1 is stalemate: there is no move to analyse.
</source>
        <translation>%1 — пат: ходів для аналізу немає.
</translation>
    </message>
    <message>
        <source>%1, depth %2, %3:
</source>
        <translation>%1, глибина %2, %3:
</translation>
    </message>
    <message>
        <source>Scores from White&apos;s view, in pawns; #3: White mates in 3 moves, #-3: Black does. The engine&apos;s assessment, not a player&apos;s claim.
</source>
        <translation>Оцінки з погляду білих, у пішаках; #3: білі ставлять мат за 3 ходи, #-3: чорні. Це оцінка рушія, а не заява гравця.
</translation>
    </message>
    <message>
        <source>A chess engine&apos;s lines for a position of a game or a FEN.</source>
        <translation>Варіанти шахового рушія для позиції партії або FEN.</translation>
    </message>
    <message>
        <source>In PGN, the player&apos;s own analysis too: the variations and comments (left out by default: a game sent to others does not show them).</source>
        <translation>У PGN — і власний аналіз гравця: варіанти та коментарі (типово їх немає: партія, надіслана іншим, їх не показує).</translation>
    </message>
    <message>
        <source>postmark-cli export: the analysis of game %1 no longer fits its moves (a card corrected since?): %2 variation(s) and %3 move(s) left out
</source>
        <translation>postmark-cli export: аналіз партії %1 більше не відповідає її ходам (листівку відтоді виправлено?): пропущено варіантів — %2, ходів — %3
</translation>
    </message>
    <message>
        <source>For adjudication: add a chess engine&apos;s assessment of the final position, labelled as the engine&apos;s.</source>
        <translation>Для присудження: додати оцінку заключної позиції шаховим рушієм, позначену як оцінку рушія.</translation>
    </message>
    <message>
        <source>The UCI engine (default: Debian&apos;s stockfish).</source>
        <translation>Рушій UCI (типово — stockfish з Debian).</translation>
    </message>
    <message>
        <source>The engine&apos;s search depth, 1 to 99 (default: 20).</source>
        <translation>Глибина пошуку рушія, від 1 до 99 (типово — 20).</translation>
    </message>
    <message>
        <source>postmark-cli print: --depth &apos;%1&apos; is not a number from 1 to 99
</source>
        <translation>postmark-cli print: --depth «%1» — не число від 1 до 99
</translation>
    </message>
    <message>
        <source>postmark-cli import: nothing was imported, the archive is as it was: mend or leave out what is refused above
</source>
        <translation>postmark-cli import: нічого не імпортовано, архів такий, як був: виправте або вилучіть те, що відхилено вище
</translation>
    </message>
    <message>
        <source>postmark-cli import: the files given hold no game; nothing was imported
</source>
        <translation>postmark-cli import: у вказаних файлах немає жодної партії; нічого не імпортовано
</translation>
    </message>
    <message>
        <source>Prints a tournament&apos;s crosstable: rank, player, each result against each opponent, points
and each tie-break in the file&apos;s order, after the withdrawal decisions (II.8.1; a loss by
withdrawal counts once the judge has the game&apos;s text, II.8.2, shown &quot;(+)&quot; till then). A team
event file (&quot;format&quot;: &quot;postmark-team-event&quot;) prints the teams&apos; table (board points, match
points, +/-, %, games finished and left) and then each board&apos;s crosstable.
Exit status: 0 a table, 2 a file that is not valid (one line per problem on stderr).</source>
        <translation>Друкує турнірну таблицю: місце, учасник, кожен результат з кожним суперником, очки та кожен
додатковий показник у порядку файлу, з урахуванням рішень про вибуття (II.8.1; поразка через
вибуття зараховується, щойно суддя одержить текст партії, II.8.2, доти — «(+)»). Файл командного
змагання (&quot;format&quot;: &quot;postmark-team-event&quot;) друкує таблицю команд (очки на дошках, очки за матчі,
+/-, %, завершені й незавершені партії), а потім таблицю кожної дошки.
Код виходу: 0 таблиця, 2 файл недійсний (по рядку на кожну проблему в stderr).</translation>
    </message>
    <message numerus="yes">
        <source>postmark-cli agenda: %n unfinished game(s) have no game file given: each is taken as a game with no card yet, its deadlines those of a game not begun. Give the games&apos; files, or --db FILE --tournament ID for an event kept in an archive.
</source>
        <translation>
            <numerusform>postmark-cli agenda: %n незакінчена партія без файлу партії: її взято як партію ще без жодної листівки, а строки — як у партії, що не почалася. Дайте файли партій або --db ФАЙЛ --tournament ID для змагання з архіву.
</numerusform>
            <numerusform>postmark-cli agenda: %n незакінчені партії без файлів партій: їх взято як партії ще без жодної листівки, а строки — як у партій, що не почалися. Дайте файли партій або --db ФАЙЛ --tournament ID для змагання з архіву.
</numerusform>
            <numerusform>postmark-cli agenda: %n незакінчених партій без файлів партій: їх взято як партії ще без жодної листівки, а строки — як у партій, що не почалися. Дайте файли партій або --db ФАЙЛ --tournament ID для змагання з архіву.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not on the desk (it lists the games of %1), kept in the archive all the same; the names in them: %2. Yours under another spelling of the name are listed once the window&apos;s File ▸ Settings has it under «Also written as».</source>
        <translation>
            <numerusform>%n партія не входить до списку партій (у ньому лише партії, у яких грає %1), але її збережено в архіві; імена в ній: %2. Ваші партії, де ім&apos;я написано інакше, з&apos;являться в списку, щойно це написання буде в полі «Також пишуть як» (у вікні програми: Файл ▸ Налаштування).</numerusform>
            <numerusform>%n партії не входять до списку партій (у ньому лише партії, у яких грає %1), але їх збережено в архіві; імена в них: %2. Ваші партії, де ім&apos;я написано інакше, з&apos;являться в списку, щойно це написання буде в полі «Також пишуть як» (у вікні програми: Файл ▸ Налаштування).</numerusform>
            <numerusform>%n партій не входять до списку партій (у ньому лише партії, у яких грає %1), але їх збережено в архіві; імена в них: %2. Ваші партії, де ім&apos;я написано інакше, з&apos;являться в списку, щойно це написання буде в полі «Також пишуть як» (у вікні програми: Файл ▸ Налаштування).</numerusform>
        </translation>
    </message>
    <message>
        <source>Lists every deadline of a tournament as of a date, earliest first, each with its clause: repeats,
inquiries for missing first moves (II.5.1), two months without a move (II.5.2), claims (II.6.3),
adjudication packets (II.9.5) and game records still missing (II.9.1). The games&apos; files, when
given, are matched to the pairings by the players&apos; names; a pairing without one is a game with no
card yet. With --tournament ID the event comes from the archive instead, with its claims and
adjudication registers (objections, decisions, appeals, II.6.4, II.1.6, II.9.5-II.9.11) and the
archive&apos;s games of the event. The clauses named here are section II&apos;s (by post); each item cites
its event&apos;s own: section III by e-mail, IV for a team, V on a server.</source>
        <translation>Перелічує всі строки турніру на дату, найближчі першими, кожен зі своїм пунктом: повтори ходів,
запити про відсутні перші ходи (II.5.1), два місяці без ходу (II.5.2), заяви (II.6.3), матеріали
на присудження (II.9.5) і ще не надіслані записи партій (II.9.1). Файли партій, якщо їх дано,
зіставляються з розкладом за іменами гравців; пара без файлу — партія, у якій ще немає листівки.
З --tournament НОМЕР турнір береться з архіву, разом з реєстрами заяв і присуджень (заперечення,
рішення, апеляції, II.6.4, II.1.6, II.9.5-II.9.11) та партіями цього турніру в архіві.
Пункти, названі тут, — розділу II (гра поштою); кожен рядок посилається на розділ свого змагання:
III — електронною поштою, IV — командні, V — на сервері.</translation>
    </message>
    <message>
        <source>The notation a PGN game&apos;s cards are written in: uk, san (default), lan or iccf.</source>
        <translation>Нотація, якою записати листівки партії з PGN: uk, san (типово), lan або iccf.</translation>
    </message>
    <message>
        <source>postmark-cli import: --notation must be uk, san, lan or iccf, not &apos;%1&apos;
</source>
        <translation>postmark-cli import: --notation має бути uk, san, lan або iccf, а не «%1»
</translation>
    </message>
    <message>
        <source>The rule set a PGN game follows (a game file names its own): %1; default fzshu-postal.</source>
        <translation>Правила, за якими йде партія з PGN (файл партії називає свої): %1; типово fzshu-postal.</translation>
    </message>
    <message>
        <source>RULES</source>
        <translation>ПРАВИЛА</translation>
    </message>
    <message>
        <source>postmark-cli import: --rules must be one of %1, not &apos;%2&apos;
</source>
        <translation>postmark-cli import: --rules має бути одним із %1, а не «%2»
</translation>
    </message>
    <message>
        <source>The card&apos;s id (w7, or Б7 as the Ukrainian report names it), for postcard, repeat, query and envelope.</source>
        <translation>Номер листівки (Б7, як її називає звіт, або w7, як у файлі партії), для postcard, repeat, query і envelope.</translation>
    </message>
    <message>
        <source>The date the demo&apos;s story runs up to (default: today).</source>
        <translation>Дата, до якої доходить історія прикладу (типово: сьогодні).</translation>
    </message>
    <message>
        <source>No deadline runs: nothing waits on the players or the judge.
</source>
        <translation>Строків немає: ні на гравців, ні на суддю нічого не чекає.
</translation>
    </message>
    <message>
        <source>A tournament kept in the archive, by its id or its index (UKR/C11/SF1), instead of a file.</source>
        <translation>Турнір, збережений в архіві, — за номером чи індексом (UKR/C11/SF1), замість файлу.</translation>
    </message>
    <message>
        <source>postmark-cli %1: --%2 is required: a tournament&apos;s id or index
</source>
        <translation>postmark-cli %1: потрібно вказати --%2: номер чи індекс турніру
</translation>
    </message>
    <message>
        <source>postmark-cli %1: the archive has no tournament «%2»
</source>
        <translation>postmark-cli %1: в архіві немає турніру «%2»
</translation>
    </message>
    <message>
        <source>The archive&apos;s tournaments (id, index, name):
</source>
        <translation>Турніри архіву (номер, індекс, назва):
</translation>
    </message>
    <message>
        <source>The tournament, by its id or its index (UKR/C11/SF1).</source>
        <translation>Турнір — за номером чи індексом (UKR/C11/SF1).</translation>
    </message>
    <message>
        <source>The event in the source archive, by its id or its index.</source>
        <translation>Змагання в архіві-джерелі — за номером чи індексом.</translation>
    </message>
    <message>
        <source>List the archive&apos;s tournaments, their ids and indexes.</source>
        <translation>Турніри архіву, їхні номери й індекси.</translation>
    </message>
    <message>
        <source>The archive keeps no tournament.
</source>
        <translation>В архіві немає жодного турніру.
</translation>
    </message>
    <message>
        <source>id</source>
        <translation>номер</translation>
    </message>
    <message>
        <source>index</source>
        <translation>індекс</translation>
    </message>
    <message>
        <source>start</source>
        <translation>початок</translation>
    </message>
    <message>
        <source>end</source>
        <translation>кінець</translation>
    </message>
    <message>
        <source>players</source>
        <translation>гравців</translation>
    </message>
    <message>
        <source>results</source>
        <translation>результати</translation>
    </message>
    <message>
        <source>name</source>
        <translation>назва</translation>
    </message>
    <message>
        <source>Lists the tournaments kept in the archive: each one&apos;s id and index (what --tournament takes in
agenda, export-tournament and copy-tournament), its dates, its players, how many of its games
have a result, and its name.</source>
        <translation>Перелічує турніри, що зберігаються в архіві: номер та індекс кожного (їх приймає параметр
--tournament інших команд), його дати, гравців, скільки його партій мають результат, і назву.</translation>
    </message>
    <message>
        <source>postmark-cli tournaments: --format must be text or json, not &apos;%1&apos;
</source>
        <translation>postmark-cli tournaments: --format має бути text або json, а не «%1»
</translation>
    </message>
    <message>
        <source>Checks the archive: of a file, SQLite&apos;s integrity and foreign keys; of a federation&apos;s server, that
its schema is current and every table asks the server&apos;s policies who reads it; then every game
(on a server, every game the login may read): its cards replay legally and its stored state
matches its ledger; and that no event&apos;s result, game record or withdrawal is dated after today.
Exit status: 0 all well, 1 a problem (one line each), 2 not readable.</source>
        <translation>Перевіряє архів: файлу — цілісність SQLite і зовнішні ключі; сервера федерації — що його схема
остання і кожна таблиця питає політики сервера, хто її читає; потім кожну партію (на сервері —
кожну, яку вхід може читати): її листівки відтворюються за правилами, а збережений стан
збігається з обліком; і що жоден результат, запис партії чи вибуття турніру не датовано пізніше
за сьогодні. Код виходу: 0 усе гаразд, 1 є проблема (по рядку на кожну), 2 не читається.</translation>
    </message>
    <message>
        <source>For withdrawal-notices: the withdrawn player&apos;s starting number.</source>
        <translation>Для withdrawal-notices: стартовий номер гравця, що вибув.</translation>
    </message>
    <message>
        <source>report, start-notices or withdrawal-notices</source>
        <translation>report, start-notices або withdrawal-notices</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: expected KIND (report, start-notices or withdrawal-notices) and FILE
</source>
        <translation>postmark-cli print-tournament: потрібні ВИД (report, start-notices або withdrawal-notices) і ФАЙЛ
</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: --player N goes with withdrawal-notices, and only with it
</source>
        <translation>postmark-cli print-tournament: --player N потрібен для withdrawal-notices і лише для нього
</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: --player must be a starting number from 1 to %1, not &apos;%2&apos;
</source>
        <translation>postmark-cli print-tournament: --player — це стартовий номер від 1 до %1, а не «%2»
</translation>
    </message>
    <message>
        <source>Prints a tournament&apos;s documents to PDF: report (the standings, the withdrawals and the state of
every game, as of a date), start-notices (one page per player: games, colours, opponents&apos;
addresses, when the time starts (II.4.5, II.4.6) and the first-move inquiry (II.5.1)) or
withdrawal-notices (to the withdrawn player and each partner the withdrawal leaves a game to: the
decision and what each sends the judge (II.8.1, II.8.2); --player names the withdrawn player).</source>
        <translation>Друкує в PDF документи турніру: report — звіт (таблиця, вибуття і стан кожної партії на дату),
start-notices — стартові повідомлення (сторінка на гравця: партії, кольори, адреси суперників,
коли починається відлік часу (II.4.5, II.4.6) і запит про перший хід (II.5.1)) або
withdrawal-notices — повідомлення про вибуття (самому вибулому і кожному партнерові, з яким
лишилася партія: рішення і що кожен надсилає судді (II.8.1, II.8.2); --player — гравець, що вибув).</translation>
    </message>
</context>
<context>
    <name>Crosstable</name>
    <message>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>З-Б</translation>
    </message>
    <message>
        <source>H2H</source>
        <translation>Ос. з.</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Коя</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>No</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Учасник</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Columns by starting number: board points scored against each team. Board pts: every game won on the boards; Match pts: %1 for a match won, %2 drawn, %3 lost, once all its games are finished; +/-: board points won less lost; %: of the finished games, cut down to a whole number; Fin. / Left: games finished and still to finish. Each board is a tournament of its own (IV.1.3): its table follows.</source>
        <translation>Стовпці за стартовими номерами: очки на дошках, набрані проти кожної команди. Оч. дош. — усі очки, набрані на дошках; оч. матч. — %1 за виграний матч, %2 за нічию, %3 за поразку, коли всі партії матчу завершено; +/− — набрані очки на дошках мінус втрачені; % — від завершених партій, без округлення вгору; зав. / лиш. — партії завершені та ще не завершені. Кожна дошка — окремий турнір (IV.1.3): її таблиця нижче.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Board pts</source>
        <translation>Оч. дош.</translation>
    </message>
    <message>
        <source>Match pts</source>
        <translation>Оч. матч.</translation>
    </message>
    <message>
        <source>+/-</source>
        <translation>+/−</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Fin.</source>
        <translation>Зав.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Лиш.</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>капітан</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Дошка %1</translation>
    </message>
    <message>
        <source>-C cancelled (V.8.1); </source>
        <translation>ан — анульовано (V.8.1); </translation>
    </message>
    <message>
        <source>Columns by starting number. 1 win, ½ draw, 0 loss; + / − scored by a withdrawal (%1); 0 on both sides: no game record from either (%2); adj awaiting adjudication; n/c not counted (withdrawal, exclusion); %4(1) reported, not counted until the game record comes (%3); %5empty or ·: in progress. Where a pair plays two games, both are in the cell, the game with White first.</source>
        <translation>Стовпці за стартовими номерами. 1 — перемога, ½ — нічия, 0 — поразка; + / − зараховано через вибуття (%1); 0 в обох: жоден не надіслав запису партії (%2); пр — чекає присудження; н/в — не враховується (вибуття, виключення); %4(1) — повідомлено, не враховується до отримання запису партії (%3); %5порожньо або · — партія триває. Якщо пара грає дві партії, у клітинці обидві, спершу партія білими.</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>кількість перемог</translation>
    </message>
    <message>
        <source>Sonneborn–Berger (SB)</source>
        <translation>коефіцієнт Зоннеборна–Бергера (З-Б)</translation>
    </message>
    <message>
        <source>the games between them (H2H; — not needed, the tie broken before)</source>
        <translation>особисті зустрічі (Ос. з.; «—» — не знадобилися, рівність розв&apos;язано раніше)</translation>
    </message>
    <message>
        <source>Ranked by points; equal points share the rank (2=). * is a player&apos;s own cell.</source>
        <translation>Місця за очками; рівні за очками ділять місце (2=). * — клітинка самого гравця.</translation>
    </message>
    <message>
        <source>Ranked by points, then %1; players equal on all share the rank (2=). * is a player&apos;s own cell.</source>
        <translation>Місця за очками, далі: %1; рівні за всіма показниками ділять місце (2=). * — клітинка самого гравця.</translation>
    </message>
    <message>
        <source>(+) / (−) after a withdrawal, counted once the judge has the game&apos;s text (%1); </source>
        <translation>(+) / (−) — через вибуття, зараховується, щойно суддя одержить текст партії (%1); </translation>
    </message>
</context>
<context>
    <name>Deadline</name>
    <message>
        <source>the game cannot be computed</source>
        <translation>партію не вдається обчислити</translation>
    </message>
    <message>
        <source>repeat the move</source>
        <translation>повторити хід</translation>
    </message>
    <message>
        <source>tell the judge</source>
        <translation>повідомити суддю</translation>
    </message>
    <message>
        <source>first-move inquiry</source>
        <translation>запит про перший хід</translation>
    </message>
    <message>
        <source>no move for too long</source>
        <translation>довго немає ходу</translation>
    </message>
    <message>
        <source>query the move</source>
        <translation>запит про хід</translation>
    </message>
    <message>
        <source>forfeit claim</source>
        <translation>заява про прострочення</translation>
    </message>
    <message>
        <source>adjudication packet</source>
        <translation>матеріали на присудження</translation>
    </message>
    <message>
        <source>objection to a claim</source>
        <translation>заперечення на заяву</translation>
    </message>
    <message>
        <source>leave</source>
        <translation>перерва</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>суддя</translation>
    </message>
    <message>
        <source>appeals committee</source>
        <translation>апеляційний комітет</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>ліміт часу</translation>
    </message>
    <message>
        <source>players</source>
        <translation>гравці</translation>
    </message>
    <message>
        <source>decide the claim</source>
        <translation>вирішити заяву</translation>
    </message>
    <message>
        <source>appeal</source>
        <translation>апеляція</translation>
    </message>
    <message>
        <source>appeal with the committee</source>
        <translation>апеляція в апеляційному комітеті</translation>
    </message>
    <message>
        <source>adjudicate</source>
        <translation>присудити партію</translation>
    </message>
    <message>
        <source>appeal against the adjudication</source>
        <translation>апеляція на присудження</translation>
    </message>
    <message>
        <source>second adjudication</source>
        <translation>повторне присудження</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>запис партії</translation>
    </message>
    <message>
        <source>end of my leave</source>
        <translation>кінець моєї перерви</translation>
    </message>
    <message>
        <source>partner&apos;s leave</source>
        <translation>перерва партнера</translation>
    </message>
    <message>
        <source>end of the partner&apos;s leave</source>
        <translation>кінець перерви партнера</translation>
    </message>
    <message>
        <source>decide the shared place</source>
        <translation>вирішити поділене місце</translation>
    </message>
    <message>
        <source>repeat the query</source>
        <translation>повторити запит</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>game %1: %2 – %3: %4</source>
        <translation>партія %1: %2 – %3: %4</translation>
    </message>
    <message>
        <source>just started: my first move is in the post</source>
        <translation>щойно почалася: мій перший хід у дорозі</translation>
    </message>
    <message>
        <source>just started: White&apos;s first move arrived, I am to reply</source>
        <translation>щойно почалася: прийшов перший хід білих, мені відповідати</translation>
    </message>
    <message>
        <source>time trouble: 2 days left in the control period, my reply goes registered</source>
        <translation>цейтнот: у контрольному періоді лишилося 2 дні, моя відповідь іде рекомендованим</translation>
    </message>
    <message>
        <source>waiting: no reply for 20 days, the repeat is due</source>
        <translation>очікування: 20 днів без відповіді, час повторити хід</translation>
    </message>
    <message>
        <source>penalty: the partner repeated my move wrongly</source>
        <translation>штраф: партнер неправильно повторив мій хід</translation>
    </message>
    <message>
        <source>variant pending: I proposed a continuation</source>
        <translation>варіант на розгляді: я запропонував продовження</translation>
    </message>
    <message>
        <source>finished: 1-0, mate</source>
        <translation>завершена: 1-0, мат</translation>
    </message>
    <message>
        <source>suspended: my forfeit claim is with the judge</source>
        <translation>зупинена: моя заява про прострочення у судді</translation>
    </message>
    <message>
        <source>the partner overstepped the time: a claim is possible</source>
        <translation>партнер перевищив час: можна подати заяву</translation>
    </message>
    <message>
        <source>query: the partner sent an impossible move</source>
        <translation>запит: партнер надіслав неможливий хід</translation>
    </message>
    <message>
        <source>finished: draw agreed</source>
        <translation>завершена: нічия за згодою</translation>
    </message>
    <message>
        <source>in progress, move 12</source>
        <translation>триває, хід 12</translation>
    </message>
    <message>
        <source>in progress, move 5</source>
        <translation>триває, хід 5</translation>
    </message>
    <message>
        <source>in progress: my reply is in the post</source>
        <translation>триває: моя відповідь у дорозі</translation>
    </message>
    <message>
        <source>owner: %1, a player and the chief judge of %2</source>
        <translation>власник: %1, гравець і головний суддя турніру «%2»</translation>
    </message>
    <message>
        <source>cup %1: %2 — the previous final (10 players, finished), semifinal 1 (in play), semifinal 2 (11 players, finished); one qualified player declined, one nominated</source>
        <translation>кубок %1: %2 — попередній фінал (10 учасників, завершено), півфінал 1 (триває), півфінал 2 (11 учасників, завершено); один відібраний гравець відмовився, одного номіновано</translation>
    </message>
    <message>
        <source>team event %1: %2, 2 teams of 4 boards, two games a board, 6 of 8 finished</source>
        <translation>командне змагання %1: %2, 2 команди по 4 дошки, по дві партії на дошці, завершено 6 з 8</translation>
    </message>
    <message numerus="yes">
        <source>tournament %1: %2, 15 players, %n game(s), one withdrawal, one claim</source>
        <translation>
            <numerusform>турнір %1: %2, 15 учасників, %n партія, одне вибуття, одна заява</numerusform>
            <numerusform>турнір %1: %2, 15 учасників, %n партії, одне вибуття, одна заява</numerusform>
            <numerusform>турнір %1: %2, 15 учасників, %n партій, одне вибуття, одна заява</numerusform>
        </translation>
    </message>
    <message>
        <source>leave: the partner is on leave until the end of next week</source>
        <translation>перерва: партнер на перерві до кінця наступного тижня</translation>
    </message>
</context>
<context>
    <name>DeskGames</name>
    <message>
        <source>White %1 days, Black %2 days</source>
        <translation>Білі %1 дн., чорні %2 дн.</translation>
    </message>
</context>
<context>
    <name>EditMenu</name>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Зміни</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Скасовано: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
</context>
<context>
    <name>EngineAssessor</name>
    <message>
        <source>The engine assesses the final position…</source>
        <translation>Рушій оцінює заключну позицію…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>The engine&apos;s assessment</source>
        <translation>Оцінка рушія</translation>
    </message>
    <message>
        <source>The engine assesses the final position: depth %1 of %2, %3</source>
        <translation>Рушій оцінює заключну позицію: глибина %1 з %2, %3</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>“%1” cannot be read as a move.</source>
        <translation>«%1» не вдається прочитати як хід.</translation>
    </message>
    <message>
        <source>“%1” is not a legal move in this position.</source>
        <translation>«%1» — неможливий хід у цій позиції.</translation>
    </message>
    <message>
        <source>“%1” could mean more than one move.</source>
        <translation>«%1» може означати більше ніж один хід.</translation>
    </message>
    <message>
        <source>“%1” reaches the last rank without naming the promotion piece.</source>
        <translation>«%1»: пішак доходить до останньої горизонталі, але фігуру перетворення не вказано.</translation>
    </message>
    <message>
        <source>The start position (FEN) is not a valid position.</source>
        <translation>Початкова позиція (FEN) неможлива.</translation>
    </message>
    <message>
        <source>The game text is damaged near “%1”.</source>
        <translation>Запис партії пошкоджено біля «%1».</translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>Файл %1 не вдається прочитати.</translation>
    </message>
    <message>
        <source>%1 is not a Postmark archive.</source>
        <translation>%1 не є архівом Postmark.</translation>
    </message>
    <message>
        <source>The archive %1 is in use by another program; nothing was changed. Try again when it is closed.</source>
        <translation>Архів %1 використовує інша програма; нічого не змінено. Спробуйте ще раз, коли її буде закрито.</translation>
    </message>
    <message>
        <source>The archive %1 cannot be written (read-only); nothing was changed.</source>
        <translation>Архів %1 не можна записати (лише для читання); нічого не змінено.</translation>
    </message>
    <message>
        <source>The disk is full: nothing was saved, the archive %1 is as it was.</source>
        <translation>Диск заповнено: нічого не збережено, архів %1 залишився таким, як був.</translation>
    </message>
    <message>
        <source>The archive %1 was written by a newer Postmark.</source>
        <translation>Архів %1 записано новішою версією Postmark.</translation>
    </message>
    <message>
        <source>The archive %1 could not be used.</source>
        <translation>Архів %1 не вдалося використати.</translation>
    </message>
    <message>
        <source>The archive has no game %1.</source>
        <translation>В архіві немає партії %1.</translation>
    </message>
    <message>
        <source>The game %1 cannot be stored.</source>
        <translation>Партію %1 не можна зберегти.</translation>
    </message>
    <message>
        <source>The tournament&apos;s rules cannot be read: %1.</source>
        <translation>Правила змагання не вдається прочитати: %1.</translation>
    </message>
    <message>
        <source>This document does not apply to the game: %1.</source>
        <translation>Цей документ не стосується партії: %1.</translation>
    </message>
    <message>
        <source>The archive has no tournament %1.</source>
        <translation>В архіві немає турніру %1.</translation>
    </message>
    <message>
        <source>The change to %1 cannot be stored.</source>
        <translation>Зміну до «%1» не можна зберегти.</translation>
    </message>
    <message>
        <source>Whose archive this is needs a name, as the cards write it.</source>
        <translation>Укажіть, чий це архів: ім’я, як його пишуть на листівках.</translation>
    </message>
    <message>
        <source>There is no archive at %1.</source>
        <translation>Архіву %1 немає.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged; nothing was written to it.</source>
        <translation>Архів %1 пошкоджено; у нього нічого не записано.</translation>
    </message>
    <message>
        <source>Not saved — %1: the archive is open for reading only; nothing was changed.</source>
        <translation>Не збережено — %1: архів відкрито лише для читання; нічого не змінено.</translation>
    </message>
    <message>
        <source>Not saved — %1: the archive is damaged; nothing was written to it.</source>
        <translation>Не збережено — %1: архів пошкоджено; у нього нічого не записано.</translation>
    </message>
    <message>
        <source>Not saved — %1: the archive is in use by another program; nothing was changed. Try again when it is closed.</source>
        <translation>Не збережено — %1: архів використовує інша програма; нічого не змінено. Спробуйте ще раз, коли її буде закрито.</translation>
    </message>
    <message>
        <source>Not saved — %1: the disk is full; the archive is as it was.</source>
        <translation>Не збережено — %1: диск заповнено; архів залишився таким, як був.</translation>
    </message>
    <message>
        <source>Not saved — %1: the archive could not be used.</source>
        <translation>Не збережено — %1: архів не вдалося використати.</translation>
    </message>
    <message>
        <source>The Cup cannot be stored: %1.</source>
        <translation>Кубок зберегти неможливо: %1.</translation>
    </message>
    <message>
        <source>Stopped: %1 was cancelled, and the archive is as it was.</source>
        <translation>Зупинено: %1 скасовано, архів такий, як був.</translation>
    </message>
    <message>
        <source>%1 is not an address Postmark can use.</source>
        <translation>%1 — не адреса, якою Postmark може скористатися.</translation>
    </message>
    <message>
        <source>The federation&apos;s server %1 cannot be reached.</source>
        <translation>До сервера федерації %1 не вдається під’єднатися.</translation>
    </message>
    <message>
        <source>The server refused it: your role may not make this change to %1; nothing was changed.</source>
        <translation>Сервер відмовив: вашій ролі не дозволено так змінювати %1; нічого не змінено.</translation>
    </message>
    <message>
        <source>The server %1 cannot take this role as given.</source>
        <translation>Сервер %1 не може прийняти цю роль у такому вигляді.</translation>
    </message>
    <message>
        <source>Not saved — %1.</source>
        <translation>Не збережено — %1.</translation>
    </message>
    <message>
        <source>The server took none of the change to %1.</source>
        <translation>Сервер не прийняв нічого зі зміни: %1.</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>received</source>
        <translation>отримано</translation>
    </message>
    <message>
        <source>arrival postmark</source>
        <translation>штемпель прибуття</translation>
    </message>
    <message>
        <source>departure postmark</source>
        <translation>штемпель відправлення</translation>
    </message>
    <message>
        <source>date written on the card</source>
        <translation>дата на листівці</translation>
    </message>
    <message>
        <source>registered-mail receipt</source>
        <translation>квитанція рекомендованого листа</translation>
    </message>
    <message>
        <source>move</source>
        <translation>хід</translation>
    </message>
    <message>
        <source>repetition of my move</source>
        <translation>повторення мого ходу</translation>
    </message>
    <message>
        <source>accepted half-moves</source>
        <translation>прийняті напівходи</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>варіант</translation>
    </message>
    <message>
        <source>registered</source>
        <translation>рекомендована</translation>
    </message>
    <message>
        <source>from</source>
        <translation>від</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>kind of card</source>
        <translation>вид листівки</translation>
    </message>
    <message>
        <source>repeated card</source>
        <translation>повторювана листівка</translation>
    </message>
    <message>
        <source>queried card</source>
        <translation>листівка, щодо якої запит</translation>
    </message>
    <message>
        <source>answered card</source>
        <translation>листівка, на яку відповідь</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>причина</translation>
    </message>
    <message>
        <source>illegible</source>
        <translation>нерозбірливий</translation>
    </message>
    <message>
        <source>error in the address</source>
        <translation>помилка в адресі</translation>
    </message>
    <message>
        <source>partner received my card</source>
        <translation>партнер отримав мою листівку</translation>
    </message>
    <message>
        <source>name</source>
        <translation>ім’я чи назва</translation>
    </message>
    <message>
        <source>address</source>
        <translation>адреса</translation>
    </message>
    <message>
        <source>start notice received</source>
        <translation>повідомлення про старт отримано</translation>
    </message>
    <message>
        <source>start</source>
        <translation>старт</translation>
    </message>
    <message>
        <source>end</source>
        <translation>кінець</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>правила</translation>
    </message>
    <message>
        <source>regulation</source>
        <translation>положення</translation>
    </message>
    <message>
        <source>notation</source>
        <translation>нотація</translation>
    </message>
    <message>
        <source>as of</source>
        <translation>станом на</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>листівки</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>перерви</translation>
    </message>
    <message>
        <source>notice sent</source>
        <translation>повідомлення надіслано</translation>
    </message>
    <message>
        <source>player</source>
        <translation>гравець</translation>
    </message>
    <message>
        <source>days</source>
        <translation>дні</translation>
    </message>
    <message>
        <source>card</source>
        <translation>листівка</translation>
    </message>
    <message>
        <source>score</source>
        <translation>рахунок</translation>
    </message>
    <message>
        <source>how it ended</source>
        <translation>як закінчилася</translation>
    </message>
    <message>
        <source>date</source>
        <translation>дата</translation>
    </message>
    <message>
        <source>claimant</source>
        <translation>заявник</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>надіслано</translation>
    </message>
    <message>
        <source>receipt of the notice</source>
        <translation>квитанція повідомлення</translation>
    </message>
    <message>
        <source>sealed move</source>
        <translation>черговий хід</translation>
    </message>
    <message>
        <source>contents</source>
        <translation>вміст</translation>
    </message>
    <message>
        <source>format</source>
        <translation>формат</translation>
    </message>
    <message>
        <source>version</source>
        <translation>версія</translation>
    </message>
    <message>
        <source>event</source>
        <translation>змагання</translation>
    </message>
    <message>
        <source>event index</source>
        <translation>індекс змагання</translation>
    </message>
    <message>
        <source>players</source>
        <translation>гравці</translation>
    </message>
    <message>
        <source>games</source>
        <translation>партії</translation>
    </message>
    <message>
        <source>withdrawals</source>
        <translation>вибуття</translation>
    </message>
    <message>
        <source>tie-breaks</source>
        <translation>додаткові показники</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>result</source>
        <translation>результат</translation>
    </message>
    <message>
        <source>decision</source>
        <translation>рішення</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>game</source>
        <translation>партія</translation>
    </message>
    <message>
        <source>date of the decision</source>
        <translation>дата рішення</translation>
    </message>
    <message>
        <source>appeal received</source>
        <translation>апеляцію отримано</translation>
    </message>
    <message>
        <source>appellant</source>
        <translation>апелянт</translation>
    </message>
    <message>
        <source>appeals committee ruled</source>
        <translation>дата рішення апеляційного комітету</translation>
    </message>
    <message>
        <source>penalty days</source>
        <translation>штрафні дні</translation>
    </message>
    <message>
        <source>adjudicator</source>
        <translation>арбітр</translation>
    </message>
    <message>
        <source>second adjudication</source>
        <translation>повторне присудження</translation>
    </message>
    <message>
        <source>date of the second adjudication</source>
        <translation>дата повторного присудження</translation>
    </message>
    <message>
        <source>second adjudicator</source>
        <translation>другий арбітр</translation>
    </message>
    <message>
        <source>claimant received the decision</source>
        <translation>заявник отримав рішення</translation>
    </message>
    <message>
        <source>offender received the decision</source>
        <translation>порушник отримав рішення</translation>
    </message>
    <message>
        <source>White received the result</source>
        <translation>Білі отримали результат</translation>
    </message>
    <message>
        <source>Black received the result</source>
        <translation>Чорні отримали результат</translation>
    </message>
    <message>
        <source>moves per control period</source>
        <translation>ходів на контрольний період</translation>
    </message>
    <message>
        <source>days per control period</source>
        <translation>днів на контрольний період</translation>
    </message>
    <message>
        <source>identifier</source>
        <translation>позначка</translation>
    </message>
    <message>
        <source>result reported on</source>
        <translation>про результат повідомлено</translation>
    </message>
    <message>
        <source>game record received on</source>
        <translation>запис партії отримано</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>дата народження</translation>
    </message>
    <message>
        <source>board</source>
        <translation>дошка</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>дошки</translation>
    </message>
    <message>
        <source>teams</source>
        <translation>команди</translation>
    </message>
    <message>
        <source>ranking</source>
        <translation>порядок місць</translation>
    </message>
    <message>
        <source>the boards&apos; tie-breaks</source>
        <translation>додаткові показники дощок</translation>
    </message>
    <message>
        <source>match points</source>
        <translation>очки за матч</translation>
    </message>
    <message>
        <source>the notice reached me on</source>
        <translation>повідомлення я отримав</translation>
    </message>
    <message>
        <source>decided early because</source>
        <translation>вирішено раніше, бо</translation>
    </message>
    <message>
        <source>bar on further claims</source>
        <translation>заборона нових заяв</translation>
    </message>
    <message>
        <source>days on one move after which each day counts double</source>
        <translation>днів на один хід, після яких кожен день рахується подвійно</translation>
    </message>
    <message>
        <source>days left at which time trouble begins</source>
        <translation>днів, що лишилися, з яких починається цейтнот</translation>
    </message>
    <message>
        <source>replies in time trouble go registered</source>
        <translation>у цейтноті відповіді йдуть рекомендованим листом</translation>
    </message>
    <message>
        <source>days without a reply before the move is repeated</source>
        <translation>днів без відповіді до повторення ходу</translation>
    </message>
    <message>
        <source>days without a reply to the repeat before the judge is told</source>
        <translation>днів без відповіді на повтор до повідомлення судді</translation>
    </message>
    <message>
        <source>days without White&apos;s first move before an inquiry</source>
        <translation>днів без першого ходу білих до запиту</translation>
    </message>
    <message>
        <source>months without a move before a loss is possible</source>
        <translation>місяців без ходу до можливої поразки</translation>
    </message>
    <message>
        <source>days without a move before a loss is possible</source>
        <translation>днів без ходу до можливої поразки</translation>
    </message>
    <message>
        <source>days not counted for a query or for answering a repeat</source>
        <translation>днів, не зарахованих за запит або відповідь на повтор</translation>
    </message>
    <message>
        <source>penalty days for a first offence of a kind</source>
        <translation>штрафних днів за перше порушення одного роду</translation>
    </message>
    <message>
        <source>penalty days for each later offence of the same kind</source>
        <translation>штрафних днів за кожне наступне порушення того самого роду</translation>
    </message>
    <message>
        <source>leave days per calendar year</source>
        <translation>днів перерви на календарний рік</translation>
    </message>
    <message>
        <source>a late start notice: play starts on this day after its receipt</source>
        <translation>пізнє повідомлення про старт: гра починається на такий день після його отримання</translation>
    </message>
    <message>
        <source>days a repeat may be late at no cost</source>
        <translation>днів, на які повтор може запізнитися без наслідків</translation>
    </message>
    <message>
        <source>leave counted per tournament, not over all games together</source>
        <translation>перерва рахується окремо для кожного турніру, а не для всіх партій разом</translation>
    </message>
    <message>
        <source>days to object to a forfeit claim</source>
        <translation>днів на заперечення на заяву про прострочення</translation>
    </message>
    <message>
        <source>days to appeal against a decision or an adjudication</source>
        <translation>днів на апеляцію на рішення або присудження</translation>
    </message>
    <message>
        <source>days after the event&apos;s end to send the adjudication packet</source>
        <translation>днів після закінчення змагання на надсилання матеріалів на присудження</translation>
    </message>
    <message>
        <source>standard transit days of an e-mail; a longer one goes to the judge</source>
        <translation>стандартний час доставки електронного листа, днів; довший — до судді</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Import</source>
        <translation>Імпорт</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more: Show Details lists them all.</source>
        <translation>
            <numerusform>… і ще %n: кнопка «Показати деталі...» покаже всі.</numerusform>
            <numerusform>… і ще %n: кнопка «Показати деталі...» покаже всі.</numerusform>
            <numerusform>… і ще %n: кнопка «Показати деталі...» покаже всі.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JudgeLabels</name>
    <message>
        <source>played</source>
        <translation>зіграно</translation>
    </message>
    <message>
        <source>final</source>
        <translation>остаточно</translation>
    </message>
    <message>
        <source>number of wins</source>
        <translation>кількість перемог</translation>
    </message>
    <message>
        <source>Sonneborn–Berger</source>
        <translation>Зоннеборн–Бергер</translation>
    </message>
    <message>
        <source>head-to-head among the tied players</source>
        <translation>особисті зустрічі гравців, рівних за всіма попередніми показниками</translation>
    </message>
    <message>
        <source>Koya: points against the players on 50% or more</source>
        <translation>Койя: очки проти гравців, що набрали 50% і більше</translation>
    </message>
    <message>
        <source>withdrew: no game counted (V.8.2)</source>
        <translation>вибув: жодна партія не враховується (V.8.2)</translation>
    </message>
    <message>
        <source>left, no substitute: unfinished games lost</source>
        <translation>вибув без заміни: незакінчені партії програно</translation>
    </message>
    <message>
        <source>withdrew: unfinished games lost</source>
        <translation>вибув: незакінчені партії — поразки</translation>
    </message>
    <message>
        <source>left, no substitute: unfinished games adjudicated</source>
        <translation>вибув без заміни: незакінчені партії — на присудження</translation>
    </message>
    <message>
        <source>withdrew: unfinished games adjudicated</source>
        <translation>вибув: незакінчені партії на присудження</translation>
    </message>
    <message>
        <source>withdrew: unfinished games not counted</source>
        <translation>вибув: незакінчені партії не враховуються</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>прострочення часу</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>присуджено</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>вибуття</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) without a move</source>
        <translation>
            <numerusform>%n день без ходу</numerusform>
            <numerusform>%n дні без ходу</numerusform>
            <numerusform>%n днів без ходу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) without a move</source>
        <translation>
            <numerusform>%n місяць без ходу</numerusform>
            <numerusform>%n місяці без ходу</numerusform>
            <numerusform>%n місяців без ходу</numerusform>
        </translation>
    </message>
    <message>
        <source>no game record</source>
        <translation>немає запису партії</translation>
    </message>
    <message>
        <source>pending: game suspended</source>
        <translation>на розгляді: партію перервано</translation>
    </message>
    <message>
        <source>upheld</source>
        <translation>задоволено</translation>
    </message>
    <message>
        <source>rejected: play goes on</source>
        <translation>відхилено: гра продовжується</translation>
    </message>
    <message>
        <source>awaiting the packets</source>
        <translation>чекає матеріалів</translation>
    </message>
    <message>
        <source>equal assessments: ended without adjudication</source>
        <translation>оцінки збіглися: закінчено без присудження</translation>
    </message>
    <message>
        <source>awaiting the adjudicator</source>
        <translation>чекає рішення арбітра</translation>
    </message>
    <message>
        <source>adjudicated; appeal possible</source>
        <translation>присуджено; можлива апеляція</translation>
    </message>
    <message>
        <source>appealed: second adjudication</source>
        <translation>апеляція: повторне присудження</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>LedgerReport</name>
    <message>
        <source>Rules %1, as of %2; White starts %3, Black starts %4</source>
        <translation>Правила: %1; станом на %2; Білі починають %3, Чорні — %4</translation>
    </message>
    <message>
        <source>(thinking)</source>
        <translation>(обдумує)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>отримано</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>надіслано</translation>
    </message>
    <message>
        <source>days</source>
        <translation>дні</translation>
    </message>
    <message>
        <source>total</source>
        <translation>разом</translation>
    </message>
    <message>
        <source>Penalties:</source>
        <translation>Штрафи:</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дні</numerusform>
            <numerusform>%n днів</numerusform>
        </translation>
    </message>
    <message>
        <source>Time booked:</source>
        <translation>Зарахований час:</translation>
    </message>
    <message>
        <source>Result: %1 (%2)</source>
        <translation>Результат: %1 (%2)</translation>
    </message>
    <message>
        <source>To move: %1 [%2]</source>
        <translation>Черга ходу: %1 [%2]</translation>
    </message>
    <message>
        <source>OVERSTEP [%1]: %2</source>
        <translation>ПЕРЕВИЩЕННЯ ЧАСУ [%1]: %2</translation>
    </message>
    <message>
        <source>No overstep.</source>
        <translation>Прострочення часу немає.</translation>
    </message>
    <message>
        <source>Deadlines:</source>
        <translation>Строки:</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>до відповіді</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Примітки:</translation>
    </message>
    <message>
        <source>  * %1 %2: time counted from %3, the player&apos;s start (%4)</source>
        <translation>  * %1, хід %2: час рахується з %3, дати початку гри для гравця (%4)</translation>
    </message>
    <message numerus="yes">
        <source>  * %1 %2: the days of %n period(s) added together, each under “Time booked”</source>
        <translation>
            <numerusform>  * %1, хід %2: дні %n періоду додано, кожен — у розділі «Зарахований час»</numerusform>
            <numerusform>  * %1, хід %2: дні %n періодів додано, кожен — у розділі «Зарахований час»</numerusform>
            <numerusform>  * %1, хід %2: дні %n періодів додано, кожен — у розділі «Зарахований час»</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals: White %1, Black %2 (days booked plus penalty days, %3)</source>
        <translation>Сумарний час: Білі %1, Чорні %2 (зараховані дні разом зі штрафними, %3)</translation>
    </message>
    <message>
        <source>Suspended since %1: a forfeit claim is with the judge%2</source>
        <translation>Гру перервано з %1: заява про прострочення часу на розгляді в судді%2</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дні</numerusform>
            <numerusform>%n днів</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>receipt</source>
        <translation>квитанція</translation>
    </message>
    <message>
        <source>departure postmark</source>
        <translation>штемпель відправлення</translation>
    </message>
    <message>
        <source>sender&apos;s date</source>
        <translation>дата відправника</translation>
    </message>
    <message>
        <source>arrival postmark</source>
        <translation>штемпель прибуття</translation>
    </message>
    <message>
        <source>recipient&apos;s date</source>
        <translation>дата одержувача</translation>
    </message>
    <message>
        <source>not received</source>
        <translation>не отримано</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>пішак</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>кінь</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>тура</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>no move is written</source>
        <translation>хід не записано</translation>
    </message>
    <message>
        <source>a parenthesis is not closed</source>
        <translation>дужку не закрито</translation>
    </message>
    <message>
        <source>“%1” is not a promotion piece</source>
        <translation>«%1» — не фігура для перетворення</translation>
    </message>
    <message>
        <source>the Cyrillic letter “%1” in English notation</source>
        <translation>кирилична літера «%1» в англійській нотації</translation>
    </message>
    <message>
        <source>the character “%1” is no part of a move</source>
        <translation>символ «%1» не належить до запису ходу</translation>
    </message>
    <message>
        <source>more than two squares are written</source>
        <translation>записано більше двох полів</translation>
    </message>
    <message>
        <source>the square the piece goes to is missing</source>
        <translation>не вказано поле, на яке йде фігура</translation>
    </message>
    <message>
        <source>the square the piece comes from is not a file and a rank</source>
        <translation>поле, з якого йде фігура, не записано як вертикаль і горизонталь</translation>
    </message>
    <message>
        <source>an ICCF numeric move has 4 digits, or 5 with a promotion</source>
        <translation>хід у цифровій нотації ІКЧФ має 4 цифри, а з перетворенням пішака — 5</translation>
    </message>
    <message>
        <source>the digit “%1” is not a file or rank (1–8)</source>
        <translation>цифра «%1» не позначає вертикаль чи горизонталь (1–8)</translation>
    </message>
    <message>
        <source>the promotion digit “%1” is not 1 (queen) to 4 (knight)</source>
        <translation>цифра перетворення «%1» не від 1 (ферзь) до 4 (кінь)</translation>
    </message>
    <message>
        <source>castling on that side is no longer allowed</source>
        <translation>рокіровка в цей бік уже неможлива</translation>
    </message>
    <message>
        <source>the squares between the king and the rook are not empty</source>
        <translation>поля між королем і турою не вільні</translation>
    </message>
    <message>
        <source>the king may not castle out of check</source>
        <translation>король під шахом не може рокіруватися</translation>
    </message>
    <message>
        <source>the king may not pass through or land on an attacked square</source>
        <translation>король не може проходити через атаковане поле чи ставати на нього</translation>
    </message>
    <message>
        <source>%1 holds no piece of the side to move</source>
        <translation>на полі %1 немає фігури сторони, що ходить</translation>
    </message>
    <message>
        <source>there is no %1 of the side to move on %2</source>
        <translation>на полі %2 немає фігури «%1» сторони, що ходить</translation>
    </message>
    <message>
        <source>%1 is occupied by a piece of the side to move</source>
        <translation>поле %1 зайняте фігурою сторони, що ходить</translation>
    </message>
    <message>
        <source>no %1 of the side to move can go to %2</source>
        <translation>жодна фігура «%1» сторони, що ходить, не може піти на %2</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank is promoted</source>
        <translation>перетворюється лише пішак, що дійшов до останньої горизонталі</translation>
    </message>
    <message>
        <source>the pawn reaches the last rank, but the promotion piece is missing</source>
        <translation>пішак доходить до останньої горизонталі, але фігуру перетворення не вказано</translation>
    </message>
    <message>
        <source>a pawn cannot be promoted to a %1</source>
        <translation>пішак не може перетворитися на фігуру «%1»</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>хід не захищає від шаху</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>після ходу король залишився б під шахом</translation>
    </message>
    <message>
        <source>it could be %1</source>
        <translation>це може бути %1</translation>
    </message>
    <message>
        <source>%1: the Cyrillic letter “%2” was read as the file %3</source>
        <translation>%1: кириличну літеру «%2» прочитано як вертикаль %3</translation>
    </message>
    <message>
        <source>%1: a Russian letter was read as the rook (Т)</source>
        <translation>%1: російську літеру прочитано як туру (Т)</translation>
    </message>
    <message>
        <source>%1: a Latin letter was read as the Ukrainian piece letter it looks like</source>
        <translation>%1: латинську літеру прочитано як схожу на неї українську літеру фігури</translation>
    </message>
    <message numerus="yes">
        <source>the board has %n rank(s), not 8</source>
        <translation>
            <numerusform>на дошці %n горизонталь, а не 8</numerusform>
            <numerusform>на дошці %n горизонталі, а не 8</numerusform>
            <numerusform>на дошці %n горизонталей, а не 8</numerusform>
        </translation>
    </message>
    <message>
        <source>rank %1 describes more than 8 squares</source>
        <translation>горизонталь %1 описує більше 8 полів</translation>
    </message>
    <message>
        <source>rank %1 has the character “%2”, which is no piece</source>
        <translation>у горизонталі %1 є символ «%2», який не позначає фігуру</translation>
    </message>
    <message>
        <source>rank %1 describes %2 squares, not 8</source>
        <translation>горизонталь %1 описує стільки полів: %2, а не 8</translation>
    </message>
    <message numerus="yes">
        <source>%2 has %n king(s), not 1</source>
        <translation>
            <numerusform>%2: %n король, а не 1</numerusform>
            <numerusform>%2: %n королі, а не 1</numerusform>
            <numerusform>%2: %n королів, а не 1</numerusform>
        </translation>
    </message>
    <message>
        <source>a pawn stands on the first or the eighth rank</source>
        <translation>пішак стоїть на першій або восьмій горизонталі</translation>
    </message>
    <message>
        <source>the castling field “%1” is not a part of KQkq in that order</source>
        <translation>поле рокіровок «%1» не є частиною KQkq у такому порядку</translation>
    </message>
    <message>
        <source>the castling right “%1” needs the rook on its home square</source>
        <translation>для права рокіровки «%1» тура має стояти на своєму початковому полі</translation>
    </message>
    <message>
        <source>the castling right “%1” needs the king on its home square</source>
        <translation>для права рокіровки «%1» король має стояти на своєму початковому полі</translation>
    </message>
    <message>
        <source>the en-passant field “%1” is not a square</source>
        <translation>поле взяття на проході «%1» не є полем дошки</translation>
    </message>
    <message>
        <source>the en-passant square %1 does not follow a two-square pawn move</source>
        <translation>поле взяття на проході %1 не відповідає ходу пішака на два поля</translation>
    </message>
    <message numerus="yes">
        <source>the FEN has %n field(s), not 6</source>
        <translation>
            <numerusform>у FEN %n поле, а не 6</numerusform>
            <numerusform>у FEN %n поля, а не 6</numerusform>
            <numerusform>у FEN %n полів, а не 6</numerusform>
        </translation>
    </message>
    <message>
        <source>the side to move “%1” is neither w nor b</source>
        <translation>сторона, що ходить, «%1» — ні w, ні b</translation>
    </message>
    <message>
        <source>the FEN lacks the move clocks; 0 and 1 are assumed</source>
        <translation>у FEN немає лічильників ходів; прийнято 0 і 1</translation>
    </message>
    <message>
        <source>the half-move clock “%1” is not a number of 0 or more</source>
        <translation>лічильник напівходів «%1» не є числом від 0 і більше</translation>
    </message>
    <message>
        <source>the move number “%1” is not a number of 1 or more</source>
        <translation>номер ходу «%1» не є числом від 1 і більше</translation>
    </message>
    <message>
        <source>the FEN&apos;s move number 0 was read as 1</source>
        <translation>номер ходу 0 у FEN прочитано як 1</translation>
    </message>
    <message>
        <source>the side not to move is in check, which no legal game reaches</source>
        <translation>сторона, що не ходить, стоїть під шахом, а в правильній партії так не буває</translation>
    </message>
    <message>
        <source>card %1 is not a move card</source>
        <translation>листівка %1 — не листівка з ходом</translation>
    </message>
    <message>
        <source>there is no card %1</source>
        <translation>листівки %1 немає</translation>
    </message>
    <message>
        <source>a query is about a move card</source>
        <translation>запит стосується листівки з ходом</translation>
    </message>
    <message>
        <source>the game records no claim to object to</source>
        <translation>у партії не записано заяви, на яку можна подати заперечення</translation>
    </message>
    <message>
        <source>the game is finished; only unfinished games go to adjudication (II.9.5)</source>
        <translation>партію закінчено; на присудження йдуть лише незакінчені партії (II.9.5)</translation>
    </message>
    <message>
        <source>the game has no leave %1</source>
        <translation>у партії немає перерви %1</translation>
    </message>
    <message>
        <source>no game has a leave to announce</source>
        <translation>немає партії, у якій треба оголосити перерву</translation>
    </message>
    <message>
        <source>the claim is not decided yet: the letter is written with the decision</source>
        <translation>спершу потрібне рішення за заявою — лист пишуть разом із ним</translation>
    </message>
    <message>
        <source>the game is not adjudicated yet</source>
        <translation>партію ще не присуджено</translation>
    </message>
    <message>
        <source>I have sent no move card in this game yet</source>
        <translation>у цій партії ще не надіслано жодної моєї листівки з ходом</translation>
    </message>
    <message>
        <source>the game is finished</source>
        <translation>партію закінчено</translation>
    </message>
    <message>
        <source>my last card has been answered: there is nothing to repeat</source>
        <translation>на мою останню листівку вже відповіли: повторювати нічого</translation>
    </message>
    <message>
        <source>the overstep is mine: only the partner may claim (II.6.1)</source>
        <translation>прострочення часу моє: заяву може подати лише партнер (II.6.1)</translation>
    </message>
    <message>
        <source>the claim is mine: only the partner may object to it (II.6.4)</source>
        <translation>заява моя: заперечення на неї може подати лише партнер (II.6.4)</translation>
    </message>
    <message>
        <source>I have sent no card in this game yet</source>
        <translation>у цій партії ще не надіслано жодної моєї листівки</translation>
    </message>
    <message>
        <source>I have announced no leave in this game</source>
        <translation>у цій партії немає оголошеної мною перерви</translation>
    </message>
    <message>
        <source>nothing is due in this game</source>
        <translation>у цій партії поки нічого не треба надсилати</translation>
    </message>
    <message>
        <source>the moves end without a result</source>
        <translation>запис ходів закінчується без результату</translation>
    </message>
    <message>
        <source>the Result tag says %1, the moves end with %2</source>
        <translation>тег результату вказує %1, а ходи закінчуються результатом %2</translation>
    </message>
    <message>
        <source>the result * after a checkmate was recorded as %1</source>
        <translation>результат * після мату записано як %1</translation>
    </message>
    <message>
        <source>the text is not UTF-8; it was read as Latin-1</source>
        <translation>текст не в кодуванні UTF-8; його прочитано як Latin-1</translation>
    </message>
    <message>
        <source>the tag %1 is not quoted properly; it was read as “%2”</source>
        <translation>тег %1 неправильно взято в лапки; його прочитано як «%2»</translation>
    </message>
    <message>
        <source>a variation before any move</source>
        <translation>варіант перед першим ходом</translation>
    </message>
    <message>
        <source>game %1 starts from a set-up position; postal games start from the initial one</source>
        <translation>партія %1 починається з довільної позиції, а поштові партії починаються з початкової</translation>
    </message>
    <message>
        <source>game %1 has no start date (no Date tag with a year, no send dates)</source>
        <translation>у партії %1 немає дати початку (немає ні тегу дати з роком, ні дат відправлення)</translation>
    </message>
    <message>
        <source>the rule set “%1” is not one of %2</source>
        <translation>правил «%1» немає серед відомих: %2</translation>
    </message>
    <message>
        <source>the rule parameter “%1” is unknown</source>
        <translation>параметр правил «%1» невідомий</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>листівка %1</translation>
    </message>
    <message>
        <source>card no. %1</source>
        <translation>листівка № %1</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>змагання</translation>
    </message>
    <message>
        <source>leave %1</source>
        <translation>перерва %1</translation>
    </message>
    <message>
        <source>the judge&apos;s adjustment %1</source>
        <translation>поправка судді %1</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>результат</translation>
    </message>
    <message>
        <source>the claim</source>
        <translation>заява</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>гравець %1</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>партія</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>команда %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>тур %1</translation>
    </message>
    <message>
        <source>the withdrawal</source>
        <translation>вибуття</translation>
    </message>
    <message>
        <source>is not a field Postmark knows</source>
        <translation>такого поля Postmark не знає</translation>
    </message>
    <message>
        <source>not filled in</source>
        <translation>не заповнено</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>має бути текстом</translation>
    </message>
    <message>
        <source>“%1” is not a date (YYYY-MM-DD)</source>
        <translation>«%1» — не дата (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>must be a list of dates</source>
        <translation>має бути списком дат</translation>
    </message>
    <message>
        <source>must be a list of moves</source>
        <translation>має бути списком ходів</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>має бути логічним значенням: так чи ні</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>має бути цілим числом</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>має бути об’єктом</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>має бути списком</translation>
    </message>
    <message>
        <source>the file is not a JSON object</source>
        <translation>файл не є об’єктом JSON</translation>
    </message>
    <message>
        <source>not a %1 file</source>
        <translation>це не файл %1</translation>
    </message>
    <message>
        <source>version %1 is not supported (this Postmark reads version %2)</source>
        <translation>версія %1 не підтримується (ця версія Postmark читає версію %2)</translation>
    </message>
    <message>
        <source>“%1” is neither white nor black</source>
        <translation>«%1» — ні білі, ні чорні</translation>
    </message>
    <message>
        <source>“%1” is not move, repeat or query</source>
        <translation>«%1» — не хід, не повтор і не запит</translation>
    </message>
    <message>
        <source>%1 is not an even number of half-moves (II.3.8: whole pairs)</source>
        <translation>%1 — непарна кількість напівходів (II.3.8: лише цілими парами)</translation>
    </message>
    <message>
        <source>“%1” is neither impossible nor illegible</source>
        <translation>«%1» — ні «неможливий», ні «нерозбірливий»</translation>
    </message>
    <message>
        <source>a registered-mail receipt on a card not marked registered</source>
        <translation>квитанція рекомендованого листа, хоча листівку не позначено як рекомендовану</translation>
    </message>
    <message>
        <source>“%1” is not uk, san, lan or iccf</source>
        <translation>«%1» — не uk, san, lan чи iccf</translation>
    </message>
    <message>
        <source>the leave ends on %1, before it begins on %2</source>
        <translation>перерва закінчується %1, раніше, ніж починається (%2)</translation>
    </message>
    <message>
        <source>“%1” is not 1-0, 0-1, 1/2-1/2 or 0-0</source>
        <translation>«%1» — не 1-0, 0-1, 1/2-1/2 чи 0-0</translation>
    </message>
    <message>
        <source>“%1” is not one of %2</source>
        <translation>«%1» немає серед допустимих значень: %2</translation>
    </message>
    <message>
        <source>the id is used by an earlier card</source>
        <translation>цей номер уже має попередня листівка</translation>
    </message>
    <message>
        <source>no card has the id “%1”</source>
        <translation>немає листівки з номером «%1»</translation>
    </message>
    <message>
        <source>“%1” is a card of the same player</source>
        <translation>«%1» — листівка того самого гравця</translation>
    </message>
    <message>
        <source>“%1” is the partner&apos;s card</source>
        <translation>«%1» — листівка партнера</translation>
    </message>
    <message>
        <source>%1 is before the departure postmark %2</source>
        <translation>%1 раніше за штемпель відправлення %2</translation>
    </message>
    <message>
        <source>%1 is more than a year before the official start %2</source>
        <translation>%1 — більше ніж за рік до офіційного старту %2</translation>
    </message>
    <message>
        <source>%1 is after the ledger&apos;s date %2</source>
        <translation>%1 пізніше за дату обліку %2</translation>
    </message>
    <message>
        <source>sent %1 by the registered-mail receipt %2</source>
        <translation>відправлено %1 за квитанцією рекомендованого листа %2</translation>
    </message>
    <message>
        <source>sent %1 by the departure postmark</source>
        <translation>відправлено %1 за штемпелем відправлення</translation>
    </message>
    <message>
        <source>sent %1 by the sender&apos;s date (no legible postmark)</source>
        <translation>відправлено %1 за датою відправника (розбірливого штемпеля немає)</translation>
    </message>
    <message>
        <source>the sending date is unknown: to be clarified in the reply</source>
        <translation>дата відправлення невідома: її треба уточнити у відповіді</translation>
    </message>
    <message>
        <source>received %1 by the arrival postmark</source>
        <translation>отримано %1 за штемпелем прибуття</translation>
    </message>
    <message>
        <source>received %1, the recipient&apos;s date (no legible postmark)</source>
        <translation>отримано %1 за датою одержувача (розбірливого штемпеля немає)</translation>
    </message>
    <message>
        <source>not received yet</source>
        <translation>ще не отримано</translation>
    </message>
    <message>
        <source>the written date %1</source>
        <translation>написана дата %1</translation>
    </message>
    <message>
        <source>the departure postmark %1</source>
        <translation>штемпель відправлення %1</translation>
    </message>
    <message>
        <source>the receipt&apos;s date %1 beats %2</source>
        <translation>дата квитанції %1 має перевагу над іншими: %2</translation>
    </message>
    <message>
        <source>sent registered, but the receipt&apos;s number and date are not recorded</source>
        <translation>надіслано рекомендованим листом, але номер і дату квитанції не записано</translation>
    </message>
    <message>
        <source>departure postmarks %1: the earliest, %2, counts for the sender</source>
        <translation>штемпелі відправлення %1: для відправника враховується найраніший — %2</translation>
    </message>
    <message>
        <source>the written date %1 differs from the departure postmark %2; the postmark counts</source>
        <translation>написана дата %1 не збігається зі штемпелем відправлення %2; враховується штемпель</translation>
    </message>
    <message>
        <source>the recipient&apos;s date %1 is earlier than the arrival postmark %2; the postmark counts</source>
        <translation>дата одержувача %1 раніша за штемпель прибуття %2; враховується штемпель</translation>
    </message>
    <message numerus="yes">
        <source>the card was %n day(s) in the post, more than the standard %2: the player may ask the judge</source>
        <translation>
            <numerusform>листівка була в дорозі %n день, довше за стандартні %2 дн.: гравець може звернутися до судді</numerusform>
            <numerusform>листівка була в дорозі %n дні, довше за стандартні %2 дн.: гравець може звернутися до судді</numerusform>
            <numerusform>листівка була в дорозі %n днів, довше за стандартні %2 дн.: гравець може звернутися до судді</numerusform>
        </translation>
    </message>
    <message>
        <source>sent %1, before %2, when card %3 it answers was received</source>
        <translation>відправлено %1, раніше за %2 — дату, коли отримано листівку %3, на яку це відповідь</translation>
    </message>
    <message>
        <source>leave %1 (%2 – %3): no notice date is recorded; counted from its start</source>
        <translation>перерва %1 (%2 – %3): дату повідомлення не записано; враховується від її початку</translation>
    </message>
    <message>
        <source>leave %1 (%2 – %3): the notice went on %4, after the leave began; it counts from %4</source>
        <translation>перерва %1 (%2 – %3): повідомлення надіслано %4, уже після початку перерви; вона враховується з %4</translation>
    </message>
    <message numerus="yes">
        <source>leave %2 (%3 – %4): %n day(s) past the yearly cap of %5 are not granted and count as thinking time</source>
        <translation>
            <numerusform>перерва %2 (%3 – %4): %n день понад річний ліміт %5 дн. не надається і зараховується як час на обдумування</numerusform>
            <numerusform>перерва %2 (%3 – %4): %n дні понад річний ліміт %5 дн. не надаються і зараховуються як час на обдумування</numerusform>
            <numerusform>перерва %2 (%3 – %4): %n днів понад річний ліміт %5 дн. не надаються і зараховуються як час на обдумування</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not the turn of %1: the partner&apos;s reply to their last move is not among the cards</source>
        <translation>%1 зараз не ходять: серед листівок немає відповіді партнера на їхній останній хід</translation>
    </message>
    <message>
        <source>the partner&apos;s last move card proposed no variant</source>
        <translation>остання листівка партнера з ходом не пропонувала варіанта</translation>
    </message>
    <message numerus="yes">
        <source>accepts %n half-move(s), but card %2 proposed %3</source>
        <translation>
            <numerusform>прийнято %n напівхід, але листівка %2 пропонувала %3</numerusform>
            <numerusform>прийнято %n напівходи, але листівка %2 пропонувала %3</numerusform>
            <numerusform>прийнято %n напівходів, але листівка %2 пропонувала %3</numerusform>
        </translation>
    </message>
    <message>
        <source>half-move %1 “%2” cannot be played: %3</source>
        <translation>напівхід %1 «%2» неможливо зіграти: %3</translation>
    </message>
    <message>
        <source>“%1” is no chess notation (%2); mark the card illegible if it cannot be read</source>
        <translation>«%1» — не шаховий запис (%2); якщо хід не вдається прочитати, позначте листівку як нерозбірливу</translation>
    </message>
    <message>
        <source>the move on card %1 was possible; the query is unfounded</source>
        <translation>хід на листівці %1 був можливим; запит безпідставний</translation>
    </message>
    <message numerus="yes">
        <source>repeats %n half-move(s) (%2) where %3 were due (%4)</source>
        <translation>
            <numerusform>повторено %n напівхід (%2), а треба було %3 (%4)</numerusform>
            <numerusform>повторено %n напівходи (%2), а треба було %3 (%4)</numerusform>
            <numerusform>повторено %n напівходів (%2), а треба було %3 (%4)</numerusform>
        </translation>
    </message>
    <message>
        <source>repeats “%1” where %2 was played</source>
        <translation>повторено «%1», а зіграно %2</translation>
    </message>
    <message>
        <source>an illegible move “%1”</source>
        <translation>нерозбірливий хід «%1»</translation>
    </message>
    <message>
        <source>a card without a move (II.3.11)</source>
        <translation>листівка без ходу (II.3.11)</translation>
    </message>
    <message>
        <source>an impossible move “%1”: %2</source>
        <translation>неможливий хід «%1»: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) left in the control period after this reply; it had to go registered</source>
        <translation>
            <numerusform>після цієї відповіді в контрольному періоді лишався %n день: її треба було надіслати рекомендованим листом</numerusform>
            <numerusform>після цієї відповіді в контрольному періоді лишалося %n дні: її треба було надіслати рекомендованим листом</numerusform>
            <numerusform>після цієї відповіді в контрольному періоді лишалося %n днів: її треба було надіслати рекомендованим листом</numerusform>
        </translation>
    </message>
    <message>
        <source>an error in the address</source>
        <translation>помилка в адресі</translation>
    </message>
    <message>
        <source>card %1 was lost; its repeat was due %2 and went %3</source>
        <translation>листівку %1 втрачено; її повтор треба було надіслати до %2, а надіслано його %3</translation>
    </message>
    <message numerus="yes">
        <source>%2 received the start notice late, on %3: the game starts %n day(s) after it, %4</source>
        <translation>
            <numerusform>%2 отримали повідомлення про старт із запізненням, %3: гра для них починається через %n день після цього, %4</numerusform>
            <numerusform>%2 отримали повідомлення про старт із запізненням, %3: гра для них починається через %n дні після цього, %4</numerusform>
            <numerusform>%2 отримали повідомлення про старт із запізненням, %3: гра для них починається через %n днів після цього, %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts on the official start, %2</source>
        <translation>%1: початок — офіційний старт, %2</translation>
    </message>
    <message>
        <source>received %1 (card %2, %3)%4</source>
        <translation>отримано %1 (листівка %2, %3)%4</translation>
    </message>
    <message>
        <source>, the earliest copy to arrive</source>
        <translation>, копія, що надійшла першою</translation>
    </message>
    <message>
        <source>start %1</source>
        <translation>старт %1</translation>
    </message>
    <message>
        <source>start %1 (late start notice, II.4.6)</source>
        <translation>старт %1 (повідомлення про старт надійшло із запізненням, II.4.6)</translation>
    </message>
    <message>
        <source>%1 → sent %2 (card %3, %4)</source>
        <translation>%1 → відправлено %2 (листівка %3, %4)</translation>
    </message>
    <message>
        <source>%1: the sending date is unknown, so this move stays open until it is clarified</source>
        <translation>%1: дата відправлення невідома, тому цей хід лишається відкритим, доки її не уточнять</translation>
    </message>
    <message numerus="yes">
        <source> + %n day(s) counted twice past %2 on one move</source>
        <translation>
            <numerusform> + %n день, зарахований удвічі (понад %2 дн. на одному ході)</numerusform>
            <numerusform> + %n дні, зараховані удвічі (понад %2 дн. на одному ході)</numerusform>
            <numerusform> + %n днів, зарахованих удвічі (понад %2 дн. на одному ході)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> = %n day(s)</source>
        <translation>
            <numerusform> = %n день</numerusform>
            <numerusform> = %n дні</numerusform>
            <numerusform> = %n днів</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <translation>%1, хід %2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1 (the move of the last accepted variant half-move): %2: %3</source>
        <translation>%1 (хід останнього прийнятого напівходу варіанта): %2: %3</translation>
    </message>
    <message>
        <source>%1, replacing an impossible or illegible move: %2: %3, added to the same move</source>
        <translation>%1, заміна неможливого чи нерозбірливого ходу: %2: %3, додано до того самого ходу</translation>
    </message>
    <message>
        <source>%1: a query about card %2, %3: %4</source>
        <translation>%1: запит щодо листівки %2, %3: %4</translation>
    </message>
    <message>
        <source>%1: answering the partner&apos;s repeat by repeating the move, %2: %3</source>
        <translation>%1: відповідь на повторну листівку партнера повторенням свого ходу, %2: %3</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>у партії</translation>
    </message>
    <message numerus="yes">
        <source>%2: %3: %n day(s) late, added to %4</source>
        <translation>
            <numerusform>%2: %3: запізнення на %n день, додано до часу: %4</numerusform>
            <numerusform>%2: %3: запізнення на %n дні, додано до часу: %4</numerusform>
            <numerusform>%2: %3: запізнення на %n днів, додано до часу: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>added by the judge (%1): %2, to %3</source>
        <translation>додано суддею (%1): %2, до часу: %3</translation>
    </message>
    <message>
        <source>waived by the judge (%1): %2, from %3</source>
        <translation>скасовано суддею (%1): %2, з часу: %3</translation>
    </message>
    <message numerus="yes">
        <source>, extended by %n day(s) of the partner&apos;s announced leave</source>
        <translation>
            <numerusform>, продовжено на %n день оголошеної партнером перерви</numerusform>
            <numerusform>, продовжено на %n дні оголошеної партнером перерви</numerusform>
            <numerusform>, продовжено на %n днів оголошеної партнером перерви</numerusform>
        </translation>
    </message>
    <message>
        <source>the last move was sent %1: without a move by then, %2 may lose the game</source>
        <translation>останній хід надіслано %1: якщо до строку не буде ходу, %2 можуть отримати поразку</translation>
    </message>
    <message numerus="yes">
        <source>card %2 with an impossible or illegible move arrived %3: %4 queries it within %n day(s)</source>
        <translation>
            <numerusform>листівка %2 з неможливим чи нерозбірливим ходом надійшла %3: %4 надсилають запит протягом %n дня</numerusform>
            <numerusform>листівка %2 з неможливим чи нерозбірливим ходом надійшла %3: %4 надсилають запит протягом %n днів</numerusform>
            <numerusform>листівка %2 з неможливим чи нерозбірливим ходом надійшла %3: %4 надсилають запит протягом %n днів</numerusform>
        </translation>
    </message>
    <message>
        <source>the partner overstepped the time: %1 may claim no later than the reply to the partner&apos;s control move %2</source>
        <translation>партнер перевищив ліміт часу: %1 можуть подати заяву не пізніше відповіді на контрольний хід партнера (хід %2)</translation>
    </message>
    <message numerus="yes">
        <source>the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet registered within %n day(s)</source>
        <translation>
            <numerusform>турнір закінчується %2: незакінчена партія йде на присудження, %3 надсилають матеріали рекомендованим листом протягом %n дня</numerusform>
            <numerusform>турнір закінчується %2: незакінчена партія йде на присудження, %3 надсилають матеріали рекомендованим листом протягом %n днів</numerusform>
            <numerusform>турнір закінчується %2: незакінчена партія йде на присудження, %3 надсилають матеріали рекомендованим листом протягом %n днів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the total of %2, %3 days after move %4%5, exceeds %n day(s) (%6 × %7 days for %8 moves)</source>
        <translation>
            <numerusform>%2 після ходу %4%5: сумарний час %3 дн. перевищує ліміт %n дн. (%6 × %7 дн. на %8 ходів)</numerusform>
            <numerusform>%2 після ходу %4%5: сумарний час %3 дн. перевищує ліміт %n дн. (%6 × %7 дн. на %8 ходів)</numerusform>
            <numerusform>%2 після ходу %4%5: сумарний час %3 дн. перевищує ліміт %n дн. (%6 × %7 дн. на %8 ходів)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is to make move %2 but has not received the partner&apos;s card: no time runs</source>
        <translation>%1 мають зробити хід %2, але ще не отримали листівки партнера: час не йде</translation>
    </message>
    <message numerus="yes">
        <source>%2 is thinking on move %3 since %4: %n day(s) to %5</source>
        <translation>
            <numerusform>%2 обдумують хід %3 з %4: %n день станом на %5</numerusform>
            <numerusform>%2 обдумують хід %3 з %4: %n дні станом на %5</numerusform>
            <numerusform>%2 обдумують хід %3 з %4: %n днів станом на %5</numerusform>
        </translation>
    </message>
    <message>
        <source> (answering card %1)</source>
        <translation> (відповідь на листівку %1)</translation>
    </message>
    <message>
        <source>, leave days not counted</source>
        <translation>, дні перерви не враховано</translation>
    </message>
    <message numerus="yes">
        <source>; %n day(s) left of %2 in this control period</source>
        <translation>
            <numerusform>; у цьому контрольному періоді лишається %n день із %2</numerusform>
            <numerusform>; у цьому контрольному періоді лишається %n дні із %2</numerusform>
            <numerusform>; у цьому контрольному періоді лишається %n днів із %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim until replying to the control move %3 of %2</source>
        <translation>%1 можуть подати заяву, доки не відповіли на контрольний хід %3 суперника</translation>
    </message>
    <message>
        <source>%1 has already replied to the control move %3 of %2: the claim is too late</source>
        <translation>%1 уже відповіли на контрольний хід %3, що його зробили %2: заява запізніла</translation>
    </message>
    <message>
        <source>the game is suspended: a forfeit claim is with the judge (II.6.6)</source>
        <translation>гру перервано: заява про прострочення часу на розгляді в судді (II.6.6)</translation>
    </message>
    <message>
        <source>it is the partner&apos;s move</source>
        <translation>хід партнера</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <source>the date written on the card is missing</source>
        <translation>дату на листівці не вказано</translation>
    </message>
    <message>
        <source>%1 is after today (%2)</source>
        <translation>%1 пізніше за сьогодні (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) left in the control period, counting this reply: it goes registered (II.4.12)</source>
        <translation>
            <numerusform>у контрольному періоді, з урахуванням цієї відповіді, лишається %n день: її надсилають рекомендованим листом (II.4.12)</numerusform>
            <numerusform>у контрольному періоді, з урахуванням цієї відповіді, лишається %n дні: її надсилають рекомендованим листом (II.4.12)</numerusform>
            <numerusform>у контрольному періоді, з урахуванням цієї відповіді, лишається %n днів: її надсилають рекомендованим листом (II.4.12)</numerusform>
        </translation>
    </message>
    <message>
        <source>the end %1 is not after the start %2</source>
        <translation>кінець %1 не пізніший за початок %2</translation>
    </message>
    <message>
        <source>my details</source>
        <translation>мої дані</translation>
    </message>
    <message>
        <source>my name is missing (Settings)</source>
        <translation>не вказано мого імені (Налаштування)</translation>
    </message>
    <message>
        <source>the partner</source>
        <translation>партнер</translation>
    </message>
    <message>
        <source>the partner must be someone other than me</source>
        <translation>партнером має бути інша людина, не я</translation>
    </message>
    <message>
        <source>a registered-mail receipt needs both its number and its date</source>
        <translation>для квитанції рекомендованого листа потрібні і номер, і дата</translation>
    </message>
    <message>
        <source>the card gives the partner&apos;s total as %1 days; the cards give %2</source>
        <translation>на листівці сумарний час партнера — %1 дн.; за листівками — %2</translation>
    </message>
    <message>
        <source>the card gives my total as %1 days; the cards give %2</source>
        <translation>на листівці мій сумарний час — %1 дн.; за листівками — %2</translation>
    </message>
    <message>
        <source>the date of the end must be a day up to today</source>
        <translation>дата закінчення не може бути пізнішою за сьогодні</translation>
    </message>
    <message>
        <source>the position on the cards is not mate</source>
        <translation>позиція за листівками — не мат</translation>
    </message>
    <message>
        <source>mate is scored to the mating side</source>
        <translation>мат зараховується як перемога тієї сторони, що його поставила</translation>
    </message>
    <message>
        <source>a draw is scored 1/2-1/2</source>
        <translation>нічия записується як 1/2-1/2</translation>
    </message>
    <message>
        <source>a resignation is a win for the partner</source>
        <translation>здача партії — перемога партнера</translation>
    </message>
    <message>
        <source>the result counts once the judge has the game record: print it (Print ▸ Game record) and send it (II.9.2)</source>
        <translation>результат зараховується, коли суддя отримає запис партії: надрукуйте його («Друк ▸ Запис партії») і надішліть (II.9.2)</translation>
    </message>
    <message>
        <source>a claim is already recorded in this game</source>
        <translation>у цій партії заяву вже записано</translation>
    </message>
    <message>
        <source>the cards show no overstep by the partner (II.6.1)</source>
        <translation>листівки не показують прострочення часу партнером (II.6.1)</translation>
    </message>
    <message>
        <source>the claim&apos;s posting date must be a day up to today</source>
        <translation>дата відправлення заяви не може бути пізнішою за сьогодні</translation>
    </message>
    <message>
        <source>the registered notice to the partner, its receipt number and date, goes with the claim (II.6.2 part 4)</source>
        <translation>до заяви додають номер і дату квитанції рекомендованого повідомлення партнерові (II.6.2, пункт 4)</translation>
    </message>
    <message>
        <source>the game is suspended from %1 until the judge decides</source>
        <translation>гру перервано з %1 до рішення судді</translation>
    </message>
    <message>
        <source>my cards show the overstep too: %1</source>
        <translation>мої листівки теж показують прострочення часу: %1</translation>
    </message>
    <message>
        <source>my cards show no overstep of mine: an objection is in order</source>
        <translation>мої листівки не показують прострочення мого часу: заперечення обґрунтоване</translation>
    </message>
    <message numerus="yes">
        <source>an objection goes registered to the judge within %n day(s) of receiving the notice of the overstep</source>
        <translation>
            <numerusform>заперечення надсилають судді рекомендованим листом протягом %n дня від отримання повідомлення про прострочення часу</numerusform>
            <numerusform>заперечення надсилають судді рекомендованим листом протягом %n днів від отримання повідомлення про прострочення часу</numerusform>
            <numerusform>заперечення надсилають судді рекомендованим листом протягом %n днів від отримання повідомлення про прострочення часу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2: %n day(s) of leave used, %3 left</source>
        <translation>
            <numerusform>%2: використано %n день перерви, залишок — %3</numerusform>
            <numerusform>%2: використано %n дні перерви, залишок — %3</numerusform>
            <numerusform>%2: використано %n днів перерви, залишок — %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no leave taken yet: %n day(s) a calendar year</source>
        <translation>
            <numerusform>перерв ще не було: %n день на календарний рік</numerusform>
            <numerusform>перерв ще не було: %n дні на календарний рік</numerusform>
            <numerusform>перерв ще не було: %n днів на календарний рік</numerusform>
        </translation>
    </message>
    <message>
        <source>the notice&apos;s date must be a day up to today</source>
        <translation>дата повідомлення не може бути пізнішою за сьогодні</translation>
    </message>
    <message>
        <source>%1 has no unfinished game</source>
        <translation>%1: незакінчених партій немає</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of leave in %2 would pass the cap of %3 days (II.7.1)</source>
        <translation>
            <numerusform>%n день перерви у %2 році перевищить ліміт %3 дн. (II.7.1)</numerusform>
            <numerusform>%n дні перерви у %2 році перевищать ліміт %3 дн. (II.7.1)</numerusform>
            <numerusform>%n днів перерви у %2 році перевищать ліміт %3 дн. (II.7.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2: %n day(s) of leave, %3 left</source>
        <translation>
            <numerusform>%2: %n день перерви, залишок — %3</numerusform>
            <numerusform>%2: %n дні перерви, залишок — %3</numerusform>
            <numerusform>%2: %n днів перерви, залишок — %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the notice goes after the leave began: it counts from %1</source>
        <translation>повідомлення йде вже після початку перерви: вона враховується з %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a tournament file: a judge imports it as a tournament</source>
        <translation>це файл турніру: суддя імпортує його як турнір</translation>
    </message>
    <message>
        <source>%1 plays in no game of %2</source>
        <translation>%1 не грає в жодній партії змагання «%2»</translation>
    </message>
    <message>
        <source>the game cannot be computed: %1</source>
        <translation>партію не вдається обчислити: %1</translation>
    </message>
    <message numerus="yes">
        <source>an objection, registered, to the judge within %n day(s) of receiving the notice of the overstep; the notice went on %2 (receipt %3) and its arrival is not recorded, so this date counts from the sending: sent by %4, the objection is in time whenever the notice arrived</source>
        <translation>
            <numerusform>заперечення — судді, рекомендованим листом, протягом %n дня від отримання повідомлення про прострочення часу; повідомлення надіслано %2 (квитанція %3), а дату його отримання не записано, тож цей строк рахується від відправлення: якщо надіслати заперечення до %4, воно буде вчасним, хоч би коли надійшло повідомлення</numerusform>
            <numerusform>заперечення — судді, рекомендованим листом, протягом %n днів від отримання повідомлення про прострочення часу; повідомлення надіслано %2 (квитанція %3), а дату його отримання не записано, тож цей строк рахується від відправлення: якщо надіслати заперечення до %4, воно буде вчасним, хоч би коли надійшло повідомлення</numerusform>
            <numerusform>заперечення — судді, рекомендованим листом, протягом %n днів від отримання повідомлення про прострочення часу; повідомлення надіслано %2 (квитанція %3), а дату його отримання не записано, тож цей строк рахується від відправлення: якщо надіслати заперечення до %4, воно буде вчасним, хоч би коли надійшло повідомлення</numerusform>
        </translation>
    </message>
    <message>
        <source>my leave %1 – %2: my time does not run; notice sent %3</source>
        <translation>моя перерва %1 – %2: мій час не йде; повідомлення надіслано %3</translation>
    </message>
    <message>
        <source>my leave %1 – %2: my time does not run; the partner and the judge must be told before it starts (II.7.2)</source>
        <translation>моя перерва %1 – %2: мій час не йде; партнера й суддю треба повідомити до її початку (II.7.2)</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, «%2»: %3</translation>
    </message>
    <message>
        <source>%1: neither player has the right of appeal</source>
        <translation>%1: жоден гравець не має права на апеляцію</translation>
    </message>
    <message>
        <source>the receipt of %1 is not recorded</source>
        <translation>%1: дату отримання не записано</translation>
    </message>
    <message>
        <source>%1 received it %2: by %3</source>
        <translation>%1: отримано %2, апеляція — до %3</translation>
    </message>
    <message numerus="yes">
        <source>%2; an appeal, registered, within %n day(s) of receiving it: %3</source>
        <translation>
            <numerusform>%2; апеляція — рекомендованим листом протягом %n дня від отримання: %3</numerusform>
            <numerusform>%2; апеляція — рекомендованим листом протягом %n днів від отримання: %3</numerusform>
            <numerusform>%2; апеляція — рекомендованим листом протягом %n днів від отримання: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; an appeal, registered, within %n day(s) of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</source>
        <translation>
            <numerusform>%2; апеляція — рекомендованим листом протягом %n дня від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)</numerusform>
            <numerusform>%2; апеляція — рекомендованим листом протягом %n днів від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)</numerusform>
            <numerusform>%2; апеляція — рекомендованим листом протягом %n днів від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no decision to receive</source>
        <translation>рішення ще немає — отримувати нічого</translation>
    </message>
    <message>
        <source>%1 is before the decision (%2)</source>
        <translation>%1 раніше за рішення (%2)</translation>
    </message>
    <message>
        <source>upheld</source>
        <translation>задоволено</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>відхилено</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>на розгляді</translation>
    </message>
    <message>
        <source>the game file is of %1 – %2, not of the pairing %3 – %4</source>
        <translation>файл партії стосується пари %1 – %2, а не %3 – %4</translation>
    </message>
    <message>
        <source>no overstep: by the claimant&apos;s cards neither player&apos;s total exceeds the limit of the control period</source>
        <translation>прострочення часу немає: за листівками заявника сумарний час жодного з гравців не перевищує ліміту контрольного періоду</translation>
    </message>
    <message>
        <source>the overstep the cards show is the claimant&apos;s own: %1</source>
        <translation>листівки показують прострочення часу самого заявника: %1</translation>
    </message>
    <message>
        <source>the overstep holds: %1; claimed in time (%2: %3)</source>
        <translation>прострочення часу підтверджено: %1; заяву подано вчасно (%2: %3)</translation>
    </message>
    <message>
        <source>the notice of the overstep was received on %1: an objection, registered, to the judge by %2</source>
        <translation>повідомлення про прострочення часу отримано %1: заперечення — судді рекомендованим листом до %2</translation>
    </message>
    <message numerus="yes">
        <source>the objection sent on %2 is %n day(s) late</source>
        <translation>
            <numerusform>заперечення, надіслане %2, запізнилося на %n день</numerusform>
            <numerusform>заперечення, надіслане %2, запізнилося на %n дні</numerusform>
            <numerusform>заперечення, надіслане %2, запізнилося на %n днів</numerusform>
        </translation>
    </message>
    <message>
        <source>the objection sent on %1 is in time</source>
        <translation>заперечення, надіслане %1, вчасне</translation>
    </message>
    <message numerus="yes">
        <source>the date the partner received the notice of the overstep is not recorded: the %n day(s) of objection count from it</source>
        <translation>
            <numerusform>дату, коли партнер отримав повідомлення про прострочення часу, не записано: від неї рахується %n день на заперечення</numerusform>
            <numerusform>дату, коли партнер отримав повідомлення про прострочення часу, не записано: від неї рахуються %n дні на заперечення</numerusform>
            <numerusform>дату, коли партнер отримав повідомлення про прострочення часу, не записано: від неї рахуються %n днів на заперечення</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 appealed on %2 against the decision (%3): %4</source>
        <translation>%1: апеляцію на рішення (%3) подано %2; %4</translation>
    </message>
    <message>
        <source>the claim was %1 on %2</source>
        <translation>заяву %1 %2</translation>
    </message>
    <message>
        <source>the appeals committee ruled on %1, finally</source>
        <translation>апеляційний комітет ухвалив остаточне рішення %1</translation>
    </message>
    <message>
        <source>the appeals committee decides, finally</source>
        <translation>остаточне рішення ухвалює апеляційний комітет</translation>
    </message>
    <message>
        <source>the event has no pairing no. %1</source>
        <translation>у змаганні немає пари № %1</translation>
    </message>
    <message>
        <source>%1 does not play in %2 – %3</source>
        <translation>%1 не грає в партії %2 – %3</translation>
    </message>
    <message>
        <source>a decision needs its date</source>
        <translation>для рішення потрібна дата</translation>
    </message>
    <message>
        <source>%1 is before the claim was sent (%2)</source>
        <translation>%1 раніше за відправлення заяви (%2)</translation>
    </message>
    <message>
        <source>there is no decision to appeal against</source>
        <translation>немає рішення, на яке можна подати апеляцію</translation>
    </message>
    <message>
        <source>%1 does not play in this game</source>
        <translation>%1 не грає в цій партії</translation>
    </message>
    <message>
        <source>the appeals committee rules only on an appeal (II.1.6)</source>
        <translation>апеляційний комітет ухвалює рішення лише за апеляцією (II.1.6)</translation>
    </message>
    <message>
        <source>%1 is before the appeal (%2)</source>
        <translation>%1 раніше за апеляцію (%2)</translation>
    </message>
    <message>
        <source>penalty days go to the claimant only when the claim is rejected (II.6.8)</source>
        <translation>штрафні дні заявникові нараховують лише тоді, коли заяву відхилено (II.6.8)</translation>
    </message>
    <message>
        <source>packet of %1 received %2</source>
        <translation>%1: матеріали отримано %2</translation>
    </message>
    <message>
        <source>packet of %1 not received</source>
        <translation>%1: матеріалів не отримано</translation>
    </message>
    <message>
        <source>the adjudication</source>
        <translation>присудження</translation>
    </message>
    <message>
        <source>%1 adjudicated again on %2 after the appeal: %3, final</source>
        <translation>після апеляції повторно присуджено %2 (арбітр: %1): %3, остаточно</translation>
    </message>
    <message>
        <source>%1 appealed on %2 against %3: another judge adjudicates again and that result is final</source>
        <translation>%1: апеляцію на результат %3 подано %2; інший суддя присуджує повторно, і цей результат остаточний</translation>
    </message>
    <message>
        <source>%1 adjudicated %2 on %3</source>
        <translation>%3 присуджено: %2 (арбітр: %1)</translation>
    </message>
    <message>
        <source>%1: neither sent a packet</source>
        <translation>%1: жоден не надіслав матеріалів</translation>
    </message>
    <message>
        <source>both players assess the final position as %1: the game ends without adjudication</source>
        <translation>обидва гравці однаково оцінюють заключну позицію — %1: партія закінчується без присудження</translation>
    </message>
    <message>
        <source>%1: the adjudicator decides on the packets</source>
        <translation>%1: арбітр вирішує за надісланими матеріалами</translation>
    </message>
    <message>
        <source>%1: the adjudicator decides on the packets, and a player who sent none has no appeal (II.9.8)</source>
        <translation>%1: арбітр вирішує за надісланими матеріалами, а гравець, який їх не надіслав, не має права на апеляцію (II.9.8)</translation>
    </message>
    <message numerus="yes">
        <source>both players send the packet, registered, within %n day(s) of the end %2: by %3; %4</source>
        <translation>
            <numerusform>обидва гравці надсилають матеріали рекомендованим листом протягом %n дня після закінчення турніру %2: до %3; %4</numerusform>
            <numerusform>обидва гравці надсилають матеріали рекомендованим листом протягом %n днів після закінчення турніру %2: до %3; %4</numerusform>
            <numerusform>обидва гравці надсилають матеріали рекомендованим листом протягом %n днів після закінчення турніру %2: до %3; %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sent no adjudication packet and has no right of appeal (II.9.8)</source>
        <translation>%1: матеріалів на присудження не надіслано, тож права на апеляцію немає (II.9.8)</translation>
    </message>
    <message>
        <source>a second adjudication follows only an appeal (II.9.11)</source>
        <translation>повторне присудження буває лише після апеляції (II.9.11)</translation>
    </message>
    <message>
        <source>the second adjudication is by another judge (II.9.11)</source>
        <translation>повторне присудження виконує інший суддя (II.9.11)</translation>
    </message>
    <message>
        <source>Postmark finds: %1 (%2)</source>
        <translation>висновок Postmark: %1 (%2)</translation>
    </message>
    <message>
        <source>the claimant&apos;s game file cannot be computed: %1</source>
        <translation>файл партії заявника не вдається обчислити: %1</translation>
    </message>
    <message>
        <source>the game is suspended from %1 until the judge decides; %2; %3</source>
        <translation>гру перервано з %1 до рішення судді; %2; %3</translation>
    </message>
    <message>
        <source>the cards show the game finished, but no result is recorded: it counts once the game record is received</source>
        <translation>за листівками партію закінчено, але результат не записано: його зарахують після отримання запису партії</translation>
    </message>
    <message>
        <source>the game file matches no pairing of the event (White and Black by name)</source>
        <translation>файл партії не відповідає жодній парі змагання (за іменами Білих і Чорних)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>рядок %1</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>«%1» — не ціле число</translation>
    </message>
    <message>
        <source>the end date is missing (adjudication follows it, II.9.4)</source>
        <translation>не вказано дату закінчення (від неї залежить присудження, II.9.4)</translation>
    </message>
    <message>
        <source>the regulation</source>
        <translation>положення</translation>
    </message>
    <message>
        <source>“%1” is not a whole number, or off</source>
        <translation>«%1» — не ціле число і не «вимк»</translation>
    </message>
    <message>
        <source>a round robin needs at least two players</source>
        <translation>для кругової системи потрібно щонайменше двоє гравців</translation>
    </message>
    <message>
        <source>the Berger tables pair at most %1 players, not %2</source>
        <translation>таблиці Бергера складають пари щонайбільше для %1 гравців, а не для %2</translation>
    </message>
    <message>
        <source>player no. %1</source>
        <translation>гравець № %1</translation>
    </message>
    <message>
        <source>%1 is already player no. %2: game files are matched to pairings by name</source>
        <translation>%1 — це вже гравець № %2: файли партій зіставляються з парами за іменами</translation>
    </message>
    <message>
        <source>“%1” needs a result</source>
        <translation>для «%1» потрібен результат</translation>
    </message>
    <message>
        <source>“%1” is not a player of the event</source>
        <translation>«%1» не є учасником змагання</translation>
    </message>
    <message>
        <source>a withdrawal needs a date on or after the start %1</source>
        <translation>дата вибуття має бути не раніше початку турніру %1</translation>
    </message>
    <message>
        <source>“%1” is used by another player</source>
        <translation>«%1» уже використано для іншого гравця</translation>
    </message>
    <message>
        <source>game no. %1</source>
        <translation>партія № %1</translation>
    </message>
    <message>
        <source>a player cannot be paired with themself</source>
        <translation>гравець не може грати сам із собою</translation>
    </message>
    <message>
        <source>says how a result was reached, but the game has no result</source>
        <translation>вказано, як досягнуто результату, але результату в партії немає</translation>
    </message>
    <message>
        <source>withdrawal no. %1</source>
        <translation>вибуття № %1</translation>
    </message>
    <message>
        <source>“%1” has already withdrawn</source>
        <translation>«%1»: вибуття вже записано</translation>
    </message>
    <message>
        <source>“%1” is not one of loss, adjudicate, exclude, exclude_all (II.8.1)</source>
        <translation>«%1» — не одне зі значень loss, adjudicate, exclude, exclude_all (II.8.1)</translation>
    </message>
    <message>
        <source>“%1” is listed twice</source>
        <translation>«%1» вказано двічі</translation>
    </message>
    <message>
        <source>“%1” is not one of wins, sonneborn_berger, head_to_head, koya</source>
        <translation>«%1» — не одне зі значень wins, sonneborn_berger, head_to_head, koya</translation>
    </message>
    <message>
        <source>the move on card %1 is possible and legible: there is nothing to query</source>
        <translation>хід на листівці %1 можливий і розбірливий: запитувати немає про що</translation>
    </message>
    <message>
        <source>this archive keeps no owner</source>
        <translation>цей архів не зберігає власника</translation>
    </message>
    <message>
        <source>this archive keeps no tournaments</source>
        <translation>цей архів не зберігає турнірів</translation>
    </message>
    <message>
        <source>%1: the database says: %2</source>
        <translation>%1: база даних повідомляє: %2</translation>
    </message>
    <message>
        <source>game no. %1: %2 – %3 are not players of the event</source>
        <translation>партія № %1: %2 – %3 не є учасниками змагання</translation>
    </message>
    <message>
        <source>no upgrade to version %1 is known</source>
        <translation>оновлення до версії %1 невідоме</translation>
    </message>
    <message>
        <source>the archive has version %1; this Postmark knows up to %2</source>
        <translation>архів має версію %1; ця версія Postmark знає версії лише до %2</translation>
    </message>
    <message>
        <source>the backup %1 cannot be written before upgrading</source>
        <translation>не вдається записати резервну копію %1 перед оновленням</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>не вдається створити теку %1</translation>
    </message>
    <message>
        <source>%1 exists already; a backup does not overwrite a file</source>
        <translation>%1 уже існує; резервна копія не перезаписує файли</translation>
    </message>
    <message>
        <source>the integrity check says: %1</source>
        <translation>перевірка цілісності повідомляє: %1</translation>
    </message>
    <message>
        <source>table %1, row %2: its %3 does not exist</source>
        <translation>таблиця %1, рядок %2: посилання %3 вказує на запис, якого немає</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>партія %1: %2</translation>
    </message>
    <message>
        <source>game %1: its cached state is missing</source>
        <translation>партія %1: немає збереженого стану</translation>
    </message>
    <message>
        <source>game %1: its cached state does not match its ledger</source>
        <translation>партія %1: збережений стан не відповідає обліку</translation>
    </message>
    <message>
        <source>the evidence of claim %1: %2</source>
        <translation>докази заяви %1: %2</translation>
    </message>
    <message>
        <source>players, their names and pairings stay as imported; import the changed tournament file instead</source>
        <translation>гравці, їхні імена й пари лишаються такими, як їх імпортовано; щоб змінити їх, імпортуйте змінений файл турніру</translation>
    </message>
    <message>
        <source>documents are printed for games of the archive</source>
        <translation>документи друкуються для партій з архіву</translation>
    </message>
    <message>
        <source>played</source>
        <translation>зіграно</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>поразка за прострочення часу</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>присуджено</translation>
    </message>
    <message>
        <source>lost by a withdrawal</source>
        <translation>поразка через вибуття</translation>
    </message>
    <message>
        <source>lost for inactivity</source>
        <translation>поразка за бездіяльність</translation>
    </message>
    <message>
        <source>no game record from either player</source>
        <translation>жоден гравець не надіслав запису партії</translation>
    </message>
    <message>
        <source>%1: a lowercase letter was read as the piece letter</source>
        <translation>%1: малу літеру прочитано як позначку фігури</translation>
    </message>
    <message>
        <source>this card says card %1 was received %2; the file records %3</source>
        <translation>на цій листівці вказано, що листівку %1 отримано %2; у файлі записано %3</translation>
    </message>
    <message>
        <source>the card went %1 (%2), before my card %3 with the move it repeats went %4</source>
        <translation>листівку відправлено %1 («%2»), раніше, ніж пішла моя листівка %3 з ходом, який вона повторює (%4)</translation>
    </message>
    <message>
        <source>%1 is before the sending date %2 (%3)</source>
        <translation>%1 раніше за дату відправлення %2 («%3»)</translation>
    </message>
    <message numerus="yes">
        <source>repeats nothing where %n half-move(s) were due (%2)</source>
        <translation>
            <numerusform>нічого не повторено, а треба було %n напівхід (%2)</numerusform>
            <numerusform>нічого не повторено, а треба було %n напівходи (%2)</numerusform>
            <numerusform>нічого не повторено, а треба було %n напівходів (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not 1-0, 0-1, 1/2-1/2, 0-0 or cancelled</source>
        <translation>«%1» — не 1-0, 0-1, 1/2-1/2, 0-0 чи cancelled (анульовано)</translation>
    </message>
    <message>
        <source>%1 and %2 already meet in another game (a round robin pairs them once; where each pair plays two games, one with each colour, the file says &quot;cycles&quot;: 2)</source>
        <translation>%1 і %2 уже грають між собою в іншій партії (у коловому турнірі пара зустрічається раз; якщо кожна пара грає дві партії, по одній кожним кольором, у файлі має бути &quot;cycles&quot;: 2)</translation>
    </message>
    <message>
        <source>%1 already has White against %2 in another game (a double round robin pairs them once with each colour)</source>
        <translation>%1 уже грає білими в іншій партії, де чорними грає %2 (у двоколовому турнірі пара зустрічається раз кожним кольором)</translation>
    </message>
    <message>
        <source>%1 is not a number of games per pair: 1 (a round robin) or 2 (a double round robin)</source>
        <translation>%1 — не кількість партій на пару: 1 (коловий турнір) або 2 (двоколовий)</translation>
    </message>
    <message numerus="yes">
        <source>with this reply the control period&apos;s limit was already exceeded by %n day(s); it had to go registered</source>
        <translation>
            <numerusform>з цією відповіддю ліміт контрольного періоду вже перевищено на %n день: її треба було надіслати рекомендованим листом</numerusform>
            <numerusform>з цією відповіддю ліміт контрольного періоду вже перевищено на %n дні: її треба було надіслати рекомендованим листом</numerusform>
            <numerusform>з цією відповіддю ліміт контрольного періоду вже перевищено на %n днів: її треба було надіслати рекомендованим листом</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; the %2 days of this control period exceeded by %n day(s)</source>
        <translation>
            <numerusform>; ліміт цього контрольного періоду (%2 дн.) перевищено на %n день</numerusform>
            <numerusform>; ліміт цього контрольного періоду (%2 дн.) перевищено на %n дні</numerusform>
            <numerusform>; ліміт цього контрольного періоду (%2 дн.) перевищено на %n днів</numerusform>
        </translation>
    </message>
    <message>
        <source>the card reached me %1 (%2), before my card %3 it answers went %4</source>
        <translation>листівка надійшла до мене %1 («%2»), раніше, ніж пішла моя листівка %3, на яку вона відповідає (%4)</translation>
    </message>
    <message>
        <source>the card went %1 (%2), before my card %3 it answers reached the partner on %4, as that card is recorded</source>
        <translation>листівку відправлено %1 («%2»), раніше, ніж партнер отримав мою листівку %3, на яку вона відповідає (%4, як записано для неї)</translation>
    </message>
    <message>
        <source>%1 is before card %2 was sent, %3: it cannot have been received then</source>
        <translation>%1 — раніше, ніж відправлено листівку %2 (%3): тоді її не могли отримати</translation>
    </message>
    <message>
        <source>%1 is after this card itself was sent, %2: the card answers what had already come</source>
        <translation>%1 — пізніше, ніж відправлено саму цю листівку (%2): листівка відповідає на те, що вже надійшло</translation>
    </message>
    <message>
        <source>the result %1 was reported %2; it counts once the game record reaches the judge</source>
        <translation>про результат %1 повідомлено %2; він враховується, щойно запис партії надійде до судді</translation>
    </message>
    <message>
        <source>dates a result (II.9.1), but the game has no result</source>
        <translation>датує результат (II.9.1), але результату партії немає</translation>
    </message>
    <message>
        <source>%1 is before the event started, %2</source>
        <translation>%1 — раніше за початок змагання (%2)</translation>
    </message>
    <message>
        <source>%1 received the start notice on %2, after the official start; a late notice moves the start only in play by post (II.4.6): %1 starts on the official start, %3 (%4)</source>
        <translation>%1 отримали повідомлення про старт %2, уже після офіційного старту; запізнення повідомлення переносить старт лише в грі поштою (II.4.6): для %1 початок — офіційний старт, %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source> − %n day(s) of leave (%2)</source>
        <translation>
            <numerusform> − %n день перерви (%2)</numerusform>
            <numerusform> − %n дні перерви (%2)</numerusform>
            <numerusform> − %n днів перерви (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> − %n day(s) excused (%2)</source>
        <translation>
            <numerusform> − %n день не враховується (%2)</numerusform>
            <numerusform> − %n дні не враховуються (%2)</numerusform>
            <numerusform> − %n днів не враховуються (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: answering card %2, which repeated the moves wrongly, %3: %4</source>
        <translation>%1: відповідь на листівку %2 з неправильно повтореними ходами, %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%2: %3 — the first of its kind in this game: %n day(s) (%5), added to %4</source>
        <translation>
            <numerusform>%2: %3 — перше таке порушення в цій партії: %n день (%5), додано до часу: %4</numerusform>
            <numerusform>%2: %3 — перше таке порушення в цій партії: %n дні (%5), додано до часу: %4</numerusform>
            <numerusform>%2: %3 — перше таке порушення в цій партії: %n днів (%5), додано до часу: %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2: %3 — offence %4 of its kind in this game: %n day(s) (%6), added to %5</source>
        <translation>
            <numerusform>%2: %3 — таке порушення в цій партії вже не перше (№ %4): %n день (%6), додано до часу: %5</numerusform>
            <numerusform>%2: %3 — таке порушення в цій партії вже не перше (№ %4): %n дні (%6), додано до часу: %5</numerusform>
            <numerusform>%2: %3 — таке порушення в цій партії вже не перше (№ %4): %n днів (%6), додано до часу: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no move since %2: the server reminds %3 after 14, 28 and 35 days; without a move, or a notice to the judge and the partner that the game goes on, within %n day(s) %3 may lose the game</source>
        <translation>
            <numerusform>ходу немає з %2: сервер нагадує (%3) через 14, 28 і 35 днів; якщо протягом %n дня не буде ходу чи повідомлення судді й партнерові про намір продовжити партію, %3 можуть отримати поразку</numerusform>
            <numerusform>ходу немає з %2: сервер нагадує (%3) через 14, 28 і 35 днів; якщо протягом %n днів не буде ходу чи повідомлення судді й партнерові про намір продовжити партію, %3 можуть отримати поразку</numerusform>
            <numerusform>ходу немає з %2: сервер нагадує (%3) через 14, 28 і 35 днів; якщо протягом %n днів не буде ходу чи повідомлення судді й партнерові про намір продовжити партію, %3 можуть отримати поразку</numerusform>
        </translation>
    </message>
    <message>
        <source>; in time trouble, the reply goes registered (%1)</source>
        <translation>; цейтнот: відповідь надсилають рекомендованим листом (%1)</translation>
    </message>
    <message>
        <source>; five days or fewer before the control: all correspondence goes with copies to the judge (%1)</source>
        <translation>; до контрольного ходу п’ять днів або менше: усе листування — з копіями судді (%1)</translation>
    </message>
    <message>
        <source>the date is empty: write it as YYYY-MM-DD, or leave the key out</source>
        <translation>дата порожня: запишіть її як YYYY-MM-DD або приберіть ключ</translation>
    </message>
    <message>
        <source>no move has been sent since the start %1: without a move by then, %2 may lose the game</source>
        <translation>від старту %1 не надіслано жодного ходу: якщо до строку не буде ходу, %2 можуть отримати поразку</translation>
    </message>
    <message numerus="yes">
        <source>the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet to the judge within %n day(s)</source>
        <translation>
            <numerusform>турнір закінчується %2: незакінчена партія йде на присудження, %3 надсилають матеріали судді протягом %n дня</numerusform>
            <numerusform>турнір закінчується %2: незакінчена партія йде на присудження, %3 надсилають матеріали судді протягом %n днів</numerusform>
            <numerusform>турнір закінчується %2: незакінчена партія йде на присудження, %3 надсилають матеріали судді протягом %n днів</numerusform>
        </translation>
    </message>
    <message>
        <source>, counting the time running on it</source>
        <translation>, разом із поточним обдумуванням</translation>
    </message>
    <message numerus="yes">
        <source>, of which %n day(s) past %2 counted twice (%3)</source>
        <translation>
            <numerusform>, з них %n день понад %2 зараховано вдвічі (%3)</numerusform>
            <numerusform>, з них %n дні понад %2 зараховано вдвічі (%3)</numerusform>
            <numerusform>, з них %n днів понад %2 зараховано вдвічі (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %2 has %n day(s) left before the control: all correspondence goes with copies to the judge (%3)</source>
        <translation>
            <numerusform>; у %2 до контролю лишився %n день: усе листування — з копіями судді (%3)</numerusform>
            <numerusform>; у %2 до контролю лишилося %n дні: усе листування — з копіями судді (%3)</numerusform>
            <numerusform>; у %2 до контролю лишилося %n днів: усе листування — з копіями судді (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>the rule parameter %1 must be from %2 to %3</source>
        <translation>параметр правил %1 має бути від %2 до %3</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>має бути цілим числом від %1 до %2</translation>
    </message>
    <message>
        <source>the rule parameter %1 must be a whole number</source>
        <translation>параметр правил %1 має бути цілим числом</translation>
    </message>
    <message>
        <source>no player is given: write the id of one of the event&apos;s players</source>
        <translation>гравця не вказано: запишіть ідентифікатор одного з гравців змагання</translation>
    </message>
    <message>
        <source>an annotation number past 255 (no NAG) was left out</source>
        <translation>номер анотації понад 255 пропущено: таких номерів немає</translation>
    </message>
    <message>
        <source>a comment { was not closed before the next game&apos;s tags: it was ended there, and the next game read on its own</source>
        <translation>коментар { не закрито до тегів наступної партії: його завершено там, а наступну партію прочитано окремо</translation>
    </message>
    <message>
        <source>variations are nested more than %1 deep</source>
        <translation>варіанти вкладено один в один глибше ніж на %1 рівнів</translation>
    </message>
    <message>
        <source>there is no archive at %1; a new one is made only when asked for</source>
        <translation>архіву %1 немає; новий створюється лише на вимогу</translation>
    </message>
    <message>
        <source>%1 is an empty file, not an archive</source>
        <translation>%1 — порожній файл, а не архів</translation>
    </message>
    <message>
        <source>%1 is not a file (a folder, a device or a pipe)</source>
        <translation>%1 — не файл (тека, пристрій чи канал)</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s database; Postmark has left it as it was</source>
        <translation>%1 — база даних іншої програми; Postmark залишив її як була</translation>
    </message>
    <message>
        <source>the archive %1 is damaged (%2); it can be read, checked and exported, but nothing is written to it: restore your last backup, or copy out what you can with export</source>
        <translation>архів %1 пошкоджено (%2); його можна читати, перевіряти й експортувати, але нічого не записується: відновіть останню резервну копію або збережіть що можна експортом</translation>
    </message>
    <message>
        <source>the archive %1 is open for reading only (the file or its folder cannot be written)</source>
        <translation>архів %1 відкрито лише для читання (у файл чи його теку не можна писати)</translation>
    </message>
    <message>
        <source>the archive %1 has the older version %2 and cannot be upgraded while it is read-only: open a copy you may write</source>
        <translation>архів %1 має старішу версію %2, і його не можна оновити, поки він лише для читання: відкрийте копію, у яку можна писати</translation>
    </message>
    <message>
        <source>the starting position (FEN tag) “%1” is refused: %2</source>
        <translation>початкову позицію (тег FEN) «%1» відхилено: %2</translation>
    </message>
    <message>
        <source>half-move %1, “%2”, is refused: %3</source>
        <translation>напівхід %1, «%2», відхилено: %3</translation>
    </message>
    <message>
        <source>in a variation, half-move %1, “%2”, is refused: %3</source>
        <translation>у варіанті напівхід %1, «%2», відхилено: %3</translation>
    </message>
    <message>
        <source>a word of %1 bytes is no move (a move has at most 10)</source>
        <translation>слово з %1 байтів не є ходом (хід має щонайбільше 10)</translation>
    </message>
    <message>
        <source>a comment or tag longer than %1 MB was cut there</source>
        <translation>коментар або тег, довший за %1 МБ, обрізано на цьому місці</translation>
    </message>
    <message>
        <source>game %1: the %2 tag is %3 characters long; at most %4 are read</source>
        <translation>партія %1: тег %2 має %3 символів; читається щонайбільше %4</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>неправильний JSON у рядку %1, позиції %2: %3</translation>
    </message>
    <message>
        <source>a comma or colon is missing</source>
        <translation>бракує коми або двокрапки</translation>
    </message>
    <message>
        <source>a value is neither text, a number, a list nor an object</source>
        <translation>значення не є ні текстом, ні числом, ні списком, ні об’єктом</translation>
    </message>
    <message>
        <source>a number is malformed or too large</source>
        <translation>число записано неправильно або воно завелике</translation>
    </message>
    <message>
        <source>a text has a wrong escape or is not UTF-8</source>
        <translation>текст має неправильну екрановану послідовність або не в UTF-8</translation>
    </message>
    <message>
        <source>the file is nested too deep or too large</source>
        <translation>файл вкладено надто глибоко або він завеликий</translation>
    </message>
    <message>
        <source>something follows the end of the file&apos;s object</source>
        <translation>після кінця об’єкта файлу є ще щось</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are read</source>
        <translation>має %1 символів; читається щонайбільше %2</translation>
    </message>
    <message>
        <source>has %1 cards; a game file holds at most %2</source>
        <translation>має %1 листівок; файл партії містить щонайбільше %2</translation>
    </message>
    <message>
        <source>has %1 players; a tournament holds at most %2</source>
        <translation>має %1 гравців; змагання містить щонайбільше %2</translation>
    </message>
    <message>
        <source>larger than %1 MB, which no file of this kind needs</source>
        <translation>більший за %1 МБ, а такому файлу стільки не потрібно</translation>
    </message>
    <message>
        <source>it is not the turn of %1: the move “%3” on card %2 is impossible or illegible and was not played, so the partner still has to replace it (II.3.12); this card answers a move that was not made</source>
        <translation>%1 зараз не ходять: хід «%3» на листівці %2 неможливий або нерозбірливий і не зроблений, тож партнер ще має його замінити (II.3.12); ця листівка відповідає на хід, якого не було</translation>
    </message>
    <message>
        <source>“%1” is no card id: an id is a short name such as w12 or b12</source>
        <translation>«%1» не є ідентифікатором листівки: ідентифікатор — коротка назва, як-от w12 чи b12</translation>
    </message>
    <message>
        <source>game %1: warning: %2</source>
        <translation>партія %1: попередження: %2</translation>
    </message>
    <message>
        <source>“%1” is not one of board_points, match_points, head_to_head</source>
        <translation>«%1» не є одним із board_points, match_points, head_to_head</translation>
    </message>
    <message>
        <source>match points</source>
        <translation>очки за матч</translation>
    </message>
    <message>
        <source>team no. %1</source>
        <translation>команда № %1</translation>
    </message>
    <message>
        <source>“%1” is used by another team</source>
        <translation>«%1» вже має інша команда</translation>
    </message>
    <message>
        <source>the captain of team no. %1</source>
        <translation>капітан команди № %1</translation>
    </message>
    <message>
        <source>%1 players are listed for %2 boards: one a board, board 1 first (IV.1.3)</source>
        <translation>гравців указано — %1, дошок — %2: потрібно по одному гравцю на дошку, починаючи з першої (IV.1.3)</translation>
    </message>
    <message>
        <source>a board from 1 to %1 is needed</source>
        <translation>потрібна дошка від 1 до %1</translation>
    </message>
    <message>
        <source>“%1” plays on board %2</source>
        <translation>«%1» грає на дошці %2</translation>
    </message>
    <message>
        <source>both players play for %1: a team event pairs players of different teams</source>
        <translation>обидва гравці грають за команду «%1»: у командному змаганні грають гравці різних команд</translation>
    </message>
    <message>
        <source>a team event needs at least two teams</source>
        <translation>командному змаганню потрібні щонайменше дві команди</translation>
    </message>
    <message>
        <source>a Cup needs a name</source>
        <translation>Кубку потрібна назва</translation>
    </message>
    <message>
        <source>a final of %1 to %2 players cannot be formed: at least 2, and the maximum no smaller than the minimum</source>
        <translation>фінал від %1 до %2 учасників сформувати неможливо: щонайменше 2, і максимум не менший за мінімум</translation>
    </message>
    <message>
        <source>group no. %1 is in the Cup twice</source>
        <translation>група № %1 є в Кубку двічі</translation>
    </message>
    <message>
        <source>a Cup has one final</source>
        <translation>у Кубка один фінал</translation>
    </message>
    <message>
        <source>the archive has a Cup named “%1” already</source>
        <translation>в архіві вже є Кубок «%1»</translation>
    </message>
    <message>
        <source>“%1” is not a date: write it as 12.03.1954 (day, month, year)</source>
        <translation>«%1» — не дата: напишіть її як 12.03.1954 (день, місяць, рік)</translation>
    </message>
    <message>
        <source>“%1” is not a rating: a whole number, 0 or more, such as 2240</source>
        <translation>«%1» — не рейтинг: ціле число, 0 чи більше, як-от 2240</translation>
    </message>
    <message>
        <source>this archive cannot write a copy of itself to %1</source>
        <translation>цей архів не може записати свою копію в %1</translation>
    </message>
    <message>
        <source>this archive cannot check itself</source>
        <translation>цей архів не може перевірити себе</translation>
    </message>
    <message>
        <source>“%1” is not a PostgreSQL address: its %2 cannot be read (postgresql://[user@]host[:port]/database)</source>
        <translation>«%1» — не адреса PostgreSQL: не вдається прочитати %2 (postgresql://[користувач@]сервер[:порт]/база)</translation>
    </message>
    <message>
        <source>the address “%1” holds a password: Postmark takes passwords only from ~/.pgpass, PGPASSWORD or a PostgreSQL service file, so that none is kept in its settings</source>
        <translation>адреса «%1» містить пароль: Postmark бере паролі лише з ~/.pgpass, PGPASSWORD або файлу служби PostgreSQL, щоб жоден пароль не зберігався в його налаштуваннях</translation>
    </message>
    <message>
        <source>the address “%1” holds “%2”, which is not a PostgreSQL connection setting</source>
        <translation>адреса «%1» містить «%2», а це не параметр з’єднання PostgreSQL</translation>
    </message>
    <message>
        <source>this computer has no PostgreSQL support for Qt (Debian&apos;s package libqt6sql6-psql)</source>
        <translation>на цьому комп’ютері немає підтримки PostgreSQL для Qt (пакет Debian libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1: the server says: %2</source>
        <translation>%1: сервер повідомляє: %2</translation>
    </message>
    <message>
        <source>%1 holds no federation archive yet (postmark-cli federation init makes it)</source>
        <translation>на %1 ще немає архіву федерації (його створює postmark-cli federation init)</translation>
    </message>
    <message>
        <source>the server has no login role “%1” (its administrator makes it: CREATE ROLE … LOGIN)</source>
        <translation>на сервері немає ролі входу «%1» (її створює адміністратор сервера: CREATE ROLE … LOGIN)</translation>
    </message>
    <message>
        <source>a player is a person of the archive: say who “%1” is (--person NAME)</source>
        <translation>гравець — це особа архіву: укажіть, хто такий «%1» (--person ІМ’Я)</translation>
    </message>
    <message>
        <source>the archive has an event named “%1” already; nothing was copied</source>
        <translation>в архіві вже є змагання «%1»; нічого не скопійовано</translation>
    </message>
    <message>
        <source>the archive has no person named “%1”: publish the event they play in first, or check the spelling</source>
        <translation>в архіві немає особи «%1»: спершу опублікуйте змагання, у якому вона грає, або перевірте написання</translation>
    </message>
    <message>
        <source>Federation&apos;s server %1, as %2 (%3)</source>
        <translation>Сервер федерації %1, вхід %2 (%3)</translation>
    </message>
    <message>
        <source>you are connected as %1 (%2): only the event&apos;s judge or the federation&apos;s administrator changes it, and the server refuses anyone else</source>
        <translation>ви під’єднані як %1 (%2): змінює змагання лише його суддя або адміністратор федерації, а іншим сервер відмовляє</translation>
    </message>
    <message>
        <source>the federation&apos;s administrator</source>
        <translation>адміністратор федерації</translation>
    </message>
    <message>
        <source>a judge</source>
        <translation>суддя</translation>
    </message>
    <message>
        <source>the appeals committee</source>
        <translation>апеляційний комітет</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>гравець</translation>
    </message>
    <message>
        <source>no role in the federation yet</source>
        <translation>ще без ролі у федерації</translation>
    </message>
    <message>
        <source>the events</source>
        <translation>змагання</translation>
    </message>
    <message>
        <source>the judge&apos;s registers</source>
        <translation>реєстри судді</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>цю партію</translation>
    </message>
    <message>
        <source>the players&apos; names and addresses</source>
        <translation>імена й адреси гравців</translation>
    </message>
    <message>
        <source>the federation&apos;s members</source>
        <translation>членів федерації</translation>
    </message>
    <message>
        <source>this</source>
        <translation>це</translation>
    </message>
    <message>
        <source>the archive has a different game of “%1”, %2 – %3 already (game %4); nothing was written</source>
        <translation>в архіві вже є інша партія «%1», %2 – %3 (партія %4); нічого не записано</translation>
    </message>
    <message>
        <source>The federation&apos;s server refused it: you may not change %2. Nothing was changed on the server (%1).</source>
        <translation>Сервер федерації відмовив: вам не дозволено змінювати %2. На сервері нічого не змінено (%1).</translation>
    </message>
    <message>
        <source>card %1, which %2 logged: a card is corrected only by whoever logged it, the judge or the federation&apos;s administrator; you add to it only your side of the post — the day it came with its arrival postmarks, or your receipt with the departure postmarks</source>
        <translation>листівку %1, яку вніс %2: листівку виправляє лише той, хто її вніс, суддя або адміністратор федерації; ви додаєте до неї тільки свій бік пошти — день надходження зі штемпелями прибуття або свою квитанцію зі штемпелями відправлення</translation>
    </message>
    <message>
        <source>my card went %1 (%2), before the partner&apos;s card %3 it answers reached me on %4</source>
        <translation>мою листівку відправлено %1 («%2»), раніше, ніж до мене дійшла листівка партнера %3, на яку вона відповідає (%4)</translation>
    </message>
    <message>
        <source>the server&apos;s archive has version %1 and this Postmark&apos;s is %2: postmark-cli federation init brings it up to date</source>
        <translation>архів на сервері має версію %1, а цього Postmark — %2: postmark-cli federation init оновить його</translation>
    </message>
    <message>
        <source>the server has no group role %1, which the federation&apos;s roles rely on (postmark-cli federation init makes it)</source>
        <translation>на сервері немає групової ролі %1, на яку спираються ролі федерації (її створює postmark-cli federation init)</translation>
    </message>
    <message>
        <source>a copy of a federation&apos;s server is written by pg_dump, which this computer lacks (Debian&apos;s package postgresql-client)</source>
        <translation>копію сервера федерації пише pg_dump, якого на цьому комп’ютері немає (пакет Debian postgresql-client)</translation>
    </message>
    <message>
        <source>the connection to %1 was lost during the change, and nothing of it was written (the server undoes a change it did not finish); Postmark has connected again: do it again</source>
        <translation>з’єднання з %1 обірвалося під час зміни, і з неї нічого не записано (сервер скасовує незавершену зміну); Postmark з’єднався знову: зробіть її ще раз</translation>
    </message>
    <message>
        <source>the connection to %1 was lost as the change was being saved: whether the server kept it is not known; Postmark has connected again: look at it before doing it again</source>
        <translation>з’єднання з %1 обірвалося саме тоді, коли зміну зберігали: чи сервер її зберіг, невідомо; Postmark з’єднався знову: перегляньте дані, перш ніж робити її ще раз</translation>
    </message>
    <message>
        <source>who plays this game, its event or the rules its time is counted by: in an event they are set by the event&apos;s judge</source>
        <translation>хто грає цю партію, її змагання чи правила, за якими рахують її час: у змаганні їх встановлює суддя змагання</translation>
    </message>
    <message>
        <source>game %1 cannot be read back whole: a row it needs (its White or Black, on a server one this login may not read) is missing</source>
        <translation>партію %1 не вдається прочитати цілою: бракує рядка, потрібного їй (її білих чи чорних; на сервері — такого, що цьому входу не дозволено читати)</translation>
    </message>
    <message>
        <source>you are connected as %1: the whole server is copied by the login that owns the archive, the one that ran federation init; a judge copies the events they judge to a file with copy-tournament, a player their own games with copy-games</source>
        <translation>ви під’єднані як %1: увесь сервер копіює вхід, що володіє архівом, — той, що виконав federation init; суддя копіює змагання, які судить, у файл командою copy-tournament, гравець свої партії — командою copy-games</translation>
    </message>
    <message>
        <source>pg_dump could not copy the server as %1: %2</source>
        <translation>pg_dump не зміг скопіювати сервер як %1: %2</translation>
    </message>
    <message>
        <source>a game of the event between players it does not pair with these colours: only its pairings&apos; games are the event&apos;s (its judge adds any other)</source>
        <translation>партію змагання між гравцями, яких воно не зводить такими кольорами: змаганню належать лише партії його розкладу (будь-яку іншу додає суддя)</translation>
    </message>
    <message>
        <source>game %1 (%2 – %3) names the event “%4”, whose pairings have no game of these two with these colours: the crosstable does not count it</source>
        <translation>партія %1 (%2 – %3) називає змагання «%4», у розкладі якого немає партії цих двох із такими кольорами: таблиця її не враховує</translation>
    </message>
    <message>
        <source>the result of this game, which is written already: in an event a disputed result is the judge&apos;s to rule on (II.9.1)</source>
        <translation>результат цієї партії, який уже записано: у змаганні про спірний результат ухвалює рішення суддя (II.9.1)</translation>
    </message>
    <message>
        <source>the login %1 has no role in the federation on %2, so it may read nothing there: the federation&apos;s administrator gives it one (postmark-cli federation grant)</source>
        <translation>вхід %1 не має ролі у федерації на %2, тож нічого там читати не може: роль йому надає адміністратор федерації (postmark-cli federation grant)</translation>
    </message>
    <message>
        <source>table %1 does not ask the server&apos;s policies who may read its rows (its row-level security is off): anyone who may read the table reads every row; postmark-cli federation init, run as the archive&apos;s owner, puts them back</source>
        <translation>таблиця %1 не питає політик сервера, хто може читати її рядки (її захист рядків вимкнено): кожен, хто може читати таблицю, читає всі рядки; postmark-cli federation init, запущений власником архіву, повертає їх</translation>
    </message>
    <message>
        <source>table %1 has lost the policy its rows are read by: no member but its owner reads any of them; postmark-cli federation init, run as the archive&apos;s owner, puts it back</source>
        <translation>таблиця %1 втратила політику, за якою читають її рядки: жоден член, окрім її власника, не читає жодного з них; postmark-cli federation init, запущений власником архіву, повертає її</translation>
    </message>
    <message>
        <source>you are connected as %1 (%2): events are made and published by the federation&apos;s administrator and its judges, and the server refuses anyone else</source>
        <translation>ви під’єднані як %1 (%2): змагання створюють і публікують адміністратор федерації та її судді, а будь-кому іншому сервер відмовляє</translation>
    </message>
    <message>
        <source>nothing answers at %1: the server is not running there, or the address names another place (the federation&apos;s administrator gives it)</source>
        <translation>за адресою %1 ніхто не відповідає: сервер там не запущено, або адреса вказує не туди (її дає адміністратор федерації)</translation>
    </message>
    <message>
        <source>no computer named “%1” can be found: check the server&apos;s name and that this computer is on the network</source>
        <translation>комп’ютера з назвою «%1» не знайдено: перевірте назву сервера і чи підключено цей комп’ютер до мережі</translation>
    </message>
    <message>
        <source>the server at %1 did not answer within 10 seconds: try again later, or ask the federation&apos;s administrator whether it is running</source>
        <translation>сервер %1 не відповів за 10 секунд: спробуйте пізніше або запитайте адміністратора федерації, чи він працює</translation>
    </message>
    <message>
        <source>the server at %1 is starting, stopping or has all the connections it takes: try again in a minute</source>
        <translation>сервер %1 саме запускається, зупиняється або вже має всі підключення, які приймає: спробуйте за хвилину</translation>
    </message>
    <message>
        <source>the server at %1 has no database “%2”: check the name the federation&apos;s administrator gave</source>
        <translation>на сервері %1 немає бази даних «%2»: перевірте назву, яку дав адміністратор федерації</translation>
    </message>
    <message>
        <source>the server at %1 knows no login “%2”: check the login, or ask the federation&apos;s administrator to make it</source>
        <translation>сервер %1 не знає логіна «%2»: перевірте логін або попросіть адміністратора федерації його створити</translation>
    </message>
    <message>
        <source>the server at %1 does not let “%2” in from this computer: its administrator allows it (pg_hba.conf, or the right to connect to the database)</source>
        <translation>сервер %1 не пускає «%2» з цього комп’ютера: це дозволяє його адміністратор (pg_hba.conf або право підключатися до бази даних)</translation>
    </message>
    <message numerus="yes">
        <source>an objection, registered, to the judge within %n day(s) of receiving the notice of the overstep: it reached me on %2, so the objection goes by %3</source>
        <translation>
            <numerusform>заперечення — судді, рекомендованим листом, протягом %n дня від отримання повідомлення про прострочення часу: воно надійшло до мене %2, тож заперечення треба надіслати до %3</numerusform>
            <numerusform>заперечення — судді, рекомендованим листом, протягом %n днів від отримання повідомлення про прострочення часу: воно надійшло до мене %2, тож заперечення треба надіслати до %3</numerusform>
            <numerusform>заперечення — судді, рекомендованим листом, протягом %n днів від отримання повідомлення про прострочення часу: воно надійшло до мене %2, тож заперечення треба надіслати до %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the notice cannot have reached me on %1, before it was sent on %2 (its receipt)</source>
        <translation>повідомлення не могло надійти до мене %1, раніше, ніж його надіслали %2 (за квитанцією)</translation>
    </message>
    <message>
        <source>you are connected as %1, a player: you read only your own games of the event, and a copy would show every other game as never begun; print-tournament prints its crosstable, and copy-games copies your games</source>
        <translation>ви під’єднані як %1, гравець: ви бачите лише власні партії цього змагання, і в копії всі інші партії виглядали б не розпочатими; таблицю друкує print-tournament, а ваші партії копіює copy-games</translation>
    </message>
    <message>
        <source>the server at %1 did not let “%2” in with the password of ~/.pgpass (or PGPASSWORD): check the login, and its line there</source>
        <translation>сервер %1 не пустив «%2» з паролем із ~/.pgpass (або PGPASSWORD): перевірте логін і його рядок там</translation>
    </message>
    <message>
        <source>the connection to %1 is lost and the server does not answer now: try again once it answers (Postmark connects again by itself)</source>
        <translation>зв’язок із %1 обірвався, і сервер зараз не відповідає: спробуйте ще раз, коли він відповідатиме (Postmark під’єднається знову сам)</translation>
    </message>
    <message>
        <source>the server at %1 asks for the password of “%2” on the database “%3”, and ~/.pgpass has none for them: first check the database&apos;s name and the login (a line of ~/.pgpass is for one database), then that the line is there — Postmark reads the password from there, never asks it or keeps it (the federation guide says how to write it)</source>
        <translation>сервер %1 просить пароль логіна «%2» до бази даних «%3», а в ~/.pgpass його для них немає: спершу перевірте назву бази даних і логін (рядок ~/.pgpass — для однієї бази даних), потім — чи є цей рядок; Postmark бере пароль звідти, сам ніколи не питає і не зберігає (як його записати, сказано в посібнику для федерації)</translation>
    </message>
    <message>
        <source>a federation&apos;s server keeps no analysis: your partner may read the game there. Your variations are kept in your own archive file</source>
        <translation>сервер федерації не зберігає аналізу: там партію може читати й ваш партнер. Ваші варіанти зберігаються у вашому власному файлі архіву</translation>
    </message>
    <message>
        <source>a federation&apos;s server is not searched for positions: the search is over your own archive file</source>
        <translation>на сервері федерації позиції не шукаються: пошук іде у вашому власному файлі архіву</translation>
    </message>
    <message>
        <source>%1: someone else changed the same thing at the same moment, so nothing of this change was saved: look at it again and repeat it</source>
        <translation>%1: хтось інший змінив те саме в ту саму мить, тож нічого з цієї зміни не збережено: перегляньте ще раз і повторіть</translation>
    </message>
    <message>
        <source>%1: the server&apos;s disk is full, so nothing of this change was saved (the federation&apos;s administrator frees room on the server)</source>
        <translation>%1: диск сервера заповнений, тож нічого з цієї зміни не збережено (адміністратор федерації звільняє місце на сервері)</translation>
    </message>
    <message>
        <source>%1 takes no changes now (a read-only copy of the federation&apos;s archive, or a server recovering): nothing was saved; the federation&apos;s administrator says when it takes them again</source>
        <translation>%1 зараз не приймає змін (копія архіву федерації лише для читання або сервер, що відновлюється): нічого не збережено; адміністратор федерації скаже, коли сервер знову прийматиме зміни</translation>
    </message>
    <message>
        <source>%1 stopped the request before it was done (a time limit on the server, or its administrator): nothing of this change was saved: try again</source>
        <translation>%1 зупинив запит, не завершивши його (обмеження часу на сервері або його адміністратор): нічого з цієї зміни не збережено: спробуйте ще раз</translation>
    </message>
    <message>
        <source>the text is UTF-8 with bytes that are not; each such byte was read as �: check the names and comments</source>
        <translation>текст у кодуванні UTF-8, але з байтами, що не належать до нього; кожен такий байт прочитано як �: перевірте імена та коментарі</translation>
    </message>
    <message>
        <source>the text is not UTF-8; its Cyrillic was read as Windows-1251 (the older Ukrainian files&apos; encoding)</source>
        <translation>текст не в кодуванні UTF-8; його кирилицю прочитано як Windows-1251 (кодування старіших українських файлів)</translation>
    </message>
    <message>
        <source>the date %1 gives no month or day: the game&apos;s start was taken as %2</source>
        <translation>дата %1 не називає місяця чи дня: початком партії взято %2</translation>
    </message>
    <message>
        <source>the Date tag gives no year: the game&apos;s start was taken from its UTCDate tag, %1</source>
        <translation>тег Date не називає року: початок партії взято з її тегу UTCDate, %1</translation>
    </message>
    <message>
        <source>its comments, variations and NAGs stay in the file: the archive keeps the moves and their send dates</source>
        <translation>її коментарі, варіанти та позначки ходів ($1, !?) лишаються у файлі: архів зберігає ходи та дати їх відправлення</translation>
    </message>
    <message>
        <source>a comment { was not closed before the end of the file: the game&apos;s text after it was read as the comment</source>
        <translation>коментар { не закрито до кінця файлу: текст партії після нього прочитано як коментар</translation>
    </message>
    <message>
        <source>%1 is to make move %2 but received the card it answers on %3, after the claim of %4: no time runs on it</source>
        <translation>%1 мають зробити хід %2, але листівку, на яку відповідають, отримали %3, уже після заяви від %4: час на цей хід не йде</translation>
    </message>
    <message numerus="yes">
        <source>move %2 goes by %3 at the latest: %n day(s) left of the %4 of this control period</source>
        <translation>
            <numerusform>хід %2 — відправити не пізніше %3: у цьому контрольному періоді лишається %n день із %4</numerusform>
            <numerusform>хід %2 — відправити не пізніше %3: у цьому контрольному періоді лишається %n дні із %4</numerusform>
            <numerusform>хід %2 — відправити не пізніше %3: у цьому контрольному періоді лишається %n днів із %4</numerusform>
        </translation>
    </message>
    <message>
        <source>; a later send date exceeds the limit (%1)</source>
        <translation>; відправлений пізніше, хід перевищить ліміт часу (%1)</translation>
    </message>
    <message numerus="yes">
        <source>move %2 was due by %3: the %4 days of this control period are exceeded by %n day(s) (%5)</source>
        <translation>
            <numerusform>хід %2 треба було відправити до %3: %4 днів цього контрольного періоду перевищено на %n день (%5)</numerusform>
            <numerusform>хід %2 треба було відправити до %3: %4 днів цього контрольного періоду перевищено на %n дні (%5)</numerusform>
            <numerusform>хід %2 треба було відправити до %3: %4 днів цього контрольного періоду перевищено на %n днів (%5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; a protest to the appeals committee within %n day(s) of receiving it: %3</source>
        <translation>
            <numerusform>%2; апеляція (протест) до апеляційного комітету протягом %n дня від отримання: %3</numerusform>
            <numerusform>%2; апеляція (протест) до апеляційного комітету протягом %n днів від отримання: %3</numerusform>
            <numerusform>%2; апеляція (протест) до апеляційного комітету протягом %n днів від отримання: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; a protest to the appeals committee within %n day(s) of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</source>
        <translation>
            <numerusform>%2; апеляція (протест) до апеляційного комітету протягом %n дня від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)</numerusform>
            <numerusform>%2; апеляція (протест) до апеляційного комітету протягом %n днів від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)</numerusform>
            <numerusform>%2; апеляція (протест) до апеляційного комітету протягом %n днів від отримання: %3 (строк не спливе раніше %4 і рахується від дня отримання)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; an appeal, by e-mail, within %n day(s) of receiving it: %3</source>
        <translation>
            <numerusform>%2; апеляція електронною поштою — протягом %n дня від його одержання: %3</numerusform>
            <numerusform>%2; апеляція електронною поштою — протягом %n днів від його одержання: %3</numerusform>
            <numerusform>%2; апеляція електронною поштою — протягом %n днів від його одержання: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; an appeal, by e-mail, within %n day(s) of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</source>
        <translation>
            <numerusform>%2; апеляція електронною поштою — протягом %n дня від його одержання: %3 (строк не закінчиться раніше %4 і лічиться від одержання)</numerusform>
            <numerusform>%2; апеляція електронною поштою — протягом %n днів від його одержання: %3 (строк не закінчиться раніше %4 і лічиться від одержання)</numerusform>
            <numerusform>%2; апеляція електронною поштою — протягом %n днів від його одержання: %3 (строк не закінчиться раніше %4 і лічиться від одержання)</numerusform>
        </translation>
    </message>
    <message>
        <source>the notice of the overstep was received on %1: an objection to the judge by %2</source>
        <translation>повідомлення про прострочення часу отримано %1: заперечення — судді до %2</translation>
    </message>
    <message numerus="yes">
        <source>both players send the packet to the judge within %n day(s) of the end %2: by %3; %4</source>
        <translation>
            <numerusform>обидва гравці надсилають матеріали судді протягом %n дня після закінчення турніру %2: до %3; %4</numerusform>
            <numerusform>обидва гравці надсилають матеріали судді протягом %n днів після закінчення турніру %2: до %3; %4</numerusform>
            <numerusform>обидва гравці надсилають матеріали судді протягом %n днів після закінчення турніру %2: до %3; %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %2 is %n day(s) over the limit: all correspondence goes with copies to the judge (%3)</source>
        <translation>
            <numerusform>; %2 перевищили ліміт на %n день: усе листування — з копіями судді (%3)</numerusform>
            <numerusform>; %2 перевищили ліміт на %n дні: усе листування — з копіями судді (%3)</numerusform>
            <numerusform>; %2 перевищили ліміт на %n днів: усе листування — з копіями судді (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is before the packets are in: %2 may send one until %3 (%4), and the adjudication is made on the packets received (%5)</source>
        <translation>%1 — ще до надходження матеріалів: їх чекають від таких гравців: %2 — до %3 (%4); присуджують на підставі отриманих матеріалів (%5)</translation>
    </message>
    <message>
        <source>%1 is before card %2 came (%3): a reply goes after it</source>
        <translation>%1 — раніше, ніж надійшла листівка %2 (%3): відповідь надсилають після неї</translation>
    </message>
    <message>
        <source>the + for %1 after %2 withdrew on %3 counts once the judge has the game&apos;s text</source>
        <translation>%1: + (вибув %2 %3) зараховується, щойно суддя одержить текст партії</translation>
    </message>
    <message>
        <source>%1 is before the result was reported, %2: the record states the result, so it was known by the day the record came</source>
        <translation>%1 — раніше, ніж повідомлено про результат, %2: запис партії містить результат, тож його знали не пізніше дня, коли надійшов запис</translation>
    </message>
    <message>
        <source>%1 withdrew: the loss by withdrawal is his, the win his partner&apos;s</source>
        <translation>%1 вибув: поразка через вибуття — його, перемога — партнера</translation>
    </message>
    <message>
        <source>%1 is before %2 withdrew, %3: the text of a game lost by the withdrawal comes after it</source>
        <translation>%1 — раніше, ніж вибув %2, %3: текст партії, програної через вибуття, надходить після нього</translation>
    </message>
    <message>
        <source>its last move has no send date: the game&apos;s time and deadlines are counted once the dates of its last cards are entered (II.2.2 ¶6)</source>
        <translation>останній хід не має дати відправлення: час і строки партії буде пораховано, щойно внесете дати її останніх листівок (II.2.2 ¶6)</translation>
    </message>
    <message>
        <source>only a rejected claim bars the claimant&apos;s further claims (%1)</source>
        <translation>заборонити заявникові нові заяви можна лише тоді, коли заяву відхилено (%1)</translation>
    </message>
    <message>
        <source>this event&apos;s section of the rules has no bar on further claims (III.6.7 is play by e-mail&apos;s)</source>
        <translation>розділ правил цього змагання не передбачає заборони нових заяв (III.6.7 — це гра електронною поштою)</translation>
    </message>
    <message>
        <source>%1 may not claim again before control move %3 is made: the claim of %2 was rejected on %4 with a bar on further claims in this ten-move cycle (%5)</source>
        <translation>%1: нову заяву не можна подати, доки не зроблено контрольний хід %3 — заяву від %2 відхилено %4 із забороною нових заяв у цьому десятиходовому циклі (%5)</translation>
    </message>
    <message>
        <source>%1: the card it answers, %2, has no known day of receipt (the partner&apos;s card states it, %3), so this move stays open until that day is entered</source>
        <translation>%1: листівка, на яку це відповідь, %2, не має відомої дати одержання (її вказує листівка партнера, %3), тому цей хід лишається відкритим, доки цю дату не внесуть</translation>
    </message>
    <message>
        <source>arrival postmarks %1: the latest, %2, counts for the recipient</source>
        <translation>штемпелі прибуття %1: для одержувача враховується найпізніший — %2</translation>
    </message>
    <message>
        <source>decided %1, while the offender may still object until %2 and no objection is in (%3): say why the decision cannot wait</source>
        <translation>рішення %1, а порушник ще може заперечити до %2, і заперечення немає (%3): вкажіть, чому рішення не може чекати</translation>
    </message>
    <message>
        <source>decided before the date the offender received the notice is known, so before the objection window (%1) can have closed: record that date, or say why the decision cannot wait</source>
        <translation>рішення ухвалено, поки невідомо, коли порушник отримав повідомлення, тобто ще до того, як міг минути строк заперечення (%1): запишіть цю дату або вкажіть, чому рішення не може чекати</translation>
    </message>
    <message>
        <source>; at most, the days of some earlier moves not being known (II.2.2 ¶6, II.3.7)</source>
        <translation>; це щонайбільше, бо днів деяких попередніх ходів не знати (II.2.2 ¶6, II.3.7)</translation>
    </message>
    <message>
        <source>the sending date is unknown: its move&apos;s days stay open until it is entered</source>
        <translation>дата відправлення невідома: дні ходу відкриті, доки її не внесено</translation>
    </message>
    <message>
        <source>my card %1 is repeated already: if the repeat is not answered either, the judge is told (II.5.1)</source>
        <translation>мою листівку %1 вже повторено: якщо й на повтор не відповідять, повідомляють суддю (II.5.1)</translation>
    </message>
    <message>
        <source>the repeat went %1 (%2), before my card %3 it repeats went on %4</source>
        <translation>повтор пішов %1 (%2) — раніше, ніж пішла моя листівка %3, яку він повторює (%4)</translation>
    </message>
    <message>
        <source>“%1” is not yes or no</source>
        <translation>«%1» — не «так» і не «ні»</translation>
    </message>
    <message numerus="yes">
        <source>no reply to card %2 sent %3: after %n day(s) without a reply, %4 repeats the move, registered%5</source>
        <translation>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n день без відповіді %4 повторюють хід рекомендованим листом%5</numerusform>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n дні без відповіді %4 повторюють хід рекомендованим листом%5</numerusform>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n днів без відповіді %4 повторюють хід рекомендованим листом%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no reply to card %2 sent %3: after %n day(s)%5 without a reply, %4 repeats the move with its accompanying data and sends a copy to the judge</source>
        <translation>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n день%5 без відповіді %4 повторюють хід із супровідною інформацією і надсилають копію судді</numerusform>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n дні%5 без відповіді %4 повторюють хід із супровідною інформацією і надсилають копію судді</numerusform>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n днів%5 без відповіді %4 повторюють хід із супровідною інформацією і надсилають копію судді</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no reply to the repeat %2 sent %3: after %n day(s) without a reply, %4 tells the judge%5</source>
        <translation>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n день без відповіді %4 повідомляють суддю%5</numerusform>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n дні без відповіді %4 повідомляють суддю%5</numerusform>
            <numerusform>немає відповіді на листівку %2, відправлену %3: через %n днів без відповіді %4 повідомляють суддю%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no first move from White since the start %2: after %n day(s)%3 without one, Black sends a registered inquiry and tells the judge</source>
        <translation>
            <numerusform>немає першого ходу Білих від старту %2: через %n день%3 без нього Чорні надсилають рекомендованим листом запит і повідомляють суддю</numerusform>
            <numerusform>немає першого ходу Білих від старту %2: через %n дні%3 без нього Чорні надсилають рекомендованим листом запит і повідомляють суддю</numerusform>
            <numerusform>немає першого ходу Білих від старту %2: через %n днів%3 без нього Чорні надсилають рекомендованим листом запит і повідомляють суддю</numerusform>
        </translation>
    </message>
    <message>
        <source>received %1 (%2)%3</source>
        <translation>отримано %1 (%2)%3</translation>
    </message>
    <message>
        <source>%1 → sent %2 (%3)</source>
        <translation>%1 → відправлено %2 (%3)</translation>
    </message>
    <message>
        <source>the ledger finds no overstep (%1): there is nothing to claim</source>
        <translation>облік не показує прострочення часу (%1): заявляти немає про що</translation>
    </message>
    <message>
        <source>the partner&apos;s leave %1 – %2: the partner&apos;s time does not run, and my waits for a reply before a repeat are longer by its days; notice sent %3</source>
        <translation>перерва партнера %1 – %2: час партнера не йде, а моє очікування відповіді до повторення ходу довшає на її дні; повідомлення надіслано %3</translation>
    </message>
    <message>
        <source>the partner&apos;s leave %1 – %2: the partner&apos;s time does not run, and my waits for a reply before a repeat are longer by its days; the date the notice was sent is not recorded (the leave counts from it)</source>
        <translation>перерва партнера %1 – %2: час партнера не йде, а моє очікування відповіді до повторення ходу довшає на її дні; дату надсилання повідомлення не записано (перерва рахується з неї)</translation>
    </message>
    <message>
        <source>the Cup has its final already: %1</source>
        <translation>у Кубка вже є фінал: %1</translation>
    </message>
    <message>
        <source>%1 is still playing: its places are today&apos;s, and the final is formed from the places the groups finish in (the Cup&apos;s regulation, §4)</source>
        <translation>%1 ще триває: його місця — сьогоднішні, а фінал формують за місцями, якими групи завершаться (Положення про Кубок, п. 4)</translation>
    </message>
    <message numerus="yes">
        <source>the entry list has %2 players and the final at least %n: the vacancies are filled by the federation&apos;s nomination first (the Cup&apos;s regulation, §4)</source>
        <translation>
            <numerusform>учасників у списку: %2, а у фіналі має бути щонайменше %n: спершу вакансії заповнює номінація федерації (Положення про Кубок, п. 4)</numerusform>
            <numerusform>учасників у списку: %2, а у фіналі має бути щонайменше %n: спершу вакансії заповнює номінація федерації (Положення про Кубок, п. 4)</numerusform>
            <numerusform>учасників у списку: %2, а у фіналі має бути щонайменше %n: спершу вакансії заповнює номінація федерації (Положення про Кубок, п. 4)</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1 the decision on the game %2 may still be appealed, until %3 [%4]: the final is formed from the places once an appeal can no longer change them</source>
        <translation>у турнірі «%1» рішення щодо партії %2 ще можна оскаржити — до %3 [%4]: фінал формують за місцями, коли оскарження вже не може їх змінити</translation>
    </message>
    <message>
        <source>in %1 the decision on the game %2 may still be appealed [%3]: the days to appeal count from each player&apos;s receipt of it, not recorded yet (the claims or adjudications tab)</source>
        <translation>у турнірі «%1» рішення щодо партії %2 ще можна оскаржити [%3]: дні на оскарження лічать від того, коли кожен гравець його отримав, а це ще не записано (вкладка заяв чи присуджень)</translation>
    </message>
    <message>
        <source>in %1 the appeal on the game %2 is not decided yet [%3]: the final is formed from the places once it is</source>
        <translation>у турнірі «%1» оскарження щодо партії %2 ще не розглянуто [%3]: фінал формують за місцями, коли його розглянуть</translation>
    </message>
    <message>
        <source>%1&apos;s place %2 in %3 is shared after every tie-break: the judge decides between the tied players first (Decide the shared place…)</source>
        <translation>%2-е місце гравця %1 у турнірі «%3» поділене й після всіх додаткових показників: спершу суддя вирішує між рівними гравцями («Вирішити поділене місце…»)</translation>
    </message>
    <message>
        <source>place %1 in %2 is shared after every tie-break by %3, and the final takes fewer of them: the judge gives it (the Final tab, Decide the shared place…)</source>
        <translation>%1-е місце в турнірі «%2» і після всіх додаткових показників ділять: %3, а до фіналу проходять не всі: місце віддає суддя (вкладка «Фінал», «Вирішити поділене місце…»)</translation>
    </message>
    <message>
        <source>the archive has “%1” (%2) already, as tournament %3: open it there (File ▸ Tournaments in the archive); nothing was stored</source>
        <translation>в архіві вже є «%1» (%2) — турнір %3: відкрийте його там (Файл ▸ Турніри в архіві); нічого не збережено</translation>
    </message>
    <message>
        <source>no query of mine is due: a query asks the partner for another move when the one received is impossible or illegible (II.3.12), and this one has been asked already or there is none</source>
        <translation>мій запит не потрібен: запитом просять партнера про інший хід, коли отриманий неможливий чи нерозбірливий (II.3.12), а такого ходу немає або про нього вже запитано</translation>
    </message>
    <message>
        <source>an object, list or text is not closed, or a comma between two values is missing</source>
        <translation>об’єкт, список або текст не закрито або бракує коми між двома значеннями</translation>
    </message>
    <message>
        <source>the notice sent on %1 goes after the leave has ended (%2): not one of its days would count (II.7.6)</source>
        <translation>повідомлення, надіслане %1, іде після кінця перерви (%2): не врахується жоден її день (II.7.6)</translation>
    </message>
    <message numerus="yes">
        <source>no reply to the query about card %2 sent %3: after %n day(s) without a reply, %4 repeats the query, registered%5</source>
        <translation>
            <numerusform>немає відповіді на запит про листівку %2, відправлений %3: через %n день без відповіді %4 повторюють запит рекомендованим листом%5</numerusform>
            <numerusform>немає відповіді на запит про листівку %2, відправлений %3: через %n дні без відповіді %4 повторюють запит рекомендованим листом%5</numerusform>
            <numerusform>немає відповіді на запит про листівку %2, відправлений %3: через %n днів без відповіді %4 повторюють запит рекомендованим листом%5</numerusform>
        </translation>
    </message>
    <message>
        <source>your leave of %1 – %2 is announced already and these days overlap it: announce only the days before or after it</source>
        <translation>вашу перерву %1 – %2 уже оголошено, і ці дні її перекривають: оголосіть лише дні до неї чи після неї</translation>
    </message>
    <message>
        <source>no withdrawal of %1 is recorded</source>
        <translation>вибуття гравця %1 не записано</translation>
    </message>
    <message>
        <source>%1 withdrew with no game left unfinished: no partner to tell</source>
        <translation>%1 вибув, не залишивши незакінчених партій: повідомляти немає кого</translation>
    </message>
    <message numerus="yes">
        <source>a notice to each partner and, by registered mail, to the judge, in %n game(s): %2</source>
        <translation>
            <numerusform>повідомлення кожному партнерові й рекомендованим листом судді, у %n партії: %2</numerusform>
            <numerusform>повідомлення кожному партнерові й рекомендованим листом судді, у %n партіях: %2</numerusform>
            <numerusform>повідомлення кожному партнерові й рекомендованим листом судді, у %n партіях: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Penalty</name>
    <message>
        <source>impossible or illegible move</source>
        <translation>неможливий чи нерозбірливий хід</translation>
    </message>
    <message>
        <source>wrong repetition</source>
        <translation>неправильне повторення</translation>
    </message>
    <message>
        <source>not registered in time trouble</source>
        <translation>у цейтноті не рекомендованим листом</translation>
    </message>
    <message>
        <source>error in the address</source>
        <translation>помилка в адресі</translation>
    </message>
    <message>
        <source>late repeat</source>
        <translation>запізнілий повтор</translation>
    </message>
    <message>
        <source>by the judge</source>
        <translation>рішенням судді</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Тека</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Невідомо</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Використання: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Параметри:</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[параметри]</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
    </message>
    <message>
        <source>There is no archive at %1 yet.

Fill it with the demo to look around: a postal player&apos;s games in every state and a judge&apos;s Cup semifinal? Choose No to start your own archive, empty.</source>
        <translation>Архіву %1 ще немає.

Заповнити його демонстраційними даними, щоб роздивитися: партії гравця в кожному стані й півфінал Кубка, який веде суддя? Виберіть «Ні», щоб почати власний архів, порожній.</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Advanced</source>
        <translation>Додатково</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Деякі параметри суперечать один одному. Виправте їх, будь ласка.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Pages</source>
        <translation>Сторінки</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Вкажіть сторінки чи проміжки через кому. Проміжок — два числа через дефіс. Напр.: 3,5-7,9 друкує сторінки 3, 5, 6, 7 і 9.</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Двосторонній друк</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Вимкнено</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Переплет по довгій стороні</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Переплет по короткій стороні</translation>
    </message>
</context>
<context>
    <name>ResultHow</name>
    <message>
        <source>mate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>здача</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>нічия за згодою</translation>
    </message>
    <message>
        <source>draw claimed</source>
        <translation>нічия за заявою</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>прострочення часу</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>присуджено</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>вибуття</translation>
    </message>
    <message>
        <source>inactivity</source>
        <translation>бездіяльність</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>UCCF postal games (section II)</source>
        <translation>ФЗШУ: партії поштою (розділ II)</translation>
    </message>
    <message>
        <source>UCCF e-mail games (section III)</source>
        <translation>ФЗШУ: партії електронною поштою (розділ III)</translation>
    </message>
    <message>
        <source>UCCF team postal games (section IV)</source>
        <translation>ФЗШУ: командні партії поштою (розділ IV)</translation>
    </message>
    <message>
        <source>UCCF server games (section V)</source>
        <translation>ФЗШУ: партії на сервері (розділ V)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Interface language: uk or en (default: the settings&apos;, else the system&apos;s).</source>
        <translation>Мова інтерфейсу: uk або en (типово — з налаштувань, інакше — мова системи).</translation>
    </message>
    <message>
        <source>Postmark: chess by paper mail.</source>
        <translation>Postmark: шахи поштою.</translation>
    </message>
    <message>
        <source>A PGN file to open instead of the archive.</source>
        <translation>Файл PGN, який відкрити замість архіву.</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[ФАЙЛ]</translation>
    </message>
    <message>
        <source>Shows this help.</source>
        <translation>Показує цю довідку.</translation>
    </message>
    <message>
        <source>Shows the version of Postmark.</source>
        <translation>Показує версію Postmark.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ФАЙЛ</translation>
    </message>
    <message>
        <source>Try &apos;postmark --help&apos;.</source>
        <translation>Див. «postmark --help».</translation>
    </message>
    <message>
        <source>The archive to open: a file, or a federation&apos;s server as postgresql://[user@]host[:port]/database (default: %1).</source>
        <translation>Архів, що відкривається: файл або сервер федерації як postgresql://[користувач@]хост[:порт]/база (типово — %1).</translation>
    </message>
    <message>
        <source>PATH|URI</source>
        <translation>ШЛЯХ|URI</translation>
    </message>
</context>
<context>
    <name>postmark::models::MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AdjudicationDialog</name>
    <message>
        <source>Adjudication: %1 – %2</source>
        <translation>Присудження: %1 – %2</translation>
    </message>
    <message>
        <source>received</source>
        <translation>отримано</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>не вказано</translation>
    </message>
    <message>
        <source>%1&apos;s &amp;packet:</source>
        <translation>%1, &amp;матеріали:</translation>
    </message>
    <message>
        <source>%1 &amp;assesses:</source>
        <translation>%1, &amp;оцінка:</translation>
    </message>
    <message>
        <source>%1&apos;s pa&amp;cket:</source>
        <translation>%1, мат&amp;еріали:</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ще немає</translation>
    </message>
    <message>
        <source>e.g. 41. Тd1-d7</source>
        <translation>напр. 41. Тd1-d7</translation>
    </message>
    <message>
        <source>A&amp;djudicator:</source>
        <translation>&amp;Арбітр:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Результат:</translation>
    </message>
    <message>
        <source>Decided &amp;on:</source>
        <translation>&amp;Дата рішення:</translation>
    </message>
    <message>
        <source>&amp;Last move made:</source>
        <translation>&amp;Останній зроблений хід:</translation>
    </message>
    <message>
        <source>Appea&amp;l:</source>
        <translation>Апе&amp;ляція:</translation>
    </message>
    <message>
        <source>Appella&amp;nt:</source>
        <translation>&amp;Хто подав:</translation>
    </message>
    <message>
        <source>Second ad&amp;judicator:</source>
        <translation>&amp;Другий арбітр:</translation>
    </message>
    <message>
        <source>&amp;Final result:</source>
        <translation>О&amp;статочний результат:</translation>
    </message>
    <message>
        <source>Final result o&amp;n:</source>
        <translation>Дата остаточ&amp;ного результату:</translation>
    </message>
    <message>
        <source>The adjudication cannot be registered: %1</source>
        <translation>Присудження не можна записати: %1</translation>
    </message>
    <message>
        <source>%1 a&amp;ssesses:</source>
        <translation>%1, оці&amp;нка:</translation>
    </message>
    <message>
        <source>%1 recei&amp;ved the result:</source>
        <translation>%1, ре&amp;зультат:</translation>
    </message>
    <message>
        <source>%1 receiv&amp;ed the result:</source>
        <translation>%1, резул&amp;ьтат:</translation>
    </message>
    <message>
        <source>As&amp;k the engine</source>
        <translation>Оцінити р&amp;ушієм</translation>
    </message>
    <message>
        <source>The archive has not this game&apos;s cards: no final position to assess.</source>
        <translation>В архіві немає листівок цієї партії: заключної позиції для оцінки немає.</translation>
    </message>
    <message>
        <source>%1, depth %2: %3 from White&apos;s view; %4. The engine&apos;s assessment, not a player&apos;s claim.</source>
        <translation>%1, глибина %2: %3 з погляду білих; %4. Це оцінка рушія, а не заява гравця.</translation>
    </message>
    <message>
        <source>The engine&apos;s view:</source>
        <translation>Оцінка рушія:</translation>
    </message>
    <message>
        <source>Packets%1 and the players&apos; assessments%2</source>
        <translation>Матеріали%1 та оцінки гравців%2</translation>
    </message>
    <message>
        <source>Adjudication%1</source>
        <translation>Присудження%1</translation>
    </message>
    <message>
        <source>Appeal%1 and second adjudication%2</source>
        <translation>Апеляція%1 і повторне присудження%2</translation>
    </message>
    <message>
        <source>The adjudication cannot be registered: «Last move made»: the game&apos;s cards end with %1, not “%2”; the letter names the last move made%3.</source>
        <translation>Присудження не можна зареєструвати: «Останній зроблений хід»: за листівками партії останній хід — %1, а не «%2»; у повідомленні зазначають останній зроблений хід%3.</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Партія: %1</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AdjudicationsModel</name>
    <message>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>White&apos;s packet</source>
        <translation>Матеріали білих</translation>
    </message>
    <message>
        <source>Black&apos;s packet</source>
        <translation>Матеріали чорних</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Чому</translation>
    </message>
    <message>
        <source>%1, by %2</source>
        <translation>%1, до %2</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AdjudicationsPanel</name>
    <message>
        <source>&amp;Register packet or result…</source>
        <translation>&amp;Записати матеріали чи результат…</translation>
    </message>
    <message>
        <source>&amp;Print result letter…</source>
        <translation>Д&amp;рукувати результат…</translation>
    </message>
    <message>
        <source>No game awaits adjudication as of %1.</source>
        <translation>Станом на %1 жодна партія не чекає присудження.</translation>
    </message>
    <message>
        <source>Games unfinished at the end are adjudicated by the judge, from the game as the server keeps it (%1); a player may appeal within %2 days of the result (%3).</source>
        <translation>Партії, не закінчені до кінця турніру, присуджує суддя за партією, як її зберігає сервер (%1); гравець може оскаржити результат протягом %2 днів (%3).</translation>
    </message>
    <message>
        <source>Games unfinished at the end, or left to adjudication by a withdrawal (%3). Packets are due %1 days after the end (%4); equal assessments end the game without adjudication (%5); a player whose packet came may appeal within %2 days of receiving the result (%6, %7) to a second adjudicator, whose result is final (%8).</source>
        <translation>Партії, не закінчені до кінця турніру або передані на присудження через вибуття (%3). Матеріали — протягом %1 днів після закінчення (%4); за збігу оцінок партія закінчена без присудження (%5); гравець, чиї матеріали надійшли, може подати апеляцію протягом %2 днів від одержання результату (%6, %7); повторне присудження іншим суддею остаточне (%8).</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AgendaModel</name>
    <message>
        <source>with the reply</source>
        <translation>до відповіді</translation>
    </message>
    <message>
        <source>no date yet</source>
        <translation>дати ще немає</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Строк</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Група</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>Whose step</source>
        <translation>Чий крок</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Чому</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AgendaPanel</name>
    <message>
        <source>Every deadline of the event as of %1, earliest first; overdue ones in red.</source>
        <translation>Усі строки турніру станом на %1, найближчі першими; прострочені — червоним.</translation>
    </message>
    <message>
        <source>Show the players&apos; own deadlines too (repeats, inquiries, claims they may make, losses for a long silence still far off)</source>
        <translation>Показати й власні строки гравців (повтори, запити, заяви, які вони можуть подати, ще далекі поразки за довгу мовчанку)</translation>
    </message>
    <message>
        <source>The judge&apos;s steps as of %1, earliest first; overdue ones in red.</source>
        <translation>Кроки судді станом на %1, найближчі першими; прострочені — червоним.</translation>
    </message>
    <message numerus="yes">
        <source>%n more are the players&apos; own.</source>
        <translation>
            <numerusform>Ще %n строк — самих гравців.</numerusform>
            <numerusform>Ще %n строки — самих гравців.</numerusform>
            <numerusform>Ще %n строків — самих гравців.</numerusform>
        </translation>
    </message>
    <message>
        <source>No deadline runs now.</source>
        <translation>Зараз жодного строку немає.</translation>
    </message>
    <message>
        <source>Nothing waits on the judge now.</source>
        <translation>Зараз на суддю нічого не чекає.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AgendaTable</name>
    <message>
        <source>overdue</source>
        <translation>прострочено</translation>
    </message>
    <message>
        <source>today</source>
        <translation>сьогодні</translation>
    </message>
    <message>
        <source>next 14 days</source>
        <translation>найближчі 14 днів</translation>
    </message>
    <message>
        <source>later</source>
        <translation>пізніше</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Коли</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Строк</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Що</translation>
    </message>
    <message>
        <source>Whose step</source>
        <translation>Чий крок</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Порядок денний</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>мій</translation>
    </message>
    <message>
        <source>partner&apos;s</source>
        <translation>партнера</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>до відповіді</translation>
    </message>
    <message>
        <source>My step: %1 — %2 (%3)</source>
        <translation>Мій крок: %1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Partner&apos;s step: %1 — %2 (%3)</source>
        <translation>Крок партнера: %1 — %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партія</numerusform>
            <numerusform>%n партії</numerusform>
            <numerusform>%n партій</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>postmark::ui::AnalysisController</name>
    <message>
        <source>a game of a PGN file: open it in an archive to keep them</source>
        <translation>це партія з файлу PGN: щоб їх зберегти, відкрийте її в архіві</translation>
    </message>
    <message>
        <source>a variation</source>
        <translation>варіант</translation>
    </message>
    <message>
        <source>the engine&apos;s line</source>
        <translation>варіант рушія</translation>
    </message>
    <message>
        <source>the comment</source>
        <translation>коментар</translation>
    </message>
    <message>
        <source>deleting a variation</source>
        <translation>видалення варіанта</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AnalysisPanel</name>
    <message>
        <source>The engine&apos;s best lines</source>
        <translation>Найкращі варіанти рушія</translation>
    </message>
    <message>
        <source>&amp;Stop the engine</source>
        <translation>З&amp;упинити рушій</translation>
    </message>
    <message>
        <source>Start the engine &amp;again</source>
        <translation>Запустити рушій з&amp;нову</translation>
    </message>
    <message>
        <source>Analyse with the &amp;engine</source>
        <translation>Аналізувати р&amp;ушієм</translation>
    </message>
    <message>
        <source>The engine&apos;s view of the position on the board</source>
        <translation>Оцінка рушієм позиції на дошці</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>Рушій</translation>
    </message>
    <message>
        <source>%1: checkmate on the board</source>
        <translation>%1: на дошці мат</translation>
    </message>
    <message>
        <source>%1: stalemate on the board</source>
        <translation>%1: на дошці пат</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
    <message>
        <source>%1 kN/s</source>
        <translation>%1 тис. вузлів/с</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глибина %1</translation>
    </message>
    <message>
        <source>%1 · %2 · stopped</source>
        <translation>%1 · %2 · зупинено</translation>
    </message>
    <message>
        <source>The engine&apos;s best lines, from White&apos;s view: +1.00 is a pawn up for White, #3 White mates in 3, #-3 Black does.</source>
        <translation>Найкращі варіанти рушія, з погляду білих: +1.00 — білі мають пішака переваги, #3 — білі ставлять мат за 3 ходи, #-3 — чорні.</translation>
    </message>
    <message>
        <source>&amp;Play the best line</source>
        <translation>&amp;Зіграти найкращий варіант</translation>
    </message>
    <message>
        <source>Plays the engine&apos;s best line on the board as your variation</source>
        <translation>Розіграти найкращий варіант рушія на дошці як ваш варіант</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AnalysisTab</name>
    <message>
        <source>&amp;Delete variation</source>
        <translation>Ви&amp;далити варіант</translation>
    </message>
    <message>
        <source>The game with your variations</source>
        <translation>Партія з вашими варіантами</translation>
    </message>
    <message>
        <source>Make a move on the board to try it: a variation begins, the game&apos;s own moves stay as the cards have them.</source>
        <translation>Зробіть хід на дошці, щоб його спробувати: почнеться варіант, а ходи партії залишаться такими, як на листівках.</translation>
    </message>
    <message>
        <source>Comment on the move</source>
        <translation>Коментар до ходу</translation>
    </message>
    <message>
        <source>Your variations here are not kept: %1.</source>
        <translation>Ваші варіанти тут не зберігаються: %1.</translation>
    </message>
    <message>
        <source>Part of your analysis no longer fits the game&apos;s moves (a card corrected since?) and is not shown: %1 variation(s), %2 move(s).</source>
        <translation>Частина вашого аналізу більше не відповідає ходам партії (листівку відтоді виправлено?) і не показана: варіантів — %1, ходів — %2.</translation>
    </message>
    <message>
        <source>Comment on this move (yours alone)</source>
        <translation>Коментар до ходу (лише ваш)</translation>
    </message>
    <message>
        <source>Your comment on the move the board shows: kept with your analysis, never on a card. Enter keeps it.</source>
        <translation>Ваш коментар до ходу, який показує дошка: зберігається з вашим аналізом і ніколи не потрапляє на листівку. Enter його зберігає.</translation>
    </message>
    <message>
        <source>&amp;Games with this position…</source>
        <translation>&amp;Партії з цією позицією…</translation>
    </message>
    <message>
        <source>The games of your archive that reached the position on the board</source>
        <translation>Партії вашого архіву, у яких була позиція з дошки</translation>
    </message>
</context>
<context>
    <name>postmark::ui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Шахівниця</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CardLedgerTable</name>
    <message>
        <source>Card</source>
        <translation>Листівка</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Від</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Надіслано</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Отримано</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>Рекомендована</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примітки</translation>
    </message>
    <message>
        <source>Cards of the game</source>
        <translation>Листівки партії</translation>
    </message>
    <message>
        <source>repeat of %1</source>
        <translation>повтор %1</translation>
    </message>
    <message>
        <source>query about %1</source>
        <translation>запит щодо %1</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>без ходу</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>not received</source>
        <translation>не отримано</translation>
    </message>
    <message>
        <source>yes, receipt %1</source>
        <translation>так, квитанція %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>from %1 (%2)</source>
        <translation>від: %1 (%2)</translation>
    </message>
    <message>
        <source>Registered, receipt %1.</source>
        <translation>Рекомендована, квитанція %1.</translation>
    </message>
    <message>
        <source>Registered.</source>
        <translation>Рекомендована.</translation>
    </message>
    <message>
        <source>Card %1 answers it, so it came; the day it came is not known (II.3.7).</source>
        <translation>Листівка %1 на неї відповідає, отже, вона прийшла; коли саме — невідомо (II.3.7).</translation>
    </message>
    <message>
        <source>Its move is on your board, so it came; the day it came is not entered, and your reply&apos;s days count from it (II.4.4). Ctrl+L opens the card to enter it.</source>
        <translation>Її хід стоїть на вашій дошці, отже, вона прийшла; коли саме — не внесено, а від цього дня рахуються дні вашої відповіді (II.4.4). Ctrl+L відкриває листівку, щоб його внести.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ClaimDialog</name>
    <message>
        <source>New forfeit claim</source>
        <translation>Нова заява про прострочення</translation>
    </message>
    <message>
        <source>Forfeit claim</source>
        <translation>Заява про прострочення</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Партія:</translation>
    </message>
    <message>
        <source>C&amp;laimant:</source>
        <translation>&amp;Заявник:</translation>
    </message>
    <message>
        <source>Claim sent</source>
        <translation>Заяву надіслано</translation>
    </message>
    <message>
        <source>received</source>
        <translation>отримано</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>надіслано</translation>
    </message>
    <message>
        <source>Load the claimant&apos;s game &amp;file…</source>
        <translation>Завантажити &amp;файл партії заявника…</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Докази:</translation>
    </message>
    <message>
        <source>What the cards show</source>
        <translation>Що показують листівки</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>&amp;Рішення:</translation>
    </message>
    <message>
        <source>Decided on</source>
        <translation>Дата рішення</translation>
    </message>
    <message>
        <source>Decided &amp;on:</source>
        <translation>&amp;Дата рішення:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> дн.</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Обґрунтування</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Обґрунтування:</translation>
    </message>
    <message>
        <source>What the claimant&apos;s cards show, recomputed:</source>
        <translation>Що показують листівки заявника після перерахунку:</translation>
    </message>
    <message>
        <source>The claimant&apos;s game file</source>
        <translation>Файл партії заявника</translation>
    </message>
    <message>
        <source>Postmark game files (*.json)</source>
        <translation>Файли партій Postmark (*.json)</translation>
    </message>
    <message>
        <source>%1 (White)</source>
        <translation>%1 (білі)</translation>
    </message>
    <message>
        <source>%1 (Black)</source>
        <translation>%1 (чорні)</translation>
    </message>
    <message>
        <source>none yet: load the claimant&apos;s game file</source>
        <translation>ще немає: завантажте файл партії заявника</translation>
    </message>
    <message numerus="yes">
        <source>the game&apos;s cards in the archive (%n card(s))</source>
        <translation>
            <numerusform>листівки партії в архіві (%n листівка)</numerusform>
            <numerusform>листівки партії в архіві (%n листівки)</numerusform>
            <numerusform>листівки партії в архіві (%n листівок)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid game file: %2</source>
        <translation>%1 — не правильний файл партії: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (%n листівка)</numerusform>
            <numerusform>%1 (%n листівки)</numerusform>
            <numerusform>%1 (%n листівок)</numerusform>
        </translation>
    </message>
    <message>
        <source>No evidence yet: the claim is checked on the claimant&apos;s game file.</source>
        <translation>Доказів ще немає: заява перевіряється за файлом партії заявника.</translation>
    </message>
    <message>
        <source>The game file cannot be computed:</source>
        <translation>Файл партії не вдається обчислити:</translation>
    </message>
    <message>
        <source>The claim holds</source>
        <translation>Заява обґрунтована</translation>
    </message>
    <message>
        <source>The claim does not hold</source>
        <translation>Заява необґрунтована</translation>
    </message>
    <message>
        <source>The claim cannot be registered: %1</source>
        <translation>Заяву не можна записати: %1</translation>
    </message>
    <message>
        <source>Partner rece&amp;ived the decision:</source>
        <translation>Партнер отримав ріше&amp;ння:</translation>
    </message>
    <message>
        <source>&amp;Appeal to the committee:</source>
        <translation>Апеляція до &amp;комітету:</translation>
    </message>
    <message>
        <source>Appellan&amp;t:</source>
        <translation>Апелян&amp;т:</translation>
    </message>
    <message>
        <source>ruled</source>
        <translation>ухвалено</translation>
    </message>
    <message>
        <source>The appeals committee&apos;s decision is final: record it as the claim&apos;s decision.</source>
        <translation>Рішення апеляційного комітету остаточне: запишіть його як рішення щодо заяви.</translation>
    </message>
    <message>
        <source>Committee&apos;s r&amp;uling:</source>
        <translation>Рішення ком&amp;ітету:</translation>
    </message>
    <message>
        <source>Reason to decide before the objection window closes</source>
        <translation>Причина вирішити до кінця строку заперечення</translation>
    </message>
    <message>
        <source>Decided &amp;early because:</source>
        <translation>Вирішено &amp;раніше, бо:</translation>
    </message>
    <message>
        <source>Claim &amp;sent%1:</source>
        <translation>Заяву &amp;надіслано%1:</translation>
    </message>
    <message>
        <source>Partner received the &amp;notice%1:</source>
        <translation>Партнер отримав &amp;повідомлення%1:</translation>
    </message>
    <message>
        <source>&amp;Objection%1:</source>
        <translation>&amp;Заперечення%1:</translation>
    </message>
    <message>
        <source>Sealed &amp;move%1:</source>
        <translation>Черговий &amp;хід%1:</translation>
    </message>
    <message>
        <source>pending: the game is suspended</source>
        <translation>на розгляді: партію перервано</translation>
    </message>
    <message>
        <source>upheld: the partner loses on time</source>
        <translation>задоволено: партнерові поразка за часом</translation>
    </message>
    <message>
        <source>rejected: the sealed move goes on, play continues</source>
        <translation>відхилено: черговий хід надіслано, гра продовжується</translation>
    </message>
    <message>
        <source>Claimant re&amp;ceived the decision%1:</source>
        <translation>Заявник отримав рі&amp;шення%1:</translation>
    </message>
    <message>
        <source>&amp;Penalty to the claimant%1:</source>
        <translation>&amp;Штраф заявникові%1:</translation>
    </message>
    <message>
        <source>only to decide while the offender may still object</source>
        <translation>лише щоб вирішити, поки порушник ще може заперечити</translation>
    </message>
    <message>
        <source>Evidence: load the claimant&apos;s game file; the claim is checked on its cards%1.</source>
        <translation>Докази: завантажте файл партії заявника; заява перевіряється за його листівками%1.</translation>
    </message>
    <message>
        <source>No penalty days in this event&apos;s section of the rules</source>
        <translation>У цьому розділі правил штрафних днів за необґрунтовану заяву немає</translation>
    </message>
    <message>
        <source>rejected: the suspended game goes on</source>
        <translation>відхилено: перервана партія продовжується</translation>
    </message>
    <message>
        <source>no further claim from the claimant until the next control move</source>
        <translation>заявник не подає нових заяв до наступного контрольного ходу</translation>
    </message>
    <message>
        <source>&amp;Bar%1:</source>
        <translation>&amp;Заборона%1:</translation>
    </message>
    <message>
        <source>The sealed move [%1]: %2; it goes to the partner if the claim is rejected.</source>
        <translation>Черговий хід заявника [%1]: %2; якщо заяву відхилять, його надішлють партнерові.</translation>
    </message>
    <message>
        <source>The sealed move %1 can be made where the cards stop [%2].</source>
        <translation>Черговий хід заявника %1 можливий у позиції, до якої доходять листівки [%2].</translation>
    </message>
    <message>
        <source>the judge&apos;s reasons in his own words; the letter adds the time recalculation from the cards by itself</source>
        <translation>міркування судді своїми словами; перерахунок часу за листівками лист додає сам</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ClaimsModel</name>
    <message>
        <source>the appeals committee ruled %1</source>
        <translation>апеляційний комітет вирішив %1</translation>
    </message>
    <message>
        <source>appealed %1: with the appeals committee</source>
        <translation>апеляція %1: в апеляційному комітеті</translation>
    </message>
    <message>
        <source>receipt of the decision not recorded: %1</source>
        <translation>не записано отримання рішення: %1</translation>
    </message>
    <message>
        <source>closed %1</source>
        <translation>закінчився %1</translation>
    </message>
    <message>
        <source>the game file cannot be computed</source>
        <translation>файл партії не обчислюється</translation>
    </message>
    <message>
        <source>overstep holds</source>
        <translation>прострочення підтверджено</translation>
    </message>
    <message>
        <source>no valid overstep</source>
        <translation>прострочення не підтверджено</translation>
    </message>
    <message>
        <source>notice receipt unknown</source>
        <translation>дата отримання повідомлення невідома</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>Claimant</source>
        <translation>Заявник</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Надіслано</translation>
    </message>
    <message>
        <source>The cards show</source>
        <translation>Листівки показують</translation>
    </message>
    <message>
        <source>Objection by</source>
        <translation>Заперечення до</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <source>Appeal by%1</source>
        <translation>Апеляція до%1</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ClaimsPanel</name>
    <message>
        <source>The selected claim&apos;s time calculation</source>
        <translation>Підрахунок часу вибраної заяви</translation>
    </message>
    <message>
        <source>&amp;New claim…</source>
        <translation>&amp;Нова заява…</translation>
    </message>
    <message>
        <source>&amp;Decide or edit…</source>
        <translation>&amp;Вирішити чи змінити…</translation>
    </message>
    <message>
        <source>&amp;Print decision letter…</source>
        <translation>Д&amp;рукувати рішення…</translation>
    </message>
    <message>
        <source>Chief judge</source>
        <translation>Головний суддя</translation>
    </message>
    <message>
        <source>the chief judge&apos;s name, for the letters</source>
        <translation>ім&apos;я головного судді для листів</translation>
    </message>
    <message>
        <source>Chief judge:</source>
        <translation>Головний суддя:</translation>
    </message>
    <message>
        <source>Opened from a tournament file: claims and adjudications stay only while this window is open. Keep them with File ▸ Import a tournament file into the archive, in the main window.</source>
        <translation>Відкрито з файлу турніру: заяви й присудження зберігаються, лише поки відкрито це вікно. Щоб зберегти їх, виберіть у головному вікні Файл ▸ Імпортувати файл турніру в архів.</translation>
    </message>
    <message>
        <source>The claims register holds the claimants&apos; game files: the event&apos;s judge, the appeals committee and the federation&apos;s administrator read it; it is not shown to the players. A claim about your own game reaches you by post.</source>
        <translation>Реєстр заяв містить файли партій заявників: його читають суддя змагання, апеляційний комітет і адміністратор федерації; гравцям його не показують. Заява щодо вашої партії надійде вам поштою.</translation>
    </message>
    <message>
        <source>The claims register and the judge&apos;s letters are the judge&apos;s; a player is not shown them.</source>
        <translation>Реєстр заяв і листи судді належать судді; гравцям їх не показують.</translation>
    </message>
    <message>
        <source>The chief judge&apos;s address</source>
        <translation>Адреса головного судді</translation>
    </message>
    <message>
        <source>street, town, postcode</source>
        <translation>вулиця, місто, індекс</translation>
    </message>
    <message>
        <source>Addr&amp;ess:</source>
        <translation>&amp;Адреса:</translation>
    </message>
    <message>
        <source>Grounds of the decision: %1</source>
        <translation>Обґрунтування рішення: %1</translation>
    </message>
    <message>
        <source>Claims are kept in the archive with the claimant&apos;s game file as the evidence; Postmark recomputes the time from its cards%1.</source>
        <translation>Заяви зберігаються в архіві разом із файлом партії заявника як доказом; Postmark перераховує час за його листівками%1.</translation>
    </message>
    <message>
        <source>No claim registered. A claim is entered with the claimant&apos;s game file as the evidence%1.</source>
        <translation>Заяв немає. Заява вноситься з файлом партії заявника як доказом%1.</translation>
    </message>
    <message>
        <source>[%3] Decided on %1, before the objection window closed, because: %2</source>
        <translation>[%3] Рішення ухвалено %1, до закінчення строку заперечення, бо: %2</translation>
    </message>
    <message>
        <source>Claimant&apos;s &amp;cards…</source>
        <translation>&amp;Листівки заявника…</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CrosstableModel</name>
    <message>
        <source>excl.</source>
        <translation>виключ.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Учасник</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>З-Б</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Особиста зустріч</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Коя</translation>
    </message>
    <message>
        <source>both scored a loss, %1</source>
        <translation>поразка обом, %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>триває</translation>
    </message>
    <message>
        <source>cancelled: counts for nobody (V.8.1)</source>
        <translation>анульовано: не враховується нікому (V.8.1)</translation>
    </message>
    <message>
        <source>no game in the tournament file</source>
        <translation>у файлі турніру немає такої партії</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>with White: %1</source>
        <translation>білими: %1</translation>
    </message>
    <message>
        <source>with Black: %1</source>
        <translation>чорними: %1</translation>
    </message>
    <message>
        <source>Game %1, %2 – %3. %4: %5</source>
        <translation>Партія %1, %2 – %3. %4: %5</translation>
    </message>
    <message>
        <source>awaiting adjudication after a withdrawal (%1)</source>
        <translation>чекає присудження після вибуття (%1)</translation>
    </message>
    <message>
        <source>not counted after a withdrawal (%1)</source>
        <translation>не враховується після вибуття (%1)</translation>
    </message>
    <message>
        <source>Games %1. %2: %3</source>
        <translation>Партії %1. %2: %3</translation>
    </message>
    <message>
        <source>%1 reported; it counts once the game record comes%2</source>
        <translation>%1 — повідомлено; враховується, щойно надійде запис партії%2</translation>
    </message>
    <message>
        <source>withdrawal (%1); it counts once the judge has the game&apos;s text%2</source>
        <translation>вибуття (%1); зараховується, щойно суддя одержить текст партії%2</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CrosstablePanel</name>
    <message>
        <source>1 win, ½ draw, 0 loss</source>
        <translation>1 — перемога, ½ — нічия, 0 — поразка</translation>
    </message>
    <message>
        <source>0 on both sides: no game record from either</source>
        <translation>0 в обох: жоден не надіслав запис партії</translation>
    </message>
    <message>
        <source>adj awaiting adjudication</source>
        <translation>пр — чекає присудження</translation>
    </message>
    <message>
        <source>n/c not counted</source>
        <translation>н/в — не враховується</translation>
    </message>
    <message>
        <source>-C cancelled (V.8.1)</source>
        <translation>ан — анульовано (V.8.1)</translation>
    </message>
    <message>
        <source>(1) reported, not counted until the game record comes</source>
        <translation>(1) — повідомлено, не враховується, доки не надійде запис партії</translation>
    </message>
    <message>
        <source>— a head-to-head not needed, the tie broken before</source>
        <translation>— — особиста зустріч не знадобилася, рівність розв&apos;язано раніше</translation>
    </message>
    <message>
        <source>. Where a pair plays two games, the cell holds both, White&apos;s first. Green: finished; amber: awaiting adjudication or the record; grey: not counted; white: in progress.</source>
        <translation>. Якщо пара грає дві партії, у клітинці обидві, спершу партія білими. Зелене: закінчено; жовте: чекає присудження чи запису партії; сіре: не враховується; біле: триває.</translation>
    </message>
    <message>
        <source>+ / − scored by a withdrawal</source>
        <translation>+ / − — зараховано через вибуття</translation>
    </message>
    <message>
        <source>(+) / (−) by a withdrawal, counted once the judge has the game&apos;s text</source>
        <translation>(+) / (−) — через вибуття, зараховується, щойно суддя одержить текст партії</translation>
    </message>
    <message>
        <source>Ranked by points; equal points share the rank (2=). * is a player&apos;s own cell.</source>
        <translation>Місця за очками; рівні за очками ділять місце (2=). * — клітинка самого гравця.</translation>
    </message>
    <message>
        <source>Ranked by points, then %1; players equal on all share the rank (2=). * is a player&apos;s own cell.</source>
        <translation>Місця за очками, далі: %1; рівні за всіма показниками ділять місце (2=). * — клітинка самого гравця.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CupGroupsModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>закінчено</translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s) to decide</source>
        <translation>
            <numerusform>%n заява на розгляді</numerusform>
            <numerusform>%n заяви на розгляді</numerusform>
            <numerusform>%n заяв на розгляді</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Група</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Учасники</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>Лідер</translation>
    </message>
    <message>
        <source>being formed: see the Final tab</source>
        <translation>формується — див. вкладку «Фінал»</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) on the entry list; the final has %1 to %2</source>
        <translation>
            <numerusform>%n учасник у списку; у фіналі від %1 до %2</numerusform>
            <numerusform>%n учасники у списку; у фіналі від %1 до %2</numerusform>
            <numerusform>%n учасників у списку; у фіналі від %1 до %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in play: %1 of %n game(s) finished</source>
        <translation>
            <numerusform>триває: закінчено %1 з %n партії</numerusform>
            <numerusform>триває: закінчено %1 з %n партій</numerusform>
            <numerusform>триває: закінчено %1 з %n партій</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n of them not counted: withdrawal, II.8.1)</source>
        <translation>
            <numerusform> (з них не враховується — %n: вибуття, II.8.1)</numerusform>
            <numerusform> (з них не враховуються — %n: вибуття, II.8.1)</numerusform>
            <numerusform> (з них не враховуються — %n: вибуття, II.8.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n annulled (V.8.1)</source>
        <translation>
            <numerusform>, анульовано — %n (V.8.1)</numerusform>
            <numerusform>, анульовано — %n (V.8.1)</numerusform>
            <numerusform>, анульовано — %n (V.8.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n awaiting adjudication (withdrawal, II.8.1)</source>
        <translation>
            <numerusform>, чекає присудження — %n (вибуття, II.8.1)</numerusform>
            <numerusform>, чекають присудження — %n (вибуття, II.8.1)</numerusform>
            <numerusform>, чекають присудження — %n (вибуття, II.8.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n in play</source>
        <translation>
            <numerusform>, грає — %n</numerusform>
            <numerusform>, грають — %n</numerusform>
            <numerusform>, грають — %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n awaiting the game&apos;s record or text (II.9.1, II.8.2)</source>
        <translation>
            <numerusform>, чекає запису чи тексту партії — %n (II.9.1, II.8.2)</numerusform>
            <numerusform>, чекають запису чи тексту партії — %n (II.9.1, II.8.2)</numerusform>
            <numerusform>, чекають запису чи тексту партії — %n (II.9.1, II.8.2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 — %3</source>
        <translation>%1, %2 — %3</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CupWindow</name>
    <message>
        <source>&amp;Groups</source>
        <translation>&amp;Групи</translation>
    </message>
    <message>
        <source>&amp;Agenda</source>
        <translation>&amp;Порядок денний</translation>
    </message>
    <message>
        <source>&amp;Final</source>
        <translation>Фін&amp;ал</translation>
    </message>
    <message>
        <source>%1 — Cup — Postmark</source>
        <translation>%1 — Кубок — Postmark</translation>
    </message>
    <message>
        <source>The Cup&apos;s groups as of %1. Double-click a group to open its own window (crosstable, results, claims, letters).</source>
        <translation>Групи Кубка станом на %1. Двічі клацніть групу, щоб відкрити її вікно (таблиця, результати, заяви, листи).</translation>
    </message>
    <message>
        <source>Show the players&apos; own steps too (repeats, inquiries, claims they may make)</source>
        <translation>Показати й кроки самих гравців (повтори, запити, заяви, які вони можуть подати)</translation>
    </message>
    <message>
        <source>The selected player &amp;declined…</source>
        <translation>Вибраний гравець &amp;відмовився…</translation>
    </message>
    <message>
        <source>&amp;Nominate a player…</source>
        <translation>&amp;Номінувати гравця…</translation>
    </message>
    <message>
        <source>The judge&apos;s decisions about the final:</source>
        <translation>Рішення судді щодо складу фіналу:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Учасник</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <source>Letter or decision it rests on</source>
        <translation>Лист або рішення, на якому ґрунтується</translation>
    </message>
    <message>
        <source>&amp;Take back the selected decision</source>
        <translation>&amp;Скасувати вибране рішення</translation>
    </message>
    <message>
        <source>Select a decision first.</source>
        <translation>Спершу виберіть рішення.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Друк</translation>
    </message>
    <message>
        <source>Cup &amp;report with the final&apos;s entry list…</source>
        <translation>&amp;Звіт про Кубок зі складом фіналу…</translation>
    </message>
    <message>
        <source>Every deadline of every group as of %1, earliest first; overdue ones in red.</source>
        <translation>Усі строки всіх груп станом на %1, від найближчого; прострочені — червоним.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) on the list; the final has %1 to %2.</source>
        <translation>
            <numerusform>У списку %n гравець; у фіналі від %1 до %2.</numerusform>
            <numerusform>У списку %n гравці; у фіналі від %1 до %2.</numerusform>
            <numerusform>У списку %n гравців; у фіналі від %1 до %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Places of a group still in play are today&apos;s, not final.</source>
        <translation>Місця груп, які ще грають, — поточні, не остаточні.</translation>
    </message>
    <message>
        <source>%1&apos;s nomination taken back.</source>
        <translation>Номінацію гравця %1 скасовано.</translation>
    </message>
    <message>
        <source>%1 declined: the next place of the group steps in.</source>
        <translation>%1 відмовився: його місце займає наступний у групі.</translation>
    </message>
    <message>
        <source>%1 nominated.</source>
        <translation>%1 — номіновано.</translation>
    </message>
    <message>
        <source>The decision about %1 taken back.</source>
        <translation>Рішення щодо гравця %1 скасовано.</translation>
    </message>
    <message>
        <source>Select a player on the final&apos;s list first.</source>
        <translation>Спершу виберіть гравця у списку фіналу.</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>Відмова</translation>
    </message>
    <message>
        <source>%1 declined to play the final. The letter or notice it came in (its date):</source>
        <translation>%1 відмовився грати у фіналі. Лист чи повідомлення, яким він про це сповістив (його дата):</translation>
    </message>
    <message>
        <source>Nominate</source>
        <translation>Номінація</translation>
    </message>
    <message>
        <source>The nominated player&apos;s name, as the crosstables write it:</source>
        <translation>Ім’я номінованого гравця, як його пишуть у таблицях:</translation>
    </message>
    <message>
        <source>Who nominated %1, and by what decision:</source>
        <translation>Хто номінував гравця %1 і яким рішенням:</translation>
    </message>
    <message>
        <source>Take back the decision</source>
        <translation>Скасувати рішення</translation>
    </message>
    <message>
        <source>Take back the decision about %1?</source>
        <translation>Скасувати рішення щодо гравця %1?</translation>
    </message>
    <message>
        <source>%1 is on the final&apos;s list already: %2.</source>
        <translation>%1 уже є у списку фіналу: %2.</translation>
    </message>
    <message>
        <source>New &amp;groups from the applications…</source>
        <translation>Нові &amp;групи із заявок…</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s) made and paired.</source>
        <translation>
            <numerusform>Створено й розподілено %n групу.</numerusform>
            <numerusform>Створено й розподілено %n групи.</numerusform>
            <numerusform>Створено й розподілено %n груп.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) to fill by the federation&apos;s nomination to reach the smallest final (%1);</source>
        <translation>
            <numerusform>До найменшого складу фіналу (%1) ще бракує %n учасника — його має дати номінація федерації;</numerusform>
            <numerusform>До найменшого складу фіналу (%1) ще бракує %n учасників — їх має дати номінація федерації;</numerusform>
            <numerusform>До найменшого складу фіналу (%1) ще бракує %n учасників — їх має дати номінація федерації;</numerusform>
        </translation>
    </message>
    <message>
        <source>Up to %1 more may be nominated, to the largest final (%2).</source>
        <translation>До найбільшого складу фіналу (%2) можна номінувати ще: %1.</translation>
    </message>
    <message>
        <source>&amp;Make the final from this list…</source>
        <translation>Ство&amp;рити фінал із цього списку…</translation>
    </message>
    <message>
        <source>A new round robin of the list&apos;s players, in the list&apos;s order until the draw, with the addresses and ratings their groups have.</source>
        <translation>Новий круговий турнір гравців списку — у порядку списку до жеребкування, з адресами й рейтингами з їхніх груп.</translation>
    </message>
    <message>
        <source>The final “%1” made and paired.</source>
        <translation>Фінал «%1» створено, пари складено.</translation>
    </message>
    <message>
        <source>Make the final</source>
        <translation>Створити фінал</translation>
    </message>
    <message>
        <source>The final cannot be made yet: %1.</source>
        <translation>Фінал ще не можна створити: %1.</translation>
    </message>
    <message>
        <source>%1, final</source>
        <translation>%1, фінал</translation>
    </message>
    <message>
        <source>up to %1 more may be nominated, to the largest (%2).</source>
        <translation>до найбільшого складу (%2) можна номінувати ще: %1.</translation>
    </message>
    <message>
        <source>«%1» has no surname: the player&apos;s name as the crosstables write it, e.g. «Новак Н. Н.».</source>
        <translation>У «%1» немає прізвища: ім&apos;я гравця, як його пишуть турнірні таблиці, напр. «Новак Н. Н.».</translation>
    </message>
    <message>
        <source>The list is full: no more may be nominated (the largest final, %1).</source>
        <translation>Список повний: більше номінувати не можна (найбільший склад фіналу — %1).</translation>
    </message>
    <message>
        <source>The final is made: its players are its tournament&apos;s now.</source>
        <translation>Фінал створено: його склад тепер — гравці його турніру.</translation>
    </message>
    <message numerus="yes">
        <source>The final is made from this list: %n player(s).</source>
        <translation>
            <numerusform>Фінал створено з цього списку: %n гравець.</numerusform>
            <numerusform>Фінал створено з цього списку: %n гравці.</numerusform>
            <numerusform>Фінал створено з цього списку: %n гравців.</numerusform>
        </translation>
    </message>
    <message>
        <source>The final&apos;s list is full: %1 players, the largest final the regulation allows.</source>
        <translation>Список фіналу повний: %1 гравців — найбільший склад фіналу за положенням.</translation>
    </message>
    <message>
        <source>%1 is not nominated: say who nominated him and by what decision.</source>
        <translation>%1 не номіновано: вкажіть, хто номінував і яким рішенням.</translation>
    </message>
    <message>
        <source>That place is not shared: there is nothing to decide.</source>
        <translation>Це місце не поділене: вирішувати нічого.</translation>
    </message>
    <message>
        <source>%1 does not share the place; these players do: %2.</source>
        <translation>%1 не ділить цього місця; його ділять: %2.</translation>
    </message>
    <message>
        <source>The place is not given: say on what ground (the lots drawn and when, the regulation&apos;s point, the decision&apos;s number).</source>
        <translation>Місце не віддано: скажіть, на якій підставі (жереб і коли його кинуто, пункт положення, номер рішення).</translation>
    </message>
    <message>
        <source>Place %1 given to %2; the others who shared it take the places after it.</source>
        <translation>%1-е місце тепер посідає %2; інші, хто його ділив, — наступні місця.</translation>
    </message>
    <message>
        <source>Decide the shared place</source>
        <translation>Вирішити поділене місце</translation>
    </message>
    <message>
        <source>Select the player on the final&apos;s list whose place is shared first (its reason ends «a shared place: the judge decides»).</source>
        <translation>Спершу виберіть у складі фіналу гравця, чиє місце поділене (його підстава закінчується словами «місце поділене: вирішує суддя»).</translation>
    </message>
    <message>
        <source>%1&apos;s place is not shared: there is nothing to decide.</source>
        <translation>Місце гравця %1 не поділене: вирішувати нічого.</translation>
    </message>
    <message>
        <source>Place %1 in %2 is shared after every tie-break by %3. Who takes it? The others take the places after it.</source>
        <translation>%1-е місце в турнірі «%2» і після всіх додаткових показників ділять: %3. Хто його посідає? Інші посядуть наступні місця.</translation>
    </message>
    <message>
        <source>On what ground %1 takes place %2 (the lots drawn and when, the regulation&apos;s point, the decision&apos;s number):</source>
        <translation>На якій підставі %1 посідає %2-е місце (жереб і коли його кинуто, пункт положення, номер рішення):</translation>
    </message>
    <message>
        <source>Decide the &amp;shared place…</source>
        <translation>Вирішити поділене &amp;місце…</translation>
    </message>
    <message>
        <source>Place %1 was given to %2 by your decision (%3). To give it otherwise, take that decision back first (Take back the selected decision).</source>
        <translation>%1-е місце вже посідає %2 за вашим рішенням (%3). Щоб віддати його інакше, спершу скасуйте це рішення («Скасувати вибране рішення»).</translation>
    </message>
    <message>
        <source>The ground is needed.</source>
        <translation>Підстава потрібна.</translation>
    </message>
    <message>
        <source>The judge&apos;s steps in every group as of %1, and the players&apos; steps the judge waits on (an objection), earliest first; overdue ones in red.</source>
        <translation>Кроки судді в усіх групах станом на %1 і кроки гравців, на які суддя чекає (заперечення), від найближчого; прострочені — червоним.</translation>
    </message>
    <message numerus="yes">
        <source>%n more are the players&apos; own.</source>
        <translation>
            <numerusform>Ще %n строк — самих гравців.</numerusform>
            <numerusform>Ще %n строки — самих гравців.</numerusform>
            <numerusform>Ще %n строків — самих гравців.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing waits on the judge now.</source>
        <translation>Зараз на суддю нічого не чекає.</translation>
    </message>
    <message>
        <source>%1 is still playing: its places are today&apos;s, and a place shared when it has finished is decided then.</source>
        <translation>%1 ще триває: його місця — сьогоднішні, а місце, поділене, коли турнір завершиться, вирішують тоді.</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Записано</translation>
    </message>
</context>
<context>
    <name>postmark::ui::DateField</name>
    <message>
        <source>e.g. %1</source>
        <translation>напр. %1</translation>
    </message>
    <message>
        <source>Calendar (Alt+Down)</source>
        <translation>Календар (Alt+↓)</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Календар</translation>
    </message>
    <message>
        <source>Not a date: write it as %1</source>
        <translation>Це не дата: пишіть так: %1</translation>
    </message>
    <message>
        <source>date</source>
        <translation>дата</translation>
    </message>
    <message>
        <source>«%1»: “%2” is not a date; write it as %3</source>
        <translation>«%1»: «%2» — це не дата; пишіть так: %3</translation>
    </message>
    <message>
        <source>«%1»: no date yet; write it as %2</source>
        <translation>«%1»: дату ще не вказано; пишіть так: %2</translation>
    </message>
    <message>
        <source>«%1»: %2 is after today (%3): only what has already happened is recorded</source>
        <translation>«%1»: %2 — пізніше за сьогодні (%3): записати можна лише те, що вже сталося</translation>
    </message>
    <message>
        <source>«%1»: %2 is before %3, the first day it may be</source>
        <translation>«%1»: %2 — раніше за %3, найранішу можливу дату</translation>
    </message>
</context>
<context>
    <name>postmark::ui::DeadlineList</name>
    <message>
        <source>Deadlines of the game</source>
        <translation>Строки партії</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>до відповіді</translation>
    </message>
    <message>
        <source>No deadline.</source>
        <translation>Строків немає.</translation>
    </message>
    <message>
        <source>No deadline runs: the game is suspended while the judge rules on the forfeit claim sent %1 (II.6.6).</source>
        <translation>Строки не спливають: партію перервано, поки суддя розглядає заяву про прострочення часу, надіслану %1 (II.6.6).</translation>
    </message>
    <message>
        <source>No deadline of the post can be counted yet: the dates of the last cards are missing (II.2.2 ¶6). Ctrl+L enters the partner&apos;s card; a double-click on your own in the Cards tab enters its date.</source>
        <translation>Строків пошти ще не порахувати: бракує дат останніх листівок (II.2.2 ¶6). Ctrl+L вносить листівку партнера; подвійне клацання на вашій у вкладці «Листівки» вносить її дату.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::DocumentRenderer</name>
    <message>
        <source>&quot;%1&quot;, page %2: &quot;%3&quot; does not fit on the paper even in the smallest legible type; shorten it and print again</source>
        <translation>«%1», сторінка %2: «%3» не вміщується на аркуші навіть найменшим розбірливим шрифтом; скоротіть і надрукуйте знову</translation>
    </message>
    <message>
        <source>The printer or the file cannot be drawn on.</source>
        <translation>На принтері чи у файлі неможливо друкувати.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
</context>
<context>
    <name>postmark::ui::EntrantsModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Учасник</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адреса</translation>
    </message>
    <message>
        <source>Withdrawal</source>
        <translation>Вибуття</translation>
    </message>
</context>
<context>
    <name>postmark::ui::EventFields</name>
    <message>
        <source>known</source>
        <translation>відомо</translation>
    </message>
    <message>
        <source>Moves per control period</source>
        <translation>Ходів за контрольний період</translation>
    </message>
    <message>
        <source>Days per control period</source>
        <translation>Днів на контрольний період</translation>
    </message>
    <message>
        <source>moves in</source>
        <translation>ходів за</translation>
    </message>
    <message>
        <source>days</source>
        <translation>дн.</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Змагання:</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <translation>&amp;Індекс:</translation>
    </message>
    <message>
        <source>&amp;Start (II.4.5):</source>
        <translation>&amp;Початок (II.4.5):</translation>
    </message>
    <message>
        <source>E&amp;nd:</source>
        <translation>&amp;Кінець:</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>П&amp;равила:</translation>
    </message>
    <message>
        <source>&amp;Control period (II.4.3):</source>
        <translation>Контрольний пері&amp;од (II.4.3):</translation>
    </message>
    <message>
        <source>(the rule set: %1 moves in %2 days)</source>
        <translation>(за правилами: %1 ходів за %2 дн.)</translation>
    </message>
</context>
<context>
    <name>postmark::ui::EventsPanel</name>
    <message>
        <source>You play no game in this archive.</source>
        <translation>Ви не граєте в жодній партії цього архіву.</translation>
    </message>
    <message>
        <source>The events you may open — as a judge, those you judge — with their crosstable, agenda and registers. Double-click one or press Enter; they are under File ▸ Tournaments in the archive too.</source>
        <translation>Змагання, які ви можете відкрити (для судді — ті, які він судить), з їхньою таблицею, порядком денним і реєстрами. Двічі клацніть змагання або натисніть Enter; вони є й у меню Файл ▸ Турніри в архіві.</translation>
    </message>
    <message>
        <source>There is no event here that this login may open.</source>
        <translation>Тут немає змагання, яке цей вхід може відкрити.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::FinalEntriesModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Учасник</translation>
    </message>
    <message>
        <source>Why on the list</source>
        <translation>Підстава</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GameCardsWindow</name>
    <message>
        <source>%1 — cards and time</source>
        <translation>%1 — листівки й час</translation>
    </message>
    <message>
        <source>Notation: </source>
        <translation>Нотація: </translation>
    </message>
</context>
<context>
    <name>postmark::ui::GameEventDialog</name>
    <message>
        <source>Event and rules of the game</source>
        <translation>Змагання і правила партії</translation>
    </message>
    <message>
        <source>The days of every move are counted again under what is stated here: the cards stay as they are. A friendly game&apos;s control period is what the partners agreed; an event&apos;s, its regulation&apos;s.</source>
        <translation>Дні кожного ходу буде перераховано за тим, що вказано тут; листівки лишаються як є. Контрольний період товариської партії — той, про який домовилися партнери; партії змагання — за його положенням.</translation>
    </message>
    <message>
        <source>%1 (%2) is an event with a regulation: its control period is the regulation&apos;s, %3 moves in %4 days. Count this game&apos;s days under %5 moves in %6 days?</source>
        <translation>%1 (%2) — змагання з положенням: його контрольний період встановлює положення — %3 ходів за %4 дн. Рахувати дні цієї партії за %5 ходів на %6 дн.?</translation>
    </message>
    <message>
        <source>Count them so</source>
        <translation>Рахувати так</translation>
    </message>
    <message>
        <source>Go back to the form</source>
        <translation>Повернутися до форми</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GameListModel</name>
    <message>
        <source>my move</source>
        <translation>мій хід</translation>
    </message>
    <message>
        <source>partner&apos;s move</source>
        <translation>хід партнера</translation>
    </message>
    <message>
        <source>card in the post</source>
        <translation>листівка в дорозі</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>закінчено</translation>
    </message>
    <message>
        <source>cannot be computed</source>
        <translation>не обчислюється</translation>
    </message>
    <message>
        <source>Next: %1 by %2</source>
        <translation>Далі: %1 до %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Партнер</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Змагання</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Колір</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>My days</source>
        <translation>Мої
дні</translation>
    </message>
    <message>
        <source>Partner&apos;s days</source>
        <translation>Дні
партнера</translation>
    </message>
    <message>
        <source>Days left</source>
        <translation>Лишилось</translation>
    </message>
    <message>
        <source>Next deadline</source>
        <translation>Найближчий
строк</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>time overstepped</source>
        <translation>прострочення часу</translation>
    </message>
    <message>
        <source>suspended: claim with the judge</source>
        <translation>перервано: заява в судді</translation>
    </message>
    <message>
        <source>my move, time trouble: registered</source>
        <translation>мій хід, цейтнот: рекомендованим</translation>
    </message>
    <message>
        <source>My move, in time trouble: the reply goes by registered mail (II.4.12)</source>
        <translation>Мій хід у цейтноті: відповідь надсилають рекомендованим листом (II.4.12)</translation>
    </message>
    <message>
        <source>You have %1 of this control period&apos;s %2 days left (%3 counted so far).</source>
        <translation>Вам лишається %1 дн. із %2 цього контрольного періоду (зараховано %3).</translation>
    </message>
    <message>
        <source>Your partner has %1 of this control period&apos;s %2 days left (%3 counted so far).</source>
        <translation>Партнерові лишається %1 дн. із %2 цього контрольного періоду (зараховано %3).</translation>
    </message>
    <message>
        <source>%4 to move: %1 of this control period&apos;s %2 days left (%3 counted so far).</source>
        <translation>На ходу %4: лишається %1 дн. із %2 цього контрольного періоду (зараховано %3).</translation>
    </message>
    <message>
        <source>You are over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</source>
        <translation>Ліміт цього контрольного періоду (%2 дн.) у вас перевищено на %1 дн. (зараховано %3): це прострочення часу.</translation>
    </message>
    <message>
        <source>Your partner is over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</source>
        <translation>Ліміт цього контрольного періоду (%2 дн.) у партнера перевищено на %1 дн. (зараховано %3): це прострочення часу.</translation>
    </message>
    <message>
        <source>%4 to move: over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</source>
        <translation>На ходу %4: ліміт цього контрольного періоду (%2 дн.) перевищено на %1 дн. (зараховано %3): це прострочення часу.</translation>
    </message>
    <message>
        <source>The days are counted up to the claim sent to the judge.</source>
        <translation>Дні зараховано до дня, коли заяву надіслано судді.</translation>
    </message>
    <message>
        <source>Each day with its clause: the Time tab.</source>
        <translation>Кожен день із його пунктом — на вкладці «Час».</translation>
    </message>
    <message>
        <source>The days left in the control period of the side to move: yours on your move, your partner&apos;s on theirs; below zero, the days over the limit.</source>
        <translation>Скільки днів контрольного періоду лишається тому, хто на ходу: вам — на вашому ході, партнерові — на його; менше нуля — на скільки днів перевищено ліміт.</translation>
    </message>
    <message>
        <source>Overdue since %2: %1</source>
        <translation>Прострочено з %2: %1</translation>
    </message>
    <message>
        <source>your step</source>
        <translation>ваш крок</translation>
    </message>
    <message>
        <source>your partner&apos;s step</source>
        <translation>крок партнера</translation>
    </message>
    <message>
        <source>Overdue since %2 as well: %1</source>
        <translation>Також прострочено з %2: %1</translation>
    </message>
    <message>
        <source>overdue: %1</source>
        <translation>прострочено: %1</translation>
    </message>
    <message>
        <source>Your step is overdue since %2: %1</source>
        <translation>Ваш крок прострочено з %2: %1</translation>
    </message>
    <message>
        <source>my step: %1</source>
        <translation>мій крок: %1</translation>
    </message>
    <message>
        <source>Your step: %1 by %2</source>
        <translation>Ваш крок: %1 до %2</translation>
    </message>
    <message>
        <source>The days of some moves are not known — their cards have no dates, or the day a card was received is not entered (II.2.2 ¶6, II.3.7) — so the days counted are at least the figure.</source>
        <translation>Днів деяких ходів не знати — їхні листівки без дат або не внесено, коли листівку отримано (II.2.2 ¶6, II.3.7), — тож днів щонайменше стільки.</translation>
    </message>
    <message>
        <source>At most as many days are left.</source>
        <translation>Тож лишилося щонайбільше стільки днів.</translation>
    </message>
    <message>
        <source>Each move&apos;s days: the Time tab.</source>
        <translation>Дні кожного ходу — на вкладці «Час».</translation>
    </message>
    <message>
        <source>my move: no day of receipt</source>
        <translation>мій хід: без дня отримання</translation>
    </message>
    <message>
        <source>My move: the partner&apos;s card is recorded without the day you received it, from which your reply&apos;s days count (II.4.4). Ctrl+L opens the card to enter it.</source>
        <translation>Мій хід: листівку партнера записано без дня, коли ви її отримали, а саме від нього рахуються дні вашої відповіді (II.4.4). Ctrl+L відкриває листівку, щоб його внести.</translation>
    </message>
    <message>
        <source>I overstepped the time</source>
        <translation>мій час перевищено</translation>
    </message>
    <message>
        <source>partner overstepped the time</source>
        <translation>партнер перевищив час</translation>
    </message>
    <message>
        <source>partner&apos;s card in the post</source>
        <translation>листівка партнера в дорозі</translation>
    </message>
    <message>
        <source>my card in the post</source>
        <translation>моя листівка в дорозі</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <translation>закінчено: %1</translation>
    </message>
    <message>
        <source>partner&apos;s %1</source>
        <translation>партн. %1</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GameView</name>
    <message>
        <source>Ukrainian (Кg1-f3)</source>
        <translation>Українська (Кg1-f3)</translation>
    </message>
    <message>
        <source>English short (Nf3)</source>
        <translation>Англійська скорочена (Nf3)</translation>
    </message>
    <message>
        <source>English long (Ng1-f3)</source>
        <translation>Англійська повна (Ng1-f3)</translation>
    </message>
    <message>
        <source>ICCF numeric (7163)</source>
        <translation>Цифрова ІКЧФ (7163)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Нотація</translation>
    </message>
    <message>
        <source>Preview the proposed variant</source>
        <translation>Перегляд запропонованого варіанта</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <source>Double-click a card received from the partner (or press Enter on it) to correct it.</source>
        <translation>Двічі клацніть листівку, отриману від партнера (або натисніть на ній Enter), щоб виправити її.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Листівки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Початок</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Уперед</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Перевернути дошку</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Початок %1</translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation>Партія триває</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>Show it on the board</source>
        <translation>Показати на дошці</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Аналіз</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>You proposed a variant: %1</source>
        <translation>Ви запропонували варіант: %1</translation>
    </message>
    <message>
        <source>Your partner proposes a variant: %1</source>
        <translation>Партнер пропонує варіант: %1</translation>
    </message>
    <message>
        <source>%1 proposes a variant: %2</source>
        <translation>%1 пропонують варіант: %2</translation>
    </message>
    <message>
        <source>Suspended: a forfeit claim is with the judge%1</source>
        <translation>Перервано: заява про прострочення часу в судді%1</translation>
    </message>
    <message>
        <source>White&apos;s leave</source>
        <translation>Перерва білих</translation>
    </message>
    <message>
        <source>Black&apos;s leave</source>
        <translation>Перерва чорних</translation>
    </message>
    <message>
        <source>My leave</source>
        <translation>Моя перерва</translation>
    </message>
    <message>
        <source>The partner&apos;s leave</source>
        <translation>Перерва партнера</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1: %2 – %3</translation>
    </message>
    <message>
        <source>, notice sent %1</source>
        <translation>, повідомлення надіслано %1</translation>
    </message>
    <message>
        <source>, counted from %1%2</source>
        <translation>, враховано з %1%2</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GamesPanel</name>
    <message>
        <source>Record &amp;result…</source>
        <translation>Записати &amp;результат…</translation>
    </message>
    <message>
        <source>Find a game: its number or a player&apos;s name</source>
        <translation>Знайти партію: її номер або прізвище гравця</translation>
    </message>
    <message>
        <source>Find a game</source>
        <translation>Знайти партію</translation>
    </message>
    <message>
        <source>No game matches «%1»: the games are numbered 1–%2; a name matches any part of it.</source>
        <translation>Жодна партія не відповідає «%1»: партії мають номери 1–%2; прізвище можна вводити частково.</translation>
    </message>
    <message>
        <source>Cards and &amp;time…</source>
        <translation>Листівки й &amp;час…</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GuardedDialog</name>
    <message>
        <source>Close the form without recording it? What you typed is lost.</source>
        <translation>Закрити форму, нічого не записавши? Введене буде втрачено.</translation>
    </message>
    <message>
        <source>Close without recording</source>
        <translation>Закрити, не записавши</translation>
    </message>
    <message>
        <source>Go back to the form</source>
        <translation>Повернутися до форми</translation>
    </message>
</context>
<context>
    <name>postmark::ui::JudgeDesk</name>
    <message>
        <source>record the result of game %1</source>
        <translation>запис результату партії %1</translation>
    </message>
    <message>
        <source>record the withdrawal of %1</source>
        <translation>запис вибуття: %1</translation>
    </message>
    <message>
        <source>change the address of %1</source>
        <translation>запис нової адреси: %1</translation>
    </message>
    <message>
        <source>record the claim in game %1</source>
        <translation>запис заяви в партії %1</translation>
    </message>
    <message>
        <source>record the adjudication of game %1</source>
        <translation>запис присудження партії %1</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Не записано: %1</translation>
    </message>
</context>
<context>
    <name>postmark::ui::LeavePanel</name>
    <message>
        <source>No game files: the leave register is built from the leaves announced in the games&apos; cards.</source>
        <translation>Немає файлів партій: реєстр перерв складається з перерв, оголошених на листівках партій.</translation>
    </message>
    <message numerus="yes">
        <source>Every player&apos;s leave across the %n game file(s) the judge has; a day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</source>
        <translation>
            <numerusform>Перерви кожного гравця в %n файлі партії в судді; день перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform>
            <numerusform>Перерви кожного гравця в %n файлах партій у судді; день перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform>
            <numerusform>Перерви кожного гравця в %n файлах партій у судді; день перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform>
        </translation>
    </message>
    <message>
        <source>No player has announced a leave.</source>
        <translation>Жоден гравець не повідомляв про перерву.</translation>
    </message>
    <message numerus="yes">
        <source>The leave announced in your %n game(s) of this event, yours and your partners&apos;; the judge counts each player&apos;s leave across all their games. A day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</source>
        <translation>
            <numerusform>Перерви, оголошені у вашій %n партії цього змагання, — ваші й вашого партнера; суддя рахує перерви кожного гравця в усіх його партіях. День перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform>
            <numerusform>Перерви, оголошені у ваших %n партіях цього змагання, — ваші й ваших партнерів; суддя рахує перерви кожного гравця в усіх його партіях. День перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform>
            <numerusform>Перерви, оголошені у ваших %n партіях цього змагання, — ваші й ваших партнерів; суддя рахує перерви кожного гравця в усіх його партіях. День перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>postmark::ui::LeaveRegisterModel</name>
    <message>
        <source>%1 — over the cap</source>
        <translation>%1 — понад ліміт</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Учасник</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Рік</translation>
    </message>
    <message>
        <source>Days on leave</source>
        <translation>Днів перерви</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Ліміт</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Перерви</translation>
    </message>
</context>
<context>
    <name>postmark::ui::LifeEventDialog</name>
    <message>
        <source>The end of the game</source>
        <translation>Кінець партії</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>здача</translation>
    </message>
    <message>
        <source>mate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>нічия за згодою</translation>
    </message>
    <message>
        <source>draw claimed</source>
        <translation>нічия за заявою</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Результат:</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;Як:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <source>My forfeit claim</source>
        <translation>Моя заява про прострочення</translation>
    </message>
    <message>
        <source>A claim against me</source>
        <translation>Заява проти мене</translation>
    </message>
    <message>
        <source>Claim &amp;sent to the judge:</source>
        <translation>Заяву &amp;надіслано судді:</translation>
    </message>
    <message>
        <source>The partner&apos;s claim &amp;sent:</source>
        <translation>Заяву партнера &amp;надіслано:</translation>
    </message>
    <message>
        <source>dated</source>
        <translation>від</translation>
    </message>
    <message>
        <source>Registered &amp;notice of the overstep, receipt:</source>
        <translation>Рекомендоване &amp;повідомлення про прострочення, квитанція:</translation>
    </message>
    <message>
        <source>Sealed &amp;move:</source>
        <translation>Черговий &amp;хід:</translation>
    </message>
    <message>
        <source>Announce a leave</source>
        <translation>Оголосити перерву</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;З:</translation>
    </message>
    <message>
        <source>&amp;To (included):</source>
        <translation>&amp;По (включно):</translation>
    </message>
    <message>
        <source>&amp;Notices sent on:</source>
        <translation>&amp;Повідомлення надіслано:</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>Досі: %1</translation>
    </message>
    <message>
        <source>The notice &amp;reached me on:</source>
        <translation>Повідомлення &amp;отримано:</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>виграли білі</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>виграли чорні</translation>
    </message>
    <message>
        <source>White won: you</source>
        <translation>виграли білі — ви</translation>
    </message>
    <message>
        <source>White won: your partner</source>
        <translation>виграли білі — ваш партнер</translation>
    </message>
    <message>
        <source>Black won: you</source>
        <translation>виграли чорні — ви</translation>
    </message>
    <message>
        <source>Black won: your partner</source>
        <translation>виграли чорні — ваш партнер</translation>
    </message>
    <message>
        <source>— choose the result —</source>
        <translation>— виберіть результат —</translation>
    </message>
    <message>
        <source>1-0 — %1</source>
        <translation>1-0 — %1</translation>
    </message>
    <message>
        <source>0-1 — %1</source>
        <translation>0-1 — %1</translation>
    </message>
    <message>
        <source>½-½ — a draw</source>
        <translation>½-½ — нічия</translation>
    </message>
    <message>
        <source>0-0 — both lose</source>
        <translation>0-0 — поразка обом</translation>
    </message>
    <message>
        <source>Recorded already: %1. What you choose here replaces it.</source>
        <translation>Уже записано: %1. Те, що ви виберете тут, замінить це.</translation>
    </message>
    <message>
        <source>Choose the result: who won, or a draw.</source>
        <translation>Виберіть результат: хто виграв або нічия.</translation>
    </message>
    <message>
        <source>Recorded already: %1. %2</source>
        <translation>Уже записано: %1. %2</translation>
    </message>
    <message>
        <source>my next move, sent to the judge only</source>
        <translation>мій черговий хід, лише для судді</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>запис кінця партії</translation>
    </message>
    <message>
        <source>my forfeit claim</source>
        <translation>запис моєї заяви про прострочення</translation>
    </message>
    <message>
        <source>the partner&apos;s claim against me</source>
        <translation>запис заяви партнера про моє прострочення</translation>
    </message>
    <message>
        <source>the announcement of my leave</source>
        <translation>оголошення перерви</translation>
    </message>
</context>
<context>
    <name>postmark::ui::LogCardDialog</name>
    <message>
        <source>not stated</source>
        <translation>не вказано</translation>
    </message>
    <message>
        <source>Card received from %1</source>
        <translation>Листівка партнера: %1</translation>
    </message>
    <message>
        <source>as written: Кg1-f3, Nf3, 7163 …; empty if the card has no move</source>
        <translation>як записано: Кg1-f3, Nf3, 7163 …; порожньо, якщо ходу немає</translation>
    </message>
    <message>
        <source>Partner&apos;s &amp;move:</source>
        <translation>&amp;Хід партнера:</translation>
    </message>
    <message>
        <source>I cannot read it (II.3.11)</source>
        <translation>не можу прочитати (II.3.11)</translation>
    </message>
    <message>
        <source>my last move as the partner repeats it (II.3.8)</source>
        <translation>мій останній хід, як його повторив партнер (II.3.8)</translation>
    </message>
    <message>
        <source>&amp;Repetition of my move:</source>
        <translation>&amp;Повторення мого ходу:</translation>
    </message>
    <message>
        <source>Plies of my variant &amp;accepted:</source>
        <translation>Прийнято &amp;напівходів мого варіанта:</translation>
    </message>
    <message>
        <source>the partner&apos;s proposed continuation, if any</source>
        <translation>запропоноване партнером продовження, якщо є</translation>
    </message>
    <message>
        <source>Proposed &amp;variant:</source>
        <translation>Запропонований &amp;варіант:</translation>
    </message>
    <message>
        <source>written</source>
        <translation>вказано</translation>
    </message>
    <message>
        <source>Date on the &amp;card:</source>
        <translation>Дата на &amp;листівці:</translation>
    </message>
    <message>
        <source>legible</source>
        <translation>розбірливий</translation>
    </message>
    <message>
        <source>&amp;Departure postmark:</source>
        <translation>Штемпель &amp;відправлення:</translation>
    </message>
    <message>
        <source>A&amp;rrival postmark:</source>
        <translation>Штемпель &amp;прибуття:</translation>
    </message>
    <message>
        <source>receipt number</source>
        <translation>номер квитанції</translation>
    </message>
    <message>
        <source>Registered &amp;mail:</source>
        <translation>Реко&amp;мендована:</translation>
    </message>
    <message>
        <source>My date of receipt</source>
        <translation>Моя дата отримання</translation>
    </message>
    <message>
        <source>I r&amp;eceived it on:</source>
        <translation>&amp;Отримано:</translation>
    </message>
    <message>
        <source>partner&apos;s</source>
        <translation>партнера</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>мій</translation>
    </message>
    <message>
        <source>Totals the card &amp;states:</source>
        <translation>&amp;Сумарний час на листівці:</translation>
    </message>
    <message>
        <source>&amp;Log the card</source>
        <translation>&amp;Записати листівку</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>The move is impossible here: ask for another with a query card within 3 days of receipt (II.3.12); Print ▸ Query about a move prepares it.</source>
        <translation>Хід неможливий: попросіть інший листівкою-запитом протягом 3 днів від отримання (II.3.12); «Друк ▸ Запит про хід» підготує її.</translation>
    </message>
    <message>
        <source>Penalty [%1]: %2</source>
        <translation>Штраф [%1]: %2</translation>
    </message>
    <message>
        <source>Check with the partner [%1]: %2</source>
        <translation>Звірте з партнером [%1]: %2</translation>
    </message>
    <message>
        <source>Note [%1]: %2</source>
        <translation>Примітка [%1]: %2</translation>
    </message>
    <message>
        <source>My time runs from %1: %2 days left in this control period.</source>
        <translation>Мій час іде з %1: у цьому контрольному періоді залишилось %2 дн.</translation>
    </message>
    <message>
        <source>The card has no move. A card without a move counts as an impossible move (II.3.11): the partner is charged its penalty days and your query is due within 3 days (II.3.12).

Log the card without a move?</source>
        <translation>На листівці немає ходу. Листівка без ходу вважається неможливим ходом (II.3.11): партнерові нараховуються штрафні дні, а ваш запит треба надіслати протягом 3 днів (II.3.12).

Записати листівку без ходу?</translation>
    </message>
    <message>
        <source>The repetition of your last move is empty. A card that does not repeat it costs the partner penalty days (II.3.8, II.4.9).

Log the card without the repetition?</source>
        <translation>Повторення вашого останнього ходу порожнє. За листівку без повторення партнерові нараховуються штрафні дні (II.3.8, II.4.9).

Записати листівку без повторення?</translation>
    </message>
    <message>
        <source>✗ %1: not a move in any notation; tick “I cannot read it” if so</source>
        <translation>✗ %1: це не хід у жодній нотації; якщо так, позначте «не можу прочитати»</translation>
    </message>
    <message>
        <source>✗ %1: an impossible move here (II.3.11)</source>
        <translation>✗ %1: неможливий хід у цій позиції (II.3.11)</translation>
    </message>
    <message>
        <source>stated</source>
        <translation>вказано</translation>
    </message>
    <message>
        <source>The date the card says the partner received my last card (II.3.7): it dates my card&apos;s arrival when its postmark is not known.</source>
        <translation>Дата, коли, як вказано на листівці, партнер отримав мою останню листівку (II.3.7): вона датує прибуття моєї листівки, якщо штемпель невідомий.</translation>
    </message>
    <message>
        <source>Partner received my card &amp;on:</source>
        <translation>Партнер &amp;отримав мою листівку:</translation>
    </message>
    <message>
        <source>Correct card %1</source>
        <translation>Виправити листівку %1</translation>
    </message>
    <message>
        <source>&amp;Correct the card</source>
        <translation>&amp;Виправити листівку</translation>
    </message>
    <message>
        <source>Close the form without logging the card? What you typed is lost.</source>
        <translation>Закрити форму, не записавши листівку? Введене буде втрачено.</translation>
    </message>
    <message>
        <source>Close without logging</source>
        <translation>Закрити, не записавши</translation>
    </message>
    <message>
        <source>Go back to the card</source>
        <translation>Повернутися до листівки</translation>
    </message>
    <message>
        <source>Log it without a move</source>
        <translation>Записати без ходу</translation>
    </message>
    <message>
        <source>Go back and type the move</source>
        <translation>Повернутися й вписати хід</translation>
    </message>
    <message>
        <source>Log it without the repetition</source>
        <translation>Записати без повторення</translation>
    </message>
    <message>
        <source>Go back and type the repetition</source>
        <translation>Повернутися й вписати повторення</translation>
    </message>
    <message>
        <source>Close the form without correcting the card? Your changes are lost.</source>
        <translation>Закрити форму, не виправивши листівку? Ваші зміни буде втрачено.</translation>
    </message>
    <message>
        <source>Close without correcting</source>
        <translation>Закрити, не виправивши</translation>
    </message>
    <message>
        <source>My time does not run while the partner&apos;s card is in the post (II.4.3): %1 days left in this control period.</source>
        <translation>Мій час не йде, поки листівка партнера в дорозі (II.4.3): у цьому контрольному періоді залишилось %1 дн.</translation>
    </message>
    <message>
        <source>Card %1 has arrived</source>
        <translation>Прийшла листівка %1</translation>
    </message>
    <message>
        <source>This card is in the archive already, logged from the sender&apos;s side: its move and the sender&apos;s dates are shown as logged. Log what you saw of it: the day it came, its arrival postmark, and whether you can read the move.</source>
        <translation>Ця листівка вже є в архіві: її внесли з боку відправника, тож хід і дати відправника показано так, як їх записано. Запишіть, що бачите ви: день, коли вона прийшла, штемпель прибуття і чи можна прочитати хід.</translation>
    </message>
    <message>
        <source>&amp;Log its arrival</source>
        <translation>&amp;Записати, що прийшла</translation>
    </message>
    <message>
        <source>Close the form without logging that the card came? What you typed is lost.</source>
        <translation>Закрити форму, не записавши, що листівка прийшла? Введене буде втрачено.</translation>
    </message>
    <message>
        <source>+ another</source>
        <translation>+ ще один</translation>
    </message>
    <message>
        <source>At most: the days of some earlier moves are not known (II.2.2 ¶6, II.3.7).</source>
        <translation>Це щонайбільше: днів деяких попередніх ходів не знати (II.2.2 ¶6, II.3.7).</translation>
    </message>
    <message>
        <source>%1 — %2 (%3): card %4</source>
        <translation>%1 — %2 (%3): листівка %4</translation>
    </message>
    <message>
        <source>Type the move as the card writes it; a card that has none is an impossible move (II.3.11).</source>
        <translation>Впишіть хід так, як його записано на листівці; листівка без ходу — неможливий хід (II.3.11).</translation>
    </message>
    <message>
        <source>If the card has no repetition [%1]: %2</source>
        <translation>Якщо на листівці немає повторення [%1]: %2</translation>
    </message>
    <message>
        <source>The repetition “%1” is not your move as you sent it: %2 [%3].

Log the card with this penalty? Check the repetition on the card first.</source>
        <translation>Повторення «%1» — не ваш хід, яким ви його надіслали: %2 [%3].

Записати листівку з цим штрафом? Спершу звірте повторення на листівці.</translation>
    </message>
    <message>
        <source>Log it with the penalty</source>
        <translation>Записати зі штрафом</translation>
    </message>
    <message>
        <source>Go back and check the repetition</source>
        <translation>Повернутися й звірити повторення</translation>
    </message>
    <message>
        <source>These dates were ticked and left as offered, not typed from the card:
%1

They date the card&apos;s sending or receipt, and so the players&apos; days. Log the card with them?</source>
        <translation>Ці дати позначено й залишено такими, як їх запропоновано, а не вписано з листівки:
%1

Вони датують відправлення чи отримання листівки, а отже дні гравців. Записати листівку з ними?</translation>
    </message>
    <message>
        <source>Log it with these dates</source>
        <translation>Записати з цими датами</translation>
    </message>
    <message>
        <source>Go back and type the dates</source>
        <translation>Повернутися й вписати дати</translation>
    </message>
</context>
<context>
    <name>postmark::ui::MainWindow</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Відкрити PGN…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <source>Notation: </source>
        <translation>Нотація: </translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Відкрити PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файли PGN (*.pgn);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <source>%1. %2 – %3</source>
        <translation>%1. %2 – %3</translation>
    </message>
    <message>
        <source> (refused)</source>
        <translation> (відхилено)</translation>
    </message>
    <message>
        <source>%1 — Postmark</source>
        <translation>%1 — Postmark</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партія</numerusform>
            <numerusform>%n партії</numerusform>
            <numerusform>%n партій</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused for an illegal move</source>
        <translation>
            <numerusform>%n відхилена через неможливий хід</numerusform>
            <numerusform>%n відхилені через неможливий хід</numerusform>
            <numerusform>%n відхилено через неможливий хід</numerusform>
        </translation>
    </message>
    <message>
        <source>Archive — Postmark</source>
        <translation>Архів — Postmark</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Друк</translation>
    </message>
    <message>
        <source>&amp;Repeat card…</source>
        <translation>&amp;Повторна листівка…</translation>
    </message>
    <message>
        <source>&amp;Envelope…</source>
        <translation>&amp;Конверт…</translation>
    </message>
    <message>
        <source>Game &amp;record…</source>
        <translation>Запи&amp;с партії…</translation>
    </message>
    <message>
        <source>Forfeit &amp;claim packet…</source>
        <translation>&amp;Заява про прострочення часу…</translation>
    </message>
    <message>
        <source>&amp;Adjudication packet…</source>
        <translation>Матеріали для &amp;присудження…</translation>
    </message>
    <message>
        <source>&amp;Query about a move…</source>
        <translation>&amp;Запит про хід…</translation>
    </message>
    <message>
        <source>&amp;Leave notice…</source>
        <translation>Повідомлення про &amp;перерву…</translation>
    </message>
    <message>
        <source>&amp;Objection to a claim…</source>
        <translation>З&amp;аперечення на заяву…</translation>
    </message>
    <message>
        <source>Open &amp;tournament…</source>
        <translation>Відкрити &amp;турнір…</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Відкрити турнір</translation>
    </message>
    <message>
        <source>Tournament files (*.json);;All files (*)</source>
        <translation>Файли турнірів (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>%1 is not a valid tournament file: %2</source>
        <translation>%1 — хибний файл турніру: %2</translation>
    </message>
    <message>
        <source>Tournaments in the archive</source>
        <translation>Турніри в архіві</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партії</translation>
    </message>
    <message>
        <source>Filter: partner, event, status…</source>
        <translation>Фільтр: партнер, змагання, стан…</translation>
    </message>
    <message>
        <source>Filter the games</source>
        <translation>Фільтр партій</translation>
    </message>
    <message>
        <source>&amp;Log a received card…</source>
        <translation>&amp;Записати отриману листівку…</translation>
    </message>
    <message>
        <source>Compose the &amp;reply…</source>
        <translation>Скласти &amp;відповідь…</translation>
    </message>
    <message>
        <source>Export as &amp;iCalendar…</source>
        <translation>Експорт в &amp;iCalendar…</translation>
    </message>
    <message>
        <source>Export the agenda</source>
        <translation>Експорт порядку денного</translation>
    </message>
    <message>
        <source>iCalendar files (*.ics)</source>
        <translation>Файли iCalendar (*.ics)</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>Записано %1</translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Порядок денний</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Партія</translation>
    </message>
    <message>
        <source>Open the archive and choose a game first.</source>
        <translation>Спершу відкрийте архів і виберіть партію.</translation>
    </message>
    <message>
        <source>%1 does not play in this game.</source>
        <translation>%1 не грає в цій партії.</translation>
    </message>
    <message>
        <source>Card %1 logged.</source>
        <translation>Листівку %1 записано.</translation>
    </message>
    <message>
        <source>Games of %1</source>
        <translation>Партії: %1</translation>
    </message>
    <message>
        <source>Record the &amp;end of the game…</source>
        <translation>Записати &amp;кінець партії…</translation>
    </message>
    <message>
        <source>&amp;Claim the partner&apos;s overstep…</source>
        <translation>За&amp;ява про прострочення партнера…</translation>
    </message>
    <message>
        <source>A claim &amp;against me…</source>
        <translation>Заява п&amp;роти мене…</translation>
    </message>
    <message>
        <source>Announce a &amp;leave…</source>
        <translation>Оголосити &amp;перерву…</translation>
    </message>
    <message numerus="yes">
        <source>Recorded in %n game(s).</source>
        <translation>
            <numerusform>Записано в %n партії.</numerusform>
            <numerusform>Записано в %n партіях.</numerusform>
            <numerusform>Записано в %n партіях.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова партія…</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>&amp;Імпорт партій…</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Імпорт партій</translation>
    </message>
    <message>
        <source>Game files, PGN and start lists (*.json *.pgn);;All files (*)</source>
        <translation>Файли партій, PGN і стартові списки (*.json *.pgn);;Усі файли (*)</translation>
    </message>
    <message>
        <source>&amp;Export the game…</source>
        <translation>&amp;Експорт партії…</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Експорт партії</translation>
    </message>
    <message>
        <source>Game files (*.json);;PGN (*.pgn)</source>
        <translation>Файли партій (*.json);;PGN (*.pgn)</translation>
    </message>
    <message>
        <source>&amp;Partners…</source>
        <translation>&amp;Партнери…</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Нічого не імпортовано: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>Імпортовано %n партію.</numerusform>
            <numerusform>Імпортовано %n партії.</numerusform>
            <numerusform>Імпортовано %n партій.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Address changed in %n game(s).</source>
        <translation>
            <numerusform>Адресу змінено в %n партії.</numerusform>
            <numerusform>Адресу змінено в %n партіях.</numerusform>
            <numerusform>Адресу змінено в %n партіях.</numerusform>
        </translation>
    </message>
    <message>
        <source>logging card %1</source>
        <translation>запис листівки %1</translation>
    </message>
    <message>
        <source>sending card %1</source>
        <translation>відправлення листівки %1</translation>
    </message>
    <message>
        <source>a partner&apos;s address</source>
        <translation>адреса партнера</translation>
    </message>
    <message>
        <source>Card %1 recorded as sent.</source>
        <translation>Листівку %1 записано як надіслану.</translation>
    </message>
    <message>
        <source>a new game</source>
        <translation>нова партія</translation>
    </message>
    <message>
        <source>the import</source>
        <translation>імпорт</translation>
    </message>
    <message>
        <source>Prepare the &amp;adjudication packet…</source>
        <translation>Підготувати &amp;матеріали на присудження…</translation>
    </message>
    <message>
        <source>New tourna&amp;ment…</source>
        <translation>Новий т&amp;урнір…</translation>
    </message>
    <message>
        <source>Open the archive first: the new tournament is kept there.</source>
        <translation>Спершу відкрийте архів: новий турнір зберігається в ньому.</translation>
    </message>
    <message>
        <source>The tournament was not stored: %1</source>
        <translation>Турнір не збережено: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 stored with %n game(s) paired.</source>
        <translation>
            <numerusform>%1 збережено: %n партію розподілено.</numerusform>
            <numerusform>%1 збережено: %n партії розподілено.</numerusform>
            <numerusform>%1 збережено: %n партій розподілено.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a tournament &amp;file into the archive…</source>
        <translation>Імпортувати &amp;файл турніру в архів…</translation>
    </message>
    <message>
        <source>Import tournament</source>
        <translation>Імпорт турніру</translation>
    </message>
    <message>
        <source>Open the archive first: the tournament is kept there.</source>
        <translation>Спершу відкрийте архів: турнір зберігається в ньому.</translation>
    </message>
    <message>
        <source>Print the due document</source>
        <translation>Надрукувати те, що треба надіслати</translation>
    </message>
    <message>
        <source>Print the due document: %1…</source>
        <translation>Надрукувати те, що треба надіслати: %1…</translation>
    </message>
    <message>
        <source>Nothing is due to print in this game yet.</source>
        <translation>У цій партії поки нічого не треба друкувати.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Find a game</source>
        <translation>Знайти партію</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n game(s) in this archive is played by «%1», the name File ▸ Settings gives as the owner&apos;s: check its spelling there.</source>
        <translation>
            <numerusform>Жодну з %n партії в цьому архіві не грає «%1» — ім’я власника з «Файл ▸ Налаштування»: перевірте, як його написано.</numerusform>
            <numerusform>Жодну з %n партій у цьому архіві не грає «%1» — ім’я власника з «Файл ▸ Налаштування»: перевірте, як його написано.</numerusform>
            <numerusform>Жодну з %n партій у цьому архіві не грає «%1» — ім’я власника з «Файл ▸ Налаштування»: перевірте, як його написано.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1: only a move card received from the partner is corrected here; Edit ▸ Undo takes back what was just recorded.</source>
        <translation>Листівка %1: тут виправляють лише листівку з ходом, отриману від партнера; Зміни ▸ Скасувати повертає щойно записане.</translation>
    </message>
    <message>
        <source>correcting card %1</source>
        <translation>виправлення листівки %1</translation>
    </message>
    <message>
        <source>Card %1 corrected.</source>
        <translation>Листівку %1 виправлено.</translation>
    </message>
    <message>
        <source>Move &amp;card…</source>
        <translation>&amp;Листівка з ходом…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>показано %1 з %n партії</numerusform>
            <numerusform>показано %1 з %n партій</numerusform>
            <numerusform>показано %1 з %n партій</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing imported: %n game(s) are in the archive already, imported before.</source>
        <translation>
            <numerusform>Нічого не імпортовано: %n партія вже є в архіві, її імпортовано раніше.</numerusform>
            <numerusform>Нічого не імпортовано: %n партії вже є в архіві, їх імпортовано раніше.</numerusform>
            <numerusform>Нічого не імпортовано: %n партій вже є в архіві, їх імпортовано раніше.</numerusform>
        </translation>
    </message>
    <message>
        <source>Archive (read only) — Postmark</source>
        <translation>Архів (лише для читання) — Postmark</translation>
    </message>
    <message>
        <source>Read only: nothing can be changed</source>
        <translation>Лише для читання: змінити нічого не можна</translation>
    </message>
    <message>
        <source>The archive is open for reading only.</source>
        <translation>Архів відкрито лише для читання.</translation>
    </message>
    <message>
        <source>Read only: the archive is damaged — restore a backup</source>
        <translation>Лише для читання: архів пошкоджено — відновіть резервну копію</translation>
    </message>
    <message>
        <source>Computing the games as of today: %1 of %2 — the rows and the agenda follow</source>
        <translation>Партії обчислюються на сьогодні: %1 з %2 — рядки й порядок денний оновляться</translation>
    </message>
    <message>
        <source>%1: groups, agenda, final…</source>
        <translation>%1: групи, порядок денний, фінал…</translation>
    </message>
    <message>
        <source>%1 is not a valid team event file: %2</source>
        <translation>%1 не є правильним файлом командного змагання: %2</translation>
    </message>
    <message>
        <source>%1 (team event)</source>
        <translation>%1 (командне змагання)</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Читання партій…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Імпорт</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported, and the archive is as it was.</source>
        <translation>Імпорт скасовано: нічого не імпортовано, архів такий, як був.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Читання %1…</translation>
    </message>
    <message numerus="yes">
        <source>Storing %n game(s)…</source>
        <translation>
            <numerusform>Збереження %n партії…</numerusform>
            <numerusform>Збереження %n партій…</numerusform>
            <numerusform>Збереження %n партій…</numerusform>
        </translation>
    </message>
    <message>
        <source>postmark-copy-%1.postmark</source>
        <translation>postmark-копія-%1.postmark</translation>
    </message>
    <message>
        <source>Back up the archive</source>
        <translation>Резервна копія архіву</translation>
    </message>
    <message>
        <source>Postmark archives (*.postmark);;All files (*)</source>
        <translation>Архіви Postmark (*.postmark);;Усі файли (*)</translation>
    </message>
    <message>
        <source>%1 is the archive itself: choose another file for the copy.</source>
        <translation>%1 — це сам архів: виберіть для копії інший файл.</translation>
    </message>
    <message>
        <source>Copying the archive to %1…</source>
        <translation>Копіювання архіву в %1…</translation>
    </message>
    <message>
        <source>Backup cancelled: no copy was written.</source>
        <translation>Резервне копіювання скасовано: копію не записано.</translation>
    </message>
    <message>
        <source>the backup</source>
        <translation>резервне копіювання</translation>
    </message>
    <message>
        <source>The copy could not be put at %1: the file cannot be replaced.</source>
        <translation>Не вдалося покласти копію в %1: файл не можна замінити.</translation>
    </message>
    <message>
        <source>The archive was copied to %1 (%2).</source>
        <translation>Архів скопійовано в %1 (%2).</translation>
    </message>
    <message>
        <source>Check the archive</source>
        <translation>Перевірка архіву</translation>
    </message>
    <message>
        <source>Checking the archive and replaying every game…</source>
        <translation>Перевірка архіву і відтворення кожної партії…</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Перевірку скасовано.</translation>
    </message>
    <message>
        <source>the check</source>
        <translation>перевірка</translation>
    </message>
    <message numerus="yes">
        <source>The check found %n problem(s), listed under Show Details. The check changes nothing in the archive.</source>
        <translation>
            <numerusform>Перевірка знайшла %n проблему, її наведено в «Показати деталі». Перевірка нічого не змінює в архіві.</numerusform>
            <numerusform>Перевірка знайшла %n проблеми, їх наведено в «Показати деталі». Перевірка нічого не змінює в архіві.</numerusform>
            <numerusform>Перевірка знайшла %n проблем, їх наведено в «Показати деталі». Перевірка нічого не змінює в архіві.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back up the archive…</source>
        <translation>&amp;Резервна копія архіву…</translation>
    </message>
    <message>
        <source>C&amp;heck the archive</source>
        <translation>Пере&amp;вірити архів</translation>
    </message>
    <message>
        <source>%1 is there already. Replace it with a copy of the archive as it is now?</source>
        <translation>%1 уже існує. Замінити його копією архіву в теперішньому стані?</translation>
    </message>
    <message numerus="yes">
        <source>The archive is sound: every game it holds (%n) replayed from its cards and found as kept.</source>
        <translation>
            <numerusform>Архів справний: усі його партії (%n) відтворено з листівок, і кожна збігається зі збереженою.</numerusform>
            <numerusform>Архів справний: усі його партії (%n) відтворено з листівок, і кожна збігається зі збереженою.</numerusform>
            <numerusform>Архів справний: усі його партії (%n) відтворено з листівок, і кожна збігається зі збереженою.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 imported; %2 not stored twice: each was in the archive already, or earlier in the same file.</source>
        <translation>Імпортовано: %1; двічі не збережено: %2 — кожна вже була в архіві або раніше в тому самому файлі.</translation>
    </message>
    <message>
        <source>Read only: the archive&apos;s file or its folder may not be written</source>
        <translation>Лише для читання: файл архіву або його теку не можна змінювати</translation>
    </message>
    <message>
        <source>Open an archive</source>
        <translation>Відкрити архів</translation>
    </message>
    <message>
        <source>Open &amp;archive…</source>
        <translation>Відкрити &amp;архів…</translation>
    </message>
    <message>
        <source>Open an archive first (File ▸ Open archive…).</source>
        <translation>Спершу відкрийте архів (Файл ▸ Відкрити архів…).</translation>
    </message>
    <message>
        <source>Federation&apos;s server — Postmark</source>
        <translation>Сервер федерації — Postmark</translation>
    </message>
    <message>
        <source>The form opens again with everything you typed: change what was refused, or Cancel to close it without saving.</source>
        <translation>Форма відкриється знову з усім, що ви ввели: виправте те, що не прийнято, або натисніть «Скасувати», щоб закрити її без збереження.</translation>
    </message>
    <message>
        <source>logging the arrival of card %1</source>
        <translation>запис прибуття листівки %1</translation>
    </message>
    <message>
        <source>The arrival of card %1 logged.</source>
        <translation>Прибуття листівки %1 записано.</translation>
    </message>
    <message>
        <source>Log a received card</source>
        <translation>Записати отриману листівку</translation>
    </message>
    <message>
        <source>It is your move in this game: no card from the partner is due. Reply with Game ▸ Compose the reply… (Ctrl+R).</source>
        <translation>У цій партії зараз ваш хід: листівки від партнера не чекають. Відповідь — «Партія ▸ Скласти відповідь…» (Ctrl+R).</translation>
    </message>
    <message>
        <source>No card of yours in this game yet: its posting is added once the reply is recorded as sent.</source>
        <translation>У цій партії ще немає вашої листівки: відправлення додають, коли відповідь записано як надіслану.</translation>
    </message>
    <message>
        <source>the posting of card %1</source>
        <translation>відправлення листівки %1</translation>
    </message>
    <message>
        <source>The posting of card %1 stored.</source>
        <translation>Відправлення листівки %1 записано.</translation>
    </message>
    <message>
        <source>Record the &amp;posting of my card…</source>
        <translation>Відправлення моєї &amp;листівки…</translation>
    </message>
    <message>
        <source>postmark-server-copy-%1.dump</source>
        <translation>postmark-копія-сервера-%1.dump</translation>
    </message>
    <message>
        <source>PostgreSQL copies, pg_dump&apos;s format (*.dump);;All files (*)</source>
        <translation>Копії PostgreSQL у форматі pg_dump (*.dump);;Усі файли (*)</translation>
    </message>
    <message numerus="yes">
        <source>The federation&apos;s server is sound: every table asks its policies who may read it, and every game you may read (%n) replayed from its cards and found as kept.</source>
        <translation>
            <numerusform>Сервер федерації справний: кожна таблиця питає свої політики, хто може її читати, а кожну партію, яку ви можете читати (%n), відтворено з листівок, і вона збігається зі збереженою.</numerusform>
            <numerusform>Сервер федерації справний: кожна таблиця питає свої політики, хто може її читати, а кожну партію, яку ви можете читати (%n), відтворено з листівок, і вона збігається зі збереженою.</numerusform>
            <numerusform>Сервер федерації справний: кожна таблиця питає свої політики, хто може її читати, а кожну партію, яку ви можете читати (%n), відтворено з листівок, і вона збігається зі збереженою.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Connect to a federation&apos;s server…</source>
        <translation>Під’&amp;єднатися до сервера федерації…</translation>
    </message>
    <message>
        <source>Connect to a federation&apos;s server</source>
        <translation>Під’єднання до сервера федерації</translation>
    </message>
    <message>
        <source>No archive is open: File ▸ Connect to a federation&apos;s server…, or File ▸ Open archive…</source>
        <translation>Архів не відкрито: Файл ▸ Під’єднатися до сервера федерації… або Файл ▸ Відкрити архів…</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) to open</source>
        <translation>
            <numerusform>%n змагання можна відкрити</numerusform>
            <numerusform>%n змагання можна відкрити</numerusform>
            <numerusform>%n змагань можна відкрити</numerusform>
        </translation>
    </message>
    <message>
        <source>Not to be changed: %1.</source>
        <translation>Змінити не можна: це %1.</translation>
    </message>
    <message>
        <source>Write your variations and comments into the PGN too? Leave them out for a game you send to others.</source>
        <translation>Записати у PGN і ваші варіанти та коментарі? Для партії, яку ви надсилаєте іншим, залиште їх поза файлом.</translation>
    </message>
    <message>
        <source>Add a chess engine&apos;s assessment of the final position? It is printed under its own heading as the engine&apos;s, apart from your own assessment.</source>
        <translation>Додати оцінку заключної позиції шаховим рушієм? Її буде надруковано під окремим заголовком як оцінку рушія, окремо від вашої власної.</translation>
    </message>
    <message>
        <source>The packet is printed without it.</source>
        <translation>Матеріали буде надруковано без неї.</translation>
    </message>
    <message>
        <source>With the engine&apos;s assessment</source>
        <translation>З оцінкою рушія</translation>
    </message>
    <message>
        <source>With my analysis</source>
        <translation>З моїм аналізом</translation>
    </message>
    <message>
        <source>Without the engine&apos;s assessment</source>
        <translation>Без оцінки рушія</translation>
    </message>
    <message>
        <source>Without my analysis</source>
        <translation>Без мого аналізу</translation>
    </message>
    <message numerus="yes">
        <source>Nothing imported: %n problem(s) in %1. The archive is as it was.</source>
        <translation>
            <numerusform>Нічого не імпортовано: у %1 знайдено %n проблему. Архів такий, як був.</numerusform>
            <numerusform>Нічого не імпортовано: у %1 знайдено %n проблеми. Архів такий, як був.</numerusform>
            <numerusform>Нічого не імпортовано: у %1 знайдено %n проблем. Архів такий, як був.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): the import report lists them.</source>
        <translation>
            <numerusform>%n попередження: див. звіт про імпорт.</numerusform>
            <numerusform>%n попередження: див. звіт про імпорт.</numerusform>
            <numerusform>%n попереджень: див. звіт про імпорт.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Tabs</source>
        <translation>Вкла&amp;дки</translation>
    </message>
    <message>
        <source>the game on the board is not in the list: Escape in the filter lists every game</source>
        <translation>партії на дошці немає в списку: Escape у фільтрі показує всі партії</translation>
    </message>
    <message>
        <source>The demo is open (%1). Your own archive is as it was: File ▸ Open archive… opens it again.</source>
        <translation>Відкрито демонстраційний архів (%1). Ваш власний архів лишився як був: Файл ▸ Відкрити архів… відкриє його знову.</translation>
    </message>
    <message>
        <source>This card was sent already: your move %1 (card %2), posted on %3.</source>
        <translation>Цю листівку вже відправлено: ваш хід %1 (листівка %2), відправлено %3.</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>невідомого дня</translation>
    </message>
    <message>
        <source>Your partner&apos;s card has come since, and the move is yours: Compose the reply… writes the new card, and prints it.</source>
        <translation>Відтоді прийшла листівка партнера, і хід ваш: «Скласти відповідь…» напише нову листівку й надрукує її.</translation>
    </message>
    <message>
        <source>Print the card sent then again?</source>
        <translation>Надрукувати ту відправлену листівку ще раз?</translation>
    </message>
    <message>
        <source>Move card</source>
        <translation>Листівка з ходом</translation>
    </message>
    <message>
        <source>Print it again</source>
        <translation>Надрукувати ще раз</translation>
    </message>
    <message>
        <source>Compose the reply…</source>
        <translation>Скласти відповідь…</translation>
    </message>
    <message>
        <source>Nothing to print yet: the move is yours. Compose the reply… writes its card.</source>
        <translation>Друкувати ще нічого: хід ваш. «Скласти відповідь…» напише листівку з ним.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Друк</translation>
    </message>
    <message>
        <source>The archive %1 is open.</source>
        <translation>Відкрито архів %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not on the desk (it lists the games of %1), kept in the archive all the same; the names in them: %2. Yours under another spelling of the name are listed once File ▸ Settings has it under «Also written as».</source>
        <translation>
            <numerusform>%n партія не входить до списку партій (у ньому лише партії, у яких грає %1), але її збережено в архіві; імена в ній: %2. Ваші партії, де ім&apos;я написано інакше, з&apos;являться в списку, щойно Файл ▸ Налаштування матиме це написання в полі «Також пишуть як».</numerusform>
            <numerusform>%n партії не входять до списку партій (у ньому лише партії, у яких грає %1), але їх збережено в архіві; імена в них: %2. Ваші партії, де ім&apos;я написано інакше, з&apos;являться в списку, щойно Файл ▸ Налаштування матиме це написання в полі «Також пишуть як».</numerusform>
            <numerusform>%n партій не входять до списку партій (у ньому лише партії, у яких грає %1), але їх збережено в архіві; імена в них: %2. Ваші партії, де ім&apos;я написано інакше, з&apos;являться в списку, щойно Файл ▸ Налаштування матиме це написання в полі «Також пишуть як».</numerusform>
        </translation>
    </message>
    <message>
        <source>«%1» names the partner in %2 – %3</source>
        <translation>«%1» — це партнер у партії %2 – %3</translation>
    </message>
    <message>
        <source>Not kept as other spellings of your name: %1. A game of yours has you on one side only.</source>
        <translation>Не збережено як інші написання вашого імені: %1. У партії ви граєте лише з одного боку.</translation>
    </message>
    <message>
        <source>Compose the reply</source>
        <translation>Скласти відповідь</translation>
    </message>
    <message>
        <source>It is your partner&apos;s move in this game: your card is with him. Once his card comes, log it with Game ▸ Log a received card… (Ctrl+L), then reply.</source>
        <translation>У цій партії хід партнера: ваша листівка в нього. Коли прийде його листівка, запишіть її: Партія ▸ Записати отриману листівку… (Ctrl+L), — і тоді відповідайте.</translation>
    </message>
    <message>
        <source>Event and rules of the game</source>
        <translation>Змагання і правила партії</translation>
    </message>
    <message>
        <source>On a federation&apos;s server the event, its rule set and its control period are the judge&apos;s: a change is asked of the judge, who makes it for every game of the event.</source>
        <translation>На сервері федерації змагання, його правила й контрольний період встановлює суддя: зміну просять у судді, і він робить її для всіх партій змагання.</translation>
    </message>
    <message>
        <source>The game&apos;s event and rules are stated: every move&apos;s days are counted under them (Edit ▸ Undo puts them back).</source>
        <translation>Змагання і правила партії записано: дні кожного ходу пораховано за ними (Зміни ▸ Скасувати поверне як було).</translation>
    </message>
    <message>
        <source>Games from PGN follow «%1» (File ▸ Settings); Game ▸ Event and rules… states another rule set or control period for a game.</source>
        <translation>Партії з PGN ведуться за правилами «%1» (Файл ▸ Налаштування); інші правила чи контрольний період партії задає «Партія ▸ Змагання і правила…».</translation>
    </message>
    <message>
        <source>&amp;Event and rules…</source>
        <translation>Змаг&amp;ання і правила…</translation>
    </message>
    <message>
        <source>Record my repeat as sent</source>
        <translation>Записати повтор ходу як надісланий</translation>
    </message>
    <message>
        <source>Record my rep&amp;eat as sent…</source>
        <translation>Записати повт&amp;ор ходу як надісланий…</translation>
    </message>
    <message>
        <source>Repeat card</source>
        <translation>Повторна листівка</translation>
    </message>
    <message>
        <source>%1 (you: %2)</source>
        <translation>%1 (ви: %2)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чорні</translation>
    </message>
    <message>
        <source>This repeat of card %1 was sent already, on %2.</source>
        <translation>Цей повтор листівки %1 уже відправлено, %2.</translation>
    </message>
    <message>
        <source>the repeat of card %1</source>
        <translation>повтор листівки %1</translation>
    </message>
    <message>
        <source>The repeat of card %1 recorded as sent: if it is not answered either, the Deadlines tab says when the judge is told (II.5.1).</source>
        <translation>Повтор листівки %1 записано як надісланий: якщо й на нього не відповідять, вкладка «Строки» скаже, коли повідомити суддю (II.5.1).</translation>
    </message>
    <message numerus="yes">
        <source>The repeat of card %1 is not due yet: only if no reply has come by %2, %n day(s) from today (%3). Card %1 may still be on its way.</source>
        <translation>
            <numerusform>Час повторювати листівку %1 ще не настав: повтор потрібен, лише якщо до %2 (через %n день від сьогодні) не буде відповіді (%3). Листівка %1 ще може бути в дорозі.</numerusform>
            <numerusform>Час повторювати листівку %1 ще не настав: повтор потрібен, лише якщо до %2 (через %n дні від сьогодні) не буде відповіді (%3). Листівка %1 ще може бути в дорозі.</numerusform>
            <numerusform>Час повторювати листівку %1 ще не настав: повтор потрібен, лише якщо до %2 (через %n днів від сьогодні) не буде відповіді (%3). Листівка %1 ще може бути в дорозі.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the repeat card now all the same?</source>
        <translation>Однаково надрукувати повторну листівку зараз?</translation>
    </message>
    <message>
        <source>Print it all the same</source>
        <translation>Однаково надрукувати</translation>
    </message>
    <message>
        <source>No repeat of card %1 is due: the game is suspended while the claim is with the judge (%2), and no deadline runs.</source>
        <translation>Повторювати листівку %1 не треба: гру перервано, доки заява про прострочення часу на розгляді в судді (%2), і жоден строк не спливає.</translation>
    </message>
    <message numerus="yes">
        <source>The event ends on %1: the adjudication packet goes to the judge after it, within %n day(s) (%2); before it only when the judge asks for it, as after a partner&apos;s withdrawal (%3). Prepare the packet now all the same?</source>
        <translation>
            <numerusform>Змагання закінчується %1: матеріали на присудження надсилають судді після цього, протягом %n дня (%2); раніше — лише коли суддя їх просить, як після вибуття партнера (%3). Однаково підготувати матеріали зараз?</numerusform>
            <numerusform>Змагання закінчується %1: матеріали на присудження надсилають судді після цього, протягом %n днів (%2); раніше — лише коли суддя їх просить, як після вибуття партнера (%3). Однаково підготувати матеріали зараз?</numerusform>
            <numerusform>Змагання закінчується %1: матеріали на присудження надсилають судді після цього, протягом %n днів (%2); раніше — лише коли суддя їх просить, як після вибуття партнера (%3). Однаково підготувати матеріали зараз?</numerusform>
        </translation>
    </message>
    <message>
        <source>Prepare it now</source>
        <translation>Підготувати зараз</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Record my query as sent</source>
        <translation>Записати мій запит як надісланий</translation>
    </message>
    <message>
        <source>the query about card %1</source>
        <translation>запит про листівку %1</translation>
    </message>
    <message>
        <source>The query about card %1 recorded as sent: the partner&apos;s new move is awaited (II.3.12).</source>
        <translation>Запит про листівку %1 записано як надісланий: чекаємо на новий хід партнера (II.3.12).</translation>
    </message>
    <message>
        <source>Record my &amp;query as sent…</source>
        <translation>Записати мій запи&amp;т як надісланий…</translation>
    </message>
    <message>
        <source>The partner&apos;s move on card %1 cannot be played: ask him for another with a query by %2 (%3) — Print ▸ Query about a move, then Game ▸ Record my query as sent…</source>
        <translation>Хід партнера на листівці %1 зробити не можна: попросіть інший запитом до %2 (%3) — Друк ▸ Запит про хід, потім Партія ▸ Записати мій запит як надісланий…</translation>
    </message>
    <message>
        <source>Query about a move</source>
        <translation>Запит про хід</translation>
    </message>
    <message>
        <source>Your query about card %1 was sent already, on %2.</source>
        <translation>Ваш запит про листівку %1 уже відправлено %2.</translation>
    </message>
    <message>
        <source>Print the query sent then again?</source>
        <translation>Надрукувати той відправлений запит ще раз?</translation>
    </message>
    <message>
        <source>This repeat of my query about card %1 was sent already, on %2.</source>
        <translation>Цей повтор запиту про листівку %1 уже відправлено, %2.</translation>
    </message>
    <message numerus="yes">
        <source>The repeat of my query about card %1 is not due yet: only if no reply has come by %2, %n day(s) from today (%3). The query may still be on its way.</source>
        <translation>
            <numerusform>Час повторювати запит про листівку %1 ще не настав: повтор потрібен, лише якщо до %2 (через %n день від сьогодні) не буде відповіді (%3). Запит ще може бути в дорозі.</numerusform>
            <numerusform>Час повторювати запит про листівку %1 ще не настав: повтор потрібен, лише якщо до %2 (через %n дні від сьогодні) не буде відповіді (%3). Запит ще може бути в дорозі.</numerusform>
            <numerusform>Час повторювати запит про листівку %1 ще не настав: повтор потрібен, лише якщо до %2 (через %n днів від сьогодні) не буде відповіді (%3). Запит ще може бути в дорозі.</numerusform>
        </translation>
    </message>
    <message>
        <source>the repeat of my query about card %1</source>
        <translation>повтор запиту про листівку %1</translation>
    </message>
    <message>
        <source>The repeat of my query about card %1 recorded as sent: if it is not answered either, the Deadlines tab says when the judge is told (II.5.1).</source>
        <translation>Повтор запиту про листівку %1 записано як надісланий: якщо й на нього не відповідять, вкладка «Строки» скаже, коли повідомити суддю (II.5.1).</translation>
    </message>
</context>
<context>
    <name>postmark::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>&amp;Partner:</source>
        <translation>&amp;Партнер:</translation>
    </message>
    <message>
        <source>Partner&apos;s &amp;address:</source>
        <translation>&amp;Адреса партнера:</translation>
    </message>
    <message>
        <source>I play &amp;with:</source>
        <translation>Я граю &amp;кольором:</translation>
    </message>
    <message>
        <source>Not set yet: File ▸ Settings… ▸ My address. The cards print lines to write it by hand.</source>
        <translation>Ще не вказано: Файл ▸ Налаштування… ▸ Моя адреса. На листівках будуть рядки, щоб дописати її від руки.</translation>
    </message>
    <message>
        <source>My address:</source>
        <translation>Моя адреса:</translation>
    </message>
    <message>
        <source>street and house; town; postcode (the envelope&apos;s lines, «;» between them)</source>
        <translation>вулиця й будинок; місто; індекс (рядки конверта, між ними «;»)</translation>
    </message>
</context>
<context>
    <name>postmark::ui::NewGroupsDialog</name>
    <message>
        <source>New groups from the applications</source>
        <translation>Нові групи із заявок</translation>
    </message>
    <message>
        <source>%1, semifinal %2</source>
        <translation>%1, півфінал %2</translation>
    </message>
    <message>
        <source>e.g. UKR/C11/SF%1 (%1: the group&apos;s number)</source>
        <translation>напр. UKR/C11/SF%1 (%1 — номер групи)</translation>
    </message>
    <message>
        <source>Groups&apos; &amp;name (%1: the number):</source>
        <translation>&amp;Назва груп (%1 — номер):</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <translation>&amp;Індекс:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Початок:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>&amp;Кінець:</translation>
    </message>
    <message>
        <source>Number of &amp;groups:</source>
        <translation>Кількість &amp;груп:</translation>
    </message>
    <message>
        <source>&amp;Applications, one a line (pasted from a spreadsheet, or cells separated by &apos;;&apos;): name; birth date; title or rank; club; full postal address; e-mail; phone; rating.</source>
        <translation>&amp;Заявки, по одній у рядку (вставлені з таблиці або з клітинками через «;»): прізвище, ім’я та по батькові; дата народження; звання чи розряд; клуб; повна поштова адреса; e-mail; телефон; рейтинг.</translation>
    </message>
    <message>
        <source>&amp;Make the groups</source>
        <translation>&amp;Створити групи</translation>
    </message>
    <message numerus="yes">
        <source>Group %1: %n player(s) — %2</source>
        <translation>
            <numerusform>Група %1: %n учасник — %2</numerusform>
            <numerusform>Група %1: %n учасники — %2</numerusform>
            <numerusform>Група %1: %n учасників — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>group %1: %2</source>
        <translation>група %1: %2</translation>
    </message>
    <message>
        <source>No application yet.</source>
        <translation>Заявок ще немає.</translation>
    </message>
    <message>
        <source>Paste or type the applications first.</source>
        <translation>Спершу вставте або введіть заявки.</translation>
    </message>
    <message>
        <source>Group %1: no player</source>
        <translation>Група %1: жодного гравця</translation>
    </message>
    <message numerus="yes">
        <source>Groups: %1, applications: %n — each group needs at least two players. Choose fewer groups, or add the applications still to come.</source>
        <translation>
            <numerusform>Груп: %1, заявок: %n — у кожній групі має бути щонайменше двоє гравців. Виберіть менше груп або додайте заявки, що ще надійдуть.</numerusform>
            <numerusform>Груп: %1, заявок: %n — у кожній групі має бути щонайменше двоє гравців. Виберіть менше груп або додайте заявки, що ще надійдуть.</numerusform>
            <numerusform>Груп: %1, заявок: %n — у кожній групі має бути щонайменше двоє гравців. Виберіть менше груп або додайте заявки, що ще надійдуть.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>postmark::ui::NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>Новий турнір</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Змагання</translation>
    </message>
    <message>
        <source>e.g. 11th Cup of Ukraine (post), semifinal 1</source>
        <translation>напр. 11-й Кубок України (пошта), півфінал 1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Назва:</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <translation>&amp;Індекс:</translation>
    </message>
    <message>
        <source>&amp;Start (II.4.5):</source>
        <translation>&amp;Початок (II.4.5):</translation>
    </message>
    <message>
        <source>&amp;End (II.9.4):</source>
        <translation>&amp;Кінець (II.9.4):</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Tie-breaks after points, in order</source>
        <translation>Додаткові показники після очок, за порядком</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Додаткові показники</translation>
    </message>
    <message>
        <source>U&amp;p</source>
        <translation>&amp;Вище</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>Н&amp;ижче</translation>
    </message>
    <message>
        <source>Players in starting-number order</source>
        <translation>Гравці за стартовими номерами</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Учасники</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Прізвище, ініціали</translation>
    </message>
    <message>
        <source>Full postal address</source>
        <translation>Повна поштова адреса</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Додати гравця</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ви&amp;лучити</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Пере&amp;містити вище</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Перемістити ниж&amp;че</translation>
    </message>
    <message>
        <source>Draw &amp;lots</source>
        <translation>&amp;Жеребкування</translation>
    </message>
    <message>
        <source>Give the starting numbers by lot: the Berger tables then fix each game&apos;s colours.</source>
        <translation>Дати стартові номери жеребом: за ними таблиці Бергера визначать кольори в кожній партії.</translation>
    </message>
    <message>
        <source>Create and &amp;pair</source>
        <translation>Створити та &amp;скласти пари</translation>
    </message>
    <message>
        <source>Enter 2 to %1 players in starting-number order, or draw lots once all are in.</source>
        <translation>Введіть від 2 до %1 гравців за стартовими номерами або проведіть жеребкування, коли всіх введено.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 або %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): %1 games, all starting at once; colours from the Berger tables, each player White in %2 of their %3 games.</source>
        <translation>
            <numerusform>%n гравець: партій — %1, усі починаються одночасно; кольори — за таблицями Бергера: кожен грає білими %2 з %3.</numerusform>
            <numerusform>%n гравці: партій — %1, усі починаються одночасно; кольори — за таблицями Бергера: кожен грає білими %2 з %3.</numerusform>
            <numerusform>%n гравців: партій — %1, усі починаються одночасно; кольори — за таблицями Бергера: кожен грає білими %2 з %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Змагання</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Гравці</translation>
    </message>
    <message>
        <source>Re&amp;gulation</source>
        <translation>П&amp;оложення</translation>
    </message>
    <message>
        <source>Pa&amp;ste a list…</source>
        <translation>Вст&amp;авити список…</translation>
    </message>
    <message>
        <source>Adds the players copied from a spreadsheet or a letter: one a line, name, address and rating separated by tabs or semicolons.</source>
        <translation>Додає гравців, скопійованих з електронної таблиці чи листа: по одному в рядку, прізвище, адреса й рейтинг через табуляцію або крапку з комою.</translation>
    </message>
    <message>
        <source>Nothing added: %1</source>
        <translation>Нічого не додано: %1</translation>
    </message>
    <message>
        <source>Nothing added: the clipboard holds no list of players.</source>
        <translation>Нічого не додано: у буфері обміну немає списку гравців.</translation>
    </message>
    <message>
        <source>Each pair plays &amp;two games, one with each colour (double round robin)</source>
        <translation>Кожна пара грає &amp;дві партії, по одній кожним кольором (двоколовий турнір)</translation>
    </message>
    <message>
        <source>The event&apos;s regulation overrides the rule set: enter only what it changes, as a whole number, yes or no for a rule that is one or the other, or off to switch an optional rule off.</source>
        <translation>Положення змагання змінює правила: введіть лише те, що воно змінює, — ціле число, «так» чи «ні» для правила, що або діє, або ні, чи «вимк», щоб вимкнути необов’язкове правило.</translation>
    </message>
    <message>
        <source>No address for %1: the start notices and the partners&apos; cards will have lines to write it by hand. Create the tournament all the same?</source>
        <translation>Немає адреси для: %1 — у стартових повідомленнях і на листівках партнерів будуть рядки, щоб дописати її від руки. Створити турнір усе одно?</translation>
    </message>
    <message>
        <source>Create and pair</source>
        <translation>Створити та скласти пари</translation>
    </message>
    <message>
        <source>Go back to the addresses</source>
        <translation>Повернутися до адрес</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PairingsModel</name>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>suspended from %1: a forfeit claim is with the judge%2</source>
        <translation>перервано з %1: заява про прострочення в судді%2</translation>
    </message>
    <message>
        <source>The archive holds no cards of this game.</source>
        <translation>В архіві немає листівок цієї партії.</translation>
    </message>
    <message>
        <source>Cards of the game in the archive: Cards and time… opens them.</source>
        <translation>Листівки партії в архіві: їх відкриває «Листівки й час…».</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Листівки</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PartnersDialog</name>
    <message>
        <source>Partners</source>
        <translation>Партнери</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Партнер</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партії</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адреса</translation>
    </message>
    <message>
        <source>Double-click an address to correct it; it goes into every game with that partner (II.4.9).</source>
        <translation>Двічі клацніть адресу, щоб виправити її; вона потрапить у кожну партію з цим партнером (II.4.9).</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PlayerDialog</name>
    <message>
        <source>Player: %1</source>
        <translation>Гравець: %1</translation>
    </message>
    <message>
        <source>Full postal address</source>
        <translation>Повна поштова адреса</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Прізвище:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Рейтинг:</translation>
    </message>
    <message>
        <source>Rating: &apos;%1&apos; is not a number.</source>
        <translation>Рейтинг: «%1» — не число.</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>Адреса електронної пошти</translation>
    </message>
    <message>
        <source>E-mail &amp;address%1:</source>
        <translation>&amp;Адреса електронної пошти%1:</translation>
    </message>
    <message>
        <source>Full postal &amp;address%1:</source>
        <translation>Повна поштова &amp;адреса%1:</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PlayersPanel</name>
    <message>
        <source>Record &amp;withdrawal…</source>
        <translation>Записати &amp;вибуття…</translation>
    </message>
    <message>
        <source>Change &amp;address or rating…</source>
        <translation>Змінити &amp;адресу чи рейтинг…</translation>
    </message>
    <message>
        <source>Print &amp;notices…</source>
        <translation>Друкувати &amp;повідомлення…</translation>
    </message>
    <message>
        <source>The notice of the selected player&apos;s withdrawal to the player and to each partner it leaves a game to: the decision, and what each sends you now</source>
        <translation>Повідомлення про вибуття вибраного гравця йому самому і кожному партнерові, з яким у нього залишилася партія: рішення і що кожен тепер надсилає вам</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PositionSearchDialog</name>
    <message>
        <source>at the start</source>
        <translation>на початку</translation>
    </message>
    <message>
        <source>after White&apos;s move %1</source>
        <translation>після ходу білих %1</translation>
    </message>
    <message>
        <source>after Black&apos;s move %1</source>
        <translation>після ходу чорних %1</translation>
    </message>
    <message>
        <source>Games with this position</source>
        <translation>Партії з цією позицією</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Змагання</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Коли</translation>
    </message>
    <message>
        <source>No other game of the archive reached this position.</source>
        <translation>Жодна інша партія архіву до цієї позиції не дійшла.</translation>
    </message>
    <message>
        <source>&amp;Open the game there</source>
        <translation>&amp;Відкрити партію на цьому ході</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Наступний хід</translation>
    </message>
    <message>
        <source>The chosen game&apos;s moves</source>
        <translation>Ходи вибраної партії</translation>
    </message>
    <message>
        <source>(the game&apos;s last position)</source>
        <translation>(остання позиція партії)</translation>
    </message>
    <message numerus="yes">
        <source>Other games of the archive that reached this position: %n. Double-click a game (or press Enter) to open it at that move.</source>
        <translation>
            <numerusform>Інших партій архіву з цією позицією: %n. Двічі клацніть партію (або натисніть Enter), щоб відкрити її на цьому ході.</numerusform>
            <numerusform>Інших партій архіву з цією позицією: %n. Двічі клацніть партію (або натисніть Enter), щоб відкрити її на цьому ході.</numerusform>
            <numerusform>Інших партій архіву з цією позицією: %n. Двічі клацніть партію (або натисніть Enter), щоб відкрити її на цьому ході.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is not on your desk: it is a game of «%1», which you judge. Open the event (File ▸ Tournaments in the archive) to see it there.</source>
        <translation>Цієї партії немає у вашому списку партій: це партія змагання «%1», яке ви судите. Відкрийте змагання (Файл ▸ Турніри в архіві), щоб побачити її там.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PostingDialog</name>
    <message>
        <source>Posting card %1</source>
        <translation>Відправлення листівки %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <source>receipt number</source>
        <translation>номер квитанції</translation>
    </message>
    <message>
        <source>legible</source>
        <translation>розбірливий</translation>
    </message>
    <message>
        <source>Registered &amp;mail:</source>
        <translation>Реко&amp;мендована:</translation>
    </message>
    <message>
        <source>&amp;Departure postmark:</source>
        <translation>Штемпель &amp;відправлення:</translation>
    </message>
    <message>
        <source>&amp;Store</source>
        <translation>&amp;Записати</translation>
    </message>
    <message>
        <source>Sent [%1]: %2</source>
        <translation>Надіслано [%1]: %2</translation>
    </message>
    <message>
        <source>Penalty [%1]: %2</source>
        <translation>Штраф [%1]: %2</translation>
    </message>
    <message>
        <source>Note [%1]: %2</source>
        <translation>Примітка [%1]: %2</translation>
    </message>
    <message>
        <source>Close the form without storing the posting? What you typed is lost.</source>
        <translation>Закрити форму, не записавши відправлення? Введене буде втрачено.</translation>
    </message>
    <message>
        <source>Close without storing</source>
        <translation>Закрити, не записавши</translation>
    </message>
    <message>
        <source>Go back to the card</source>
        <translation>Повернутися до листівки</translation>
    </message>
    <message>
        <source>My card %1 with the move %2, dated %3.</source>
        <translation>Моя листівка %1 з ходом %2, датована %3.</translation>
    </message>
    <message>
        <source>My card %1 with the move %2, with no date written on it.</source>
        <translation>Моя листівка %1 з ходом %2, дату на ній не написано.</translation>
    </message>
    <message>
        <source>Add what the post office gave you: the registered-mail receipt, and the departure postmark if it was stamped in front of you.</source>
        <translation>Додайте те, що дала пошта: квитанцію рекомендованого листа і штемпель відправлення, якщо його поставили при вас.</translation>
    </message>
    <message>
        <source>Add the date you wrote on it, if your records keep it, and what the post office gave you: the registered-mail receipt, and the departure postmark if it was stamped in front of you.</source>
        <translation>Додайте дату, яку ви на ній написали, якщо вона є у ваших записах, і те, що дала пошта: квитанцію рекомендованого листа і штемпель відправлення, якщо його поставили при вас.</translation>
    </message>
    <message>
        <source>written</source>
        <translation>вказано</translation>
    </message>
    <message>
        <source>Date on the &amp;card:</source>
        <translation>Дата на &amp;листівці:</translation>
    </message>
    <message>
        <source>Sent [%1]: not known yet — the date written on the card, a legible postmark or the receipt dates it.</source>
        <translation>Надіслано [%1]: ще невідомо — дату відправлення дасть дата на листівці, розбірливий штемпель або квитанція.</translation>
    </message>
    <message numerus="yes">
        <source>Note [%1]: the repeat was due by %2, %n day(s) before it went; if card %3 was lost, the days of the delay are added to your time (%4).</source>
        <translation>
            <numerusform>Примітка [%1]: повтор запізнився на %n день — він мав піти до %2; якщо листівка %3 загубилася, дні запізнення додають до вашого часу (%4).</numerusform>
            <numerusform>Примітка [%1]: повтор запізнився на %n дні — він мав піти до %2; якщо листівка %3 загубилася, дні запізнення додають до вашого часу (%4).</numerusform>
            <numerusform>Примітка [%1]: повтор запізнився на %n днів — він мав піти до %2; якщо листівка %3 загубилася, дні запізнення додають до вашого часу (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Posting the repeat of card %1</source>
        <translation>Відправлення повтору листівки %1</translation>
    </message>
    <message>
        <source>My repeat of card %1 with the move %2 (II.5.1).</source>
        <translation>Мій повтор листівки %1 з ходом %2 (II.5.1).</translation>
    </message>
    <message numerus="yes">
        <source>Note [%1]: the repeat is not due yet — only if no reply has come by %2, %n day(s) later; card %3 may still be on its way.</source>
        <translation>
            <numerusform>Примітка [%1]: повтор ще не настав — він потрібен, лише якщо до %2 (через %n день) не буде відповіді; листівка %3 ще може бути в дорозі.</numerusform>
            <numerusform>Примітка [%1]: повтор ще не настав — він потрібен, лише якщо до %2 (через %n дні) не буде відповіді; листівка %3 ще може бути в дорозі.</numerusform>
            <numerusform>Примітка [%1]: повтор ще не настав — він потрібен, лише якщо до %2 (через %n днів) не буде відповіді; листівка %3 ще може бути в дорозі.</numerusform>
        </translation>
    </message>
    <message>
        <source>Posting my query about card %1</source>
        <translation>Відправлення мого запиту про листівку %1</translation>
    </message>
    <message>
        <source>My query about card %1 with the move %2: %3, another move is asked for (II.3.12).</source>
        <translation>Мій запит про листівку %1 з ходом %2: хід %3, прошу інший (II.3.12).</translation>
    </message>
    <message>
        <source>illegible</source>
        <translation>нерозбірливий</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>неможливий</translation>
    </message>
    <message>
        <source>Posting the repeat of my query about card %1</source>
        <translation>Відправлення повтору запиту про листівку %1</translation>
    </message>
    <message>
        <source>My repeat of my query about card %1 with the move %2 (II.5.1).</source>
        <translation>Мій повтор запиту про листівку %1 з ходом %2 (II.5.1).</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PostmarkDatesEdit</name>
    <message>
        <source>A card may carry more than one postmark: the earliest departure postmark dates its sending, the latest arrival postmark its receipt (II.2.2 ¶4).</source>
        <translation>На листівці може бути кілька штемпелів: найраніший штемпель відправлення датує її відправлення, найпізніший штемпель прибуття — одержання (II.2.2 ¶4).</translation>
    </message>
    <message>
        <source>Another postmark</source>
        <translation>Ще один штемпель</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <source>This postmark is not on the card</source>
        <translation>Такого штемпеля на листівці немає</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PrintPreview</name>
    <message>
        <source>Cannot print</source>
        <translation>Неможливо надрукувати</translation>
    </message>
    <message numerus="yes">
        <source>Print preview: %1 (%n sheet(s))</source>
        <translation>
            <numerusform>Попередній перегляд: %1 (%n аркуш)</numerusform>
            <numerusform>Попередній перегляд: %1 (%n аркуші)</numerusform>
            <numerusform>Попередній перегляд: %1 (%n аркушів)</numerusform>
        </translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Друк</translation>
    </message>
    <message numerus="yes">
        <source>Drawing %n sheet(s)…</source>
        <translation>
            <numerusform>Підготовка %n аркуша…</numerusform>
            <numerusform>Підготовка %n аркушів…</numerusform>
            <numerusform>Підготовка %n аркушів…</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing cancelled: nothing was sent to the printer.</source>
        <translation>Друк скасовано: на принтер нічого не надіслано.</translation>
    </message>
    <message>
        <source>Saved as PDF: %1</source>
        <translation>Збережено у файл PDF: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Закрити (Esc)</translation>
    </message>
</context>
<context>
    <name>postmark::ui::RegisteredMailEdit</name>
    <message>
        <source>registered</source>
        <translation>рекомендована</translation>
    </message>
    <message>
        <source>receipt dated</source>
        <translation>квитанція від</translation>
    </message>
    <message>
        <source>Receipt number</source>
        <translation>Номер квитанції</translation>
    </message>
</context>
<context>
    <name>postmark::ui::RegulationPanel</name>
    <message>
        <source>none: points alone</source>
        <translation>немає: лише очки</translation>
    </message>
    <message>
        <source>Every rule of the model the event follows, its rule set&apos;s value beside this event&apos;s: in bold what the event&apos;s regulation changes.</source>
        <translation>Кожне правило, за яким грають турнір: значення за правилами поруч зі значенням у цьому турнірі; жирним — що змінює положення турніру.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Назва:</translation>
    </message>
    <message>
        <source>Index:</source>
        <translation>Індекс:</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Games a pair plays:</source>
        <translation>Партій у кожної пари:</translation>
    </message>
    <message>
        <source>two, one with each colour (double round robin)</source>
        <translation>дві, по одній кожним кольором (двоколовий турнір)</translation>
    </message>
    <message>
        <source>one</source>
        <translation>одна</translation>
    </message>
    <message>
        <source>Tie-breaks after points:</source>
        <translation>Додаткові показники після очок:</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>Кінець:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Дошок:</translation>
    </message>
    <message>
        <source>Games a pair plays on a board:</source>
        <translation>Партій у кожної пари на дошці:</translation>
    </message>
    <message>
        <source>Match points:</source>
        <translation>Командні очки за матч:</translation>
    </message>
    <message>
        <source>%1 for a match won, %2 drawn, %3 lost</source>
        <translation>%1 за виграний матч, %2 за нічию, %3 за програний</translation>
    </message>
    <message>
        <source>Each board&apos;s tie-breaks after points:</source>
        <translation>Додаткові показники на кожній дошці після очок:</translation>
    </message>
    <message>
        <source>The values shown in this event&apos;s column are the rule set&apos;s.</source>
        <translation>У стовпці цього турніру показано значення за правилами.</translation>
    </message>
    <message>
        <source>Start%1:</source>
        <translation>Початок%1:</translation>
    </message>
    <message>
        <source>Teams ranked by:</source>
        <translation>Місця команд за:</translation>
    </message>
</context>
<context>
    <name>postmark::ui::RegulationTable</name>
    <message>
        <source>Regulation</source>
        <translation>Положення</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>In a tournament file: %1</source>
        <translation>У файлі турніру: %1</translation>
    </message>
    <message>
        <source>yes or no; empty: as the rule set</source>
        <translation>так або ні; порожньо — як у правилах</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2%3; empty: as the rule set</source>
        <translation>ціле число від %1 до %2%3; порожньо — як у правилах</translation>
    </message>
    <message>
        <source>, or off</source>
        <translation> або «вимк»</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>off</source>
        <translation>вимк</translation>
    </message>
    <message>
        <source>This rule set&apos;s section has no such rule.</source>
        <translation>У розділі цих правил такого правила немає.</translation>
    </message>
    <message>
        <source>This event</source>
        <translation>У цьому турнірі</translation>
    </message>
    <message>
        <source>Changed by the event&apos;s regulation</source>
        <translation>Змінено положенням турніру</translation>
    </message>
    <message>
        <source>As the rule set</source>
        <translation>Як у правилах</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ReplyDialog</name>
    <message>
        <source>Reply to %1</source>
        <translation>Відповідь %1</translation>
    </message>
    <message>
        <source>in any notation: Кg1-f3, Nf3, Ng1-f3, 7163</source>
        <translation>у будь-якій нотації: Кg1-f3, Nf3, Ng1-f3, 7163</translation>
    </message>
    <message>
        <source>My &amp;move:</source>
        <translation>Мій &amp;хід:</translation>
    </message>
    <message>
        <source>Plies of the partner&apos;s variant I &amp;accept:</source>
        <translation>Приймаю &amp;напівходів варіанта партнера:</translation>
    </message>
    <message>
        <source>optional: the partner&apos;s ply, mine, …</source>
        <translation>необов&apos;язково: напівхід партнера, мій, …</translation>
    </message>
    <message>
        <source>Proposed &amp;variant:</source>
        <translation>Запропонований &amp;варіант:</translation>
    </message>
    <message>
        <source>Date on the card</source>
        <translation>Дата на листівці</translation>
    </message>
    <message>
        <source>&amp;Date on the card:</source>
        <translation>&amp;Дата на листівці:</translation>
    </message>
    <message>
        <source>receipt number, once sent</source>
        <translation>номер квитанції після відправлення</translation>
    </message>
    <message>
        <source>Registered &amp;mail:</source>
        <translation>Реко&amp;мендована:</translation>
    </message>
    <message>
        <source>&amp;Record as sent</source>
        <translation>&amp;Записати як надіслану</translation>
    </message>
    <message>
        <source>Card %1: repeats %2; my move %3.</source>
        <translation>Листівка %1: повторює %2; мій хід %3.</translation>
    </message>
    <message>
        <source>nothing (the first move)</source>
        <translation>нічого (перший хід)</translation>
    </message>
    <message>
        <source>My total %1 days, the partner&apos;s %2.</source>
        <translation>Мій сумарний час %1 дн., партнера — %2.</translation>
    </message>
    <message>
        <source>Make the move on the board</source>
        <translation>Зробити хід на дошці</translation>
    </message>
    <message>
        <source>&amp;Take my analysis line: %1</source>
        <translation>Взяти мій в&amp;аріант з аналізу: %1</translation>
    </message>
    <message>
        <source>My move, then the rest of the line as the proposed variant (II.3.8)</source>
        <translation>Мій хід, а решта лінії — як запропонований варіант (II.3.8)</translation>
    </message>
    <message>
        <source>Take my analysis line</source>
        <translation>Взяти мій варіант з аналізу</translation>
    </message>
    <message>
        <source>&lt;b&gt;Time trouble:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Цейтнот:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>щонайменше %1</translation>
    </message>
    <message>
        <source>The archive has no address of %1: the card leaves lines to write it by hand (File ▸ Partners… adds it to every game with him).</source>
        <translation>В архіві немає адреси: %1. На листівці для неї лишено рядки, щоб дописати від руки (Файл ▸ Партнери… додає її до всіх партій з ним).</translation>
    </message>
    <message>
        <source>The day card %1 came is not entered: your card states it (II.3.7), and your days count from it (II.4.4). Enter it first with Game ▸ Log a received card… (Ctrl+L).</source>
        <translation>Не внесено, коли прийшла листівка %1: на вашій листівці його треба вказати (II.3.7), і від нього рахуються ваші дні (II.4.4). Спершу внесіть його: Партія ▸ Записати отриману листівку… (Ctrl+L).</translation>
    </message>
    <message>
        <source>Proposed variant: %1.</source>
        <translation>Запропонований варіант: %1.</translation>
    </message>
    <message>
        <source>Close without recording the reply? What you typed is lost.</source>
        <translation>Закрити, не записавши відповідь? Написане буде втрачено.</translation>
    </message>
    <message>
        <source>Close without recording</source>
        <translation>Закрити, не записавши</translation>
    </message>
    <message>
        <source>Go back to the reply</source>
        <translation>Повернутися до відповіді</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ResultDialog</name>
    <message>
        <source>Result: %1 – %2</source>
        <translation>Результат: %1 – %2</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>триває</translation>
    </message>
    <message>
        <source>1-0 (%1 wins)</source>
        <translation>1-0 (виграв %1)</translation>
    </message>
    <message>
        <source>0-1 (%1 wins)</source>
        <translation>0-1 (виграв %1)</translation>
    </message>
    <message>
        <source>½-½ (draw)</source>
        <translation>½-½ (нічия)</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Результат:</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;Як:</translation>
    </message>
    <message>
        <source>Cancelled: counts for nobody (V.8.1)</source>
        <translation>Анульовано: не враховується нікому (V.8.1)</translation>
    </message>
    <message>
        <source>known</source>
        <translation>відомо</translation>
    </message>
    <message>
        <source>Result &amp;reported on:</source>
        <translation>Про результат &amp;повідомлено:</translation>
    </message>
    <message>
        <source>received</source>
        <translation>отримано</translation>
    </message>
    <message>
        <source>&amp;Game record received on:</source>
        <translation>&amp;Запис партії отримано:</translation>
    </message>
    <message>
        <source>not recorded: the game goes on</source>
        <translation>не записано: партія триває</translation>
    </message>
    <message>
        <source>In the game&apos;s cards:</source>
        <translation>За листівками партії:</translation>
    </message>
    <message>
        <source>The result cannot be recorded: %1</source>
        <translation>Результат не можна записати: %1</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Партія:</translation>
    </message>
    <message>
        <source>0-0 (no game record from either%1)</source>
        <translation>0-0 (жоден не надіслав запису партії%1)</translation>
    </message>
    <message>
        <source>A result counts once the game record is received%1.</source>
        <translation>Результат зараховується після отримання запису партії%1.</translation>
    </message>
    <message>
        <source>Change the result</source>
        <translation>Зміна результату</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Записати %1</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Залишити %1</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Скасувати результат</translation>
    </message>
    <message>
        <source>The withdrawal decision scores this game %1%2; a result recorded here takes its place.</source>
        <translation>Рішення про вибуття зараховує цю партію %1%2; результат, записаний тут, стане на його місце.</translation>
    </message>
    <message>
        <source>%1 withdrew on %2 (%3): %4 wins this game by the withdrawal, which counts once the judge has the game&apos;s text%5: tick «received» on the game record&apos;s line when it has come.</source>
        <translation>%1 вибув %2 (%3): %4 виграє цю партію через вибуття, і це зараховується, щойно суддя одержить текст партії%5: коли він надійде, позначте «отримано» в рядку «Запис партії отримано».</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Повернутися</translation>
    </message>
    <message>
        <source>The game has its result recorded: %1.</source>
        <translation>У партії вже записано результат: %1.</translation>
    </message>
    <message>
        <source>The game&apos;s cards record %1.</source>
        <translation>У листівках партії записано: %1.</translation>
    </message>
    <message>
        <source>A forfeit claim on the game, sent %1, is not yet decided%2: recorded here, the result leaves it pending in the Claims tab.</source>
        <translation>Заява про прострочення в цій партії, надіслана %1, ще не вирішена%2: результат, записаний тут, лишить її на розгляді у вкладці «Заяви».</translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation>Запис результату</translation>
    </message>
    <message>
        <source>Record %1 instead?</source>
        <translation>Записати натомість %1?</translation>
    </message>
    <message>
        <source>Take it back, the game in progress again?</source>
        <translation>Скасувати його, щоб партія знову тривала?</translation>
    </message>
    <message>
        <source>A forfeit claim on the game, sent %1, is not yet decided%2: the game is suspended; the claim is decided in the Claims tab.</source>
        <translation>Заява про прострочення в цій партії, надіслана %1, ще не вирішена%2: партію перервано; заяву вирішують у вкладці «Заяви».</translation>
    </message>
    <message>
        <source>Record %1 all the same?</source>
        <translation>Усе одно записати %1?</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ServerDialog</name>
    <message>
        <source>Connect to a federation&apos;s server</source>
        <translation>Під’єднання до сервера федерації</translation>
    </message>
    <message>
        <source>The federation&apos;s administrator gives the server&apos;s address and your login. Paste the address whole, or write its parts. The password is not typed here: Postmark reads it from the file ~/.pgpass, as every PostgreSQL program does (the federation guide says how to write it there).</source>
        <translation>Адресу сервера і ваш логін дає адміністратор федерації. Вставте адресу цілком або впишіть її частини. Пароль тут не вводиться: Postmark бере його з файлу ~/.pgpass, як і кожна програма PostgreSQL (як його туди записати, сказано в посібнику для федерації).</translation>
    </message>
    <message>
        <source>empty: this computer</source>
        <translation>порожньо: цей комп’ютер</translation>
    </message>
    <message>
        <source>empty: %1, this computer&apos;s user</source>
        <translation>порожньо: %1, користувач цього комп’ютера</translation>
    </message>
    <message>
        <source>Used &amp;before:</source>
        <translation>&amp;Раніше:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адреса:</translation>
    </message>
    <message>
        <source>&amp;Server (name, or a socket&apos;s folder):</source>
        <translation>&amp;Сервер (назва або тека сокета):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;База даних:</translation>
    </message>
    <message>
        <source>&amp;Login:</source>
        <translation>&amp;Логін:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>Під’&amp;єднатися</translation>
    </message>
    <message>
        <source>Write the database&apos;s name: the federation&apos;s administrator gives it.</source>
        <translation>Впишіть назву бази даних: її дає адміністратор федерації.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Під’єднання до %1…</translation>
    </message>
    <message>
        <source>empty: this computer&apos;s user</source>
        <translation>порожньо: користувач цього комп’ютера</translation>
    </message>
    <message>
        <source>postgresql://login@server/database</source>
        <translation>postgresql://логін@сервер/база_даних</translation>
    </message>
    <message>
        <source>Publish “%1” to a federation&apos;s server</source>
        <translation>Публікація «%1» на сервері федерації</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Опублікувати</translation>
    </message>
</context>
<context>
    <name>postmark::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <source>Ukrainian (Кg1-f3)</source>
        <translation>Українська (Кg1-f3)</translation>
    </message>
    <message>
        <source>English short (Nf3)</source>
        <translation>Англійська скорочена (Nf3)</translation>
    </message>
    <message>
        <source>English long (Ng1-f3)</source>
        <translation>Англійська повна (Ng1-f3)</translation>
    </message>
    <message>
        <source>ICCF numeric (7163)</source>
        <translation>Цифрова ІКЧФ (7163)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>A new language applies at the next start.</source>
        <translation>Нова мова діятиме з наступного запуску.</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Нотація:</translation>
    </message>
    <message>
        <source>&amp;Rule set of a new game:</source>
        <translation>&amp;Правила нової партії:</translation>
    </message>
    <message>
        <source>&amp;My name as the cards write it:</source>
        <translation>&amp;Моє ім&apos;я, як на листівках:</translation>
    </message>
    <message>
        <source>as the cards and the tournament files write it</source>
        <translation>як його пишуть на листівках і у файлах турнірів</translation>
    </message>
    <message>
        <source>I &amp;play: the desk lists my games</source>
        <translation>Я &amp;граю: у списку мої партії</translation>
    </message>
    <message>
        <source>I am a chief &amp;judge: my events open in the judge&apos;s window</source>
        <translation>Я головний &amp;суддя: мої турніри відкриваються у вікні судді</translation>
    </message>
    <message>
        <source>Open an archive first: it keeps whose it is.</source>
        <translation>Спершу відкрийте архів: у ньому записано, чий він.</translation>
    </message>
    <message>
        <source>Whose archive this is needs a name, as the cards write it.</source>
        <translation>Укажіть, чий це архів: ім’я, як його пишуть на листівках.</translation>
    </message>
    <message>
        <source>Whose archive is this?</source>
        <translation>Чий це архів?</translation>
    </message>
    <message>
        <source>none installed: sudo apt install stockfish</source>
        <translation>не встановлено: sudo apt install stockfish</translation>
    </message>
    <message>
        <source>Debian&apos;s Stockfish (%1)</source>
        <translation>Stockfish з Debian (%1)</translation>
    </message>
    <message>
        <source>Chess engine</source>
        <translation>Шаховий рушій</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Вибрати…</translation>
    </message>
    <message>
        <source>The chess engine (a UCI program)</source>
        <translation>Шаховий рушій (програма UCI)</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> МБ</translation>
    </message>
    <message>
        <source>Chess &amp;engine:</source>
        <translation>Шаховий &amp;рушій:</translation>
    </message>
    <message>
        <source>Engine &amp;threads:</source>
        <translation>Пото&amp;ки рушія:</translation>
    </message>
    <message>
        <source>Engine &amp;hash:</source>
        <translation>Хе&amp;ш рушія:</translation>
    </message>
    <message>
        <source>Best l&amp;ines shown:</source>
        <translation>Кі&amp;лькість найкращих варіантів:</translation>
    </message>
    <message>
        <source>other spellings of the name, separated by «;»</source>
        <translation>інші написання імені через «;»</translation>
    </message>
    <message>
        <source>Games under any of these names are listed on the desk as yours.</source>
        <translation>Партії під будь-яким із цих імен у списку — ваші.</translation>
    </message>
    <message>
        <source>Also &amp;written as:</source>
        <translation>Також &amp;пишуть як:</translation>
    </message>
    <message>
        <source>street and house, town, postcode: as your cards&apos; sender (II.3.7)</source>
        <translation>вулиця й будинок, місто, індекс — як відправник ваших листівок (II.3.7)</translation>
    </message>
    <message>
        <source>My a&amp;ddress:</source>
        <translation>Моя а&amp;дреса:</translation>
    </message>
    <message>
        <source>A new archive: whose is it? Your name as the cards write it, and your address for your cards.</source>
        <translation>Новий архів: чий він? Ваше ім&apos;я, як його пишуть листівки, і ваша адреса для листівок.</translation>
    </message>
    <message>
        <source>Printed as the sender&apos;s address on every card and letter you send, and written into your new games.</source>
        <translation>Друкується як адреса відправника на кожній листівці й кожному листі, які ви надсилаєте, і записується у ваші нові партії.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TeamTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Board pts</source>
        <translation>Оч. дош.</translation>
    </message>
    <message>
        <source>Match pts</source>
        <translation>Оч. матч.</translation>
    </message>
    <message>
        <source>+/−</source>
        <translation>+/−</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Лиш.</translation>
    </message>
    <message>
        <source>Fin.</source>
        <translation>Зав.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TeamWindow</name>
    <message>
        <source>%1 — team event — Postmark</source>
        <translation>%1 — командне змагання — Postmark</translation>
    </message>
    <message>
        <source>&amp;Teams</source>
        <translation>&amp;Команди</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Дошка %1</translation>
    </message>
    <message>
        <source>&amp;Captains</source>
        <translation>К&amp;апітани</translation>
    </message>
    <message>
        <source>The judge&apos;s letters to a team go to its captain, who answers for it (IV.2).</source>
        <translation>Листи судді команді надсилаються її капітанові, який за неї відповідає (IV.2).</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Капітан</translation>
    </message>
    <message>
        <source>Captain&apos;s address</source>
        <translation>Адреса капітана</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Save team event file &amp;as…</source>
        <translation>Зберегти файл командного змагання &amp;як…</translation>
    </message>
    <message>
        <source>Save team event file</source>
        <translation>Зберегти файл командного змагання</translation>
    </message>
    <message>
        <source>Team event files (*.json);;All files (*)</source>
        <translation>Файли командних змагань (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Друк</translation>
    </message>
    <message>
        <source>Team event &amp;report…</source>
        <translation>&amp;Звіт про командне змагання…</translation>
    </message>
    <message>
        <source>Result recorded on board %1.</source>
        <translation>Результат записано на дошці %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>Записано %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Start notices to the &amp;captains…</source>
        <translation>Повідомлення &amp;капітанам про початок…</translation>
    </message>
    <message>
        <source>Each pair plays two games: the cell holds both, first the one the row&apos;s player has White; · a game still in play. Double-click a result to record it: on a player&apos;s row, the game that player has White.</source>
        <translation>Кожна пара грає дві партії: клітинка містить обидві — спершу ту, де гравець рядка грає білими; · — партія ще триває. Подвійне клацання по результату записує його: у рядку гравця — партія, де він грає білими.</translation>
    </message>
    <message>
        <source>An empty cell: a game still in play. Double-click a result to record it.</source>
        <translation>Порожня клітинка — партія ще триває. Подвійне клацання по результату записує його.</translation>
    </message>
    <message>
        <source>&amp;Agenda</source>
        <translation>&amp;Порядок денний</translation>
    </message>
    <message>
        <source>&amp;Withdrawal…</source>
        <translation>&amp;Вибуття…</translation>
    </message>
    <message>
        <source>The chosen row&apos;s player leaves without a substitute: the judge decides the unfinished games lost or adjudicated (IV.10.3).</source>
        <translation>Гравець вибраного рядка вибуває без заміни: суддя вирішує, вважати незакінчені партії програними чи призначити їх присудження (IV.10.3).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Дошка</translation>
    </message>
    <message>
        <source>Nothing for the judge as of %1: no game record awaited, no adjudication near.</source>
        <translation>На %1 для судді нічого: жодного запису партії не чекаємо, присудження ще не близько.</translation>
    </message>
    <message>
        <source>The judge&apos;s steps as of %1, earliest first; overdue ones in red. Each board is a tournament of its own (IV.1.3). The games&apos; own deadlines (repeats, inquiries, two months without a move) are the players&apos; and their captains&apos; to report (IV.7).</source>
        <translation>Кроки судді на %1, найближчі першими; прострочені — червоним. Кожна дошка — окремий турнір (IV.1.3). Про строки самих партій (повтори, запити, два місяці без ходу) повідомляють гравці та їхні капітани (IV.7).</translation>
    </message>
    <message>
        <source>Choose the player&apos;s row on board %1 first.</source>
        <translation>Спершу виберіть рядок гравця на дошці %1.</translation>
    </message>
    <message>
        <source>Withdrawal of %1 recorded on board %2.</source>
        <translation>Вибуття записано: %1, дошка %2.</translation>
    </message>
    <message>
        <source>%1 plays on: the withdrawal is taken back.</source>
        <translation>%1 грає далі: вибуття скасовано.</translation>
    </message>
    <message>
        <source>%1 (%2; left %3)</source>
        <translation>%1 (%2; вибув %3)</translation>
    </message>
    <message>
        <source>record the result on board %1</source>
        <translation>запис результату на дошці %1</translation>
    </message>
    <message>
        <source>%1 has no unfinished game on board %2: there is nothing to rule on (IV.10.3).</source>
        <translation>%1 не має незакінчених партій на дошці %2: ухвалювати нічого (IV.10.3).</translation>
    </message>
    <message>
        <source>record the withdrawal of %1</source>
        <translation>запис вибуття: %1</translation>
    </message>
    <message>
        <source>(1) a result reported, counted once the game record comes (%1). Withdrawal…: the chosen row&apos;s player leaves without a substitute (IV.10.3); + / − the unfinished games lost, adj awaiting adjudication (amber, as a record awaited).</source>
        <translation>(1) — результат повідомлено, він враховується, щойно надійде запис партії (%1). «Вибуття…»: гравець вибраного рядка вибуває без заміни (IV.10.3); + / − — незакінчені партії програно, пр — чекають присудження (жовті, як і очікуваний запис).</translation>
    </message>
    <message>
        <source>&amp;Regulation</source>
        <translation>По&amp;ложення</translation>
    </message>
    <message>
        <source>Columns by the teams&apos; starting numbers: board points scored against each team; * the team itself. Board pts: every point won on the boards; Match pts: %1 for a match won, %2 drawn, %3 lost, once all its games are finished (— until then); +/−: board points won less lost; %: of the finished games, cut down; Fin. / Left: games finished and still to play; 1= a place shared. Each board is a tournament of its own (IV.1.3): double-click a game on its tab to record the result.</source>
        <translation>Стовпці за стартовими номерами команд: очки, набрані на дошках проти кожної команди; * — сама команда. Оч. дош. — усі очки, набрані на дошках; оч. матч. — %1 за виграний матч, %2 за нічию, %3 за поразку, коли всі партії матчу завершено (до того — «—»); +/− — набрані очки мінус втрачені; % — від завершених партій, без округлення вгору; зав. / лиш. — партії завершені та ще не зіграні; 1= — місце поділено. Кожна дошка — окремий турнір (IV.1.3): подвійне клацання по партії на її вкладці записує результат.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TimeChart</name>
    <message>
        <source>Thinking time per control period</source>
        <translation>Час на обдумування за контрольними періодами</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>%1, moves %2–%3: %4 of %5 days%6%7</source>
        <translation>%1, ходи %2–%3: %4 з %5 дн.%6%7</translation>
    </message>
    <message>
        <source>, %1 of them penalty</source>
        <translation>, з них %1 штрафних</translation>
    </message>
    <message>
        <source>, stopped: the claim is with the judge</source>
        <translation>, зупинено: заява в судді</translation>
    </message>
    <message>
        <source>, the move being thought over: its days run</source>
        <translation>, хід обдумують: дні йдуть</translation>
    </message>
    <message>
        <source>, the move not begun: no days run until the partner&apos;s card is received</source>
        <translation>, хід ще не почато: дні не йдуть, доки не отримано листівки партнера</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (ви)</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1 (партнер)</translation>
    </message>
    <message>
        <source>days booked</source>
        <translation>зараховані дні</translation>
    </message>
    <message>
        <source>the move in progress</source>
        <translation>поточний хід</translation>
    </message>
    <message>
        <source>penalty days</source>
        <translation>штрафні дні</translation>
    </message>
    <message>
        <source>over the limit</source>
        <translation>понад ліміт</translation>
    </message>
    <message>
        <source>the limit</source>
        <translation>ліміт</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>щонайменше %1</translation>
    </message>
    <message>
        <source>«At least»: the days of some moves are not known, their cards having no dates (II.2.2 ¶6) or the day a card was received not being known (II.3.7).</source>
        <translation>«Щонайменше»: днів деяких ходів не знати — їхні листівки без дат (II.2.2 ¶6) або невідомо, коли листівку отримано (II.3.7).</translation>
    </message>
    <message>
        <source>, the move being thought over: its days count from the day the partner&apos;s card came, which is not entered (II.4.4)</source>
        <translation>, хід обдумують: його дні рахуються від дня, коли прийшла листівка партнера, а цей день не внесено (II.4.4)</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TimePage</name>
    <message>
        <source>%1: %2 days [%3] %4</source>
        <translation>%1: %2 дн. [%3] %4</translation>
    </message>
    <message>
        <source>No penalty days.</source>
        <translation>Штрафних днів немає.</translation>
    </message>
    <message>
        <source>The game is finished: no days run.</source>
        <translation>Партію закінчено: дні не йдуть.</translation>
    </message>
    <message>
        <source>Your move %1: the partner&apos;s card is recorded without the day you received it, from which its days count; none are counted until it is entered. Ctrl+L opens the card to enter it.</source>
        <translation>Ваш хід %1: листівку партнера записано без дня, коли ви її отримали, а від нього рахуються дні ходу; доки його не внесено, жоден день не зараховано. Ctrl+L відкриває листівку, щоб його внести.</translation>
    </message>
    <message>
        <source>Days of every move</source>
        <translation>Дні кожного ходу</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Хто</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Дні</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>From the cards</source>
        <translation>За листівками</translation>
    </message>
    <message>
        <source>Days of every move, from the day the card it answers came to the day its own card went [%1]:</source>
        <translation>Дні кожного ходу — від дня, коли прийшла листівка, на яку він відповідає, до дня, коли пішла його листівка [%1]:</translation>
    </message>
    <message>
        <source>%1 in progress</source>
        <translation>%1 обдумується</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ви</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>партнер</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TournamentWindow</name>
    <message>
        <source>%1 — Postmark</source>
        <translation>%1 — Postmark</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Турнірна таблиця</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Учасники</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партії</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Save tournament file &amp;as…</source>
        <translation>Зберегти файл турніру &amp;як…</translation>
    </message>
    <message>
        <source>Export crosstable as &amp;HTML…</source>
        <translation>Експортувати таблицю в &amp;HTML…</translation>
    </message>
    <message>
        <source>Export crosstable as &amp;CSV…</source>
        <translation>Експортувати таблицю в &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>HTML pages (*.html)</source>
        <translation>Сторінки HTML (*.html)</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Таблиці CSV (*.csv)</translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation>Файли турнірів (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Експорт</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>Записано %1</translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Порядок денний</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Заяви</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Присудження</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Перерви</translation>
    </message>
    <message>
        <source>Recorded.</source>
        <translation>Записано.</translation>
    </message>
    <message>
        <source>the decision letter</source>
        <translation>лист із рішенням</translation>
    </message>
    <message>
        <source>the adjudication letter</source>
        <translation>лист із результатом присудження</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Друк</translation>
    </message>
    <message>
        <source>Tournament &amp;report…</source>
        <translation>&amp;Звіт про турнір…</translation>
    </message>
    <message>
        <source>&amp;Start notices…</source>
        <translation>Повідомлення про &amp;початок…</translation>
    </message>
    <message>
        <source>&amp;Decision letter of the selected claim…</source>
        <translation>Лист із &amp;рішенням за вибраною заявою…</translation>
    </message>
    <message>
        <source>Select a claim in the Claims tab first.</source>
        <translation>Спершу виберіть заяву на вкладці «Заяви».</translation>
    </message>
    <message>
        <source>Result &amp;letter of the selected adjudication…</source>
        <translation>&amp;Лист із результатом вибраного присудження…</translation>
    </message>
    <message>
        <source>Select a game in the Adjudications tab first.</source>
        <translation>Спершу виберіть партію на вкладці «Присудження».</translation>
    </message>
    <message>
        <source>Register of &amp;claims…</source>
        <translation>Реєстр &amp;заяв…</translation>
    </message>
    <message>
        <source>Register of &amp;adjudications…</source>
        <translation>Реєстр &amp;присуджень…</translation>
    </message>
    <message>
        <source>Register of &amp;leave…</source>
        <translation>Реєстр &amp;перерв…</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Лише перегляд</translation>
    </message>
    <message>
        <source>Publish to a federation&apos;s server</source>
        <translation>Публікація на сервері федерації</translation>
    </message>
    <message>
        <source>&amp;Open the server&apos;s copy</source>
        <translation>&amp;Відкрити копію на сервері</translation>
    </message>
    <message>
        <source>“%1” was not published: %2</source>
        <translation>«%1» не опубліковано: %2</translation>
    </message>
    <message numerus="yes">
        <source>Publishing “%1” with %n game(s) to %2…</source>
        <translation>
            <numerusform>Публікую «%1» з %n партією на %2…</numerusform>
            <numerusform>Публікую «%1» з %n партіями на %2…</numerusform>
            <numerusform>Публікую «%1» з %n партіями на %2…</numerusform>
        </translation>
    </message>
    <message>
        <source>Publishing cancelled: nothing of “%1” was written to the server.</source>
        <translation>Публікацію скасовано: на сервер нічого з «%1» не записано.</translation>
    </message>
    <message>
        <source>“%1” was not published to %2: %3</source>
        <translation>«%1» не опубліковано на %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>with its registers and %n game(s)</source>
        <translation>
            <numerusform>з реєстрами та %n партією</numerusform>
            <numerusform>з реєстрами та %n партіями</numerusform>
            <numerusform>з реєстрами та %n партіями</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with its registers and %n game(s), of which %1 the server had already</source>
        <translation>
            <numerusform>з реєстрами та %n партією, з яких %1 на сервері вже були</numerusform>
            <numerusform>з реєстрами та %n партіями, з яких %1 на сервері вже були</numerusform>
            <numerusform>з реєстрами та %n партіями, з яких %1 на сервері вже були</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is published to %2 %3. Its players with a login there see its crosstable, and you judge it there now; the copy in this archive stays as it was.</source>
        <translation>«%1» опубліковано на %2 %3. Його учасники, що мають там обліковий запис, бачать таблицю, а ви відтепер судите турнір там; копія в цьому архіві лишається такою, як була.</translation>
    </message>
    <message>
        <source>&amp;Publish to a federation&apos;s server…</source>
        <translation>&amp;Опублікувати на сервері федерації…</translation>
    </message>
    <message>
        <source>Archive file %1</source>
        <translation>Файл архіву %1</translation>
    </message>
    <message>
        <source>%1 — federation&apos;s server — Postmark</source>
        <translation>%1 — сервер федерації — Postmark</translation>
    </message>
    <message>
        <source>%1 — %2 — Postmark</source>
        <translation>%1 — %2 — Postmark</translation>
    </message>
    <message>
        <source>Nothing changed: it was so already.</source>
        <translation>Нічого не змінено: так уже було.</translation>
    </message>
    <message>
        <source>No letter yet</source>
        <translation>Листа ще немає</translation>
    </message>
    <message>
        <source>There is no letter yet: %1.</source>
        <translation>Листа ще немає: %1.</translation>
    </message>
    <message>
        <source>Choose a game in the list first.</source>
        <translation>Спершу виберіть партію у списку.</translation>
    </message>
    <message>
        <source>Game %1, %2</source>
        <translation>Партія %1, %2</translation>
    </message>
    <message>
        <source>The archive holds no cards of game %1 (%2). A player&apos;s game file comes in with File ▸ Import games in the main window, or with a claim as its evidence (the Claims tab opens that one).</source>
        <translation>В архіві немає листівок партії %1 (%2). Файл партії гравця потрапляє в архів через Файл ▸ Імпорт партій у головному вікні або з заявою як її доказ (його відкриває вкладка «Заяви»).</translation>
    </message>
    <message>
        <source>Choose a claim in the register first.</source>
        <translation>Спершу виберіть заяву в реєстрі.</translation>
    </message>
    <message>
        <source>The claim holds no cards: load the claimant&apos;s game file in Decide or edit.</source>
        <translation>У заяві немає листівок: завантажте файл партії заявника у «Вирішити чи змінити».</translation>
    </message>
    <message>
        <source>Game %1, %2: the claimant&apos;s cards</source>
        <translation>Партія %1, %2: листівки заявника</translation>
    </message>
    <message>
        <source>As the archive&apos;s game file says, counted as of %1. Read-only: the players log their cards on their own desks.</source>
        <translation>Як каже файл партії в архіві, пораховано станом на %1. Лише для читання: листівки записують самі гравці у своїх партіях.</translation>
    </message>
    <message>
        <source>The game file enclosed with the claim, counted as of the claim&apos;s sending, %1, as its calculation is. Read-only.</source>
        <translation>Файл партії, доданий до заяви, пораховано станом на день відправлення заяви, %1, як і її підрахунок. Лише для читання.</translation>
    </message>
    <message>
        <source>Regulation</source>
        <translation>Положення</translation>
    </message>
    <message>
        <source>No game awaits adjudication as of %1: nothing to register or print.</source>
        <translation>Станом на %1 жодна партія не чекає присудження: реєструвати чи друкувати нічого.</translation>
    </message>
    <message>
        <source>Choose the game in the Adjudications list first.</source>
        <translation>Спершу виберіть партію у списку присуджень.</translation>
    </message>
    <message>
        <source>&amp;Withdrawal notices of the selected player…</source>
        <translation>Повідомлення про &amp;вибуття вибраного гравця…</translation>
    </message>
    <message>
        <source>Select a player in the Players tab first.</source>
        <translation>Спершу виберіть гравця на вкладці «Учасники».</translation>
    </message>
    <message>
        <source>the withdrawal notices</source>
        <translation>повідомлення про вибуття</translation>
    </message>
    <message>
        <source>Withdrawal recorded. The letters to the player and the partners: Print notices… on the Players tab.</source>
        <translation>Вибуття записано. Листи вибулому й партнерам: «Друкувати повідомлення…» на вкладці «Учасники».</translation>
    </message>
</context>
<context>
    <name>postmark::ui::WelcomePanel</name>
    <message>
        <source>This archive holds no game yet.</source>
        <translation>В архіві ще немає жодної партії.</translation>
    </message>
    <message>
        <source>Start a game whose first card you are writing, import the games you play (game files, PGN, or the judge&apos;s start list with your pairings), or look around in the demo: a postal player&apos;s games in every state and a judge&apos;s Cup semifinal.</source>
        <translation>Почніть партію, першу листівку якої ви пишете, імпортуйте партії, які граєте (файли партій, PGN або стартовий список судді з вашими парами), або роздивіться демонстраційний архів: партії гравця в кожному стані й півфінал Кубка, який веде суддя.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова партія…</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>&amp;Імпорт партій…</translation>
    </message>
    <message>
        <source>Open the &amp;demo</source>
        <translation>Відкрити &amp;демонстраційний архів</translation>
    </message>
</context>
<context>
    <name>postmark::ui::WithdrawalDialog</name>
    <message>
        <source>Withdrawal: %1</source>
        <translation>Вибуття: %1</translation>
    </message>
    <message>
        <source>has not withdrawn</source>
        <translation>не вибував</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>&amp;Рішення:</translation>
    </message>
    <message>
        <source>Withdrew &amp;on:</source>
        <translation>Дата &amp;вибуття:</translation>
    </message>
    <message>
        <source>Withdrawal date</source>
        <translation>Дата вибуття</translation>
    </message>
    <message>
        <source>The withdrawal cannot be recorded: %1</source>
        <translation>Вибуття не можна записати: %1</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Учасник:</translation>
    </message>
    <message>
        <source>Takes back the withdrawal recorded: the player&apos;s games go on.</source>
        <translation>Скасовує записане вибуття: партії гравця тривають.</translation>
    </message>
    <message>
        <source>Choose what becomes of the player&apos;s unfinished games.</source>
        <translation>Виберіть, що буде з незакінченими партіями гравця.</translation>
    </message>
    <message>
        <source>Each unfinished game is lost by the player; the partners&apos; wins count once you have each game&apos;s text%1: the agenda lists the texts awaited.</source>
        <translation>Кожну незакінчену партію гравцеві зараховують як поразку; перемоги партнерів зараховуються, щойно ви одержите текст кожної партії%1: порядок денний перелічує тексти, яких чекають.</translation>
    </message>
    <message>
        <source>Each unfinished game is lost by the player and won by the partner.</source>
        <translation>Кожну незакінчену партію гравцеві зараховують як поразку, партнерові — як перемогу.</translation>
    </message>
    <message>
        <source>Each unfinished game awaits your adjudication: the Adjudications tab lists them.</source>
        <translation>Кожна незакінчена партія чекає на ваше присудження: їх перелічує вкладка «Присудження».</translation>
    </message>
    <message>
        <source>The unfinished games are not counted, for either player; the finished ones stand.</source>
        <translation>Незакінчені партії не враховуються жодному з гравців; закінчені зберігають свій результат.</translation>
    </message>
    <message>
        <source>None of the player&apos;s games is counted, the finished ones too.</source>
        <translation>Жодна партія гравця не враховується, закінчені теж.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::WorkProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
</context>
</TS>
