# The newest <release> in the metainfo must name the project's version, so software centres show it.
file(READ "${METAINFO}" text)
string(REGEX MATCH "<release version=\"([^\"]+)\"" match "${text}")
if(NOT CMAKE_MATCH_1 STREQUAL PROJECT_VERSION)
    message(FATAL_ERROR "metainfo's newest release is '${CMAKE_MATCH_1}', the project is ${PROJECT_VERSION}")
endif()
