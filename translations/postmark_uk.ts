<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="uk_UA">
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
        <source>The tournament's rules cannot be read: %1.</source>
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
        <translation>Зміну в %1 не можна зберегти.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
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
    <name>postmark::ui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Шахівниця</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CrosstableModel</name>
    <message>
        <source>played out</source>
        <translation>зіграно</translation>
    </message>
    <message>
        <source>time forfeit (II.6)</source>
        <translation>перевищення контролю часу (II.6)</translation>
    </message>
    <message>
        <source>adjudicated (II.9)</source>
        <translation>присуджено (II.9)</translation>
    </message>
    <message>
        <source>withdrawal (II.8.1)</source>
        <translation>вибуття (II.8.1)</translation>
    </message>
    <message>
        <source>no move for two months (II.5.2)</source>
        <translation>немає ходу два місяці (II.5.2)</translation>
    </message>
    <message>
        <source>no game record (II.9.3)</source>
        <translation>немає бланка партії (II.9.3)</translation>
    </message>
    <message>
        <source>excl.</source>
        <translation>виключ.</translation>
    </message>
    <message>
        <source>%1: both scored a loss, %2</source>
        <translation>%1: поразка обом, %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: in progress</source>
        <translation>%1: триває</translation>
    </message>
    <message>
        <source>%1: awaiting adjudication after a withdrawal (II.8.1)</source>
        <translation>%1: чекає присудження після вибуття (II.8.1)</translation>
    </message>
    <message>
        <source>%1: not counted after a withdrawal (II.8.1)</source>
        <translation>%1: не враховується після вибуття (II.8.1)</translation>
    </message>
    <message>
        <source>%1: no game in the tournament file</source>
        <translation>%1: партії немає у файлі турніру</translation>
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
</context>
<context>
    <name>postmark::ui::MainWindow</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
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
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>Refused at ply %1: %2</source>
        <translation>Відхилено на півході %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n партія</numerusform><numerusform>%n партії</numerusform><numerusform>%n партій</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n refused for an illegal move</source>
        <translation><numerusform>%n відхилена через неможливий хід</numerusform><numerusform>%n відхилені через неможливий хід</numerusform><numerusform>%n відхилено через неможливий хід</numerusform></translation>
    </message>
    <message>
        <source>White %1 days, Black %2 days</source>
        <translation>Білі %1 дн., чорні %2 дн.</translation>
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
        <source>Move &amp;postcard…</source>
        <translation>&amp;Листівка з ходом…</translation>
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
        <translation>&amp;Бланк партії…</translation>
    </message>
    <message>
        <source>Forfeit &amp;claim packet…</source>
        <translation>&amp;Заява про перевищення часу…</translation>
    </message>
    <message>
        <source>&amp;Adjudication packet…</source>
        <translation>Матеріали для &amp;присудження…</translation>
    </message>
    <message>
        <source>documents are printed for games of the archive</source>
        <translation>документи друкуються для партій з архіву</translation>
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
</context>
<context>
    <name>postmark::ui::TournamentWindow</name>
    <message>
        <source>withdrew: unfinished games lost (II.8.1)</source>
        <translation>вибув: незакінчені партії — поразки (II.8.1)</translation>
    </message>
    <message>
        <source>withdrew: unfinished games adjudicated (II.8.1)</source>
        <translation>вибув: незакінчені партії на присудження (II.8.1)</translation>
    </message>
    <message>
        <source>withdrew: unfinished games not counted (II.8.1)</source>
        <translation>вибув: незакінчені партії не враховуються (II.8.1)</translation>
    </message>
    <message>
        <source>withdrew: no game counted</source>
        <translation>вибув: жодна партія не враховується</translation>
    </message>
    <message>
        <source>%1 — Postmark</source>
        <translation>%1 — Postmark</translation>
    </message>
    <message>
        <source>1 win, ½ draw, 0 loss; + / − scored by a withdrawal (II.8.1); 0 on both sides: no game record from either (II.9.3); adj awaiting adjudication; n/c not counted. Green: finished; amber: awaiting adjudication; grey: not counted; white: in progress.</source>
        <translation>1 перемога, ½ нічия, 0 поразка; + / − зараховано через вибуття (II.8.1); 0 в обох: жоден не надіслав бланк партії (II.9.3); adj чекає присудження; n/c не враховується. Зелене: закінчено; жовте: чекає присудження; сіре: не враховується; біле: триває.</translation>
    </message>
    <message>
        <source>Ranked by points; equal points share the rank.</source>
        <translation>Місця за очками; за рівних очок місце ділять.</translation>
    </message>
    <message>
        <source>Ranked by points, then %1; players equal on all share the rank.</source>
        <translation>Місця за очками, далі: %1; рівні за всіма показниками ділять місце.</translation>
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
        <source>Print tournament &amp;report…</source>
        <translation>Друкувати &amp;звіт про турнір…</translation>
    </message>
    <message>
        <source>Print &amp;start notices…</source>
        <translation>Друкувати повідомлення про &amp;початок…</translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Порядок денний</translation>
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
    <message>
        <source>Every deadline of the event as of %1, earliest first; overdue ones in red.</source>
        <translation>Усі строки турніру станом на %1, найближчі першими; прострочені — червоним.</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>з відповіддю</translation>
    </message>
</context>
</TS>