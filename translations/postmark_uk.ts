<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="uk_UA">
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
    <message>
        <source>Whose archive this is needs a name, as the cards write it.</source>
        <translation>Укажіть, чий це архів: ім’я, як його пишуть на листівках.</translation>
    </message>
</context>
<context>
    <name>JudgeLabels</name>
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
        <source>played</source>
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
        <source>two months without a move (II.5.2)</source>
        <translation>два місяці без ходу (II.5.2)</translation>
    </message>
    <message>
        <source>no game record (II.9.3)</source>
        <translation>немає бланка партії (II.9.3)</translation>
    </message>
    <message>
        <source>pending: game suspended (II.6.6)</source>
        <translation>на розгляді: партію перервано (II.6.6)</translation>
    </message>
    <message>
        <source>upheld (II.6.5)</source>
        <translation>задоволено (II.6.5)</translation>
    </message>
    <message>
        <source>rejected: play goes on (II.6.7)</source>
        <translation>відхилено: гра продовжується (II.6.7)</translation>
    </message>
    <message>
        <source>awaiting the packets (II.9.5)</source>
        <translation>чекає матеріалів (II.9.5)</translation>
    </message>
    <message>
        <source>equal assessments: ended without adjudication (II.9.6)</source>
        <translation>оцінки збіглися: закінчено без присудження (II.9.6)</translation>
    </message>
    <message>
        <source>awaiting the adjudicator (II.9.7)</source>
        <translation>чекає рішення арбітра (II.9.7)</translation>
    </message>
    <message>
        <source>adjudicated; appeal possible (II.9.10)</source>
        <translation>присуджено; можлива апеляція (II.9.10)</translation>
    </message>
    <message>
        <source>appealed: second adjudication (II.9.11)</source>
        <translation>апеляція: повторне присудження (II.9.11)</translation>
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
        <translation>особисті зустрічі гравців з рівними очками</translation>
    </message>
    <message>
        <source>Koya: points against the players on 50% or more</source>
        <translation>Койя: очки проти гравців, що набрали 50% і більше</translation>
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

Fill it with the demo to look around: a postal player's games in every state and a judge's Cup semifinal? Choose No to start with an empty archive.</source>
        <translation>Архіву %1 ще немає.

Заповнити його демонстраційними даними, щоб роздивитися: партії гравця в усіх станах і півфінал Кубка очима судді? «Ні» — почати з порожнім архівом.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Interface language: uk or en (default: the settings', else the system's).</source>
        <translation>Мова інтерфейсу: uk або en (типово — з налаштувань, інакше — мова системи).</translation>
    </message>
    <message>
        <source>The archive to open (default: %1).</source>
        <translation>Архів, який відкрити (типово — %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>ШЛЯХ</translation>
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
        <source>Packets (II.9.5) and the players' assessments (II.9.6)</source>
        <translation>Матеріали (II.9.5) та оцінки гравців (II.9.6)</translation>
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
        <source>%1's &amp;packet:</source>
        <translation>&amp;Матеріали %1:</translation>
    </message>
    <message>
        <source>%1 &amp;assesses:</source>
        <translation>&amp;Оцінка %1:</translation>
    </message>
    <message>
        <source>%1's pa&amp;cket:</source>
        <translation>Мат&amp;еріали %1:</translation>
    </message>
    <message>
        <source>Adjudication (II.9.7, II.9.9)</source>
        <translation>Присудження (II.9.7, II.9.9)</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ще ні</translation>
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
        <source>Appeal (II.9.10) and second adjudication (II.9.11)</source>
        <translation>Апеляція (II.9.10) і повторне присудження (II.9.11)</translation>
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
        <translation>Дата остаточ&amp;ного:</translation>
    </message>
    <message>
        <source>The adjudication cannot be registered: %1</source>
        <translation>Присудження не можна записати: %1</translation>
    </message>
    <message>
        <source>%1 a&amp;ssesses:</source>
        <translation>Оці&amp;нка %1:</translation>
    </message>
    <message>
        <source>%1 recei&amp;ved the result:</source>
        <translation>%1 отримав ре&amp;зультат:</translation>
    </message>
    <message>
        <source>%1 receiv&amp;ed the result:</source>
        <translation>%1 отримав резул&amp;ьтат:</translation>
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
        <source>no date</source>
        <translation>без дати</translation>
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
        <source>partner's</source>
        <translation>партнера</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
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
        <source>Claim &amp;sent (II.6.6):</source>
        <translation>Заяву &amp;надіслано (II.6.6):</translation>
    </message>
    <message>
        <source>received</source>
        <translation>отримано</translation>
    </message>
    <message>
        <source>Partner received the &amp;notice (II.6.4):</source>
        <translation>Партнер отримав &amp;повідомлення (II.6.4):</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>надіслано</translation>
    </message>
    <message>
        <source>&amp;Objection (II.6.4):</source>
        <translation>&amp;Заперечення (II.6.4):</translation>
    </message>
    <message>
        <source>Sealed &amp;move (II.6.2):</source>
        <translation>Черговий &amp;хід (II.6.2):</translation>
    </message>
    <message>
        <source>Load the claimant's game &amp;file…</source>
        <translation>Завантажити &amp;файл партії заявника…</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Докази:</translation>
    </message>
    <message>
        <source>What the cards show</source>
        <translation>Що показують бланки</translation>
    </message>
    <message>
        <source>pending: the game is suspended (II.6.6)</source>
        <translation>на розгляді: партію перервано (II.6.6)</translation>
    </message>
    <message>
        <source>upheld: the partner loses on time (II.6.5)</source>
        <translation>задоволено: партнерові поразка за часом (II.6.5)</translation>
    </message>
    <message>
        <source>rejected: the sealed move goes on, play continues (II.6.7)</source>
        <translation>відхилено: черговий хід надіслано, гра продовжується (II.6.7)</translation>
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
        <source>&amp;Penalty to the claimant (II.6.8):</source>
        <translation>&amp;Штраф заявникові (II.6.8):</translation>
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
        <source>What the claimant's cards show, recomputed:</source>
        <translation>Що показують бланки заявника після перерахунку:</translation>
    </message>
    <message>
        <source>The claimant's game file</source>
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
        <source>none yet: load the claimant's game file</source>
        <translation>ще немає: завантажте файл партії заявника</translation>
    </message>
    <message numerus="yes">
        <source>the game's cards in the archive (%n card(s))</source>
        <translation><numerusform>бланки партії в архіві (%n бланк)</numerusform><numerusform>бланки партії в архіві (%n бланки)</numerusform><numerusform>бланки партії в архіві (%n бланків)</numerusform></translation>
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
        <translation><numerusform>%1 (%n бланк)</numerusform><numerusform>%1 (%n бланки)</numerusform><numerusform>%1 (%n бланків)</numerusform></translation>
    </message>
    <message>
        <source>No evidence yet: the claim is checked on the claimant's game file.</source>
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
        <source>Evidence: load the claimant's game file; the claim is checked on its cards (II.6.2).</source>
        <translation>Докази: завантажте файл партії заявника; заява перевіряється за його бланками (II.6.2).</translation>
    </message>
    <message>
        <source>The claim cannot be registered: %1</source>
        <translation>Заяву не можна записати: %1</translation>
    </message>
    <message>
        <source>Claimant re&amp;ceived the decision (II.1.6):</source>
        <translation>Заявник отримав рі&amp;шення (II.1.6):</translation>
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
        <source>The appeals committee's decision is final: record it as the claim's decision.</source>
        <translation>Рішення апеляційного комітету остаточне: запишіть його як рішення щодо заяви.</translation>
    </message>
    <message>
        <source>Committee's r&amp;uling:</source>
        <translation>Рішення ком&amp;ітету:</translation>
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
    <name>postmark::ui::DocumentRenderer</name>
    <message>
        <source>"%1", page %2: "%3" does not fit on the paper even in the smallest legible type; shorten it and print again</source>
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
    <name>postmark::ui::GameListModel</name>
    <message>
        <source>my move</source>
        <translation>мій хід</translation>
    </message>
    <message>
        <source>partner's move</source>
        <translation>хід партнера</translation>
    </message>
    <message>
        <source>card in the post</source>
        <translation>листівка в дорозі</translation>
    </message>
    <message>
        <source>my move, time trouble: registered (II.4.12)</source>
        <translation>мій хід, цейтнот: рекомендованим (II.4.12)</translation>
    </message>
    <message>
        <source>time overstepped (II.6.1)</source>
        <translation>прострочення часу (II.6.1)</translation>
    </message>
    <message>
        <source>suspended: claim with the judge (II.6.6)</source>
        <translation>перервано: заява в судді (II.6.6)</translation>
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
        <source>repeat the move (II.5.1)</source>
        <translation>повторити хід (II.5.1)</translation>
    </message>
    <message>
        <source>tell the judge (II.5.1)</source>
        <translation>повідомити суддю (II.5.1)</translation>
    </message>
    <message>
        <source>first-move inquiry (II.5.1)</source>
        <translation>запит про перший хід (II.5.1)</translation>
    </message>
    <message>
        <source>two months without a move (II.5.2)</source>
        <translation>два місяці без ходу (II.5.2)</translation>
    </message>
    <message>
        <source>query the move (II.3.12)</source>
        <translation>запит про хід (II.3.12)</translation>
    </message>
    <message>
        <source>forfeit claim (II.6.3)</source>
        <translation>заява про прострочення (II.6.3)</translation>
    </message>
    <message>
        <source>adjudication packet (II.9.5)</source>
        <translation>матеріали на присудження (II.9.5)</translation>
    </message>
    <message>
        <source>objection to a claim (II.6.4)</source>
        <translation>заперечення на заяву (II.6.4)</translation>
    </message>
    <message>
        <source>leave (II.7)</source>
        <translation>перерва (II.7)</translation>
    </message>
    <message>
        <source>the game cannot be computed</source>
        <translation>партію не вдається обчислити</translation>
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
        <source>Partner's days</source>
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
        <source>two months without a move (II.5.2)</source>
        <translation>два місяці без ходу (II.5.2)</translation>
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
        <source>The partner's claim &amp;sent:</source>
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
        <source>my next move, sent to the judge only (II.6.2)</source>
        <translation>мій черговий хід, лише для судді (II.6.2)</translation>
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
</context>
<context>
    <name>postmark::ui::LogCardDialog</name>
    <message>
        <source>not stated</source>
        <translation>не вказано</translation>
    </message>
    <message>
        <source>Card received from %1</source>
        <translation>Листівка від %1</translation>
    </message>
    <message>
        <source>as written: Кg1-f3, Nf3, 7163 …; empty if the card has no move</source>
        <translation>як записано: Кg1-f3, Nf3, 7163 …; порожньо, якщо ходу немає</translation>
    </message>
    <message>
        <source>Partner's &amp;move:</source>
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
        <translation>Прийнято &amp;півходів мого варіанта:</translation>
    </message>
    <message>
        <source>the partner's proposed continuation, if any</source>
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
        <translation>&amp;Отримав:</translation>
    </message>
    <message>
        <source>partner's</source>
        <translation>партнера</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>мій</translation>
    </message>
    <message>
        <source>Totals the card &amp;states:</source>
        <translation>Сумарний час на &amp;листівці:</translation>
    </message>
    <message>
        <source>&amp;Log the card</source>
        <translation>&amp;Записати листівку</translation>
    </message>
    <message>
        <source>No move: a card without a move is an impossible move (II.3.11).</source>
        <translation>Немає ходу: листівка без ходу — неможливий хід (II.3.11).</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
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
        <source>Cards</source>
        <translation>Листівки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>Deadlines of the game</source>
        <translation>Строки партії</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>%1: %2 days [%3] %4</source>
        <translation>%1: %2 дн. [%3] %4</translation>
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
        <source>No penalty days.</source>
        <translation>Штрафних днів немає.</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>з відповіддю</translation>
    </message>
    <message>
        <source>No deadline.</source>
        <translation>Строків немає.</translation>
    </message>
    <message>
        <source>Record the &amp;end of the game…</source>
        <translation>Записати &amp;кінець партії…</translation>
    </message>
    <message>
        <source>&amp;Claim the partner's overstep…</source>
        <translation>&amp;Заява про прострочення партнера…</translation>
    </message>
    <message>
        <source>A claim &amp;against me…</source>
        <translation>Заява &amp;проти мене…</translation>
    </message>
    <message>
        <source>Announce a &amp;leave…</source>
        <translation>Оголосити &amp;перерву…</translation>
    </message>
    <message numerus="yes">
        <source>Recorded in %n game(s).</source>
        <translation><numerusform>Записано в %n партії.</numerusform><numerusform>Записано в %n партіях.</numerusform><numerusform>Записано в %n партіях.</numerusform></translation>
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
        <translation><numerusform>Імпортовано %n партію.</numerusform><numerusform>Імпортовано %n партії.</numerusform><numerusform>Імпортовано %n партій.</numerusform></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Address changed in %n game(s).</source>
        <translation><numerusform>Адресу змінено в %n партії.</numerusform><numerusform>Адресу змінено в %n партіях.</numerusform><numerusform>Адресу змінено в %n партіях.</numerusform></translation>
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
        <source>a partner's address</source>
        <translation>адреса партнера</translation>
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
        <source>Card %1 recorded as sent.</source>
        <translation>Листівку %1 записано як надіслану.</translation>
    </message>
    <message>
        <source>Preview the proposed variant</source>
        <translation>Перегляд запропонованого варіанта</translation>
    </message>
    <message>
        <source>Show the proposed variant on the board: %1</source>
        <translation>Показати на дошці запропонований варіант: %1</translation>
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
        <translation>Підготувати матеріали на &amp;присудження…</translation>
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
        <translation><numerusform>%1 збережено: %n партію розподілено.</numerusform><numerusform>%1 збережено: %n партії розподілено.</numerusform><numerusform>%1 збережено: %n партій розподілено.</numerusform></translation>
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
        <source>None of the %n game(s) in this archive is played by «%1», the name File ▸ Settings gives as the owner's: check its spelling there.</source>
        <translation><numerusform>Жодну з %n партії в цьому архіві не грає «%1» — ім’я власника з «Файл ▸ Налаштування»: перевірте, як його написано.</numerusform><numerusform>Жодну з %n партій у цьому архіві не грає «%1» — ім’я власника з «Файл ▸ Налаштування»: перевірте, як його написано.</numerusform><numerusform>Жодну з %n партій у цьому архіві не грає «%1» — ім’я власника з «Файл ▸ Налаштування»: перевірте, як його написано.</numerusform></translation>
    </message>
</context>
<context>
    <name>postmark::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <source>known</source>
        <translation>відомо</translation>
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
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Partner:</source>
        <translation>&amp;Партнер:</translation>
    </message>
    <message>
        <source>Partner's &amp;address:</source>
        <translation>&amp;Адреса партнера:</translation>
    </message>
    <message>
        <source>I play &amp;with:</source>
        <translation>Я граю &amp;кольором:</translation>
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
        <source>Give the starting numbers by lot: the Berger tables then fix each game's colours.</source>
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
        <translation><numerusform>%n гравець: партій — %1, усі починаються одночасно; кольори — за таблицями Бергера: кожен грає білими %2 з %3.</numerusform><numerusform>%n гравці: партій — %1, усі починаються одночасно; кольори — за таблицями Бергера: кожен грає білими %2 з %3.</numerusform><numerusform>%n гравців: партій — %1, усі починаються одночасно; кольори — за таблицями Бергера: кожен грає білими %2 з %3.</numerusform></translation>
    </message>
    <message>
        <source>The event's regulation overrides the rule set: enter only what it changes, as a whole number, or off to switch an optional rule off.</source>
        <translation>Положення змагання змінює правила: введіть лише те, що воно змінює, — ціле число або «вимк», щоб вимкнути необов’язкове правило.</translation>
    </message>
    <message>
        <source>Regulation</source>
        <translation>Положення</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Правила</translation>
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
        <source>off</source>
        <translation>вимк</translation>
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
        <source>Full postal &amp;address (II.1.2):</source>
        <translation>Повна поштова &amp;адреса (II.1.2):</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Рейтинг:</translation>
    </message>
    <message>
        <source>Rating: '%1' is not a number.</source>
        <translation>Рейтинг: «%1» — не число.</translation>
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
        <translation><numerusform>Попередній перегляд: %1 (%n аркуш)</numerusform><numerusform>Попередній перегляд: %1 (%n аркуші)</numerusform><numerusform>Попередній перегляд: %1 (%n аркушів)</numerusform></translation>
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
        <source>Plies of the partner's variant I &amp;accept:</source>
        <translation>Приймаю &amp;півходів варіанта партнера:</translation>
    </message>
    <message>
        <source>optional: the partner's ply, mine, …</source>
        <translation>необов'язково: півхід партнера, мій, …</translation>
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
        <source>&lt;b&gt;Time trouble:&lt;/b&gt; %1 (II.4.12).</source>
        <translation>&lt;b&gt;Цейтнот:&lt;/b&gt; %1 (II.4.12).</translation>
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
        <source>My total %1 days, the partner's %2.</source>
        <translation>Мій сумарний час %1 дн., партнера — %2.</translation>
    </message>
    <message>
        <source>Make the move on the board</source>
        <translation>Зробити хід на дошці</translation>
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
        <source>0-0 (no game record from either, II.9.3)</source>
        <translation>0-0 (жоден не надіслав запису партії, II.9.3)</translation>
    </message>
    <message>
        <source>A result counts once the game record is received (II.9.1).</source>
        <translation>Результат зараховується після отримання запису партії (II.9.1).</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Результат:</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;Як:</translation>
    </message>
</context>
<context>
    <name>postmark::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>The system's</source>
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
        <translation>&amp;Моє ім'я, як на листівках:</translation>
    </message>
    <message>
        <source>as the cards and the tournament files write it</source>
        <translation>як його пишуть на листівках і у файлах турнірів</translation>
    </message>
    <message>
        <source>I &amp;play: the desk lists my games</source>
        <translation>Я &amp;граю: на столі мої партії</translation>
    </message>
    <message>
        <source>I am a chief &amp;judge: my events open in the judge's window</source>
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
        <source>, running</source>
        <translation>, іде</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TournamentWindow</name>
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
        <source>Record &amp;withdrawal…</source>
        <translation>Записати &amp;вибуття…</translation>
    </message>
    <message>
        <source>Record &amp;result…</source>
        <translation>Записати &amp;результат…</translation>
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
        <translation>Бланки показують</translation>
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
        <source>The selected claim's time calculation</source>
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
        <source>the chief judge's name, for the letters</source>
        <translation>ім'я головного судді для листів</translation>
    </message>
    <message>
        <source>Chief judge:</source>
        <translation>Головний суддя:</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>White's packet</source>
        <translation>Матеріали білих</translation>
    </message>
    <message>
        <source>Black's packet</source>
        <translation>Матеріали чорних</translation>
    </message>
    <message>
        <source>&amp;Register packet or result…</source>
        <translation>&amp;Записати матеріали чи результат…</translation>
    </message>
    <message>
        <source>&amp;Print result letter…</source>
        <translation>Д&amp;рукувати результат…</translation>
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
    <message>
        <source>Claims are kept in the archive with the claimant's game file as the evidence; Postmark recomputes the time from its cards (II.6.1–II.6.3).</source>
        <translation>Заяви зберігаються в архіві разом із файлом партії заявника як доказом; Postmark перераховує час за його бланками (II.6.1–II.6.3).</translation>
    </message>
    <message>
        <source>suspended from %1: a forfeit claim is with the judge (II.6.6)</source>
        <translation>перервано з %1: заява про прострочення в судді (II.6.6)</translation>
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
        <source>No claim registered. A claim is entered with the claimant's game file as the evidence (II.6.2).</source>
        <translation>Заяв немає. Заява вноситься з файлом партії заявника як доказом (II.6.2).</translation>
    </message>
    <message>
        <source>No game files: the leave register is built from the leaves announced in the games' cards.</source>
        <translation>Немає файлів партій: реєстр перерв складається з перерв, оголошених у бланках партій.</translation>
    </message>
    <message numerus="yes">
        <source>Every player's leave across the %n game file(s) the judge has; a day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</source>
        <translation><numerusform>Перерви кожного гравця в %n файлі партії в судді; день перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform><numerusform>Перерви кожного гравця в %n файлах партій у судді; день перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform><numerusform>Перерви кожного гравця в %n файлах партій у судді; день перерви у двох партіях рахується один раз, не більше %1 днів за календарний рік (II.7.1). Запізніле повідомлення діє з дня відправлення (II.7.6).</numerusform></translation>
    </message>
    <message>
        <source>%1 — over the cap</source>
        <translation>%1 — понад ліміт</translation>
    </message>
    <message>
        <source>The change to %1 cannot be made: %2</source>
        <translation>Зміну в %1 не можна внести: %2</translation>
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
        <source>record the result</source>
        <translation>запис результату</translation>
    </message>
    <message>
        <source>record the withdrawal</source>
        <translation>запис вибуття</translation>
    </message>
    <message>
        <source>record the claim</source>
        <translation>запис заяви</translation>
    </message>
    <message>
        <source>record the adjudication</source>
        <translation>запис присудження</translation>
    </message>
    <message>
        <source>Appeal by (II.1.6)</source>
        <translation>Апеляція до (II.1.6)</translation>
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
        <source>Change &amp;address or rating…</source>
        <translation>Змінити &amp;адресу чи рейтинг…</translation>
    </message>
    <message>
        <source>change the player's address</source>
        <translation>зміна адреси гравця</translation>
    </message>
    <message>
        <source>the appeals committee ruled %1</source>
        <translation>апеляційний комітет вирішив %1</translation>
    </message>
    <message>
        <source>appealed %1: with the appeals committee</source>
        <translation>апеляція %1: в апеляційному комітеті</translation>
    </message>
    <message>
        <source>no date yet</source>
        <translation>дати ще немає</translation>
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
        <source>Games unfinished at the end, or left to adjudication by a withdrawal (II.8.1). Packets are due %1 days after the end (II.9.5); equal assessments end the game without adjudication (II.9.6); a player whose packet came may appeal within %2 days of receiving the result (II.9.8, II.9.10) to a second adjudicator, whose result is final (II.9.11).</source>
        <translation>Партії, не закінчені до кінця турніру або передані на присудження через вибуття (II.8.1). Матеріали — протягом %1 днів після закінчення (II.9.5); за збігу оцінок партія закінчена без присудження (II.9.6); гравець, чиї матеріали надійшли, може подати апеляцію протягом %2 днів від одержання результату (II.9.8, II.9.10); повторне присудження іншим суддею остаточне (II.9.11).</translation>
    </message>
    <message>
        <source>Opened from a tournament file: claims and adjudications stay only while this window is open. Keep them with File ▸ Import a tournament file into the archive, in the main window.</source>
        <translation>Відкрито з файлу турніру: заяви й присудження зберігаються, лише поки відкрито це вікно. Щоб зберегти їх, виберіть у головному вікні Файл ▸ Імпортувати файл турніру в архів.</translation>
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
</context>
<context>
    <name>postmark::ui::WelcomePanel</name>
    <message>
        <source>This archive holds no game yet.</source>
        <translation>В архіві ще немає жодної партії.</translation>
    </message>
    <message>
        <source>Start a game whose first card you are writing, import the games you play (game files, PGN, or the judge's start list with your pairings), or look around in the demo: a postal player's games in every state and a judge's Cup semifinal.</source>
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
</context>
</TS>