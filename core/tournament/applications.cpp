// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/applications.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

std::optional<QDate> dateOf(const QString& text)
{
    for (const QString& format : {u"dd.MM.yyyy"_s, u"d.M.yyyy"_s, u"yyyy-MM-dd"_s}) {
        const QDate date = QDate::fromString(text, format);
        if (date.isValid())
            return date;
    }
    return std::nullopt;
}

} // namespace

ApplicationList applicationsFromText(const QString& text)
{
    ApplicationList list;
    const QStringList lines = QString(text).replace(u"\r\n"_s, u"\n"_s).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        if (line.trimmed().isEmpty())
            continue;
        const QStringList cells = line.split(line.contains(u'\t') ? u'\t' : u';');
        const auto cell = [&cells](int k) {
            return cells.value(k).trimmed();
        };
        Application application;
        application.name = cell(0);
        if (application.name.isEmpty())
            list.problems.append(
                {say(MessageCode::WhereLine, i + 1), u"name"_s, say(MessageCode::KeyMissing)});
        if (!cell(1).isEmpty()) {
            if (const auto born = dateOf(cell(1)))
                application.birthDate = *born;
            else
                list.problems.append({say(MessageCode::WhereLine, i + 1),
                    u"birth_date"_s,
                    say(MessageCode::NotABirthDate, cell(1))});
        }
        application.title = cell(2);
        application.club = cell(3);
        application.address = cell(4);
        application.email = cell(5);
        application.phone = cell(6);
        if (!cell(7).isEmpty()) {
            bool isNumber = false;
            const int rating = cell(7).toInt(&isNumber);
            if (isNumber && rating >= 0)
                application.rating = rating;
            else
                list.problems.append(
                    {say(MessageCode::WhereLine, i + 1), u"rating"_s, say(MessageCode::NotARating, cell(7))});
        }
        list.applications.append(application);
    }
    return list;
}

QList<NewEvent> newGroups(
    const QList<Application>& applications, int groups, const NewEventForm& form, int firstNumber)
{
    QList<NewEvent> events;
    const QList<QList<Application>> split = snakeSplit(applications, groups);
    for (qsizetype g = 0; g < split.size(); ++g) {
        NewEventForm group = form;
        const int number = firstNumber + int(g);
        group.name =
            form.name.contains(u"%1"_s) ? form.name.arg(number) : u"%1 %2"_s.arg(form.name).arg(number);
        group.index = form.index.contains(u"%1"_s) ? form.index.arg(number) : form.index;
        group.players.clear();
        for (const Application& application : split[g])
            group.players.append(Player{{}, application.name, application.address, application.rating});
        NewEvent made = newEvent(group);
        // A group refused (one player, no name yet) keeps its players all the same, so that the preview shows
        // where each application went (helper-74's top seed vanished from a group of one).
        if (!made.problems.isEmpty()) {
            for (qsizetype i = 0; i < group.players.size(); ++i)
                made.event.players.append(Player{u"p%1"_s.arg(i + 1),
                    group.players[i].name.trimmed(),
                    group.players[i].address.trimmed(),
                    group.players[i].rating});
        }
        events.append(made);
    }
    return events;
}

} // namespace postmark::tournament
