// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>

#include <QDialog>
#include <QList>
#include <QStringList>

#include "core/archive/databaseaddress.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace postmark::ui {

/// File ▸ Connect to a federation's server: the address the federation's administrator gives — pasted
/// whole (postgresql://…) or written in its parts — and the login. No password is asked: libpq reads it
/// from ~/.pgpass (or PGPASSWORD, a service file), and Postmark never keeps one. The dialog stays open
/// when the server refuses, saying why under the fields, so that a mistyped name is mended in place.
class ServerDialog : public QDialog
{
    Q_OBJECT

public:
    /// Tries the address; the reason it failed in the user's language, nothing once connected.
    using Connector = std::function<std::optional<QString>(const QString& address)>;

    explicit ServerDialog(Connector connector, QWidget* parent = nullptr);

    /// The dialog asks for the server to publish an event to (the tournament window's File menu): its title
    /// names the event, and its button publishes rather than connects.
    void askToPublish(const QString& eventName);

    /// Offers `address` in the fields with why it was refused under them (the window started on a
    /// server that did not let it in), for the user to mend it in place.
    void offerRefused(const QString& address, const QString& why);

    /// The address as the fields make it (never holding a password).
    QString address() const;

    /// The servers connected to, the latest first (at most five): the settings keep their addresses,
    /// which hold no password by construction.
    static QStringList recentAddresses();

private:
    void showAddress(const archive::DatabaseAddress& address); ///< into the parts and the whole
    void partsEdited(); ///< the whole follows the parts
    void wholeEdited(); ///< the parts follow a pasted address
    void tryToConnect();
    static void remember(const QString& address);

    Connector m_connect;
    QComboBox* m_recent = nullptr;
    QLineEdit* m_whole = nullptr;
    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_database = nullptr;
    QLineEdit* m_login = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_connectButton = nullptr;
    /// The address's other libpq settings (sslmode, connect_timeout…), kept as pasted: no field shows them.
    QList<std::pair<QString, QString>> m_settings;
};

} // namespace postmark::ui
