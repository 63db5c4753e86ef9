# A Debian package of the GUI and the command line: cpack -G DEB in the build folder.
set(CPACK_GENERATOR "DEB") # what `cmake --build build --target package` makes
set(CPACK_PACKAGE_NAME "postmark")
set(CPACK_PACKAGE_VENDOR "The Postmark authors")
# The Maintainer field, set at configure time by whoever builds the package for a distribution.
set(POSTMARK_MAINTAINER "Postmark developers <maintainers@postmarkchess.org>"
    CACHE STRING "The Debian package's Maintainer field: Name <address>")
set(CPACK_PACKAGE_CONTACT "${POSTMARK_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${POSTMARK_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# The extended description, after the summary CPack puts first; lines within 80 columns.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Postmark keeps a correspondence chess player's games as the
postcards go: each card's move and postmarks logged, the thinking time of both
players reckoned by the rules of the Ukrainian Correspondence Chess Federation
with the clause behind every figure, the reply card printed, and the deadlines
warned of before they pass.
.
For a chief judge it keeps the crosstables of round robins, double round
robins, Cups of several groups and team events, checks forfeit claims by
recomputing the time from the cards, and keeps the claims, adjudication and
leave registers with the letters they need. In Ukrainian and in English; the
postmark-cli command does the same from a terminal.")
# A chess program that is a tool, not a game to play against: Debian's chess tools are in games only
# when they play; the archive and the judge's registers are office work.
set(CPACK_DEBIAN_PACKAGE_SECTION "misc")
# The programs stripped; their debug symbols stay in the build folder beside them (app/CMakeLists.txt:
# build/app/postmark.debug, named by the programs' debug links). CPack's own -dbgsym package is not used:
# in CMake 3.25 its md5sums name the build folder's paths, which dpkg and lintian refuse.
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so shlibdeps cannot see them: the SQLite driver (archive) and the chess glyph font.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, fonts-dejavu-core")
# The analysis asks a UCI engine, Debian's Stockfish by default: recommended, not needed for postal play.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "stockfish")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
