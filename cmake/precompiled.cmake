# Precompiled headers for the libraries: the standard library and Qt headers nearly every file includes,
# parsed once per library instead of once per file (a clean build of the core takes ~40 % less; CI spends
# most of its time compiling three builds on two cores). Only headers from outside the project: a change
# to the project's own headers never rebuilds a precompiled header.
option(POSTMARK_PRECOMPILE "Precompile the common standard and Qt headers of each library" ON)

set(postmark_core_precompiled
    <algorithm> <functional> <memory> <optional> <variant> <vector>
    <QByteArray> <QDate> <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QMap> <QSet>
    <QString> <QStringList>)
set(postmark_widgets_precompiled ${postmark_core_precompiled}
    <QAbstractTableModel> <QAction> <QCheckBox> <QComboBox> <QDialog> <QDialogButtonBox> <QFormLayout>
    <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QMenu> <QMessageBox> <QPainter> <QPushButton>
    <QTableView> <QVBoxLayout> <QWidget>)

# postmark_precompile(target CORE|WIDGETS)
function(postmark_precompile target kind)
    if(NOT POSTMARK_PRECOMPILE)
        return()
    endif()
    if(kind STREQUAL "WIDGETS")
        target_precompile_headers(${target} PRIVATE ${postmark_widgets_precompiled})
    else()
        target_precompile_headers(${target} PRIVATE ${postmark_core_precompiled})
    endif()
endfunction()

# The tests' precompiled headers: QtTest's module header pulls in the whole of QtCore, about half of a test
# file's compile time, paid again by each of some seventy test executables. One precompiled header is
# made per folder and kind and reused by every test there: the folder, because QtTest's macros read
# QT_TESTCASE_BUILDDIR, which is the folder's; the kind, because qtest.h adds its GUI and widget helpers
# when QT_GUI_LIB or QT_WIDGETS_LIB is defined. A test of another kind (Qt GUI without widgets) compiles
# its headers itself.
set(postmark_test_core_precompiled <QtTest>)
set(postmark_test_widgets_precompiled <QtTest> <QtWidgets>)

# postmark_precompile_test(target LIBRARIES...): `target` reuses the precompiled header of its folder's
# tests of the same kind, made the first time one is asked for.
function(postmark_precompile_test target)
    if(NOT POSTMARK_PRECOMPILE)
        return()
    endif()
    set(kind CORE)
    foreach(library IN LISTS ARGN)
        if(library MATCHES "^(postmark_ui|postmark_app)$")
            set(kind WIDGETS)
        elseif(library MATCHES "^(Qt6::Gui|postmark_printing)$" AND NOT kind STREQUAL "WIDGETS")
            return()
        endif()
    endforeach()
    string(MAKE_C_IDENTIFIER "${CMAKE_CURRENT_SOURCE_DIR}" folder)
    string(MD5 folder "${folder}")
    string(SUBSTRING "${folder}" 0 8 folder)
    set(holder postmark_testpch_${kind}_${folder})
    if(NOT TARGET ${holder})
        # The holder is compiled with what every test of its kind has (GCC uses a precompiled header only
        # where each macro it was made with is defined alike): the fewest libraries of that kind.
        add_library(${holder} OBJECT "${PROJECT_SOURCE_DIR}/tests/support/precompiled.cpp")
        set_target_properties(${holder} PROPERTIES AUTOMOC OFF)
        if(kind STREQUAL "WIDGETS")
            target_link_libraries(${holder} PRIVATE Qt6::Widgets postmark_text Qt6::Test postmark_options)
            target_precompile_headers(${holder} PRIVATE ${postmark_test_widgets_precompiled})
        else()
            target_link_libraries(${holder} PRIVATE Qt6::Core postmark_text Qt6::Test postmark_options)
            target_precompile_headers(${holder} PRIVATE ${postmark_test_core_precompiled})
        endif()
        target_include_directories(${holder} PRIVATE "${PROJECT_SOURCE_DIR}")
    endif()
    target_precompile_headers(${target} REUSE_FROM ${holder})
    # The file moc's output goes into is empty where the test includes its own: loading a precompiled header
    # into it would cost more than it compiles.
    set_source_files_properties("${CMAKE_CURRENT_BINARY_DIR}/${target}_autogen/mocs_compilation.cpp"
        TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()
