#!/bin/sh
# Writes a help2man include file with a COMMANDS section: every command of postmark-cli (as its --help
# lists them) with its own --help, so that the manual page gives every command and option. The texts are
# in the language of the environment's LANG; HEADING is the section's name in that language.
#   cli-commands.sh POSTMARK_CLI OUT HEADING
set -eu
cli=$1
out=$2
heading=$3
{
    echo "[$heading]"
    for command in $("$cli" --help | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p'); do
        echo ".SS $command"
        # The help as the command prints it, 79 columns wide: set from the page's left edge rather than the
        # section's indent, so that it fits a terminal of 80.
        echo ".in 0"
        echo ".nf"
        # roff: a backslash is written \e, and a line may not start with a dot or an apostrophe.
        "$cli" "$command" --help | sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/"
        echo ".fi"
        echo ".in"
    done
} >"$out"
