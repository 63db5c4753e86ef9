// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/serverdialog.h"

#include <algorithm>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/errortext.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

constexpr int DefaultPort = 5432;
constexpr int RecentKept = 5;
const QString RecentKey = u"server/recent"_s;

} // namespace

ServerDialog::ServerDialog(Connector connector, QWidget* parent)
    : QDialog(parent)
    , m_connect(std::move(connector))
{
    setWindowTitle(tr("Connect to a federation's server"));
    auto* intro = new QLabel(tr("The federation's administrator gives the server's address and your login. "
                                "Paste the address whole, or write its parts. The password is not typed "
                                "here: Postmark reads it from the file ~/.pgpass, as every PostgreSQL "
                                "program does (the federation guide says how to write it there)."));
    intro->setWordWrap(true);

    m_recent = new QComboBox(this); // the dialog's even when no layout takes it (nothing used before)
    m_recent->setObjectName(u"recentServers"_s);
    m_recent->addItems(recentAddresses());
    m_whole = new QLineEdit;
    m_whole->setObjectName(u"serverAddress"_s);
    m_whole->setPlaceholderText(tr("postgresql://login@server/database"));
    m_whole->setClearButtonEnabled(true);
    m_host = new QLineEdit;
    m_host->setObjectName(u"serverHost"_s);
    m_host->setPlaceholderText(tr("empty: this computer"));
    m_port = new QSpinBox;
    m_port->setObjectName(u"serverPort"_s);
    m_port->setRange(1, 65535);
    m_port->setValue(DefaultPort);
    m_port->setGroupSeparatorShown(false);
    m_database = new QLineEdit;
    m_database->setObjectName(u"serverDatabase"_s);
    m_login = new QLineEdit;
    m_login->setObjectName(u"serverLogin"_s);
    // Empty, libpq connects as this computer's user (PGUSER first): the placeholder names them if it can.
    const QString systemUser =
        qEnvironmentVariable("PGUSER", qEnvironmentVariable("USER", qEnvironmentVariable("LOGNAME")));
    m_login->setPlaceholderText(systemUser.isEmpty() ? tr("empty: this computer's user")
                                                     : tr("empty: %1, this computer's user").arg(systemUser));
    m_problem = problemLabel();

    auto* form = new QFormLayout;
    if (m_recent->count() > 0)
        form->addRow(tr("Used &before:"), m_recent);
    else
        m_recent->hide();
    form->addRow(tr("&Address:"), m_whole);
    form->addRow(tr("&Server (name, or a socket's folder):"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&Login:"), m_login);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton* connectButton = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    connectButton->setObjectName(u"connect"_s);
    m_connectButton = connectButton;
    connect(buttons, &QDialogButtonBox::accepted, this, &ServerDialog::tryToConnect);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    // A refusal of two or three lines makes the dialog taller rather than squeezing the fields.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    // Made the default once in the dialog: set before, QDialogButtonBox leaves Cancel the default, and
    // Return in the address closed the dialog.
    connectButton->setDefault(true);

    for (QLineEdit* part : {m_host, m_database, m_login})
        connect(part, &QLineEdit::textEdited, this, &ServerDialog::partsEdited);
    connect(m_port, &QSpinBox::valueChanged, this, &ServerDialog::partsEdited);
    connect(m_whole, &QLineEdit::textEdited, this, &ServerDialog::wholeEdited);
    connect(m_recent, &QComboBox::textActivated, this, [this](const QString& chosen) {
        m_whole->setText(chosen);
        wholeEdited();
    });
    // The last server connected to, ready for Enter: a judge connects to the same one every morning.
    if (m_recent->count() > 0) {
        m_whole->setText(m_recent->itemText(0));
        wholeEdited();
    }
    // The address has the keyboard, the one offered selected: Enter connects to it, and typing replaces
    // it (with the button focused, a player's address typed there went nowhere and Enter connected as the
    // login offered).
    m_whole->setFocus();
    m_whole->selectAll();
    // The fields as wide as the login's placeholder (the computer's user named in it), whole in Ukrainian:
    // the layout's minimum size is the dialog's (SetMinimumSize above), a width set on the dialog is not.
    const int placeholderWidth = m_login->fontMetrics().horizontalAdvance(m_login->placeholderText());
    m_login->setMinimumWidth(std::max(320, placeholderWidth + 3 * m_login->fontMetrics().averageCharWidth()));
}

void ServerDialog::askToPublish(const QString& eventName)
{
    setWindowTitle(tr("Publish “%1” to a federation's server").arg(eventName));
    m_connectButton->setText(tr("&Publish"));
}

void ServerDialog::offerRefused(const QString& address, const QString& why)
{
    m_whole->setText(address);
    wholeEdited();
    showProblem(m_problem, why, true);
    adjustSize();
    m_whole->setFocus();
}

QString ServerDialog::address() const
{
    return m_whole->text().trimmed();
}

void ServerDialog::showAddress(const archive::DatabaseAddress& address)
{
    const QSignalBlocker portQuiet(m_port);
    m_host->setText(address.host);
    m_port->setValue(address.port > 0 ? address.port : DefaultPort);
    m_database->setText(address.database);
    m_login->setText(address.user);
    m_settings = address.settings;
}

void ServerDialog::partsEdited()
{
    archive::DatabaseAddress address;
    address.kind = archive::DatabaseAddress::Kind::PostgreSql;
    address.host = m_host->text().trimmed();
    address.port = m_port->value() == DefaultPort ? 0 : m_port->value();
    address.database = m_database->text().trimmed();
    address.user = m_login->text().trimmed();
    address.settings = m_settings;
    m_whole->setText(address.display());
    showProblem(m_problem, {}, false);
}

void ServerDialog::wholeEdited()
{
    const QString text = address();
    if (text.isEmpty()) {
        showAddress({});
        showProblem(m_problem, {}, false);
        return;
    }
    // A server's name alone (fed.example.org) is taken as the server: the address's other parts follow.
    const auto read = archive::looksLikePostgresAddress(text)
        ? archive::readDatabaseAddress(text)
        : archive::readDatabaseAddress(u"postgresql://"_s + text);
    if (!read) {
        // The parts say nothing of an address they cannot be: not the pieces of an earlier prefix of it
        // (typed letter by letter, "postgresql://petrenko:sec" had left "petrenko" as the server).
        showAddress({});
        showProblem(m_problem, text::sentence(errorText(read.error())), true);
        return;
    }
    showAddress(*read);
    showProblem(m_problem, {}, false);
}

void ServerDialog::tryToConnect()
{
    // The address first: one that holds a password is refused as that, not as lacking a database.
    const auto read = archive::readDatabaseAddress(address());
    if (!read) {
        showProblem(m_problem, text::sentence(errorText(read.error())), true);
        m_whole->setFocus();
        return;
    }
    if (m_database->text().trimmed().isEmpty()) {
        showProblem(
            m_problem, tr("Write the database's name: the federation's administrator gives it."), true);
        m_database->setFocus();
        return;
    }
    const QString shown = read->display();
    showProblem(m_problem, tr("Connecting to %1…").arg(shown), false);
    m_problem->repaint(); // said before the wait (up to 10 seconds for a server that does not answer)
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const std::optional<QString> refusal = m_connect(shown);
    QApplication::restoreOverrideCursor();
    if (refusal) {
        showProblem(m_problem, *refusal, true);
        adjustSize(); // as tall as the refusal's lines need, the fields at their height
        return;
    }
    remember(shown);
    accept();
}

QStringList ServerDialog::recentAddresses()
{
    return QSettings().value(RecentKey).toStringList();
}

void ServerDialog::remember(const QString& address)
{
    QStringList recent = recentAddresses();
    recent.removeAll(address);
    recent.prepend(address);
    QSettings().setValue(RecentKey, recent.mid(0, RecentKept));
}

} // namespace postmark::ui
