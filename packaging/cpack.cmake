# A Debian package of the GUI and the command line: cpack -G DEB in the build folder.
set(CPACK_GENERATOR "DEB") # what `cmake --build build --target package` makes
set(CPACK_PACKAGE_NAME "postmark")
set(CPACK_PACKAGE_VENDOR "The Postmark authors")
set(CPACK_PACKAGE_CONTACT "The Postmark authors <postmark@invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so shlibdeps cannot see them: the SQLite driver (archive) and the chess glyph font.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, fonts-dejavu-core")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
